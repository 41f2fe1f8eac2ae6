import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { counter, filteredProducts, type ProductFilter } from './catalogue.repository.ts';
import { narrowingConditions } from './narrowing.ts';
import { searchOrder, searchQuery } from './search-query.ts';

/**
 * How many of a search's matches each kind of candidate brings to be ranked (decision 049). A
 * common word's matches are many (a quarter of the bench tenant's 100,000 products, ten times as
 * many on a tenant of a million), and ranking one cost about 2 µs: ranking them all made a search
 * cost what its word is common.
 */
const RANKED_CANDIDATES = 2_000;

/**
 * The products a search ranks, as a statement's `candidates` CTE (decision 049): the matches that
 * have every word as a whole word, then (only where those are fewer than `perKind`) any other
 * match, each read in the index's order and cut at `perKind`; and for a search of one word, the
 * part numbers it begins, found by their own index. A search of fewer matches than `perKind`
 * ranks every one of them, as before; a common word ranks the first `perKind` of its whole-word
 * matches, which the order puts first anyway. `also` narrows every kind alike (a narrowed list's choices), so a
 * choice is applied to all the matches, not to a sample of them. Each candidate carries what the
 * order reads, so the ranking reads no product again; one may come twice (`distinct on` below).
 */
function searchCandidates(
  db: Db,
  filter: ProductFilter,
  also: RawBuilder<boolean>,
  perKind: number,
): RawBuilder<unknown> {
  const { tenantId, terms } = filter;
  const language = filter.language ?? 'en';
  const read = (words: readonly string[]) =>
    filteredProducts(db, { ...filter, terms: [...words] })
      .where(also)
      .select(['p.id', 'p.part_number', 'p.search_vector'])
      .limit(sql.lit(perKind));
  const wholeWords = read([]).where(
    sql<boolean>`p.search_vector @@ ${searchQuery(tenantId, terms, language, true)}`,
  );
  const [word] = terms;
  // The order puts these first (search-query.ts): found by the part number's pattern index
  // (migration 0041), never left outside the bound by a common word's other matches.
  const partNumbers =
    terms.length === 1 && word !== undefined
      ? sql`union all select * from (${read(terms).where(
          sql<boolean>`lower(p.part_number) like ${`${escapeLike(word)}%`}`,
        )}) as named`
      : sql``;
  // The other matches are read only when the whole words left room: a constant condition, which
  // PostgreSQL checks once, before reading anything.
  return sql`whole as materialized (${wholeWords}),
    candidates as (
      select * from whole
      ${partNumbers}
      union all select * from (${read(terms)}) as other
        where (select count(*) from whole) < ${sql.lit(perKind)}
    )`;
}

/**
 * The `bound` products a search matches most relevant first (search-query.ts), among its
 * candidates (above), with the catalogue version they were read at: one statement, one snapshot.
 * A narrowed list in relevance order passes its `narrowing`: its choices narrow every candidate.
 * They are not counted: a list says as many as it lists (filtered-lists.ts).
 */
export async function findSearchMatches(
  db: Db,
  filter: ProductFilter,
  bound: number,
  candidates = RANKED_CANDIDATES,
): Promise<{ ids: number[]; version: number }> {
  const { rows } = await searchMatches(db, filter, bound, candidates).execute(db);
  return rows[0] ?? { ids: [], version: 0 };
}

/** The statement of findSearchMatches. */
function searchMatches(db: Db, filter: ProductFilter, bound: number, candidates: number) {
  const { tenantId, terms, narrowing } = filter;
  const also = narrowing ? narrowingConditions(tenantId, narrowing) : sql<boolean>`true`;
  const order = searchOrder(tenantId, terms, filter.language ?? 'en');
  // Several words have no part number to begin, and PostgreSQL refuses a constant to order by.
  const partNumberFirst =
    terms.length === 1
      ? [sql`${order.exactPartNumber} desc`, sql`${order.partNumberPrefix} desc`]
      : [];
  const orderBy = sql.join([
    ...partNumberFirst,
    sql`${order.wholeWords} desc`,
    sql`${order.rank} desc`,
    sql`p.part_number`,
    sql`p.id`,
  ]);
  return sql<{ ids: number[]; version: number }>`
    with ${searchCandidates(db, filter, also, candidates)}
    select array(
      select p.id from (select distinct on (id) * from candidates) as p
      order by ${orderBy} limit ${sql.lit(bound)}
    ) as ids, ${counter(db, tenantId, 'catalogue_version')} as version`;
}

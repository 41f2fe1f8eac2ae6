import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { counter, filteredProducts, type ProductFilter } from './catalogue.repository.ts';
import { narrowingConditions } from './narrowing.ts';
import { searchQueries } from './search-query.ts';

/**
 * How many of a search's matches each kind of candidate brings to be ranked (decision 049). A
 * common word's matches are many (a quarter of the bench tenant's 100,000 products, ten times as
 * many on a tenant of a million), and ranking one cost about 2 µs: ranking them all made a search
 * cost what its word is common.
 */
export const RANKED_CANDIDATES = 2_000;

/** The words' two queries, made once by the statement's `words` CTE (search-query.ts). */
const WHOLE_WORDS = sql<string>`(select whole_words from words)`;
const ANY_WORD = sql<string>`(select any_word from words)`;

/**
 * The products a search ranks, as a statement's CTEs ending in `candidates` (decision 049): the
 * matches that have every word as a whole word; for a search of one word, the part numbers it
 * begins, found by their own index; then, only where those are fewer than `perKind`, any other
 * match (a word's beginnings). Each kind is read in the index's order and cut at `perKind`, and
 * leaves out what a kind before it brought, so no product comes twice and none is sorted away.
 * A search of fewer matches than `perKind` ranks every one of them; a common word ranks the first
 * `perKind` of its whole-word matches, which the order puts first anyway. `also` narrows every
 * kind alike (a narrowed list's choices), so a choice is applied to all the matches, not to a
 * sample of them. Each candidate carries what the order reads (decision 052): whether it has the
 * whole words and its rank, computed where it is read, so the ranking reads no product again.
 */
function searchCandidates(
  db: Db,
  filter: ProductFilter,
  also: RawBuilder<boolean>,
  perKind: number,
): { ctes: RawBuilder<unknown>; partNumberPrefix: RawBuilder<boolean> | null } {
  const { terms } = filter;
  const read = (matches: RawBuilder<boolean>, wholeWords: RawBuilder<boolean>) =>
    // No words for filteredProducts: each kind says how it matches them.
    filteredProducts(db, { ...filter, terms: [] })
      .where(also)
      .where(matches)
      .select([
        'p.id',
        'p.part_number',
        wholeWords.as('whole_words'),
        sql<number>`ts_rank(p.search_vector, ${ANY_WORD})`.as('rank'),
      ])
      .limit(sql.lit(perKind));
  const notWhole = sql<boolean>`not exists (select from whole w where w.id = p.id)`;
  const hasWholeWords = sql<boolean>`coalesce(p.search_vector @@ ${WHOLE_WORDS}, false)`;
  const whole = read(sql<boolean>`p.search_vector @@ ${WHOLE_WORDS}`, sql<boolean>`true`);
  const [word] = terms;
  // The order puts these first: found by the part number's pattern index (migration 0041), never
  // left outside the bound by a common word's other matches.
  const partNumberPrefix =
    terms.length === 1 && word !== undefined
      ? sql<boolean>`lower(p.part_number) like ${`${escapeLike(word)}%`}`
      : null;
  const anyWord = sql<boolean>`p.search_vector @@ ${ANY_WORD}`;
  if (!partNumberPrefix) {
    // The other matches are read only when the whole words left room: a constant condition,
    // which PostgreSQL checks once, before reading anything.
    return {
      ctes: sql`whole as materialized (${whole}),
        candidates as (
          select * from whole
          union all select * from (${read(sql`${anyWord} and ${notWhole}`, hasWholeWords)}) as other
            where (select count(*) from whole) < ${sql.lit(perKind)}
        )`,
      partNumberPrefix,
    };
  }
  const named = read(sql`${partNumberPrefix} and ${anyWord} and ${notWhole}`, hasWholeWords);
  const other = read(sql`${anyWord} and not (${partNumberPrefix}) and ${notWhole}`, hasWholeWords);
  return {
    ctes: sql`whole as materialized (${whole}),
      named as materialized (${named}),
      candidates as (
        select * from whole
        union all select * from named
        union all select * from (${other}) as other
          where (select count(*) from whole) + (select count(*) from named) < ${sql.lit(perKind)}
      )`,
    partNumberPrefix,
  };
}

/**
 * The `bound` products a search matches most relevant first, among its candidates (above), with
 * the catalogue version they were read at: one statement, one snapshot. The order: for a search
 * of one word, the part number typed exactly, then the part numbers it begins; then the products
 * that have every word as a whole word ("12" before "1248"); then by relevance (words in the part
 * number weigh most, then the descriptions, then the additional information: the weights of the
 * search vector); then the list order. The order of the words changes neither the matches nor
 * their order. A narrowed list in relevance order passes its `narrowing`: its choices narrow
 * every candidate. They are not counted: a list says as many as it lists (filtered-lists.ts).
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
function searchMatches(db: Db, filter: ProductFilter, bound: number, perKind: number) {
  const { tenantId, terms, narrowing } = filter;
  const also = narrowing ? narrowingConditions(tenantId, narrowing) : sql<boolean>`true`;
  const { ctes, partNumberPrefix } = searchCandidates(db, filter, also, perKind);
  // Several words have no part number to begin, and PostgreSQL refuses a constant to order by.
  const partNumberFirst = partNumberPrefix
    ? [sql`lower(p.part_number) = ${terms[0]} desc`, sql`${partNumberPrefix} desc`]
    : [];
  const orderBy = sql.join([
    ...partNumberFirst,
    sql`p.whole_words desc`,
    sql`p.rank desc`,
    sql`p.part_number`,
    sql`p.id`,
  ]);
  return sql<{ ids: number[]; version: number }>`
    with words as materialized (${searchQueries(tenantId, terms, filter.language ?? 'en')}),
    ${ctes}
    select array(
      select p.id from candidates as p order by ${orderBy} limit ${sql.lit(bound)}
    ) as ids, ${counter(db, tenantId, 'catalogue_version')} as version`;
}

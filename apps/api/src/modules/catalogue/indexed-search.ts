import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { PREPARED_MARK } from '../../db/prepared-statements.ts';
import { parseQuery } from '../../lib/text-search/query-text.ts';
import { WordIndex, type CompiledQuery } from '../../lib/text-search/word-index.ts';
import { counter, type ProductFilter } from './catalogue.repository.ts';
import { isNarrowed } from './narrowing.ts';
import { RANKED_CANDIDATES } from './search-matches.ts';
import { searchQueries } from './search-query.ts';
import {
  changedProducts,
  changesOf,
  searchIndexAt,
  searchIndexesKept,
  searchIndexSince,
  type ChangedRow,
} from './search-indexes.ts';

/**
 * A search's matches answered from the tenant's index in memory (search-indexes.ts, decision
 * 054): the same candidates and the same order as search-matches.ts's statement, whose comments
 * say why each is so. PostgreSQL still makes the words' queries (stemming in three languages,
 * the synonyms) and says the catalogue version, in one small statement.
 *
 * `undefined` where the index does not answer: switched off, a category or a narrowed list (their
 * conditions are the database's), a query of a form the index does not evaluate, or no index.
 * The caller then asks the database.
 */
export async function findIndexedMatches(
  db: Db,
  filter: ProductFilter,
  bound: number,
  perKind = RANKED_CANDIDATES,
): Promise<{ ids: number[]; version: number } | undefined> {
  if (!searchIndexesKept(db) || filter.categoryId !== undefined || isNarrowed(filter.narrowing)) {
    return undefined;
  }
  const { tenantId, terms } = filter;
  const since = searchIndexSince(db, tenantId);
  // One shape whatever the words (one array): prepared, it is parsed and planned once. The
  // products changed since the index's version come with the words, usually none.
  const { rows } = await sql<
    { whole: string | null; any: string | null; version: number } & ChangedRow
  >`
    with words as materialized (${searchQueries(tenantId, terms, filter.language ?? 'en')})
    select w.whole_words::text as whole, w.any_word::text as any,
      ${counter(db, tenantId, 'catalogue_version')} as version, c.*
    from words as w
    left join (${changedProducts(tenantId, since)}) as c on true
    ${sql.raw(PREPARED_MARK)}`.execute(db);
  const words = rows[0];
  if (!words) return undefined;
  const whole = words.whole === null ? null : parseQuery(words.whole);
  const any = words.any === null ? null : parseQuery(words.any);
  if (whole === undefined || any === undefined) return undefined;
  const kept = await searchIndexAt(db, tenantId, changesOf(rows, since, words.version));
  if (!kept) return undefined;
  if (any === null) return { ids: [], version: kept.version };
  const { index } = kept;
  const [word] = terms;
  const ids = rankedMatches(
    index,
    whole && index.compile(whole),
    index.compile(any),
    terms.length === 1 ? word : undefined,
    bound,
    perKind,
  );
  return { ids, version: kept.version };
}

interface Candidate {
  d: number;
  whole: boolean;
  rank: number;
}

/** The first `count` documents a query matches, in the index's order, that `keep` keeps. */
function firstMatching(
  index: WordIndex,
  query: CompiledQuery,
  count: number,
  keep: (d: number) => boolean,
): number[] {
  const found: number[] = [];
  if (count <= 0) return found;
  WordIndex.forEach(index.candidates(query), (d) => {
    if (keep(d) && (!query.hasPhrase || index.matches(d, query))) found.push(d);
    return found.length < count;
  });
  return found;
}

function rankedMatches(
  index: WordIndex,
  whole: CompiledQuery | null,
  any: CompiledQuery,
  partNumberWord: string | undefined,
  bound: number,
  perKind: number,
): number[] {
  const wholeDocs = whole ? firstMatching(index, whole, perKind, () => true) : [];
  const inWhole = new Set(wholeDocs);
  const named: number[] = [];
  if (partNumberWord !== undefined) {
    for (const d of index.withKeyPrefix(partNumberWord)) {
      if (named.length >= perKind) break;
      if (!inWhole.has(d) && index.matches(d, any)) named.push(d);
    }
  }
  const other = firstMatching(
    index,
    any,
    wholeDocs.length + named.length < perKind ? perKind : 0,
    (d) =>
      !inWhole.has(d) && (partNumberWord === undefined || !index.key(d).startsWith(partNumberWord)),
  );
  const hasWhole = (d: number) => whole !== null && index.matches(d, whole);
  const candidates: Candidate[] = [
    ...wholeDocs.map((d) => ({ d, whole: true, rank: index.rank(d, any) })),
    ...[...named, ...other].map((d) => ({ d, whole: hasWhole(d), rank: index.rank(d, any) })),
  ];
  candidates.sort((a, b) => compareCandidates(index, a, b, partNumberWord));
  return candidates.slice(0, bound).map((candidate) => index.id(candidate.d));
}

/** search-matches.ts's order: the part number typed, then begun; whole words; rank; the list's. */
function compareCandidates(
  index: WordIndex,
  a: Candidate,
  b: Candidate,
  partNumberWord: string | undefined,
): number {
  if (partNumberWord !== undefined) {
    const exact =
      Number(index.key(b.d) === partNumberWord) - Number(index.key(a.d) === partNumberWord);
    if (exact !== 0) return exact;
    const begun =
      Number(index.key(b.d).startsWith(partNumberWord)) -
      Number(index.key(a.d).startsWith(partNumberWord));
    if (begun !== 0) return begun;
  }
  if (a.whole !== b.whole) return a.whole ? -1 : 1;
  if (a.rank !== b.rank) return b.rank - a.rank;
  const nameA = index.name(a.d);
  const nameB = index.name(b.d);
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return index.id(a.d) - index.id(b.d);
}

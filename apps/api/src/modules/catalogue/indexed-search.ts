import { sql } from 'kysely';
import type { Language } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { knownWhenRun, PREPARED_MARK } from '../../db/prepared-statements.ts';
import { parseQuery, type QueryNode } from '../../lib/text-search/query-text.ts';
import {
  WordIndex,
  type CompiledQuery,
  type DocumentSet,
} from '../../lib/text-search/word-index.ts';
import { counter, type ProductFilter } from './catalogue.repository.ts';
import { isNarrowed } from './narrowing.ts';
import { RANKED_CANDIDATES } from './search-matches.ts';
import { SEARCH_CONFIG } from './search-query.ts';
import {
  changedProducts,
  changesOf,
  heldSearchIndex,
  prunedVersion,
  searchIndexAt,
  searchIndexesKept,
  searchIndexSince,
  type ChangedRow,
  type IndexChanges,
  type WordQueries,
} from './search-indexes.ts';

/**
 * A search's matches answered from the tenant's index in memory (search-indexes.ts, decision
 * 054): the same candidates and the same order as search-matches.ts's statement, whose comments
 * say why each is so.
 *
 * PostgreSQL makes each word's queries (stemming in three languages, the synonyms), read with the
 * catalogue version and the products changed since the index's, in one small statement. The
 * queries are kept with the index until its version moves, so a search of known words reads
 * nothing: it is answered at the version the index holds, and the page read with it says whether
 * that is current (`atLeast` then asks again for the page's version).
 *
 * `undefined` where the index does not answer: switched off, a category or a narrowed list (their
 * conditions are the database's), a query of a form the index does not evaluate, or no index.
 * The caller then asks the database.
 */
export async function findIndexedMatches(
  db: Db,
  filter: ProductFilter,
  bound: number,
  atLeast?: number,
  perKind = RANKED_CANDIDATES,
): Promise<{ ids: number[]; version: number } | undefined> {
  if (filter.categoryId !== undefined || isNarrowed(filter.narrowing)) return undefined;
  const held = await heldQueries(db, filter, atLeast);
  if (!held) return undefined;
  const { index, version, known } = held;
  if (known.length === 0) return { ids: [], version };
  const { terms } = filter;
  const ids = rankedMatches(
    index,
    index.compile(all(known, (query) => query.whole)),
    index.compile(all(known, (query) => query.any)),
    terms.length === 1 ? terms[0] : undefined,
    bound,
    perKind,
  );
  return { ids, version };
}

/**
 * Every product a search's words match (`search_vector @@` the words' query, as
 * catalogue.repository.ts's filteredProducts reads it), from the index at catalogue version
 * `version` exactly: the facets count them all (facets.service.ts). Visits each product's id;
 * false where the index does not answer at that version (the caller asks the database).
 */
export async function forEachIndexedMatch(
  db: Db,
  filter: Pick<ProductFilter, 'tenantId' | 'terms' | 'language'>,
  version: number,
  visit: (productId: number) => void,
): Promise<boolean> {
  const held = await heldQueries(db, filter, version);
  if (!held || held.version !== version) return false;
  const { index, known } = held;
  if (known.length === 0) return true;
  const query = index.compile(all(known, (words) => words.any));
  WordIndex.forEach(index.candidates(query), (d) => {
    if (!query.hasPhrase || index.matches(d, query)) visit(index.id(d));
    return true;
  });
  return true;
}

type KnownQueries = { whole: QueryNode; any: QueryNode };

/** The words' queries joined by `&`, as the database's query of all the words is. */
const all = (known: readonly KnownQueries[], pick: (query: KnownQueries) => QueryNode) =>
  known.map(pick).reduce((left, right) => ({ kind: 'and', left, right }));

/**
 * The tenant's index at version `atLeast` or later, with each word's queries: kept with the index,
 * or read with the products changed since it (one statement). Undefined where the index does not
 * answer: switched off, no index, or a word whose query it does not evaluate.
 */
async function heldQueries(
  db: Db,
  filter: Pick<ProductFilter, 'tenantId' | 'terms' | 'language'>,
  atLeast: number | undefined,
): Promise<{ index: WordIndex; version: number; known: KnownQueries[] } | undefined> {
  if (!searchIndexesKept(db)) return undefined;
  const { tenantId, terms } = filter;
  const language = filter.language ?? 'en';
  const keyOf = (term: string) => `${language}:${term}`;
  let held = heldSearchIndex(db, tenantId);
  let queries =
    held && (atLeast === undefined || held.version >= atLeast)
      ? terms.map((term) => held!.words.get(keyOf(term)))
      : undefined;
  if (!held || !queries || queries.includes(undefined)) {
    const read = await readWords(db, tenantId, terms, language);
    held = await searchIndexAt(db, tenantId, read.changes);
    if (!held) return undefined;
    queries = read.queries;
    // Queries read at another version than the index's are used once and not kept.
    if (held.version === read.changes.version) {
      if (held.words.size > MAX_KEPT_WORDS) held.words.clear();
      terms.forEach((term, i) => held!.words.set(keyOf(term), read.queries[i]!));
    }
  }
  if (queries.includes('unsupported')) return undefined;
  const known = queries.filter((query): query is KnownQueries => !!query);
  return { index: held.index, version: held.version, known };
}

/** Each word's queries, the catalogue version and the products changed since the index's. */
async function readWords(
  db: Db,
  tenantId: number,
  terms: readonly string[],
  language: Language,
): Promise<{ queries: WordQueries[]; changes: IndexChanges }> {
  const since = searchIndexSince(db, tenantId);
  const config = SEARCH_CONFIG[language];
  // One shape whatever the words (one array): prepared, it is planned once, and its values are
  // read when it runs so that the plan kept is the generic one (decision 053). Each word's
  // synonyms are read once for both of its queries. The products changed since the index's
  // version come with the words, usually none.
  const { rows } = await sql<
    {
      whole: (string | null)[];
      any: (string | null)[];
      version: number;
      pruned: number;
      products: number;
    } & ChangedRow
  >`
    with words as materialized (
      select t.n, search_query(s.words, ${config}::regconfig, true)::text as whole_words,
        search_query(s.words, ${config}::regconfig, false)::text as any_word
      from unnest(${knownWhenRun(terms, 'text[]')}) with ordinality as t(word, n)
      cross join lateral (select search_synonyms_of(${tenantId}, array[t.word]) as words) as s
    )
    select (select array_agg(whole_words order by n) from words) as whole,
      (select array_agg(any_word order by n) from words) as any,
      ${counter(db, tenantId, 'catalogue_version')} as version,
      ${prunedVersion(tenantId)} as pruned,
      ${counter(db, tenantId, 'active_products')} as products, c.*
    from (select 1) as one
    left join (${changedProducts(tenantId, knownWhenRun(since, 'int'))}) as c on true
    ${sql.raw(PREPARED_MARK)}`.execute(db);
  const first = rows[0]!;
  const queries = terms.map((_, i): WordQueries => {
    const whole = first.whole[i] ?? null;
    const any = first.any[i] ?? null;
    if (whole === null || any === null) return null;
    const wholeQuery = parseQuery(whole);
    const anyQuery = parseQuery(any);
    return wholeQuery && anyQuery ? { whole: wholeQuery, any: anyQuery } : 'unsupported';
  });
  return { queries, changes: changesOf(rows, since, first) };
}

/** Words whose queries a tenant's index keeps at a version: a bound, not a working set. */
const MAX_KEPT_WORDS = 20_000;

interface Candidate {
  d: number;
  /** For a search of one word: 2 the part number typed, 1 one it begins, else 0. */
  partNumber: number;
  whole: boolean;
  rank: number;
}

/**
 * The first `count` documents a query matches, in the index's order, that `keep` keeps. The
 * query's set is made only when something is asked of it: a common word's set costs its postings.
 */
function firstMatching(
  index: WordIndex,
  query: CompiledQuery,
  matching: DocumentSet | (() => DocumentSet),
  count: number,
  keep: (d: number) => boolean,
): number[] {
  const found: number[] = [];
  if (count <= 0) return found;
  WordIndex.forEach(typeof matching === 'function' ? matching() : matching, (d) => {
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
  const wholeSet = whole && index.candidates(whole);
  const wholeDocs =
    whole && wholeSet ? firstMatching(index, whole, wholeSet, perKind, () => true) : [];
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
    () => index.candidates(any),
    wholeDocs.length + named.length < perKind ? perKind : 0,
    (d) =>
      !inWhole.has(d) && (partNumberWord === undefined || !index.key(d).startsWith(partNumberWord)),
  );
  // Whether a document has the whole words: the set's bit, checked in order for a phrase.
  const hasWhole = (d: number) =>
    whole !== null &&
    wholeSet !== null &&
    (wholeSet[d >>> 5]! & (1 << (d & 31))) !== 0 &&
    (!whole.hasPhrase || index.matches(d, whole));
  const partNumberOf = (d: number) => {
    if (partNumberWord === undefined) return 0;
    const key = index.key(d);
    return key === partNumberWord ? 2 : key.startsWith(partNumberWord) ? 1 : 0;
  };
  const candidate = (d: number, whole: boolean): Candidate => ({
    d,
    partNumber: partNumberOf(d),
    whole,
    rank: index.rank(d, any),
  });
  const candidates = [
    ...wholeDocs.map((d) => candidate(d, true)),
    ...named.map((d) => candidate(d, hasWhole(d))),
    ...other.map((d) => candidate(d, hasWhole(d))),
  ];
  candidates.sort((a, b) => compareCandidates(index, a, b));
  return candidates.slice(0, bound).map((c) => index.id(c.d));
}

/** search-matches.ts's order: the part number typed, then begun; whole words; rank; the list's. */
function compareCandidates(index: WordIndex, a: Candidate, b: Candidate): number {
  if (a.partNumber !== b.partNumber) return b.partNumber - a.partNumber;
  if (a.whole !== b.whole) return a.whole ? -1 : 1;
  if (a.rank !== b.rank) return b.rank - a.rank;
  const nameA = index.name(a.d);
  const nameB = index.name(b.d);
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return index.id(a.d) - index.id(b.d);
}

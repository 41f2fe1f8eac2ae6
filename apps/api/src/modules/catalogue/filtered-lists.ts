import { LRUCache } from 'lru-cache';
import { KeptPerDatabase } from '../../db/kept-per-database.ts';
import type { Db } from '../../db/schema.ts';
import { countProducts, findNarrowedMatches, type ProductFilter } from './catalogue.repository.ts';
import { isNarrowed, narrowingKey, readsPrices } from './narrowing.ts';
import { findIndexedMatches } from './indexed-search.ts';
import { findSearchMatches } from './search-matches.ts';
import { correctedTermsAt } from './kept-corrections.ts';

/**
 * A search or category list as every buyer of a tenant sees it until the catalogue changes: its
 * total, and for a search its matches themselves, most relevant first, so that any page of it is
 * read by id.
 */
export interface FilteredList {
  /** The tenant's catalogue version it was read at (migration 0010). */
  version: number;
  total: number;
  ids: Int32Array | null;
  /** The words searched for instead of a search that found nothing (search-words.repository.ts). */
  corrected?: string | undefined;
}

/**
 * Matches listed per search: a search that matches more lists its 2,000 most relevant (167 pages
 * of 12) and says 2,000 in its total, so that the meta and the rows agree. What is ranked is
 * bounded too (search-matches.ts, decision 049).
 */
export const MAX_KEPT_MATCHES = 2_000;

/** Memory the kept lists of one database may hold; the least recently read go first. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

/** Lists kept per database; none where FILTERED_LIST_CACHE=0 (each page reads its list). */
const kept = new KeptPerDatabase(
  () =>
    new LRUCache<string, FilteredList>({
      maxSize: MAX_KEPT_BYTES,
      sizeCalculation: (list, key) => 2 * key.length + 64 + (list.ids?.byteLength ?? 0),
    }),
);

/**
 * Whether lists read through `db` are kept (the default) or read again for every page: the
 * catalogue-cache plugin sets it from FILTERED_LIST_CACHE for the app's database.
 */
export function keepFilteredLists(db: Db, keep: boolean): void {
  kept.keep(db, keep);
}

function listKey(filter: ProductFilter): string {
  // Every term must match and their order changes neither the matches nor their ranking.
  const terms = [...filter.terms].sort().join(' ');
  // The language decides which words are searched by (search-query.ts).
  const language = terms === '' ? '' : (filter.language ?? 'en');
  const exact = filter.exact ? 'exact' : '';
  const narrowed = isNarrowed(filter.narrowing) ? `:${narrowingKey(filter.narrowing)}` : '';
  return `${filter.tenantId}:${filter.categoryId ?? ''}:${language}:${exact}:${terms}${narrowed}`;
}

/**
 * Whether a list is kept per catalogue version: not one the buyer's prices decide, since a price
 * list changes without moving the version (its answers are kept by the catalogue cache, whose
 * entries a price list's change forgets).
 */
function keeps(db: Db, filter: ProductFilter): boolean {
  return kept.isKept(db) && !(isNarrowed(filter.narrowing) && readsPrices(filter.narrowing));
}

/**
 * The list last read for a filter, at whatever catalogue version: the caller compares that version
 * with its page's (read in the same statement as the page) before trusting it.
 */
export function knownList(db: Db, filter: ProductFilter): FilteredList | undefined {
  if (!keeps(db, filter)) return undefined;
  return kept.of(db)?.get(listKey(filter));
}

/**
 * Reads a filtered list's total (and a search's matches) and keeps it: at the catalogue version
 * a page read with it saw (`atLeast`) when there is one. A search's list may be of an earlier
 * version than the catalogue's (the search index answers at the version it holds): the page read
 * with it says so, and the caller reads the list again at the page's version. Counting a common word or a
 * top-level category reads thousands of rows, while the answer is the same for every buyer until
 * the tenant's catalogue changes, which moves the version: so it is read once per version. Exact,
 * not a cache with a lifetime: a list kept for a version is that version's, whoever changed the
 * catalogue and however. A caller that shows only the first matches says how many it `needed`:
 * where lists are not kept (FILTERED_LIST_CACHE=0), only those are sorted.
 */
export async function readFilteredList(
  db: Db,
  filter: ProductFilter,
  needed = MAX_KEPT_MATCHES,
  atLeast?: number,
): Promise<FilteredList> {
  const { narrowing } = filter;
  // A list that is not kept serves one request: its first `needed` matches are all it lists.
  const bound = keeps(db, filter) ? MAX_KEPT_MATCHES : Math.min(needed, MAX_KEPT_MATCHES);
  const ranked: FindMatches<ProductFilter> = (db, filter, bound) =>
    findRankedMatches(db, filter, bound, atLeast);
  // A search in relevance order reads its matches ranked (narrowed or not); any other order, the
  // narrowed list's own.
  const list =
    filter.terms.length > 0 && (narrowing?.sort ?? 'relevance') === 'relevance'
      ? await readMatches(db, filter, ranked, bound)
      : isNarrowed(narrowing)
        ? await readMatches(db, { ...filter, narrowing }, findNarrowedMatches, bound)
        : await readCount(db, filter);
  if (keeps(db, filter)) kept.of(db)?.set(listKey(filter), list);
  return list;
}

/**
 * A search's ranked matches: from the tenant's index in memory, at its version or at least
 * `atLeast`, or else from the database, current.
 */
async function findRankedMatches(
  db: Db,
  filter: ProductFilter,
  bound: number,
  atLeast: number | undefined,
): Promise<{ ids: number[]; version: number }> {
  return (
    (await findIndexedMatches(db, filter, bound, atLeast)) ?? findSearchMatches(db, filter, bound)
  );
}

async function readCount(db: Db, filter: ProductFilter): Promise<FilteredList> {
  return { ...(await countProducts(db, filter)), ids: null };
}

/** Reads the `bound` first matches of a filter, in its order, with the catalogue version. */
type FindMatches<F extends ProductFilter> = (
  db: Db,
  filter: F,
  bound: number,
) => Promise<{ ids: number[]; version: number }>;

/**
 * A search's ranked matches, or a narrowed list's in its order; one whose words find nothing is
 * run again with its words corrected (unless asked for as typed), and the list names the words it
 * then searched for. Words of the catalogue are never corrected, so choices that leave nothing
 * stay so.
 */
async function readMatches<F extends ProductFilter>(
  db: Db,
  filter: F,
  find: FindMatches<F>,
  bound: number,
): Promise<FilteredList> {
  const read = await find(db, filter, bound);
  if (read.ids.length === 0 && filter.terms.length > 0 && !filter.exact) {
    const terms = await correctedTermsAt(db, filter.tenantId, read.version, filter.terms);
    if (terms.some((term, i) => term !== filter.terms[i])) {
      const list = await correctedList(db, { ...filter, terms }, read.version, find, bound);
      if (list.total > 0) return { ...list, corrected: terms.join(' ') };
    }
  }
  return listOf(read);
}

// A list's total is what it lists: at most MAX_KEPT_MATCHES (the meta and the rows agree).
const listOf = (read: { ids: number[]; version: number }): FilteredList => ({
  version: read.version,
  total: read.ids.length,
  ids: Int32Array.from(read.ids),
});

/**
 * The list of a search's corrected words: the one kept for them at the version the search was
 * read at, or read and kept. A misspelling of a common word ("plumbnig") is as common as the word
 * and corrects to it: its 20,000 matches are ranked once per version, not once per misspelling.
 */
async function correctedList<F extends ProductFilter>(
  db: Db,
  filter: F,
  version: number,
  find: FindMatches<F>,
  bound: number,
): Promise<FilteredList> {
  const known = knownList(db, filter);
  if (known?.version === version && known.corrected === undefined) return known;
  const list = listOf(await find(db, filter, bound));
  if (keeps(db, filter)) kept.of(db)?.set(listKey(filter), list);
  return list;
}

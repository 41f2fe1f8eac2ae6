import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/schema.ts';
import { countProducts, findSearchMatches, type ProductFilter } from './catalogue.repository.ts';

/**
 * A search or category list as every buyer of a tenant sees it until the catalogue changes: its
 * total, and for a search of at most MAX_KEPT_MATCHES products the matches themselves, in list
 * order, so that any page of it is read by id.
 */
export interface FilteredList {
  /** The tenant's catalogue version it was read at (migration 0010). */
  version: number;
  total: number;
  ids: Int32Array | null;
}

/**
 * Matches kept per search: beyond this, a search is common enough that walking the list order
 * finds a page's rows at once, and only its total is kept. 20,000 ids are 80 kB.
 */
export const MAX_KEPT_MATCHES = 20_000;

/** Memory the kept lists of one database may hold; the least recently read go first. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

const keptByDatabase = new WeakMap<Db, LRUCache<string, FilteredList>>();

/** Databases whose instance keeps no lists (FILTERED_LIST_CACHE=0): each page reads its list. */
const notKept = new WeakSet<Db>();

/**
 * Whether lists read through `db` are kept (the default) or read again for every page: the
 * catalogue-cache plugin sets it from FILTERED_LIST_CACHE for the app's database.
 */
export function keepFilteredLists(db: Db, keep: boolean): void {
  if (keep) notKept.delete(db);
  else {
    notKept.add(db);
    keptByDatabase.delete(db);
  }
}

function keptLists(db: Db): LRUCache<string, FilteredList> {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new LRUCache({
      maxSize: MAX_KEPT_BYTES,
      sizeCalculation: (list, key) => 2 * key.length + 64 + (list.ids?.byteLength ?? 0),
    });
    keptByDatabase.set(db, kept);
  }
  return kept;
}

function listKey(filter: ProductFilter): string {
  // Every term must match and none decides the order, so their order does not matter.
  const terms = [...filter.terms].sort().join(' ');
  return `${filter.tenantId}:${filter.categoryId ?? ''}:${terms}`;
}

/**
 * The list last read for a filter, at whatever catalogue version: the caller compares that version
 * with its page's (read in the same statement as the page) before trusting it.
 */
export function knownList(db: Db, filter: ProductFilter): FilteredList | undefined {
  if (notKept.has(db)) return undefined;
  return keptLists(db).get(listKey(filter));
}

/**
 * Reads a filtered list's total (and a search's matches) and keeps it. Counting a common word or a
 * top-level category reads thousands of rows, while the answer is the same for every buyer until
 * the tenant's catalogue changes, which moves the version: so it is read once per version. Exact,
 * not a cache with a lifetime: a list kept for a version is that version's, whoever changed the
 * catalogue and however.
 */
export async function readFilteredList(db: Db, filter: ProductFilter): Promise<FilteredList> {
  const read =
    filter.terms.length > 0
      ? await findSearchMatches(db, filter, MAX_KEPT_MATCHES)
      : { ...(await countProducts(db, filter)), ids: null };
  const list: FilteredList = {
    version: read.version,
    total: read.total,
    ids: read.ids ? Int32Array.from(read.ids) : null,
  };
  if (!notKept.has(db)) keptLists(db).set(listKey(filter), list);
  return list;
}

import { LRUCache } from 'lru-cache';
import { KeptPerDatabase } from '../../db/kept-per-database.ts';
import type { Db } from '../../db/schema.ts';
import { findListAnchors, type ListAnchor, type ProductFilter } from './catalogue.repository.ts';

/**
 * Rows between two anchors. A deep page skips at most this many index entries after its seek:
 * page 800 of 100,000 products skipped 9,588 (1.2 ms), now at most 499 (~0.1 ms).
 */
export const ANCHOR_STEP = 500;

/** Lists whose anchors a database keeps: the catalogue of each tenant and its browsed categories. */
const MAX_LISTS = 5_000;

interface Anchors {
  version: number;
  anchors: ListAnchor[];
}

/** Anchors kept per database; none where LIST_ANCHOR_CACHE=0 (deep pages then go by offset). */
const kept = new KeptPerDatabase(() => new LRUCache<string, Anchors>({ max: MAX_LISTS }));

/**
 * Whether anchors read through `db` are kept (the default) or never read: the catalogue-cache
 * plugin sets it from LIST_ANCHOR_CACHE for the app's database.
 */
export function keepListAnchors(db: Db, keep: boolean): void {
  kept.keep(db, keep);
}

const listKey = (filter: ProductFilter) => `${filter.tenantId}:${filter.categoryId ?? ''}`;

/** Whether a page of a list is deep enough to seek from an anchor instead of counting rows. */
export const seeksFromAnchor = (filter: ProductFilter, offset: number) =>
  filter.terms.length === 0 && offset >= ANCHOR_STEP;

/**
 * The anchor at or before `offset` known for a list, with the catalogue version it was read at:
 * the caller checks that version against its page's (a list that changed since is read by offset
 * and its anchors read again).
 */
export function nearestAnchor(
  db: Db,
  filter: ProductFilter,
  offset: number,
): { version: number; anchor: ListAnchor } | undefined {
  const known = kept.of(db)?.get(listKey(filter));
  const anchor = known?.anchors[Math.floor(offset / ANCHOR_STEP)];
  return known && anchor ? { version: known.version, anchor } : undefined;
}

/** Reads of anchors under way, so that a burst of deep pages after a change reads them once. */
const reading = new Map<string, Promise<void>>();

/** Reads a list's anchors again when the catalogue has moved past the ones kept. */
export function refreshAnchors(db: Db, filter: ProductFilter, version: number): Promise<void> {
  const anchors = kept.of(db);
  if (!anchors) return Promise.resolve();
  const key = listKey(filter);
  if (anchors.get(key)?.version === version) return Promise.resolve();
  const readingKey = `${key}:${version}`;
  let read = reading.get(readingKey);
  if (!read) {
    read = findListAnchors(db, filter, ANCHOR_STEP)
      .then((read) => {
        anchors.set(key, read);
      })
      .finally(() => reading.delete(readingKey));
    reading.set(readingKey, read);
  }
  return read;
}

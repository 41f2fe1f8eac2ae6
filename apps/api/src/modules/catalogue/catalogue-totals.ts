import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/schema.ts';
import { countProducts, type ProductFilter } from './catalogue.repository.ts';

/**
 * How many filtered totals a database's catalogue keeps: one per tenant, catalogue version and
 * distinct search or category (a few numbers each), so tens of thousands cost a few MiB.
 */
const MAX_TOTALS = 50_000;

const keptByDatabase = new WeakMap<Kysely<Database>, LRUCache<string, number>>();

function keptTotals(db: Kysely<Database>): LRUCache<string, number> {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new LRUCache({ max: MAX_TOTALS });
    keptByDatabase.set(db, kept);
  }
  return kept;
}

function totalKey(filter: ProductFilter, version: number): string {
  // Every term must match and none decides the order, so their order does not matter.
  const terms = [...filter.terms].sort().join(' ');
  return `${filter.tenantId}:${version}:${filter.categoryId ?? ''}:${terms}`;
}

/**
 * The total of a search or category list at a catalogue version. Counting a common word or a
 * top-level category reads thousands of rows, while the answer is the same for every buyer of the
 * tenant until its catalogue changes, which moves the version (migration 0010): so it is counted
 * once per version and kept. Exact, not a cache with a lifetime: a total kept for a version is the
 * total of that version, whoever changed the catalogue and however.
 */
export async function filteredTotal(
  db: Kysely<Database>,
  filter: ProductFilter,
  version: number,
): Promise<number> {
  const kept = keptTotals(db);
  const known = kept.get(totalKey(filter, version));
  if (known !== undefined) return known;
  const counted = await countProducts(db, filter);
  kept.set(totalKey(filter, counted.version), counted.total);
  return counted.total;
}

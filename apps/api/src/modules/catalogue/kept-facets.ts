import type { Db } from '../../db/schema.ts';
import type { ReadThroughCache } from '../../lib/read-through-cache.ts';
import { settledWithin } from '../../lib/settled-within.ts';
import {
  loadPriceListTiers,
  priceListTiersKey,
  type PriceListTiers,
} from '../pricing/price-list-tiers.ts';
import { loadFacetStore, type FacetStore } from './facet-store.ts';

/** What the facets are counted from in memory (decision 055), when the caches allow it. */
export interface KeptFacetParts {
  /** The tenant's store of catalogue version `version`; undefined: the database counts. */
  store(tenantId: number, version: number): Promise<FacetStore | undefined>;
  /** A price list's tiers, kept as the priced pages' are. */
  tiers(tenantId: number, priceListId: number): Promise<PriceListTiers>;
}

/** The key of a tenant's store in its scope of the `facetStores` cache. */
export const FACET_STORE_KEY = 'facet-store';

/**
 * How long a facets request waits for its tenant's store being read before the database counts
 * it: a small tenant's is read well within it, the bench tenant's (100,000 products) goes on
 * behind the requests that stopped waiting.
 */
const STORE_WAIT_MS = 1_000;

/**
 * The kept parts over the caches that hold them, or undefined when either is off or deaf to
 * changes (every read then goes to the database, as the caches' own reads do). A store is kept in
 * the tenant's scope of `stores`: a change an administrator makes (the bus's catalogue-changed)
 * forgets it, with the answers it would make out of date; its version says whether it is the
 * catalogue a request read.
 */
export function keptFacetParts(app: {
  db: Db;
  facetStores: ReadThroughCache<number>;
  priceListTiers: ReadThroughCache<number>;
}): KeptFacetParts | undefined {
  const { db, facetStores: stores, priceListTiers: tiers } = app;
  const usable = (cache: ReadThroughCache<number>) => cache.enabled && !cache.suspended;
  if (!usable(stores) || !usable(tiers)) return undefined;
  return {
    async store(tenantId, version) {
      // A store that cannot be read leaves the counting to the database, which reports its own.
      const reading = stores
        .read(tenantId, FACET_STORE_KEY, () => loadFacetStore(db, tenantId))
        .catch(() => undefined);
      if (!(await settledWithin(reading, STORE_WAIT_MS))) return undefined;
      const store = await reading;
      // Read before a change that no message told of (a script's): read again for the next.
      if (store && store.version < version) stores.forget(tenantId, FACET_STORE_KEY);
      return store?.version === version ? store : undefined;
    },
    tiers: (tenantId, priceListId) =>
      tiers.read(tenantId, priceListTiersKey(priceListId), () =>
        loadPriceListTiers(db, tenantId, priceListId),
      ),
  };
}

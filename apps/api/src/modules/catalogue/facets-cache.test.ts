import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductFacets, ProductList } from '@portal/contract';
import { useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { createSignedInBuyer } from '../../../test/helpers/fixtures.ts';
import {
  assignPriceList,
  createPriceList,
  setTiers,
} from '../../../test/helpers/price-list-fixtures.ts';
import { FACET_STORE_KEY } from './kept-facets.ts';

/**
 * With the catalogue cache on: the facets and a list ordered by the buyer's prices are kept under
 * their price list, and a change of that list (which moves no catalogue version) forgets them.
 */
describe('facets in the catalogue cache', () => {
  const t = useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 60 }));
  let headers: Record<string, string>;
  let tenantId = 0;
  let listId = 0;
  let puom = 0;

  beforeAll(async () => {
    const buyer = await createSignedInBuyer(t.db, 'ACME');
    ({ tenantId, headers } = buyer);
    listId = await createPriceList(t.db, tenantId, 'Contract');
    await assignPriceList(t.db, tenantId, buyer.customerId, listId);
    puom = (await createProduct(t.db, tenantId, { partNumber: 'AC-1', price: 10 })).puomId;
    await createProduct(t.db, tenantId, { partNumber: 'AC-2', price: 20 });
    await setTiers(t.db, tenantId, listId, puom, [[1, 8]]);
  });

  const read = async <T>(url: string) => (await t.app.inject({ url, headers })).json<T>();
  const range = async () => (await read<ProductFacets>('/api/products/ACME/facets')).price;
  const cheapestFirst = async () =>
    (await read<ProductList>('/api/products/ACME?sort=price_asc')).data.map((p) => p.part_number);

  it('keeps the buyer`s range and price order until their price list changes', async () => {
    expect(await range()).toEqual({ min: 8, max: 20 });
    expect(await cheapestFirst()).toEqual(['AC-1', 'AC-2']);
    // Written behind the cache's back: the kept answers stay.
    await setTiers(t.db, tenantId, listId, puom, [[1, 30]]);
    expect(await range()).toEqual({ min: 8, max: 20 });
    expect(await cheapestFirst()).toEqual(['AC-1', 'AC-2']);

    await t.app.invalidations.publish({
      kind: 'price-list-changed',
      tenantId,
      priceListId: listId,
    });
    await vi.waitFor(async () => expect(await range()).toEqual({ min: 20, max: 30 }));
    expect(await cheapestFirst()).toEqual(['AC-2', 'AC-1']);
  });

  it('begins reading the facet store with a list page, and forgets it with the catalogue', async () => {
    const kept = () => t.app.facetStores.remainingMs(tenantId, FACET_STORE_KEY);
    // The facets asked for above read one.
    expect(kept()).toBeGreaterThan(0);
    await t.app.invalidations.publish({ kind: 'catalogue-changed', tenantId });
    expect(kept()).toBe(0);
    await read('/api/products/ACME?search=ac');
    await vi.waitFor(() => expect(kept()).toBeGreaterThan(0));
  });
});

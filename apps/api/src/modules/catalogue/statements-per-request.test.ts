import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailsResponse, ProductList } from '@portal/contract';
import {
  createCategory,
  createProduct,
  linkProducts,
} from '../../../test/helpers/catalogue-fixtures.ts';
import { createSignedInBuyer } from '../../../test/helpers/fixtures.ts';
import { useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  assignPriceList,
  createPriceList,
  setTiers,
} from '../../../test/helpers/price-list-fixtures.ts';

/**
 * What a catalogue request costs the database (issue 17 point 3), with the read caches off as in
 * every API test: the session check, then one statement for the answer, prices of the buyer's
 * price list included (issue 11). A search or category total is counted once per catalogue
 * version, and counted again after a change that can move it.
 */
describe('statements per catalogue request', () => {
  const t = useTestApp();
  let headers: { authorization: string };
  let categoryId = 0;
  let productId = 0;

  beforeAll(async () => {
    const { tenantId, customerId, headers: signedIn } = await createSignedInBuyer(t.db, 'ACME');
    headers = signedIn;
    const priceList = await createPriceList(t.db, tenantId, 'Contract');
    await assignPriceList(t.db, tenantId, customerId, priceList);
    const root = await createCategory(t.db, tenantId, 'Hardware');
    categoryId = await createCategory(t.db, tenantId, 'Fasteners', root);
    const ids: number[] = [];
    for (let i = 1; i <= 30; i++) {
      const product = await createProduct(t.db, tenantId, {
        partNumber: `AC-${1000 + i}`,
        description: i % 2 === 0 ? `Steel bolt ${i}` : `Brass hinge ${i}`,
        categoryIds: i % 3 === 0 ? [categoryId] : [],
      });
      ids.push(product.id);
      await setTiers(t.db, tenantId, priceList, product.puomId, [
        [1, 8],
        [10, 7],
      ]);
    }
    productId = ids[0]!;
    await linkProducts(t.db, tenantId, productId, 'related', ids.slice(1, 4));
    await linkProducts(t.db, tenantId, productId, 'complementary', ids.slice(4, 6));
  });

  /** Statements the request ran, and its answer. */
  async function cost(url: string) {
    const before = t.database.statements.count;
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    return { statements: t.database.statements.count - before, body: response.json<unknown>() };
  }

  it('answers the product list, any page, with one statement besides the session check', async () => {
    const first = await cost('/api/products/ACME?page=1');
    expect(first.statements).toBe(2);
    expect((first.body as ProductList).data[0]?.price_tiers).toHaveLength(2);
    const beyond = await cost('/api/products/ACME?page=9');
    expect(beyond.statements).toBe(2);
    expect((beyond.body as ProductList).meta.total).toBe(30);
    expect((beyond.body as ProductList).data).toEqual([]);
  });

  it('answers details, with categories and linked products, with one statement', async () => {
    const { statements, body } = await cost(`/api/products/ACME/details/${productId}`);
    expect(statements).toBe(2);
    const [details] = (body as ProductDetailsResponse).data;
    expect(details?.related_products).toHaveLength(3);
    expect(details?.price_tiers).toHaveLength(2);
    expect(details?.related_products[0]?.price_tiers).toHaveLength(2);
  });

  it('counts a search or category total once per catalogue version', async () => {
    const search = '/api/products/ACME?search=steel';
    // The session, the words with the products changed since the search index's version, the
    // tenant's search index (built once per instance, decision 054), the page.
    expect((await cost(search)).statements).toBe(4);
    const again = await cost(`${search}&page=2`);
    expect(again.statements).toBe(2);
    expect((again.body as ProductList).meta.total).toBe(15);

    const category = `/api/products/ACME?categoryId=${categoryId}`;
    // A category's first request reads its total, then the page through the list order.
    expect((await cost(category)).statements).toBe(3);
    expect((await cost(category)).statements).toBe(2);

    // A price change leaves totals as they are; a deactivation changes them, and is counted.
    await t.db
      .updateTable('products')
      .set({ selling_price: 1 })
      .where('id', '=', productId)
      .execute();
    expect((await cost(search)).statements).toBe(2);
    await t.db
      .updateTable('products')
      .set({ active: false })
      .where('part_number', '=', 'AC-1002')
      .execute();
    // The page read by the matches kept for the old version is read again with the new list.
    const after = await cost(search);
    expect(after.statements).toBe(4);
    expect((after.body as ProductList).meta.total).toBe(14);
  });

  it('reads a misspelling through the list kept for the word it corrects to', async () => {
    expect((await cost('/api/products/ACME?search=hinge')).statements).toBe(3);
    // The session, the search that finds nothing, the tenant's nearest words, the page: the
    // matches of "hinge" are not ranked again.
    const misspelt = await cost('/api/products/ACME?search=hingge');
    expect(misspelt.statements).toBe(4);
    const list = misspelt.body as ProductList & { corrected_search?: string };
    expect(list.corrected_search).toBe('hinge');
    expect(list.meta.total).toBe(15);
    expect(list.data[0]?.description).toMatch(/hinge/i);
  });
});

/**
 * As deployed with the answers uncached (READ_CACHE_SECONDS=0): the session check comes from the
 * instance's session cache, which the invalidation bus keeps current, so each catalogue request
 * is one round trip.
 */
describe('statements per catalogue request, session checks kept', () => {
  const t = useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 0, SESSION_CACHE: true }));
  let headers: { authorization: string };

  beforeAll(async () => {
    const { tenantId, headers: signedIn } = await createSignedInBuyer(t.db, 'ACME');
    headers = signedIn;
    await createProduct(t.db, tenantId, { partNumber: 'AC-1' });
  });

  it('reads the session once, then answers each page with its one statement', async () => {
    const statements = async (url: string) => {
      const before = t.database.statements.count;
      expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
      return t.database.statements.count - before;
    };
    expect(await statements('/api/products/ACME?page=1')).toBe(2);
    expect(await statements('/api/products/ACME?page=2')).toBe(1);
    expect(await statements('/api/products/ACME?page=1')).toBe(1);
  });
});

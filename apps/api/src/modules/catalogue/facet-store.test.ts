import { beforeAll, describe, expect, it } from 'vitest';
import type { FacetSelection, Language, ProductFacets } from '@portal/contract';
import { createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { seedDemoTenants } from '../../../test/helpers/demo-tenants.ts';
import { hangGuard } from '../../../test/helpers/hang-guard.ts';
import { RELEVANCE_CASES } from '../../../test/helpers/relevance-cases.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { ReadThroughCache } from '../../lib/read-through-cache.ts';
import { facetStoreFromText } from './facet-store-read.ts';
import { FACET_STORE_KEY, keptFacetParts, type KeptFacetParts } from './kept-facets.ts';
import { listFacets, type FacetInput } from './facets.service.ts';
import { keepSearchIndexes } from './search-indexes.ts';

/**
 * Facets counted in memory (decision 055) are the database's counts: every search of the
 * relevance test and more, on both demo catalogues, with and without a category, attribute
 * choices, stock and price bounds, for a visitor, a buyer of the products' own prices and buyers
 * of each price list; then again after the catalogue changed, as the bus tells it.
 */
describe('facets counted from the facet store', () => {
  const t = useTestApp();
  const tenants = { ACME: 0, BOREAL: 0 };
  const caches = () => ({
    stores: new ReadThroughCache<number>({ ttlMs: 60_000, maxBytes: 64 * 1024 * 1024 }),
    tiers: new ReadThroughCache<number>({ ttlMs: 60_000, maxBytes: 64 * 1024 * 1024 }),
  });
  let kept: ReturnType<typeof caches>;
  let parts: KeptFacetParts;
  /** How many counts found a store of their version (the others went to the database). */
  let storesFound = 0;

  beforeAll(async () => {
    Object.assign(tenants, await seedDemoTenants(t.db));
    // Minimum order quantities that reach the price lists' higher tiers.
    await t.db
      .updateTable('products')
      .set({ min_order_qty: 50 })
      .where('tenant_id', '=', tenants.ACME)
      .where('part_number', 'like', 'AC-1%')
      .execute();
    keepSearchIndexes(t.database.db, 64);
    kept = caches();
    const real = keptFacetParts({
      db: t.database.db,
      facetStores: kept.stores,
      priceListTiers: kept.tiers,
    })!;
    parts = {
      ...real,
      store: async (tenantId) => {
        const store = await real.store(tenantId);
        if (store) storesFound++;
        return store;
      },
    };
  }, hangGuard(120_000));

  /** The facets both ways; categories in one order (the statement's is the hash's). */
  async function bothWays(
    tenantId: number,
    input: FacetInput,
    language: Language,
    prices: { priceListId: number | null } | null,
  ) {
    const sorted = (facets: ProductFacets) => ({
      ...facets,
      categories: [...facets.categories].sort((a, b) => a.id - b.id),
    });
    const db = t.database.db;
    const before = kept.stores.entries;
    const memory = await listFacets(db, tenantId, input, language, prices, parts);
    const database = await listFacets(db, tenantId, input, language, prices);
    return { memory: sorted(memory), database: sorted(database), stored: before };
  }

  /** Choices made of what a list's own facets offer: a value, two attributes, a number range. */
  function choicesOf(facets: ProductFacets): FacetSelection[][] {
    const [first, second] = facets.attributes;
    const pick = (facet: (typeof facets.attributes)[number], at: number) => ({
      attributeId: facet.id,
      values: [facet.values[at % facet.values.length]!.value],
    });
    const choices: FacetSelection[][] = [];
    if (first) choices.push([pick(first, 0)], [pick(first, 1)]);
    if (first && second) choices.push([pick(first, 0), pick(second, 0)]);
    const number = facets.attributes.find((facet) => facet.kind === 'number');
    if (number && number.values.length > 1) {
      choices.push([
        {
          attributeId: number.id,
          values: [`${number.values[0]!.value}..${number.values[1]!.value}`],
        },
      ]);
    }
    return choices;
  }

  it('counts what the database counts', async () => {
    const searches = [
      // A quarter of the relevance test's searches: each kind of search, in its three languages.
      ...RELEVANCE_CASES.filter((_, i) => i % 4 === 0).map((c) => ({
        ...c,
        tenant: c.tenant ?? 'ACME',
      })),
      ...['', 'bolt', 'steel', 'zzqx', 'AC-1', 'the'].map((search) => ({
        search,
        tenant: 'ACME' as const,
        language: undefined,
      })),
      { search: '', tenant: 'BOREAL' as const, language: undefined },
    ];
    const lists = await t.db
      .selectFrom('price_lists')
      .select(['id', 'tenant_id'])
      .where('tenant_id', '=', tenants.ACME)
      .execute();
    expect(lists.length).toBeGreaterThan(0);
    const topCategories = await t.db
      .selectFrom('categories')
      .select(['id', 'tenant_id'])
      .where('parent_id', 'is', null)
      .execute();
    const differ: string[] = [];
    let compared = 0;
    storesFound = 0;
    for (const { search, tenant, language } of searches) {
      const tenantId = tenants[tenant];
      const top = topCategories.find((category) => category.tenant_id === tenantId)!.id;
      const pricings = [
        null,
        { priceListId: null },
        ...(tenant === 'ACME' ? lists.map((list) => ({ priceListId: list.id })) : []),
      ];
      const base = await listFacets(t.db, tenantId, { search }, language ?? 'en', {
        priceListId: null,
      });
      const low = base.price?.min ?? 0;
      const high = base.price?.max ?? 0;
      const inputs: FacetInput[] = [
        { search },
        { search, categoryId: top },
        { search, in_stock: true },
        { search, price_min: low + (high - low) / 3, price_max: high - (high - low) / 3 },
        ...choicesOf(base).map((filter) => ({ search, filter })),
        ...choicesOf(base).map((filter) => ({ search, filter, in_stock: true, categoryId: top })),
      ];
      // A visitor's and, in turn, each buyer's pricing.
      for (const [at, input] of inputs.entries()) {
        for (const prices of [null, pricings[1 + (at % (pricings.length - 1))]!]) {
          const { memory, database } = await bothWays(tenantId, input, language ?? 'en', prices);
          compared++;
          if (JSON.stringify(memory) !== JSON.stringify(database)) {
            differ.push(`${tenant} ${JSON.stringify(input)} ${JSON.stringify(prices)}`);
          }
        }
      }
    }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(200);
    // Every one was counted in memory (a search corrected asks twice).
    expect(storesFound).toBeGreaterThanOrEqual(compared);
    // Both tenants' stores were read and kept.
    expect(kept.stores.entries).toBe(2);
  });

  it('counts known words in memory without a statement', async () => {
    const input = { search: 'bolt', in_stock: true };
    await listFacets(t.database.db, tenants.ACME, input, 'en', { priceListId: null }, parts);
    const before = t.database.statements.count;
    const found = storesFound;
    await listFacets(t.database.db, tenants.ACME, input, 'en', { priceListId: null }, parts);
    expect(t.database.statements.count - before).toBe(0);
    expect(storesFound).toBe(found + 1);
  });

  it("counts a misspelt word's facets again, with other choices, without a statement", async () => {
    const count = (input: FacetInput) =>
      listFacets(t.database.db, tenants.ACME, input, 'en', { priceListId: null }, parts);
    const first = await count({ search: 'calipr' });
    expect(first.total).toBeGreaterThan(0);
    // Its corrections are kept at the store's version (kept-corrections.ts) with its words.
    const before = t.database.statements.count;
    const inStock = await count({ search: 'calipr', in_stock: true });
    expect(t.database.statements.count - before).toBe(0);
    expect(inStock.total).toBeGreaterThan(0);
  });

  it('counts the store it holds until the bus forgets it, then the catalogue as it is', async () => {
    const tenantId = tenants.ACME;
    const input = { search: 'washer' };
    const count = () => listFacets(t.database.db, tenantId, input, 'en', null, parts);
    const before = (await count()).total;
    expect(before).toBeGreaterThan(1);
    await createProduct(t.db, tenantId, { partNumber: 'WA-NEW', description: 'Flat washer new' });
    // Written behind the caches' back: the store held is counted, as a kept answer is served.
    expect((await count()).total).toBe(before);
    // What the bus's catalogue-changed does: the next count reads the store and the words again.
    kept.stores.clearScope(tenantId);
    const found = storesFound;
    expect((await count()).total).toBe(before + 1);
    expect(storesFound).toBe(found + 1);
    const both = await bothWays(tenantId, input, 'en', null);
    expect(both.memory).toEqual(both.database);
  });

  it('forgets stock and prices with the change that forgets the answers', async () => {
    const tenantId = tenants.ACME;
    const input = { search: 'caliper', in_stock: true };
    const prices = { priceListId: null };
    const first = await bothWays(tenantId, input, 'en', prices);
    expect(first.memory).toEqual(first.database);
    expect(first.memory.in_stock).toBeGreaterThan(0);
    // Stock moves no catalogue version: the bus's catalogue-changed forgets the store.
    await t.db
      .updateTable('products')
      .set({ available: 0 })
      .where('tenant_id', '=', tenantId)
      .where('description', 'ilike', '%caliper%')
      .execute();
    kept.stores.clearScope(tenantId);
    const after = await bothWays(tenantId, input, 'en', prices);
    expect(after.memory).toEqual(after.database);
    expect(after.memory.in_stock).toBe(0);
    expect(kept.stores.remainingMs(tenantId, FACET_STORE_KEY)).toBeGreaterThan(0);
  });

  it("keeps a search's matches with the store, the least recently asked going first", () => {
    const store = facetStoreFromText({
      version: 1,
      products: null,
      listed: null,
      categories: null,
      attribute_values: null,
    });
    // Eleven of 400 kB pass the bound of 4 MiB; one over an eighth of it is not kept at all.
    const rows = () => new Int32Array(100_000);
    const first = rows();
    store.keepMatches('en:first', first);
    for (let n = 0; n < 10; n++) store.keepMatches(`en:other ${n}`, rows());
    expect(store.matchesOf('en:first')).toBeUndefined();
    expect(store.matchesOf('en:other 9')).toBeDefined();
    const many = new Int32Array(200_000);
    store.keepMatches('en:many', many);
    expect(store.matchesOf('en:many')).toBeUndefined();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { GuestFacets, ProductFacets, ProductList } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { createCategory, createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import {
  bearer,
  createCustomer,
  createSignedInBuyer,
  createTenant,
  createUser,
  sessionFor,
} from '../../../test/helpers/fixtures.ts';
import {
  assignPriceList,
  createPriceList,
  setTiers,
} from '../../../test/helpers/price-list-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * Facets beside the buyers' and visitors' lists (issue 32 point 3, decision 044): each value's
 * count with the other facets' choices applied, the list narrowed by the choices, the buyer's own
 * price range (their price list's prices), in as few statements as said, and bad choices
 * answered cleanly.
 */
describe('search facets', () => {
  const t = useTestApp();
  let listBuyer: { authorization: string };
  let ownPriceBuyer: { authorization: string };
  const attr = { material: 0, diameter: 0, coated: 0, hidden: 0, foreign: 0 };
  const option = { steel: 0, brass: 0, zinc: 0 };
  const category = { hardware: 0, fasteners: 0, hinges: 0 };
  const product: Record<string, number> = {};

  async function attribute(
    db: Db,
    tenantId: number,
    name: string,
    kind: 'options' | 'number' | 'yes_no',
    filter = true,
    unit: string | null = null,
  ) {
    const row = await db
      .insertInto('product_attributes')
      .values({ tenant_id: tenantId, name, kind, filter, unit, name_es: `${name} (es)` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function choice(db: Db, tenantId: number, attributeId: number, value: string) {
    const row = await db
      .insertInto('product_attribute_options')
      .values({ tenant_id: tenantId, attribute_id: attributeId, value, position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    const db = t.db;
    const buyer = await createSignedInBuyer(db, 'ACME');
    const tenantId = buyer.tenantId;
    listBuyer = buyer.headers;
    const other = await createCustomer(db, tenantId, 'C2');
    const user = await createUser(db, {
      email: 'own@acme.test',
      tenantId,
      customerId: other.id,
    });
    ownPriceBuyer = bearer(await sessionFor(db, user.id, tenantId));

    category.hardware = await createCategory(db, tenantId, 'Hardware');
    category.fasteners = await createCategory(db, tenantId, 'Fasteners', category.hardware);
    category.hinges = await createCategory(db, tenantId, 'Hinges', category.hardware);
    attr.material = await attribute(db, tenantId, 'Material', 'options');
    attr.diameter = await attribute(db, tenantId, 'Diameter', 'number', true, 'mm');
    attr.coated = await attribute(db, tenantId, 'Coated', 'yes_no');
    attr.hidden = await attribute(db, tenantId, 'Supplier', 'options', false);
    option.steel = await choice(db, tenantId, attr.material, 'Steel');
    option.brass = await choice(db, tenantId, attr.material, 'Brass');
    option.zinc = await choice(db, tenantId, attr.material, 'Zinc');
    const hiddenOption = await choice(db, tenantId, attr.hidden, 'Nordic');

    const rows: [string, string, number, number, number][] = [
      ['AC-001', 'Steel bolt', 10, 5, category.fasteners],
      ['AC-002', 'Steel bolt long', 20, 0, category.fasteners],
      ['AC-003', 'Brass bolt', 30, 3, category.fasteners],
      ['AC-004', 'Brass hinge', 40, 2, category.hinges],
      ['AC-005', 'Zinc hinge bolt', 50, 0, category.hinges],
    ];
    const puoms: Record<string, number> = {};
    for (const [partNumber, description, price, available, categoryId] of rows) {
      const created = await createProduct(db, tenantId, {
        partNumber,
        description,
        price,
        available,
        categoryIds: [categoryId],
      });
      product[partNumber] = created.id;
      puoms[partNumber] = created.puomId;
    }
    const value = (partNumber: string, attributeId: number, set: object) => ({
      tenant_id: tenantId,
      product_id: product[partNumber]!,
      attribute_id: attributeId,
      option_ids: null,
      number_value: null,
      flag: null,
      ...set,
    });
    await db
      .insertInto('product_attribute_values')
      .values([
        value('AC-001', attr.material, { option_ids: [option.steel] }),
        value('AC-001', attr.diameter, { number_value: '6' }),
        value('AC-001', attr.coated, { flag: true }),
        value('AC-001', attr.hidden, { option_ids: [hiddenOption] }),
        value('AC-002', attr.material, { option_ids: [option.steel] }),
        value('AC-002', attr.diameter, { number_value: '8.5' }),
        value('AC-002', attr.coated, { flag: false }),
        value('AC-003', attr.material, { option_ids: [option.brass] }),
        value('AC-003', attr.diameter, { number_value: '6' }),
        value('AC-004', attr.material, { option_ids: [option.brass] }),
        value('AC-004', attr.coated, { flag: true }),
        value('AC-005', attr.material, { option_ids: [option.zinc, option.steel] }),
      ])
      .execute();

    // The buyer's list: 4 for AC-001 from one unit; AC-005's tier starts at 10, above its minimum.
    const list = await createPriceList(db, tenantId, 'Contract');
    await assignPriceList(db, tenantId, buyer.customerId, list);
    await setTiers(db, tenantId, list, puoms['AC-001']!, [[1, 4]]);
    await setTiers(db, tenantId, list, puoms['AC-005']!, [[10, 45]]);

    // Another tenant's attribute, which ACME's filter may not name.
    const boreal = await createTenant(db, 'BOREAL');
    attr.foreign = await attribute(db, boreal.id, 'Allergen', 'options');
  });

  async function get<T>(url: string, headers: Record<string, string> = listBuyer) {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  const facets = (query: string, headers?: Record<string, string>) =>
    get<ProductFacets>(`/api/products/ACME/facets?${query}`, headers);
  const list = async (query: string, headers?: Record<string, string>) =>
    (await get<ProductList>(`/api/products/ACME?${query}`, headers)).data.map((p) => p.part_number);

  /** An attribute's values as `label: count`. */
  const counts = (answer: GuestFacets, attributeId: number) =>
    Object.fromEntries(
      (answer.attributes.find((a) => a.id === attributeId)?.values ?? []).map((v) => [
        v.label,
        v.count,
      ]),
    );

  it('counts every value of a search, with the buyer`s own price range', async () => {
    const answer = await facets('search=bolt');
    expect(answer.total).toBe(4);
    expect(counts(answer, attr.material)).toEqual({ Steel: 3, Brass: 1, Zinc: 1 });
    expect(counts(answer, attr.diameter)).toEqual({ '6': 2, '8.5': 1 });
    expect(counts(answer, attr.coated)).toEqual({ yes: 1, no: 1 });
    expect(answer.attributes.map((a) => a.id)).not.toContain(attr.hidden);
    expect(answer.attributes.find((a) => a.id === attr.diameter)?.unit).toBe('mm');
    expect(answer.in_stock).toBe(2);
    expect(answer.categories).toEqual([{ id: category.hardware, count: 4 }]);
    // Their list's 4 for AC-001; AC-005's tier is not reached by its first unit.
    expect(answer.price).toEqual({ min: 4, max: 50 });
    expect((await facets('search=bolt', ownPriceBuyer)).price).toEqual({ min: 10, max: 50 });
  });

  it('narrows by a choice and counts each facet with the others` choices', async () => {
    const steel = `filter=${attr.material}:${option.steel}`;
    const answer = await facets(`search=bolt&${steel}`);
    expect(answer.total).toBe(3);
    // Its own facet still counts every material: choosing Brass too would add one.
    expect(counts(answer, attr.material)).toEqual({ Steel: 3, Brass: 1, Zinc: 1 });
    expect(answer.attributes[0]?.values.find((v) => v.label === 'Steel')?.selected).toBe(true);
    expect(counts(answer, attr.diameter)).toEqual({ '6': 1, '8.5': 1 });
    expect(answer.in_stock).toBe(1);
    expect(await list(`search=bolt&${steel}&sort=part_number`)).toEqual([
      'AC-001',
      'AC-002',
      'AC-005',
    ]);

    const inStock = await facets(`search=bolt&${steel}&in_stock=1`);
    expect(inStock.total).toBe(1);
    expect(counts(inStock, attr.material)).toEqual({ Steel: 1, Brass: 1 });
    expect(await list(`search=bolt&${steel}&in_stock=1`)).toEqual(['AC-001']);

    // Two values of one attribute are alternatives; two attributes both apply.
    const either = `filter=${attr.material}:${option.steel},${option.brass};${attr.diameter}:6`;
    expect((await facets(either)).total).toBe(2);
    expect(await list(`${either}&sort=part_number`)).toEqual(['AC-001', 'AC-003']);
    expect(await list(`filter=${attr.coated}:no`)).toEqual(['AC-002']);
  });

  it('narrows a number attribute by a range, either side open, ends included', async () => {
    const within = (range: string) => `filter=${attr.diameter}:${encodeURIComponent(range)}`;
    expect(await list(`${within('6..8.5')}&sort=part_number`)).toEqual([
      'AC-001',
      'AC-002',
      'AC-003',
    ]);
    expect(await list(`${within('7..')}&sort=part_number`)).toEqual(['AC-002']);
    expect(await list(`${within('..6')}&sort=part_number`)).toEqual(['AC-001', 'AC-003']);
    // A range and a number are alternatives; a range that holds nothing lists nothing.
    expect(await list(`${within('8..9')},6&sort=part_number`)).toEqual([
      'AC-001',
      'AC-002',
      'AC-003',
    ]);
    expect(await list(within('9..20'))).toEqual([]);
    const answer = await facets(`search=bolt&${within('7..')}`);
    expect(answer.total).toBe(1);
    // The range is no value to tick: the values are still every diameter the others leave.
    expect(counts(answer, attr.diameter)).toEqual({ '6': 2, '8.5': 1 });
    expect(
      answer.attributes.find((a) => a.id === attr.diameter)?.values.some((v) => v.selected),
    ).toBe(false);
  });

  it('narrows and orders by the buyer`s own price', async () => {
    expect(await list('price_max=10')).toEqual(['AC-001']);
    expect(await list('price_max=10', ownPriceBuyer)).toEqual(['AC-001']);
    expect(await list('price_max=15')).toEqual(['AC-001']);
    expect(await list('price_min=4&price_max=4')).toEqual(['AC-001']);
    expect(await list('price_min=4&price_max=4', ownPriceBuyer)).toEqual([]);
    expect(await list('search=bolt&sort=price_desc')).toEqual([
      'AC-005',
      'AC-003',
      'AC-002',
      'AC-001',
    ]);
    const cheapest = await get<ProductList>('/api/products/ACME?sort=price_asc&per_page=2');
    expect(cheapest.data.map((p) => p.part_number)).toEqual(['AC-001', 'AC-002']);
    expect(cheapest.data[0]?.price_tiers).toEqual([{ min_qty: 1, unit_price: 4 }]);
    expect(cheapest.meta.total).toBe(5);
    // The range is counted without its own bounds; the other facets with them.
    const bounded = await facets('price_max=30');
    expect(bounded.total).toBe(3);
    expect(bounded.price).toEqual({ min: 4, max: 50 });
    expect(counts(bounded, attr.material)).toEqual({ Steel: 2, Brass: 1 });
  });

  it('counts the categories one level below the list`s', async () => {
    const answer = await facets(`categoryId=${category.hardware}`);
    expect(answer.total).toBe(5);
    expect(answer.categories).toEqual(
      expect.arrayContaining([
        { id: category.fasteners, count: 3 },
        { id: category.hinges, count: 2 },
      ]),
    );
    const brass = await facets(
      `categoryId=${category.hardware}&filter=${attr.material}:${option.brass}`,
    );
    expect(brass.categories).toEqual(
      expect.arrayContaining([
        { id: category.fasteners, count: 1 },
        { id: category.hinges, count: 1 },
      ]),
    );
  });

  it('gives visitors the same counts and narrowing, without stock or prices', async () => {
    const response = await t.app.inject({
      url: `/api/browse/ACME/facets?search=bolt&filter=${attr.material}:${option.steel}&price_max=1&in_stock=1`,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<GuestFacets & Partial<ProductFacets>>();
    expect(answer.total).toBe(3);
    expect(answer.price).toBeUndefined();
    expect(answer.in_stock).toBeUndefined();
    expect(counts(answer, attr.material)).toEqual({ Steel: 3, Brass: 1, Zinc: 1 });
    const browsed = await t.app.inject({
      url: `/api/browse/ACME/products?filter=${attr.material}:${option.brass}&sort=part_number`,
    });
    expect(browsed.json<ProductList>().data.map((p) => p.part_number)).toEqual([
      'AC-003',
      'AC-004',
    ]);
    const priceOrder = await t.app.inject({ url: '/api/browse/ACME/products?sort=price_asc' });
    expect(priceOrder.statusCode).toBe(422);
  });

  it('leaves out choices that are not the tenant`s, and refuses what is not a choice', async () => {
    const all = (await facets('search=bolt')).total;
    for (const filter of [
      `999999:1`,
      `${attr.foreign}:1`,
      `${attr.hidden}:1`,
      `${attr.material}:999999`,
      `${attr.coated}:6`,
      `${attr.diameter}:yes`,
    ]) {
      expect((await facets(`search=bolt&filter=${filter}`)).total, filter).toBe(all);
      expect(await list(`search=bolt&filter=${filter}`), filter).toHaveLength(all);
    }
    for (const query of [
      'filter=abc',
      `filter=${attr.material}:${'1'.repeat(500)}`,
      `filter=${'x'.repeat(501)}`,
      'price_min=-1',
      'price_max=1e12',
      'price_min=cheap',
    ]) {
      for (const path of ['/api/products/ACME', '/api/products/ACME/facets']) {
        const response = await t.app.inject({ url: `${path}?${query}`, headers: listBuyer });
        expect(response.statusCode, `${path}?${query}`).toBe(422);
        expect(response.json<{ message: string }>().message).not.toMatch(/validation\./);
      }
    }
    const sorted = await t.app.inject({
      url: '/api/products/ACME?sort=random',
      headers: listBuyer,
    });
    expect(sorted.statusCode).toBe(422);
    // A minimum above the maximum lists nothing; it is no error.
    expect(await list('price_min=50&price_max=10')).toEqual([]);
  });

  it('reads the names in the buyer`s language', async () => {
    const response = await t.app.inject({
      url: '/api/products/ACME/facets',
      headers: { ...listBuyer, 'accept-language': 'es' },
    });
    const answer = response.json<ProductFacets>();
    expect(answer.attributes.map((a) => a.name)).toContain('Material (es)');
  });

  it('counts every facet in one statement besides the filter attributes and the session', async () => {
    const cost = async (url: string) => {
      const before = t.database.statements.count;
      expect((await t.app.inject({ url, headers: listBuyer })).statusCode).toBe(200);
      return t.database.statements.count - before;
    };
    const filter = `filter=${attr.material}:${option.steel}&in_stock=1&price_max=100`;
    expect(await cost(`/api/products/ACME/facets?search=bolt&${filter}`)).toBe(3);
    // The narrowed list: its attributes, its matches (kept per catalogue version), its page.
    const steel = `search=bolt&filter=${attr.material}:${option.steel}`;
    expect(await cost(`/api/products/ACME?${steel}`)).toBe(4);
    expect(await cost(`/api/products/ACME?${steel}&page=2`)).toBe(3);
  });
});

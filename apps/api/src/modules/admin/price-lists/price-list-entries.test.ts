import { beforeAll, describe, expect, it } from 'vitest';
import {
  translate,
  type AdminPriceEntryList,
  type AdminPriceEntryResponse,
} from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { createProduct, createUom } from '../../../../test/helpers/catalogue-fixtures.ts';
import {
  addTiers,
  createPriceList,
  entryRows,
  publishedDuring,
} from '../../../../test/helpers/price-list-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

describe('admin price list entries', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let list: number;
  let borealList: number;
  let bolt: { id: number; uomId: number };
  let bx: number;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    list = await createPriceList(t.db, world.acme.id, 'Gold');
    borealList = await createPriceList(t.db, world.boreal.id, 'Boreal gold');
    bolt = await createProduct(t.db, world.acme.id, {
      partNumber: 'BLT-1',
      description: 'Carriage bolt',
      price: 1.25,
    });
    bx = await createUom(t.db, world.acme.id, 'BX');
    const kg = await createUom(t.db, world.acme.id, 'KG');
    await t.db
      .insertInto('product_uoms')
      .values([
        { tenant_id: world.acme.id, product_id: bolt.id, uom_id: bx, cf: 50 },
        // A unit the bolt is no longer sold in.
        { tenant_id: world.acme.id, product_id: bolt.id, uom_id: kg, cf: 7, active: false },
      ])
      .execute();
    await createProduct(t.db, world.acme.id, {
      partNumber: 'NUT-1',
      description: 'Hex nut',
      minOrderQty: 10,
    });
    await createProduct(t.db, world.boreal.id, { partNumber: 'TEA-1' });
  });

  const call = (
    method: 'GET' | 'PUT',
    path: string,
    payload?: object,
    headers = world.acmeAdmin.headers,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/ACME${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const put = (body: object, listId = list) => call('PUT', `/price-lists/${listId}/entries`, body);
  const en = translate.bind(null, 'en');

  it("sets a product and unit's tiers, answering its row lowest tier first, audited and published", async () => {
    const published = await publishedDuring(t.app, async () => {
      const response = await put({
        part_number: 'BLT-1',
        uom_code: 'ea',
        tiers: [
          { min_qty: 10, unit_price: 1.1 },
          { min_qty: 1, unit_price: 1.2 },
        ],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<AdminPriceEntryResponse>().data).toEqual({
        product_id: bolt.id,
        part_number: 'BLT-1',
        description: 'Carriage bolt',
        uom_id: bolt.uomId,
        uom_code: 'EA',
        selling_price: 1.25,
        min_order_qty: 1,
        tiers: [
          { min_qty: 1, unit_price: 1.2 },
          { min_qty: 10, unit_price: 1.1 },
        ],
      });
    });
    expect(published).toEqual([
      { kind: 'price-list-changed', tenantId: world.acme.id, priceListId: list },
    ]);
    expect((await auditRows(t.db, world.acme.id, 'price_list')).at(-1)).toEqual({
      action: 'price_list.entry',
      entity: 'price_list',
      entity_id: String(list),
      actor_user_id: world.acmeAdmin.id,
      before: { part_number: 'BLT-1', uom_code: 'EA', tiers: [] },
      after: { part_number: 'BLT-1', uom_code: 'EA', tiers: ['1: 1.20', '10: 1.10'] },
    });
  });

  it("shows the product's own price in the row's unit (default unit's price times the factors)", async () => {
    const response = await put({
      part_number: 'BLT-1',
      uom_code: 'BX',
      tiers: [{ min_qty: 2, unit_price: 55 }],
    });
    expect(response.json<AdminPriceEntryResponse>().data).toMatchObject({
      uom_code: 'BX',
      selling_price: 62.5,
      tiers: [{ min_qty: 2, unit_price: 55 }],
    });
    // 0.33 per pack of 2, sold by the 3: 0.495, to the cent 0.50.
    const rod = await createProduct(t.db, world.acme.id, {
      partNumber: 'ROD-1',
      price: 0.33,
      uomCode: 'PK',
      cf: 2,
    });
    await t.db
      .insertInto('product_uoms')
      .values({ tenant_id: world.acme.id, product_id: rod.id, uom_id: bx, cf: 3 })
      .execute();
    const rodBox = await put({
      part_number: 'ROD-1',
      uom_code: 'BX',
      tiers: [{ min_qty: 1, unit_price: 0.45 }],
    });
    expect(rodBox.json<AdminPriceEntryResponse>().data?.selling_price).toBe(0.5);
  });

  it('changes nothing when the same tiers are sent again', async () => {
    const before = await entryRows(t.db, list);
    const audits = (await auditRows(t.db, world.acme.id)).length;
    const published = await publishedDuring(t.app, async () => {
      const response = await put({
        part_number: 'BLT-1',
        uom_code: 'EA',
        tiers: [
          { min_qty: 1, unit_price: 1.2 },
          { min_qty: 10, unit_price: 1.1 },
        ],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<AdminPriceEntryResponse>().data?.tiers).toHaveLength(2);
    });
    expect(published).toEqual([]);
    expect(await entryRows(t.db, list)).toEqual(before);
    expect(await auditRows(t.db, world.acme.id)).toHaveLength(audits);
  });

  it('replaces the tiers as a whole, and removes them all with none', async () => {
    const replaced = await put({
      part_number: 'BLT-1',
      uom_code: 'EA',
      tiers: [
        { min_qty: 10, unit_price: 1 },
        { min_qty: 100, unit_price: 0.9 },
      ],
    });
    expect(replaced.json<AdminPriceEntryResponse>().data?.tiers).toEqual([
      { min_qty: 10, unit_price: 1 },
      { min_qty: 100, unit_price: 0.9 },
    ]);
    const boltEach = async () =>
      (await entryRows(t.db, list))
        .filter((row) => row.product_id === bolt.id && row.uom_id === bolt.uomId)
        .map((row) => [row.min_qty, row.unit_price]);
    expect(await boltEach()).toEqual([
      [10, 1],
      [100, 0.9],
    ]);

    const removed = await put({ part_number: 'BLT-1', uom_code: 'EA', tiers: [] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<AdminPriceEntryResponse>()).toEqual({ data: null });
    expect(await boltEach()).toEqual([]);
    expect((await auditRows(t.db, world.acme.id, 'price_list')).at(-1)).toMatchObject({
      before: { tiers: ['10: 1.00', '100: 0.90'] },
      after: { tiers: [] },
    });
  });

  it('refuses unknown products and units, tiers below the minimum, duplicates and bad prices, per field, writing nothing', async () => {
    const before = await entryRows(t.db, list);
    const expect422 = async (body: object, errors: Record<string, string[]>) => {
      const response = await put(body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ errors: unknown }>().errors).toEqual(errors);
    };
    const tiers = [{ min_qty: 10, unit_price: 1 }];
    // BOREAL's part number is unknown at ACME.
    await expect422(
      { part_number: 'TEA-1', uom_code: 'EA', tiers },
      { part_number: [en('admin.priceLists.unknownPartNumber')] },
    );
    for (const uom of ['KG', 'ZZ', 'PK']) {
      await expect422(
        { part_number: 'NUT-1', uom_code: uom, tiers },
        { uom_code: [en('admin.priceLists.unknownUnit')] },
      );
    }
    await expect422(
      {
        part_number: 'NUT-1',
        uom_code: 'EA',
        tiers: [
          { min_qty: 10, unit_price: 1 },
          { min_qty: 5, unit_price: 1.5 },
          { min_qty: 1, unit_price: 2 },
        ],
      },
      {
        'tiers.1.min_qty': [en('admin.priceLists.tierBelowMinimum', { min: 10 })],
        'tiers.2.min_qty': [en('admin.priceLists.tierBelowMinimum', { min: 10 })],
      },
    );
    await expect422(
      {
        part_number: 'NUT-1',
        uom_code: 'EA',
        tiers: [
          { min_qty: 10, unit_price: 1 },
          { min_qty: 10, unit_price: 0.5 },
        ],
      },
      { 'tiers.1.min_qty': [en('admin.priceLists.duplicateTier')] },
    );
    await expect422(
      {
        part_number: 'NUT-1',
        uom_code: 'EA',
        tiers: [
          { min_qty: 10, unit_price: -1 },
          { min_qty: 20, unit_price: 1.005 },
          { min_qty: 0, unit_price: 1 },
        ],
      },
      {
        'tiers.0.unit_price': [en('admin.products.invalidPrice')],
        'tiers.1.unit_price': [en('admin.products.invalidPrice')],
        'tiers.2.min_qty': [en('admin.priceLists.invalidMinQty')],
      },
    );
    const many = Array.from({ length: 21 }, (_, i) => ({ min_qty: 10 + i, unit_price: 1 }));
    await expect422(
      { part_number: 'NUT-1', uom_code: 'EA', tiers: many },
      { tiers: [en('admin.priceLists.tooManyTiers')] },
    );
    expect(await entryRows(t.db, list)).toEqual(before);
  });

  it('lists products and units with tiers in part-number order, searched and paged', async () => {
    await put({ part_number: 'NUT-1', uom_code: 'EA', tiers: [{ min_qty: 10, unit_price: 0.2 }] });
    for (let i = 0; i < 20; i++) {
      const product = await createProduct(t.db, world.acme.id, {
        partNumber: `SCR-${String(i).padStart(2, '0')}`,
        description: 'Wood screw',
      });
      await addTiers(t.db, world.acme.id, list, [
        { productId: product.id, uomId: product.uomId, minQty: 1, unitPrice: 0.1 },
        { productId: product.id, uomId: product.uomId, minQty: 50, unitPrice: 0.08 },
      ]);
    }
    const page1 = (await call('GET', `/price-lists/${list}/entries`)).json<AdminPriceEntryList>();
    expect(page1.meta).toMatchObject({ total: 23, from: 1, to: 20, last_page: 2 });
    expect(page1.data.slice(0, 3).map((row) => `${row.part_number} ${row.uom_code}`)).toEqual([
      'BLT-1 BX',
      'NUT-1 EA',
      'ROD-1 BX',
    ]);
    expect(page1.data[3]?.tiers).toEqual([
      { min_qty: 1, unit_price: 0.1 },
      { min_qty: 50, unit_price: 0.08 },
    ]);
    const page2 = (
      await call('GET', `/price-lists/${list}/entries?page=2`)
    ).json<AdminPriceEntryList>();
    expect(page2.data.map((row) => row.part_number)).toEqual(['SCR-17', 'SCR-18', 'SCR-19']);
    const byDescription = (
      await call('GET', `/price-lists/${list}/entries?search=HEX`)
    ).json<AdminPriceEntryList>();
    expect(byDescription.data.map((row) => row.part_number)).toEqual(['NUT-1']);
    const byPart = (
      await call('GET', `/price-lists/${list}/entries?search=scr-0`)
    ).json<AdminPriceEntryList>();
    expect(byPart.meta.total).toBe(10);
  });

  it("answers 404 for BOREAL's list under ACME and 403 to a buyer, changing nothing", async () => {
    await addTiers(t.db, world.boreal.id, borealList, [
      {
        productId: (await createProduct(t.db, world.boreal.id, { partNumber: 'TEA-2' })).id,
        uomId: await createUom(t.db, world.boreal.id, 'EA'),
        minQty: 1,
        unitPrice: 3,
      },
    ]);
    const before = await entryRows(t.db, borealList);
    expect((await call('GET', `/price-lists/${borealList}/entries`)).statusCode).toBe(404);
    const response = await put({ part_number: 'TEA-2', uom_code: 'EA', tiers: [] }, borealList);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: en('admin.priceLists.notFound') });
    const buyer = await call(
      'PUT',
      `/price-lists/${list}/entries`,
      { part_number: 'NUT-1', uom_code: 'EA', tiers: [] },
      world.acmeBuyer.headers,
    );
    expect(buyer.statusCode).toBe(403);
    expect(await entryRows(t.db, borealList)).toEqual(before);
  });

  it('answers 422, never 500, to malformed input', async () => {
    const bodies = [
      { part_number: 'NUT\u00001', uom_code: 'EA', tiers: [] },
      { part_number: 'NUT-1', uom_code: 'E A', tiers: [] },
      { part_number: 'NUT-1', uom_code: 'EA', tiers: 'none' },
      { part_number: 'NUT-1', uom_code: 'EA', tiers: [{ min_qty: '10', unit_price: 1 }] },
      { part_number: 'NUT-1', uom_code: 'EA', tiers: [{ min_qty: 1e12, unit_price: 1 }] },
      { part_number: 'NUT-1', uom_code: 'EA', tiers: [{ min_qty: 10, unit_price: 1e20 }] },
      { part_number: 42, uom_code: 'EA', tiers: [] },
      { part_number: 'x'.repeat(65), uom_code: 'EA', tiers: [] },
    ];
    for (const body of bodies) expect((await put(body)).statusCode).toBe(422);
    expect((await put({}, 99999999999)).statusCode).toBe(422);
    expect((await call('GET', `/price-lists/${list}/entries?search=%00`)).statusCode).toBe(422);
  });
});

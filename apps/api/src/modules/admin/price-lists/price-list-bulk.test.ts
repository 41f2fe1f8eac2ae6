import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_BULK_ENTRIES,
  translate,
  type BulkPriceEntriesResponse,
  type BulkPriceEntry,
} from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { createProduct, createUom } from '../../../../test/helpers/catalogue-fixtures.ts';
import {
  createManyProducts,
  createPriceList,
  entryRows,
  manyPartNumber,
  publishedDuring,
} from '../../../../test/helpers/price-list-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';
import { hangGuard } from '../../../../test/helpers/hang-guard.ts';

describe('bulk upsert of price list entries', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let list: number;
  let borealList: number;
  let bolt: { id: number; uomId: number };
  let bx: number;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    list = await createPriceList(t.db, world.acme.id, 'ERP');
    borealList = await createPriceList(t.db, world.boreal.id, 'Boreal ERP');
    bolt = await createProduct(t.db, world.acme.id, { partNumber: 'BLT-1', price: 1.25 });
    bx = await createUom(t.db, world.acme.id, 'BX');
    await t.db
      .insertInto('product_uoms')
      .values({ tenant_id: world.acme.id, product_id: bolt.id, uom_id: bx, cf: 50 })
      .execute();
    await createProduct(t.db, world.acme.id, { partNumber: 'NUT-1', minOrderQty: 10 });
    await createProduct(t.db, world.boreal.id, { partNumber: 'TEA-1' });
  });

  const bulk = (entries: unknown, listId = list, headers = world.acmeAdmin.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/price-lists/${listId}/entries/bulk`,
      headers,
      payload: { entries },
    });
  const en = translate.bind(null, 'en');
  const countsOf = (response: { json: <T>() => T }) =>
    response.json<BulkPriceEntriesResponse>().data;

  const first: BulkPriceEntry[] = [
    { part_number: 'BLT-1', uom_code: 'EA', min_qty: 1, unit_price: 1.2 },
    { part_number: 'BLT-1', uom_code: 'EA', min_qty: 10, unit_price: 1.1 },
    { part_number: 'BLT-1', uom_code: 'bx', min_qty: 1, unit_price: 55 },
    { part_number: 'NUT-1', uom_code: 'EA', min_qty: 10, unit_price: 0.2 },
  ];

  it('creates the tiers, audited once, and publishes the list change', async () => {
    const published = await publishedDuring(t.app, async () => {
      const response = await bulk(first);
      expect(response.statusCode).toBe(200);
      expect(countsOf(response)).toEqual({ created: 4, updated: 0, unchanged: 0 });
    });
    expect(published).toEqual([
      { kind: 'price-list-changed', tenantId: world.acme.id, priceListId: list },
    ]);
    expect((await entryRows(t.db, list)).map((row) => [row.min_qty, row.unit_price])).toEqual([
      [1, 1.2],
      [10, 1.1],
      [1, 55],
      [10, 0.2],
    ]);
    expect((await auditRows(t.db, world.acme.id, 'price_list')).at(-1)).toEqual({
      action: 'price_list.bulk',
      entity: 'price_list',
      entity_id: String(list),
      actor_user_id: world.acmeAdmin.id,
      before: null,
      after: { lines: 4, created: 4, updated: 0, unchanged: 0 },
    });
  });

  it('is idempotent: the same request again changes nothing, not even the audit log', async () => {
    const rows = await entryRows(t.db, list);
    const listRow = () =>
      t.db
        .selectFrom('price_lists')
        .select('updated_at')
        .where('id', '=', list)
        .executeTakeFirstOrThrow();
    const updatedAt = (await listRow()).updated_at;
    const audits = (await auditRows(t.db, world.acme.id)).length;
    const published = await publishedDuring(t.app, async () => {
      const response = await bulk(first);
      expect(countsOf(response)).toEqual({ created: 0, updated: 0, unchanged: 4 });
    });
    expect(published).toEqual([]);
    expect(await entryRows(t.db, list)).toEqual(rows);
    expect((await listRow()).updated_at).toEqual(updatedAt);
    expect(await auditRows(t.db, world.acme.id)).toHaveLength(audits);
  });

  it('updates changed prices and adds new tiers, leaving the tiers it does not name', async () => {
    const response = await bulk([
      { part_number: 'BLT-1', uom_code: 'EA', min_qty: 10, unit_price: 1.05 },
      { part_number: 'BLT-1', uom_code: 'EA', min_qty: 100, unit_price: 1 },
      { part_number: 'NUT-1', uom_code: 'EA', min_qty: 10, unit_price: 0.2 },
    ]);
    expect(countsOf(response)).toEqual({ created: 1, updated: 1, unchanged: 1 });
    expect((await entryRows(t.db, list)).map((row) => [row.min_qty, row.unit_price])).toEqual([
      [1, 1.2],
      [10, 1.05],
      [100, 1],
      [1, 55],
      [10, 0.2],
    ]);
  });

  it('refuses the whole request when any line is bad, naming each line and field, writing nothing', async () => {
    const rows = await entryRows(t.db, list);
    const audits = (await auditRows(t.db, world.acme.id)).length;
    const response = await bulk([
      { part_number: 'BLT-1', uom_code: 'EA', min_qty: 1, unit_price: 0.99 },
      { part_number: 'TEA-1', uom_code: 'EA', min_qty: 1, unit_price: 1 },
      { part_number: 'BLT-1', uom_code: 'KG', min_qty: 1, unit_price: 1 },
      { part_number: 'NUT-1', uom_code: 'EA', min_qty: 5, unit_price: 1 },
      { part_number: 'NUT-2', uom_code: 'EA', min_qty: 5, unit_price: 1 },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: en('admin.priceLists.unknownPartNumber'),
      errors: {
        'entries.1.part_number': [en('admin.priceLists.unknownPartNumber')],
        'entries.2.uom_code': [en('admin.priceLists.unknownUnit')],
        'entries.3.min_qty': [en('admin.priceLists.tierBelowMinimum', { min: 10 })],
        'entries.4.part_number': [en('admin.priceLists.unknownPartNumber')],
      },
    });
    const invalid = await bulk([
      { part_number: 'BLT-1', uom_code: 'EA', min_qty: 1, unit_price: -1 },
      { part_number: 'BLT-1', uom_code: 'EA', min_qty: 2, unit_price: 1 },
      { part_number: ' BLT-1 ', uom_code: 'ea', min_qty: 2, unit_price: 1 },
      { part_number: 'BLT-1', uom_code: 'EA', min_qty: 0, unit_price: 1 },
      { part_number: '', uom_code: 'EA', min_qty: 3, unit_price: 1.234 },
    ]);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json<{ errors: unknown }>().errors).toEqual({
      'entries.0.unit_price': [en('admin.products.invalidPrice')],
      'entries.2.min_qty': [en('admin.priceLists.duplicateTier')],
      'entries.3.min_qty': [en('admin.priceLists.invalidMinQty')],
      'entries.4.part_number': [en('validation.requiredField')],
      'entries.4.unit_price': [en('admin.products.invalidPrice')],
    });
    expect(await entryRows(t.db, list)).toEqual(rows);
    expect(await auditRows(t.db, world.acme.id)).toHaveLength(audits);
  });

  it(
    'takes up to MAX_BULK_ENTRIES lines in one request, and refuses none or more',
    async () => {
      await createManyProducts(t.db, world.acme.id, MAX_BULK_ENTRIES / 4);
      const entries = Array.from({ length: MAX_BULK_ENTRIES }, (_, i) => ({
        part_number: manyPartNumber(Math.floor(i / 4) + 1),
        uom_code: 'EA',
        min_qty: (i % 4) * 10 + 1,
        unit_price: 10 - (i % 4),
      }));
      // How fast it answers is for a benchmark to say: a bound on the clock here failed CI by 0.2 s
      // when the cores were shared with other suites.
      const response = await bulk(entries);
      expect(response.statusCode, response.body).toBe(200);
      expect(countsOf(response)).toEqual({ created: MAX_BULK_ENTRIES, updated: 0, unchanged: 0 });
      expect((await bulk(entries)).json<BulkPriceEntriesResponse>().data.unchanged).toBe(
        MAX_BULK_ENTRIES,
      );

      const tooMany = await bulk([...entries, entries[0]]);
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json()).toMatchObject({
        errors: { entries: [en('admin.priceLists.tooManyEntries')] },
      });
      const none = await bulk([]);
      expect(none.json()).toMatchObject({
        errors: { entries: [en('admin.priceLists.noEntries')] },
      });
      // Two requests of 20,000 lines and their checks: 7 s on PGlite on a quiet 2-core machine, over
      // 30 s when other work shares it.
    },
    hangGuard(90_000),
  );

  it("answers 404 for BOREAL's list under ACME and 403 to a buyer, changing nothing", async () => {
    const line = { part_number: 'TEA-1', uom_code: 'EA', min_qty: 1, unit_price: 1 };
    const foreign = await bulk([line], borealList);
    expect(foreign.statusCode).toBe(404);
    expect((await bulk([line], list, world.acmeBuyer.headers)).statusCode).toBe(403);
    expect((await bulk([line], borealList, world.borealAdmin.headers)).statusCode).toBe(403);
    expect(await entryRows(t.db, borealList)).toEqual([]);
  });

  it('answers 422, never 500, to malformed bodies', async () => {
    const line = { part_number: 'BLT-1', uom_code: 'EA', min_qty: 1, unit_price: 1 };
    for (const entries of [
      'all',
      null,
      [null],
      [{ ...line, part_number: 'BLT\u00001' }],
      [{ ...line, unit_price: '1.00' }],
      [{ ...line, min_qty: 2 ** 31 }],
      [{ ...line, unit_price: Number.MAX_VALUE }],
      [{ ...line, uom_code: 'E\u0000A' }],
    ]) {
      expect((await bulk(entries)).statusCode).toBe(422);
    }
    expect((await bulk([line], 2 ** 40)).statusCode).toBe(422);
  });
});

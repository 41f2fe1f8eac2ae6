import { beforeAll, describe, expect, it } from 'vitest';
import {
  translate,
  type AdminCustomerResponse,
  type AdminPriceList,
  type AdminPriceListList,
  type AdminPriceListResponse,
} from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { createProduct, createUom } from '../../../../test/helpers/catalogue-fixtures.ts';
import {
  addTiers,
  assignPriceList,
  createPriceList,
  entryRows,
  publishedDuring,
} from '../../../../test/helpers/price-list-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

describe('admin price lists', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let borealList: number;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    borealList = await createPriceList(t.db, world.boreal.id, 'Boreal wholesale');
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
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

  const en = translate.bind(null, 'en');
  let gold: AdminPriceList;

  it('creates a list (201), audited, with no products and no customers', async () => {
    const response = await call('POST', '/price-lists', {
      name: ' Gold ',
      valid_from: '2026-01-01',
      valid_to: '',
    });
    expect(response.statusCode).toBe(201);
    gold = response.json<AdminPriceListResponse>().data;
    expect(gold).toEqual({
      id: expect.any(Number) as number,
      name: 'Gold',
      valid_from: '2026-01-01',
      valid_to: null,
      product_count: 0,
      customer_count: 0,
      created_at: expect.any(String) as string,
      updated_at: expect.any(String) as string,
    });
    expect((await auditRows(t.db, world.acme.id, 'price_list')).at(-1)).toEqual({
      action: 'price_list.create',
      entity: 'price_list',
      entity_id: String(gold.id),
      actor_user_id: world.acmeAdmin.id,
      before: null,
      after: { name: 'Gold', valid_from: '2026-01-01', valid_to: null },
    });
  });

  it('refuses a taken name (any case), bad dates and an end before the start, field by field', async () => {
    const taken = await call('POST', '/price-lists', { name: 'GOLD' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: en('admin.priceLists.nameTaken'),
      errors: { name: [en('admin.priceLists.nameTaken')] },
    });
    // BOREAL's names are BOREAL's.
    const sameAsBoreal = await call('POST', '/price-lists', { name: 'Boreal wholesale' });
    expect(sameAsBoreal.statusCode).toBe(201);

    const invalid = await call('POST', '/price-lists', {
      name: 'Bad\u0000name',
      valid_from: '2026-02-30',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      errors: {
        name: [en('validation.invalidValue')],
        valid_from: [en('validation.invalidDate')],
      },
    });
    const backwards = await call('POST', '/price-lists', {
      name: 'Backwards',
      valid_from: '2026-05-02',
      valid_to: '2026-05-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({
      errors: { valid_to: [en('admin.priceLists.endsBeforeStart')] },
    });
    const names = await t.db
      .selectFrom('price_lists')
      .select('name')
      .where('tenant_id', '=', world.acme.id)
      .orderBy('name')
      .execute();
    expect(names.map((row) => row.name)).toEqual(['Boreal wholesale', 'Gold']);
  });

  it('renames and redates a list, checking a date sent alone against the stored one', async () => {
    const before = await call('PATCH', `/price-lists/${gold.id}`, { valid_to: '2025-12-31' });
    expect(before.statusCode).toBe(422);
    expect(before.json()).toMatchObject({
      errors: { valid_to: [en('admin.priceLists.endsBeforeStart')] },
    });
    const nothing = await call('PATCH', `/price-lists/${gold.id}`, {});
    expect(nothing.statusCode).toBe(422);
    const taken = await call('PATCH', `/price-lists/${gold.id}`, { name: 'boreal WHOLESALE' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { name: [en('admin.priceLists.nameTaken')] } });

    const published = await publishedDuring(t.app, async () => {
      const renamed = await call('PATCH', `/price-lists/${gold.id}`, {
        name: 'Gold 2026',
        valid_to: '2026-12-31',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json<AdminPriceListResponse>().data).toMatchObject({
        name: 'Gold 2026',
        valid_from: '2026-01-01',
        valid_to: '2026-12-31',
      });
    });
    // The list's own change, never the whole tenant's catalogue.
    expect(published).toEqual([
      { kind: 'price-list-changed', tenantId: world.acme.id, priceListId: gold.id },
    ]);
    expect((await auditRows(t.db, world.acme.id, 'price_list')).at(-1)).toMatchObject({
      action: 'price_list.update',
      before: { name: 'Gold', valid_to: null },
      after: { name: 'Gold 2026', valid_to: '2026-12-31' },
    });
    // Clearing the start is allowed whatever the end.
    const open = await call('PATCH', `/price-lists/${gold.id}`, { valid_from: null });
    expect(open.json<AdminPriceListResponse>().data.valid_from).toBeNull();
  });

  it('counts products and units (not tiers) and customers; searches and pages by name', async () => {
    const ea = await createUom(t.db, world.acme.id, 'EA');
    const bx = await createUom(t.db, world.acme.id, 'BX');
    const bolt = await createProduct(t.db, world.acme.id, { partNumber: 'BLT-1' });
    await t.db
      .insertInto('product_uoms')
      .values({ tenant_id: world.acme.id, product_id: bolt.id, uom_id: bx, cf: 10 })
      .execute();
    await addTiers(t.db, world.acme.id, gold.id, [
      { productId: bolt.id, uomId: ea, minQty: 1, unitPrice: 9 },
      { productId: bolt.id, uomId: ea, minQty: 10, unitPrice: 8 },
      { productId: bolt.id, uomId: bx, minQty: 1, unitPrice: 80 },
    ]);
    await assignPriceList(t.db, world.acme.id, world.acmeCustomer.id, gold.id);
    for (let i = 0; i < 20; i++) {
      await createPriceList(t.db, world.acme.id, `Zone ${String(i).padStart(2, '0')}`);
    }

    const page1 = (await call('GET', '/price-lists')).json<AdminPriceListList>();
    expect(page1.meta).toMatchObject({ total: 22, from: 1, to: 20, last_page: 2 });
    expect(page1.data.slice(0, 2).map((list) => [list.name, list.product_count])).toEqual([
      ['Boreal wholesale', 0],
      ['Gold 2026', 2],
    ]);
    expect(page1.data[1]).toMatchObject({ customer_count: 1 });
    const page2 = (await call('GET', '/price-lists?page=2')).json<AdminPriceListList>();
    expect(page2.data.map((list) => list.name)).toEqual(['Zone 18', 'Zone 19']);
    const search = (await call('GET', '/price-lists?search=gOLD')).json<AdminPriceListList>();
    expect(search.data.map((list) => list.name)).toEqual(['Gold 2026']);
    const wildcard = (await call('GET', '/price-lists?search=%25')).json<AdminPriceListList>();
    expect(wildcard.meta.total).toBe(0);

    const one = await call('GET', `/price-lists/${gold.id}`);
    expect(one.json<AdminPriceListResponse>().data).toMatchObject({
      id: gold.id,
      product_count: 2,
      customer_count: 1,
    });
    // The customer's page names its list.
    const customer = await call('GET', `/customers/${world.acmeCustomer.id}`);
    expect(customer.json<AdminCustomerResponse>().data.price_list).toEqual({
      id: gold.id,
      name: 'Gold 2026',
    });
  });

  it('refuses to delete a list in use (409), then deletes it with its entries once unused', async () => {
    const inUse = await call('DELETE', `/price-lists/${gold.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ message: en('admin.priceLists.inUse', { count: 1 }) });
    expect(await entryRows(t.db, gold.id)).toHaveLength(3);

    await assignPriceList(t.db, world.acme.id, world.acmeCustomer.id, null);
    const published = await publishedDuring(t.app, async () => {
      const deleted = await call('DELETE', `/price-lists/${gold.id}`);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
    });
    expect(published).toEqual([
      { kind: 'price-list-changed', tenantId: world.acme.id, priceListId: gold.id },
    ]);
    expect(await entryRows(t.db, gold.id)).toEqual([]);
    expect((await call('GET', `/price-lists/${gold.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/price-lists/${gold.id}`)).statusCode).toBe(404);
    expect((await auditRows(t.db, world.acme.id, 'price_list')).at(-1)).toEqual({
      action: 'price_list.delete',
      entity: 'price_list',
      entity_id: String(gold.id),
      actor_user_id: world.acmeAdmin.id,
      before: { name: 'Gold 2026', valid_from: null, valid_to: '2026-12-31', product_count: 2 },
      after: null,
    });
  });

  it("answers 404 for BOREAL's list under ACME and 403 to a buyer or BOREAL's admin, changing nothing", async () => {
    const path = `/price-lists/${borealList}`;
    expect((await call('GET', path)).statusCode).toBe(404);
    const patch = await call('PATCH', path, { name: 'Hijacked' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ message: en('admin.priceLists.notFound') });
    expect((await call('DELETE', path)).statusCode).toBe(404);

    for (const headers of [world.acmeBuyer.headers, world.borealAdmin.headers]) {
      expect((await call('GET', '/price-lists', undefined, headers)).statusCode).toBe(403);
      expect((await call('POST', '/price-lists', { name: 'X' }, headers)).statusCode).toBe(403);
      expect((await call('DELETE', path, undefined, headers)).statusCode).toBe(403);
    }
    const row = await t.db
      .selectFrom('price_lists')
      .select('name')
      .where('id', '=', borealList)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Boreal wholesale');
    expect(await auditRows(t.db, world.boreal.id)).toEqual([]);
  });

  it('answers 422, never 500, to malformed ids, queries and bodies', async () => {
    for (const path of ['/price-lists/99999999999', '/price-lists/0', '/price-lists/abc']) {
      expect((await call('GET', path)).statusCode).toBe(422);
    }
    expect((await call('GET', '/price-lists/2147483647')).statusCode).toBe(404);
    expect((await call('GET', '/price-lists?search=a%00b')).statusCode).toBe(422);
    expect((await call('GET', '/price-lists?page=-1')).statusCode).toBe(422);
    for (const body of [
      { name: 42 },
      { name: ['Gold'] },
      { name: 'x'.repeat(101) },
      { name: 'Ok', valid_from: 20260101 },
      { name: 'Ok', valid_to: '2026-13-01' },
    ]) {
      expect((await call('POST', '/price-lists', body)).statusCode).toBe(422);
    }
  });
});

import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrderResponse,
  AuditList,
  BulkCountsResponse,
  ErrorBody,
  OrdersSinceResponse,
} from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  useTestAppWithEnv,
  type AdminWorld,
} from '../../../test/helpers/admin-fixtures.ts';
import { createApiKey, type TestApiKey } from '../../../test/helpers/api-key-fixtures.ts';
import { createCategory, createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import {
  createPriceList,
  entryRows,
  publishedDuring,
} from '../../../test/helpers/price-list-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

type Method = 'GET' | 'PUT' | 'POST';

describe('the integration API with an API key', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let acmeKey: TestApiKey;
  let readOnly: TestApiKey;
  let borealKey: TestApiKey;
  let acmeOrder: number;
  let borealOrder: number;

  const insertOrder = async (tenantId: number, customerId: number, saleNo: number) =>
    (
      await t.db
        .insertInto('orders')
        .values({
          tenant_id: tenantId,
          sale_no: saleNo,
          customer_id: customerId,
          status: 'pending',
          sale_date: '2026-11-20',
          delivery_method: 'delivery',
          payment_option: 'net30',
          total: 25,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    acmeKey = await createApiKey(t.db, world.acme.id, 'Acme ERP');
    readOnly = await createApiKey(t.db, world.acme.id, 'Reporting', ['orders:read']);
    borealKey = await createApiKey(t.db, world.boreal.id, 'Boreal ERP');
    await createCategory(t.db, world.acme.id, 'Fasteners');
    await createProduct(t.db, world.acme.id, { partNumber: 'BLT-1', price: 1.25, available: 5 });
    await createProduct(t.db, world.boreal.id, { partNumber: 'TEA-1', available: 7 });
    acmeOrder = await insertOrder(world.acme.id, world.acmeCustomer.id, 1001);
    borealOrder = await insertOrder(world.boreal.id, world.borealCustomer.id, 1001);
  });

  const call = (
    method: Method,
    path: string,
    headers: Record<string, string>,
    payload?: object,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url: `/api/integration/${path}`,
      headers: { ...headers, 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
  const countsOf = (response: { json: <T>() => T }) => response.json<BulkCountsResponse>().data;
  const errorsOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().errors ?? {};
  const product = (partNumber: string, tenantId = world.acme.id) =>
    t.db
      .selectFrom('products')
      .select(['description', 'selling_price', 'available', 'active'])
      .where('tenant_id', '=', tenantId)
      .where('part_number', '=', partNumber)
      .executeTakeFirst();

  describe('who may call', () => {
    it('refuses no key, a session, a malformed or unknown key with 401', async () => {
      for (const headers of [
        {},
        world.acmeAdmin.headers,
        { authorization: 'Bearer opk_short' },
        { authorization: acmeKey.headers.authorization.slice(0, -1) + 'x' },
      ]) {
        const response = await call('GET', 'ACME/orders', headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'The API key is missing, unknown or revoked.' });
      }
    });

    it('never opens session routes with a key', async () => {
      for (const url of [
        '/api/admin/ACME/orders',
        '/api/admin/ACME/api-keys',
        '/api/orders/ACME',
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: acmeKey.headers });
        expect(response.statusCode).toBe(401);
      }
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: acmeKey.headers,
      });
      expect(logout.statusCode).toBe(401);
    });

    it("refuses ACME's key at BOREAL's code (403) and BOREAL's ids at ACME's (404)", async () => {
      const writes: [Method, string, object?][] = [
        ['GET', 'BOREAL/orders'],
        ['PUT', 'BOREAL/stock', { items: [{ part_number: 'TEA-1', available: 0 }] }],
        ['POST', `BOREAL/orders/${borealOrder}/status`, { status: 'processed' }],
      ];
      for (const [method, path, body] of writes) {
        const response = await call(method, path, acmeKey.headers, body);
        expect(response.statusCode).toBe(403);
      }
      const foreignOrder = await call(
        'POST',
        `ACME/orders/${borealOrder}/status`,
        acmeKey.headers,
        {
          status: 'processed',
        },
      );
      expect(foreignOrder.statusCode).toBe(404);
      const foreignStock = await call('PUT', 'ACME/stock', acmeKey.headers, {
        items: [{ part_number: 'TEA-1', available: 0 }],
      });
      expect(foreignStock.statusCode).toBe(422);
      expect(await product('TEA-1', world.boreal.id)).toMatchObject({ available: 7 });
      const borealStatus = await t.db
        .selectFrom('orders')
        .select('status')
        .where('tenant_id', '=', world.boreal.id)
        .where('id', '=', borealOrder)
        .executeTakeFirstOrThrow();
      expect(borealStatus.status).toBe('pending');
      // Each tenant's feed holds its own orders only.
      const feed = (
        await call('GET', 'BOREAL/orders', borealKey.headers)
      ).json<OrdersSinceResponse>();
      expect(feed.data.map((order) => order.id)).toEqual([borealOrder]);
    });

    it('refuses a key without the scope with 403 naming it, in the caller language', async () => {
      const response = await call('PUT', 'ACME/stock', readOnly.headers, {
        items: [{ part_number: 'BLT-1', available: 1 }],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'This API key does not have the catalogue:write scope.',
      });
      const es = await call(
        'POST',
        `ACME/orders/${acmeOrder}/status`,
        readOnly.headers,
        { status: 'processed' },
        'es',
      );
      expect(es.json()).toEqual({ message: 'Esta clave de API no tiene el permiso orders:write.' });
      const fr = await call('PUT', 'ACME/customers', readOnly.headers, { items: [] }, 'fr');
      expect(fr.json()).toEqual({
        message: 'Cette clé d’API n’a pas l’autorisation customers:write.',
      });
    });
  });

  describe('products and stock', () => {
    const items = [
      { part_number: 'BLT-1', selling_price: 1.3 },
      {
        part_number: 'NEW-1',
        description: 'New washer',
        selling_price: 0.2,
        uom_code: 'EA',
        categories: ['Fasteners'],
        available: 40,
      },
    ];

    it('upserts by part number, audited with the key, publishing the catalogue change', async () => {
      let response: Awaited<ReturnType<typeof call>> | undefined;
      const published = await publishedDuring(t.app, async () => {
        response = await call('PUT', 'ACME/products', acmeKey.headers, { items });
      });
      expect(response!.statusCode).toBe(200);
      expect(countsOf(response!)).toEqual({ created: 1, updated: 1, unchanged: 0 });
      expect(published).toEqual([{ kind: 'catalogue-changed', tenantId: world.acme.id }]);
      expect(await product('BLT-1')).toMatchObject({ selling_price: 1.3, available: 5 });
      expect(await product('NEW-1')).toMatchObject({ description: 'New washer', available: 40 });
      expect((await auditRows(t.db, world.acme.id, 'product')).at(-1)).toMatchObject({
        action: 'product.bulk_upsert',
        actor_user_id: null,
        after: { created: 1, updated: 1, created_part_numbers: ['NEW-1'] },
      });
      const audit = await t.app.inject({
        method: 'GET',
        url: '/api/admin/ACME/audit?entity=product',
        headers: world.acmeAdmin.headers,
      });
      expect(audit.json<AuditList>().data[0]).toMatchObject({
        actor: null,
        api_key: { id: acmeKey.id, name: 'Acme ERP' },
      });
    });

    it('is idempotent: the same request again changes nothing and adds no audit row', async () => {
      const before = (await auditRows(t.db, world.acme.id)).length;
      let response: Awaited<ReturnType<typeof call>> | undefined;
      const published = await publishedDuring(t.app, async () => {
        response = await call('PUT', 'ACME/products', acmeKey.headers, { items });
      });
      expect(countsOf(response!)).toEqual({ created: 0, updated: 0, unchanged: 2 });
      expect(published).toEqual([]);
      expect(await auditRows(t.db, world.acme.id)).toHaveLength(before);
    });

    it('refuses a request with a bad item as a whole, each problem at its path', async () => {
      const response = await call('PUT', 'ACME/products', acmeKey.headers, {
        items: [
          { part_number: 'BLT-1', selling_price: 9 },
          { part_number: 'NEW-2' },
          { part_number: 'NEW-3', description: 'X', selling_price: -1, uom_code: 'EA' },
          {
            part_number: 'NEW-4',
            description: 'Y',
            selling_price: 1,
            uom_code: 'EA',
            categories: ['Nope'],
          },
        ],
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(errorsOf(response))).toEqual(['items.2.selling_price']);
      const planned = await call('PUT', 'ACME/products', acmeKey.headers, {
        items: [
          { part_number: 'BLT-1', selling_price: 9 },
          { part_number: 'NEW-2' },
          {
            part_number: 'NEW-4',
            description: 'Y',
            selling_price: 1,
            uom_code: 'EA',
            categories: ['Nope'],
          },
        ],
      });
      expect(planned.statusCode).toBe(422);
      expect(errorsOf(planned)).toEqual({
        'items.1.description': ['Required for a new product.'],
        'items.1.selling_price': ['Required for a new product.'],
        'items.1.uom_code': ['Required for a new product.'],
        'items.2.categories': ['Unknown category: Nope.'],
      });
      expect(await product('BLT-1')).toMatchObject({ selling_price: 1.3 });
      expect(await product('NEW-4')).toBeUndefined();
    });

    it('refuses more than 1,000 items, and the same part number twice', async () => {
      const many = Array.from({ length: 1001 }, (_, i) => ({
        part_number: `P-${i}`,
        available: 1,
      }));
      const tooMany = await call('PUT', 'ACME/stock', acmeKey.headers, { items: many });
      expect(tooMany.statusCode).toBe(422);
      expect(errorsOf(tooMany).items).toEqual(['At most 1,000 items per request.']);
      const twice = await call('PUT', 'ACME/stock', acmeKey.headers, {
        items: [
          { part_number: 'BLT-1', available: 1 },
          { part_number: 'BLT-1', available: 2 },
        ],
      });
      expect(errorsOf(twice)).toEqual({
        'items.1.part_number': ['This item appears earlier in the request.'],
      });
    });

    it('sets stock by part number; an unknown part number refuses the whole request', async () => {
      const unknown = await call('PUT', 'ACME/stock', acmeKey.headers, {
        items: [
          { part_number: 'BLT-1', available: 99 },
          { part_number: 'NOPE', available: 1 },
        ],
      });
      expect(unknown.statusCode).toBe(422);
      expect(errorsOf(unknown)).toEqual({
        'items.1.part_number': ['No product has this part number.'],
      });
      expect(await product('BLT-1')).toMatchObject({ available: 5 });
      const response = await call('PUT', 'ACME/stock', acmeKey.headers, {
        items: [
          { part_number: 'BLT-1', available: 99 },
          { part_number: 'NEW-1', available: 40 },
        ],
      });
      expect(countsOf(response)).toEqual({ created: 0, updated: 1, unchanged: 1 });
      expect(await product('BLT-1')).toMatchObject({ available: 99 });
    });
  });

  describe('prices', () => {
    it("upserts a price list's tiers with the prices:write scope, audited with the key", async () => {
      const list = await createPriceList(t.db, world.acme.id, 'ERP');
      const borealList = await createPriceList(t.db, world.boreal.id, 'Boreal');
      const body = {
        entries: [{ part_number: 'BLT-1', uom_code: 'EA', min_qty: 10, unit_price: 1.1 }],
      };
      const first = await call(
        'POST',
        `ACME/price-lists/${list}/entries/bulk`,
        acmeKey.headers,
        body,
      );
      expect(first.statusCode).toBe(200);
      expect(first.json<BulkCountsResponse>().data).toEqual({
        created: 1,
        updated: 0,
        unchanged: 0,
      });
      const again = await call(
        'POST',
        `ACME/price-lists/${list}/entries/bulk`,
        acmeKey.headers,
        body,
      );
      expect(again.json<BulkCountsResponse>().data).toEqual({
        created: 0,
        updated: 0,
        unchanged: 1,
      });
      expect(await entryRows(t.db, list)).toHaveLength(1);
      expect((await auditRows(t.db, world.acme.id, 'price_list')).at(-1)).toMatchObject({
        action: 'price_list.bulk',
        actor_user_id: null,
      });
      const foreign = await call(
        'POST',
        `ACME/price-lists/${borealList}/entries/bulk`,
        acmeKey.headers,
        body,
      );
      expect(foreign.statusCode).toBe(404);
      const noScope = await call(
        'POST',
        `ACME/price-lists/${list}/entries/bulk`,
        readOnly.headers,
        body,
      );
      expect(noScope.statusCode).toBe(403);
    });
  });

  describe('units', () => {
    const unitsOf = async (partNumber: string) =>
      t.db
        .selectFrom('product_uoms as pu')
        .innerJoin('uoms as u', (join) =>
          join.onRef('u.tenant_id', '=', 'pu.tenant_id').onRef('u.id', '=', 'pu.uom_id'),
        )
        .innerJoin('products as p', (join) =>
          join.onRef('p.tenant_id', '=', 'pu.tenant_id').onRef('p.id', '=', 'pu.product_id'),
        )
        .select([
          'u.code',
          'pu.cf',
          'pu.active',
          sql<boolean>`p.default_puom_id = pu.id`.as('is_default'),
        ])
        .where('pu.tenant_id', '=', world.acme.id)
        .where('p.part_number', '=', partNumber)
        .orderBy('u.code')
        .execute();
    const body = {
      items: [
        {
          part_number: 'BLT-1',
          units: [
            { uom_code: 'ea', cf: 1, is_default: false },
            { uom_code: 'BX', cf: 50, is_default: true },
          ],
        },
      ],
    };

    it("sets a product's units by part number, creating a new unit of measure", async () => {
      const response = await call('PUT', 'ACME/units', acmeKey.headers, body);
      expect(response.statusCode).toBe(200);
      expect(countsOf(response)).toEqual({ created: 0, updated: 1, unchanged: 0 });
      expect(await unitsOf('BLT-1')).toEqual([
        { code: 'BX', cf: 50, active: true, is_default: true },
        { code: 'EA', cf: 1, active: true, is_default: false },
      ]);
      expect((await auditRows(t.db, world.acme.id, 'product')).at(-1)).toMatchObject({
        action: 'product.units',
        actor_user_id: null,
      });
    });

    it('is idempotent, and retires a unit left out', async () => {
      const before = (await auditRows(t.db, world.acme.id)).length;
      const again = await call('PUT', 'ACME/units', acmeKey.headers, body);
      expect(countsOf(again)).toEqual({ created: 0, updated: 0, unchanged: 1 });
      expect(await auditRows(t.db, world.acme.id)).toHaveLength(before);
      const fewer = await call('PUT', 'ACME/units', acmeKey.headers, {
        items: [{ part_number: 'BLT-1', units: [{ uom_code: 'BX', cf: 50, is_default: true }] }],
      });
      expect(countsOf(fewer)).toEqual({ created: 0, updated: 1, unchanged: 0 });
      expect((await unitsOf('BLT-1')).map((unit) => [unit.code, unit.active])).toEqual([
        ['BX', true],
        ['EA', false],
      ]);
    });

    it('refuses two defaults, an unknown part number or a bad factor, writing nothing', async () => {
      const response = await call('PUT', 'ACME/units', acmeKey.headers, {
        items: [
          {
            part_number: 'BLT-1',
            units: [
              { uom_code: 'EA', cf: 1, is_default: true },
              { uom_code: 'BX', cf: 50, is_default: true },
            ],
          },
          { part_number: 'NEW-1', units: [{ uom_code: 'EA', cf: 0, is_default: true }] },
        ],
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(errorsOf(response)).sort()).toEqual([
        'items.0.units',
        'items.1.units.0.cf',
      ]);
      const unknown = await call('PUT', 'ACME/units', acmeKey.headers, {
        items: [
          { part_number: 'NEW-1', units: [{ uom_code: 'EA', cf: 1, is_default: true }] },
          { part_number: 'TEA-1', units: [{ uom_code: 'EA', cf: 1, is_default: true }] },
        ],
      });
      expect(errorsOf(unknown)).toEqual({
        'items.1.part_number': ['No product has this part number.'],
      });
      expect((await unitsOf('BLT-1')).map((unit) => [unit.code, unit.active])).toEqual([
        ['BX', true],
        ['EA', false],
      ]);
    });
  });

  describe('customers', () => {
    const alpha = {
      code: 'CUST-A',
      name: 'Alpha Hardware Ltd',
      shipping_addresses: [{ address: '9 Quay Street', city: 'Leeds', postal_code: 'LS1 1AA' }],
    };
    const harbour = {
      code: 'C-900',
      name: 'Harbour Tools',
      email: 'Orders@Harbour.test',
      shipping_addresses: [{ address: '1 Pier Road', city: 'Hull' }],
    };

    it('creates and updates customers by code with their shipping addresses', async () => {
      const response = await call('PUT', 'ACME/customers', acmeKey.headers, {
        items: [alpha, harbour],
      });
      expect(response.statusCode).toBe(200);
      expect(countsOf(response)).toEqual({ created: 1, updated: 1, unchanged: 0 });
      const created = await t.db
        .selectFrom('customers')
        .select(['id', 'name', 'email'])
        .where('tenant_id', '=', world.acme.id)
        .where('code', '=', 'C-900')
        .executeTakeFirstOrThrow();
      expect(created).toMatchObject({ name: 'Harbour Tools', email: 'orders@harbour.test' });
      const addresses = await t.db
        .selectFrom('addresses')
        .select(['type', 'address', 'city'])
        .where('tenant_id', '=', world.acme.id)
        .where('customer_id', '=', created.id)
        .execute();
      expect(addresses).toEqual([{ type: 'S', address: '1 Pier Road', city: 'Hull' }]);
      const actions = (await auditRows(t.db, world.acme.id))
        .filter((row) => ['customer', 'address'].includes(row.entity))
        .map((row) => row.action);
      expect(actions).toEqual([
        'customer.update',
        'address.create',
        'customer.create',
        'address.create',
      ]);
    });

    it('is idempotent', async () => {
      const before = (await auditRows(t.db, world.acme.id)).length;
      const response = await call('PUT', 'ACME/customers', acmeKey.headers, {
        items: [alpha, harbour],
      });
      expect(countsOf(response)).toEqual({ created: 0, updated: 0, unchanged: 2 });
      expect(await auditRows(t.db, world.acme.id)).toHaveLength(before);
    });

    it('refuses bad items as a whole, never touching BOREAL', async () => {
      const response = await call('PUT', 'ACME/customers', acmeKey.headers, {
        items: [
          { code: 'CUST-Z', name: 'Zeta?' },
          { code: 'C-901', name: '', email: 'nope' },
        ],
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(errorsOf(response)).sort()).toEqual(['items.1.email', 'items.1.name']);
      const zeta = await t.db
        .selectFrom('customers')
        .select('name')
        .where('tenant_id', '=', world.boreal.id)
        .where('code', '=', 'CUST-Z')
        .executeTakeFirstOrThrow();
      expect(zeta.name).toBe('Zeta Foods');
    });
  });

  describe('orders', () => {
    it('moves an order along the console transitions, audited with the key', async () => {
      const response = await call('POST', `ACME/orders/${acmeOrder}/status`, acmeKey.headers, {
        status: 'processed',
        comment: 'Shipped by the ERP',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<AdminOrderResponse>().data).toMatchObject({
        status: 'processed',
        next_statuses: [],
      });
      expect((await auditRows(t.db, world.acme.id, 'order')).at(-1)).toMatchObject({
        action: 'order.status',
        actor_user_id: null,
      });
      const back = await call('POST', `ACME/orders/${acmeOrder}/status`, acmeKey.headers, {
        status: 'pending',
      });
      expect(back.statusCode).toBe(422);
    });

    it('reads orders changed since a cursor, page by page', async () => {
      const second = await insertOrder(world.acme.id, world.acmeCustomer.id, 1002);
      const third = await insertOrder(world.acme.id, world.acmeCustomer.id, 1003);
      const page1 = (
        await call('GET', 'ACME/orders?limit=2', readOnly.headers)
      ).json<OrdersSinceResponse>();
      expect(page1.data.map((o) => o.id)).toEqual([acmeOrder, second]);
      expect(page1.has_more).toBe(true);
      expect(page1.data[0]).toMatchObject({
        sale_no: 1001,
        status: 'processed',
        customer: { code: 'CUST-A' },
      });
      const page2 = (
        await call('GET', `ACME/orders?since=${page1.next_cursor}&limit=2`, readOnly.headers)
      ).json<OrdersSinceResponse>();
      expect(page2.data.map((o) => o.id)).toEqual([third]);
      expect(page2.has_more).toBe(false);
      const empty = (
        await call('GET', `ACME/orders?since=${page2.next_cursor}`, readOnly.headers)
      ).json<OrdersSinceResponse>();
      expect(empty).toEqual({ data: [], next_cursor: page2.next_cursor, has_more: false });
      // A status change brings the order again, after the cursor.
      await call('POST', `ACME/orders/${second}/status`, acmeKey.headers, { status: 'canceled' });
      const moved = (
        await call('GET', `ACME/orders?since=${page2.next_cursor}`, readOnly.headers)
      ).json<OrdersSinceResponse>();
      expect(moved.data.map((o) => [o.id, o.status])).toEqual([[second, 'canceled']]);
    });

    it('refuses a bad cursor or limit with 422', async () => {
      for (const query of ['since=abc', 'since=-1', 'since=99999999999', 'limit=0', 'limit=501']) {
        const response = await call('GET', `ACME/orders?${query}`, readOnly.headers);
        expect(response.statusCode).toBe(422);
      }
    });
  });
});

describe('the rate of an API key', () => {
  const t = useTestAppWithEnv(() => ({ API_KEY_REQUESTS_PER_MINUTE: 3 }));

  it('answers 429 with Retry-After past its limit, per key', async () => {
    const world = await createAdminWorld(t.db);
    const busy = await createApiKey(t.db, world.acme.id, 'Busy');
    const other = await createApiKey(t.db, world.acme.id, 'Other');
    const read = (key: TestApiKey) =>
      t.app.inject({ method: 'GET', url: '/api/integration/ACME/orders', headers: key.headers });
    for (let i = 0; i < 3; i++) expect((await read(busy)).statusCode).toBe(200);
    const limited = await read(busy);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read(other)).statusCode).toBe(200);
  });
});

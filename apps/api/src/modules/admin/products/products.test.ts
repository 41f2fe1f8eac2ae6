import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductList, AdminProductResponse } from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import {
  createCategory,
  createProduct,
  createUom,
} from '../../../../test/helpers/catalogue-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

describe('admin products', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let ea: number;
  let bx: number;
  let fasteners: number;
  let bolts: number;
  let nut: { id: number };
  let washer: { id: number };
  let borealProduct: { id: number };

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    ea = await createUom(t.db, world.acme.id, 'EA');
    bx = await createUom(t.db, world.acme.id, 'BX');
    fasteners = await createCategory(t.db, world.acme.id, 'Fasteners');
    bolts = await createCategory(t.db, world.acme.id, 'Bolts', fasteners);
    nut = await createProduct(t.db, world.acme.id, { partNumber: 'NUT-1', description: 'Hex nut' });
    washer = await createProduct(t.db, world.acme.id, {
      partNumber: 'WSH-1',
      description: 'Flat washer',
      active: false,
      categoryIds: [bolts],
    });
    borealProduct = await createProduct(t.db, world.boreal.id, { partNumber: 'TEA-1' });
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
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

  const newBolt = () => ({
    part_number: 'BLT-10',
    description: 'Carriage bolt M10',
    additional_info: 'Zinc plated',
    selling_price: 1.25,
    available: 500,
    min_order_qty: 10,
    max_order_qty: 1000,
    units: [
      { uom_id: ea, cf: 1, is_default: true },
      { uom_id: bx, cf: 50, is_default: false },
    ],
    category_ids: [bolts],
    related_ids: [nut.id],
    complementary_ids: [washer.id],
  });

  let bolt: AdminProduct;

  it('creates a product (201) with its units, categories, links and search text', async () => {
    const response = await call('POST', '/products', newBolt());
    expect(response.statusCode).toBe(201);
    bolt = response.json<AdminProductResponse>().data;
    expect(bolt).toMatchObject({
      part_number: 'BLT-10',
      description: 'Carriage bolt M10',
      additional_info: 'Zinc plated',
      selling_price: 1.25,
      available: 500,
      min_order_qty: 10,
      max_order_qty: 1000,
      active: true,
      uom_code: 'EA',
      cf: 1,
      image_id: null,
      image_url: null,
      category_ids: [bolts],
      related_ids: [nut.id],
      complementary_ids: [washer.id],
    });
    expect(bolt.units.map((u) => [u.uom_code, u.cf, u.is_default])).toEqual([
      ['EA', 1, true],
      ['BX', 50, false],
    ]);
    expect(bolt.default_puom_id).toBe(bolt.units[0]!.id);
    const row = await t.db
      .selectFrom('products')
      .select('search_text')
      .where('id', '=', bolt.id)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe('blt-10 carriage bolt m10');
    const [audit] = await auditRows(t.db, world.acme.id, 'product');
    expect(audit).toMatchObject({
      action: 'product.create',
      entity_id: String(bolt.id),
      actor_user_id: world.acmeAdmin.id,
      before: null,
      after: { part_number: 'BLT-10', selling_price: 1.25, related_ids: [nut.id] },
    });
  });

  it('shows the new product to buyers through the catalogue', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/ACME?search=carriage',
      headers: world.acmeBuyer.headers,
    });
    expect(response.json<{ data: { part_number: string; uom_code: string }[] }>().data).toEqual([
      expect.objectContaining({ part_number: 'BLT-10', uom_code: 'EA' }),
    ]);
  });

  it('lists active and inactive products, with search, category (and below) and active filters', async () => {
    const all = (await call('GET', '/products')).json<AdminProductList>();
    expect(all.data.map((p) => p.part_number)).toEqual(['BLT-10', 'NUT-1', 'WSH-1']);
    expect(all.meta).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    const search = (await call('GET', '/products?search=WASHER')).json<AdminProductList>();
    expect(search.data.map((p) => [p.part_number, p.active])).toEqual([['WSH-1', false]]);
    const tree = (await call('GET', `/products?categoryId=${fasteners}`)).json<AdminProductList>();
    expect(tree.data.map((p) => p.part_number)).toEqual(['BLT-10', 'WSH-1']);
    const inactive = (await call('GET', '/products?active=0')).json<AdminProductList>();
    expect(inactive.data.map((p) => p.part_number)).toEqual(['WSH-1']);
    expect((await call('GET', '/products?active=maybe')).statusCode).toBe(422);
  });

  it('shows one product with everything the form edits', async () => {
    const response = await call('GET', `/products/${bolt.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminProductResponse>().data).toEqual(bolt);
  });

  it('refuses invalid products field by field (422)', async () => {
    const response = await call('POST', '/products', {
      ...newBolt(),
      part_number: ' ',
      selling_price: 1.234,
      min_order_qty: 0,
      units: [
        { uom_id: ea, cf: 0, is_default: false },
        { uom_id: bx, cf: 2, is_default: false },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'min_order_qty',
      'part_number',
      'selling_price',
      'units',
      'units.0.cf',
    ]);
    const belowMin = await call('POST', '/products', {
      ...newBolt(),
      part_number: 'X',
      max_order_qty: 5,
    });
    expect(belowMin.json()).toMatchObject({
      errors: {
        max_order_qty: [
          'The maximum order quantity cannot be below the minimum (use 0 for no limit).',
        ],
      },
    });
  });

  it('refuses a part number the tenant already has (422), but not one of another tenant', async () => {
    const taken = await call('POST', '/products', newBolt());
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: 'A product with this part number already exists.',
      errors: { part_number: ['A product with this part number already exists.'] },
    });
    const renamed = await call('PATCH', `/products/${nut.id}`, { part_number: 'BLT-10' });
    expect(renamed.statusCode).toBe(422);
    const sameAsBoreal = await call('POST', '/products', { ...newBolt(), part_number: 'TEA-1' });
    expect(sameAsBoreal.statusCode).toBe(201);
  });

  it('edits fields, keeps search text in step and checks max against the stored min', async () => {
    const response = await call('PATCH', `/products/${bolt.id}`, {
      description: 'Carriage bolt M12',
      additional_info: '',
      selling_price: 2,
      available: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminProductResponse>().data).toMatchObject({
      description: 'Carriage bolt M12',
      additional_info: null,
      selling_price: 2,
      available: 0,
      min_order_qty: 10,
    });
    const row = await t.db
      .selectFrom('products')
      .select('search_text')
      .where('id', '=', bolt.id)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe('blt-10 carriage bolt m12');
    const tooLow = await call('PATCH', `/products/${bolt.id}`, { max_order_qty: 5 });
    expect(tooLow.statusCode).toBe(422);
    expect((await call('PATCH', `/products/${bolt.id}`, { max_order_qty: 0 })).statusCode).toBe(
      200,
    );
  });

  it('replaces units keeping the ids of kept units and deactivating removed ones', async () => {
    const [eaUnit, bxUnit] = bolt.units;
    const pk = await createUom(t.db, world.acme.id, 'PK');
    const response = await call('PATCH', `/products/${bolt.id}`, {
      units: [
        { uom_id: bx, cf: 25, is_default: true },
        { uom_id: pk, cf: 10, is_default: false },
      ],
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<AdminProductResponse>().data;
    expect(data.units.map((u) => [u.id === bxUnit!.id, u.uom_code, u.cf, u.is_default])).toEqual([
      [true, 'BX', 25, true],
      [false, 'PK', 10, false],
    ]);
    expect(data.default_puom_id).toBe(bxUnit!.id);
    expect(data.uom_code).toBe('BX');
    const removed = await t.db
      .selectFrom('product_uoms')
      .select('active')
      .where('id', '=', eaUnit!.id)
      .executeTakeFirstOrThrow();
    expect(removed.active).toBe(false);
    const back = await call('PATCH', `/products/${bolt.id}`, {
      units: [{ uom_id: ea, cf: 1, is_default: true }],
    });
    expect(back.json<AdminProductResponse>().data.units).toEqual([
      { id: eaUnit!.id, uom_id: ea, uom_code: 'EA', cf: 1, is_default: true },
    ]);
  });

  it('replaces categories and links; refuses unknown ones, itself and other tenants products', async () => {
    const ok = await call('PATCH', `/products/${bolt.id}`, {
      category_ids: [fasteners],
      related_ids: [washer.id, nut.id],
      complementary_ids: [],
    });
    expect(ok.json<AdminProductResponse>().data).toMatchObject({
      category_ids: [fasteners],
      related_ids: [washer.id, nut.id],
      complementary_ids: [],
    });
    const cases: [object, string, string][] = [
      [{ related_ids: [borealProduct.id] }, 'related_ids', 'Related and complementary products'],
      [{ complementary_ids: [bolt.id] }, 'complementary_ids', 'cannot be linked to itself'],
      [{ related_ids: [nut.id, nut.id] }, 'related_ids', 'only once'],
      [{ category_ids: [999_999] }, 'category_ids', 'Unknown category'],
      [{ units: [{ uom_id: 999_999, cf: 1, is_default: true }] }, 'units', 'Unknown unit'],
    ];
    for (const [payload, field, text] of cases) {
      const response = await call('PATCH', `/products/${bolt.id}`, payload);
      expect(response.statusCode).toBe(422);
      const errors = response.json<{ errors: Record<string, string[]> }>().errors;
      expect(errors[field]?.[0]).toContain(text);
    }
    const stored = await call('GET', `/products/${bolt.id}`);
    expect(stored.json<AdminProductResponse>().data.related_ids).toEqual([washer.id, nut.id]);
  });

  it('deactivates a product: hidden from buyers, kept for the administrator', async () => {
    const response = await call('PATCH', `/products/${nut.id}`, { active: false });
    expect(response.json<AdminProductResponse>().data.active).toBe(false);
    const buyer = await t.app.inject({
      method: 'GET',
      url: `/api/products/ACME/details/${nut.id}`,
      headers: world.acmeBuyer.headers,
    });
    expect(buyer.statusCode).toBe(404);
    expect((await call('GET', `/products/${nut.id}`)).statusCode).toBe(200);
  });

  it('audits each edit with before and after', async () => {
    const rows = await auditRows(t.db, world.acme.id, 'product');
    const deactivation = rows.at(-1)!;
    expect(deactivation).toMatchObject({
      action: 'product.update',
      entity_id: String(nut.id),
      before: { active: true, part_number: 'NUT-1' },
      after: { active: false, part_number: 'NUT-1' },
    });
    // Refused edits left no row: every update row holds a change.
    expect(rows.filter((r) => r.action === 'product.update')).toHaveLength(6);
  });

  it('answers 404 for another tenant product id and 403 to buyers and other admins', async () => {
    expect((await call('GET', `/products/${borealProduct.id}`)).statusCode).toBe(404);
    const patch = await call('PATCH', `/products/${borealProduct.id}`, { description: 'x' });
    expect(patch.statusCode).toBe(404);
    const buyer = await call('GET', '/products', undefined, world.acmeBuyer.headers);
    expect(buyer.statusCode).toBe(403);
    const otherAdmin = await call(
      'GET',
      `/products/${bolt.id}`,
      undefined,
      world.borealAdmin.headers,
    );
    expect(otherAdmin.statusCode).toBe(403);
    const boreal = await t.db
      .selectFrom('products')
      .select('description')
      .where('id', '=', borealProduct.id)
      .executeTakeFirstOrThrow();
    expect(boreal.description).toBe('Product TEA-1');
  });
});

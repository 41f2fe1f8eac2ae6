import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowseProductList } from '@portal/contract';
import { createCategory, createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { createTenant } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

const FORBIDDEN_KEYS = [
  'selling_price',
  'available',
  'min_order_qty',
  'max_order_qty',
  'cf',
  'uom_code',
  'default_puom_id',
];

describe('GET /api/browse/:code/products (public)', () => {
  const t = useTestApp();
  let category = 0;

  beforeAll(async () => {
    const acme = await createTenant(t.db, 'ACME', 'Acme Industrial');
    const boreal = await createTenant(t.db, 'BOREAL', 'Boreal Foods');
    await t.db
      .insertInto('tenant_settings')
      .values({ tenant_id: acme.id, key: 'logo_url', value: '/api/media/ACME/7' })
      .execute();
    category = await createCategory(t.db, acme.id, 'Bolts');
    await createProduct(t.db, acme.id, {
      partNumber: 'AC-0001',
      description: 'Hex bolt',
      price: 99.99,
      available: 5,
      minOrderQty: 3,
      maxOrderQty: 9,
      categoryIds: [category],
    });
    await createProduct(t.db, acme.id, {
      partNumber: 'AC-0000',
      description: 'Hidden',
      active: false,
    });
    for (let i = 2; i <= 14; i++) {
      await createProduct(t.db, acme.id, {
        partNumber: `AC-${String(i).padStart(4, '0')}`,
        description: `Crème brûlée tool ${i}`,
      });
    }
    await createProduct(t.db, boreal.id, { partNumber: 'BO-1', description: 'Maple syrup' });
  });

  const browse = (query = '', code = 'acme') =>
    t.app.inject({ method: 'GET', url: `/api/browse/${code}/products${query}` });

  it('answers the manufacturer and guest products in pages of 12, without a session', async () => {
    const response = await browse();
    expect(response.statusCode).toBe(200);
    const body = response.json<BrowseProductList>();
    expect(body.manufacturer_name).toBe('Acme Industrial');
    expect(body.manufacturer_code).toBe('ACME');
    expect(body.manufacturer_logo_url).toBe('/api/media/ACME/7');
    expect(body.meta).toEqual({
      current_page: 1,
      per_page: 12,
      from: 1,
      to: 12,
      total: 14,
      last_page: 2,
    });
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual([
      'description',
      'id',
      'part_number',
      'primary_image',
    ]);
    expect(body.data[0]).toMatchObject({
      part_number: 'AC-0001',
      description: 'Hex bolt',
      primary_image: '/api/public/placeholder.svg',
    });
    const second = (await browse('?page=2')).json<BrowseProductList>();
    expect(second.data.map((p) => p.part_number)).toEqual(['AC-0013', 'AC-0014']);
    expect(second.meta).toMatchObject({ from: 13, to: 14 });
    const beyond = (await browse('?page=3')).json<BrowseProductList>();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ from: null, to: null, total: 14 });
  });

  it('has no price, stock or quantity key anywhere in the JSON text', async () => {
    for (const query of ['', '?search=hex', `?categoryId=${category}`, '?per_page=100']) {
      const response = await browse(query);
      expect(response.statusCode).toBe(200);
      for (const key of FORBIDDEN_KEYS) expect(response.body, key).not.toContain(`"${key}"`);
      expect(response.body).not.toContain('99.99');
    }
  });

  it('ignores a page size: guests always get the server default', async () => {
    const body = (await browse('?per_page=100')).json<BrowseProductList>();
    expect(body.meta.per_page).toBe(12);
    expect(body.data).toHaveLength(12);
  });

  it('searches and filters by category like the signed-in list', async () => {
    const search = (await browse('?search=CREME%20brulee%2014')).json<BrowseProductList>();
    expect(search.data.map((p) => p.part_number)).toEqual(['AC-0014']);
    const filtered = (await browse(`?categoryId=${category}`)).json<BrowseProductList>();
    expect(filtered.data.map((p) => p.part_number)).toEqual(['AC-0001']);
    expect((await browse(`?search=${'x'.repeat(201)}`)).statusCode).toBe(422);
  });

  it('answers a null logo when the tenant has none, and never mixes tenants', async () => {
    const body = (await browse('', 'BOREAL')).json<BrowseProductList>();
    expect(body.manufacturer_logo_url).toBeNull();
    expect(body.data.map((p) => p.part_number)).toEqual(['BO-1']);
  });

  it('answers 404 for an unknown or inactive company code, 422 for a malformed one', async () => {
    const unknown = await browse('', 'NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Unknown company code.' });
    await createTenant(t.db, 'GONE');
    await t.db.updateTable('tenants').set({ active: false }).where('code', '=', 'GONE').execute();
    expect((await browse('', 'GONE')).statusCode).toBe(404);
    expect((await browse('', 'bad%20code')).statusCode).toBe(422);
  });

  it.each(['?page=-1', '?page=abc', '?categoryId=0', '?categoryId=x'])(
    'answers 422, never 500, for %s',
    async (query) => {
      expect((await browse(query)).statusCode).toBe(422);
    },
  );
});

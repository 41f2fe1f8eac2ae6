import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld, type AdminWorld } from '../../../../test/helpers/admin-fixtures.ts';
import {
  createCategory,
  createProduct,
  createUom,
} from '../../../../test/helpers/catalogue-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

/** Every catalogue and branding route of the console; ids are BOREAL's, filled in below. */
const ROUTES = [
  ['GET', '/products'],
  ['POST', '/products'],
  ['GET', '/products/:product'],
  ['PATCH', '/products/:product'],
  ['POST', '/products/:product/image'],
  ['DELETE', '/products/:product/image'],
  ['GET', '/products/export.csv'],
  ['POST', '/products/import?dry_run=0'],
  ['GET', '/products/import/1'],
  ['GET', '/uoms'],
  ['POST', '/uoms'],
  ['PATCH', '/uoms/:uom'],
  ['GET', '/categories'],
  ['POST', '/categories'],
  ['PATCH', '/categories/:category'],
  ['DELETE', '/categories/:category'],
  ['GET', '/branding'],
  ['PATCH', '/branding'],
  ['POST', '/branding/logo'],
  ['DELETE', '/branding/banner'],
  ['GET', '/pages/about-us/en'],
  ['PUT', '/pages/about-us/en'],
] as const;

type Method = (typeof ROUTES)[number][0];

describe('admin catalogue and branding access', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let ids: Record<string, number>;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    const product = await createProduct(t.db, world.boreal.id, { partNumber: 'B-1' });
    ids = {
      product: product.id,
      uom: await createUom(t.db, world.boreal.id, 'KG'),
      category: await createCategory(t.db, world.boreal.id, 'Teas'),
    };
  });

  const url = (code: string, path: string) =>
    `/api/admin/${code}${path.replace(/:(product|uom|category)/, (_, name: string) => String(ids[name]))}`;

  const call = (method: Method, target: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: target,
      headers,
      ...(method === 'GET' || method === 'DELETE'
        ? {}
        : { payload: { name: 'Hijacked', code: 'X', description: 'x', html: '<p>x</p>' } }),
    });

  it.each(ROUTES)('%s %s: no token is 401', async (method, path) => {
    expect((await call(method, url('BOREAL', path))).statusCode).toBe(401);
  });

  it.each(ROUTES)("%s %s: a buyer's token is 403", async (method, path) => {
    const response = await call(method, url('ACME', path), world.acmeBuyer.headers);
    expect(response.statusCode).toBe(403);
  });

  it.each(ROUTES)('%s %s: the ACME administrator is 403 at BOREAL', async (method, path) => {
    const response = await call(method, url('BOREAL', path), world.acmeAdmin.headers);
    expect(response.statusCode).toBe(403);
  });

  it('changed nothing at BOREAL while refusing', async () => {
    const product = await t.db
      .selectFrom('products')
      .select(['description', 'image_id'])
      .where('id', '=', ids.product!)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ description: 'Product B-1', image_id: null });
    const category = await t.db
      .selectFrom('categories')
      .select('name')
      .where('id', '=', ids.category!)
      .executeTakeFirst();
    expect(category?.name).toBe('Teas');
    const tenant = await t.db
      .selectFrom('tenants')
      .select('name')
      .where('id', '=', world.boreal.id)
      .executeTakeFirstOrThrow();
    expect(tenant.name).toBe('Boreal Foods');
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('import_jobs').select('id').execute()).toEqual([]);
  });
});

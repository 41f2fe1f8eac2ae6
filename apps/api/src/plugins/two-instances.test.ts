import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import {
  createAdminWorld,
  useTestAppWithEnv,
  type AdminWorld,
} from '../../test/helpers/admin-fixtures.ts';
import { createProduct } from '../../test/helpers/catalogue-fixtures.ts';
import { testEnv } from '../../test/helpers/test-app.ts';
import { buildSeparateInstance } from '../../test/helpers/separate-instance.ts';

/**
 * Two instances on one database with the read caches on (decision 008): a session signed out on
 * one may still read the catalogue on the other for READ_CACHE_SECONDS, but never writes there,
 * reads anything else, or reaches the console.
 */
describe('a session signed out on another instance', () => {
  const env = { ...testEnv, READ_CACHE_SECONDS: 60 };
  const a = useTestAppWithEnv(() => env);
  let b: App;
  let world: AdminWorld;
  let puomId: number;
  beforeAll(async () => {
    b = await buildSeparateInstance(env, a.database);
    world = await createAdminWorld(a.db);
    puomId = (await createProduct(a.db, world.acme.id, { partNumber: 'TWO-1' })).puomId;
  });
  afterAll(async () => {
    await b?.close();
  });

  const order = () => ({
    header: {
      customer_id: world.acmeCustomer.id,
      sale_date: '2026-11-21',
      shipping_address_id: world.acmeAddress.id,
    },
    items: [{ puom_id: puomId, sale_qty: 1 }],
  });
  const buyer = () => world.acmeBuyer.headers;
  const admin = () => world.acmeAdmin.headers;

  it('is refused at once for writes, other reads and the console; a catalogue read may wait', async () => {
    // B has checked both sessions and kept what it may.
    expect((await b.inject({ url: '/api/products/ACME', headers: buyer() })).statusCode).toBe(200);
    expect((await b.inject({ url: '/api/orders/ACME', headers: buyer() })).statusCode).toBe(200);
    expect((await b.inject({ url: '/api/products/ACME', headers: admin() })).statusCode).toBe(200);
    expect((await b.inject({ url: '/api/admin/ACME/members', headers: admin() })).statusCode).toBe(
      200,
    );

    for (const headers of [buyer(), admin()]) {
      const logout = await a.app.inject({ method: 'POST', url: '/api/logout', headers });
      expect(logout.statusCode).toBe(204);
    }

    // What decision 008 allows: B had checked the buyer's session for the catalogue a moment ago.
    expect((await b.inject({ url: '/api/products/ACME', headers: buyer() })).statusCode).toBe(200);

    const placed = await b.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: buyer(),
      payload: order(),
    });
    expect(placed.statusCode).toBe(401);
    expect(await a.db.selectFrom('orders').select('id').execute()).toEqual([]);
    expect((await b.inject({ url: '/api/orders/ACME', headers: buyer() })).statusCode).toBe(401);
    expect((await b.inject({ url: '/api/customers/ACME', headers: buyer() })).statusCode).toBe(401);

    expect((await b.inject({ url: '/api/admin/ACME/members', headers: admin() })).statusCode).toBe(
      401,
    );
    expect((await b.inject({ url: '/api/products/ACME', headers: admin() })).statusCode).toBe(401);
    const edit = await b.inject({
      method: 'PATCH',
      url: `/api/admin/ACME/customers/${world.acmeCustomer.id}`,
      headers: admin(),
      payload: { name: 'Renamed by a revoked session' },
    });
    expect(edit.statusCode).toBe(401);

    // Once B has found the session ended, its catalogue stops serving it too.
    expect((await b.inject({ url: '/api/products/ACME', headers: buyer() })).statusCode).toBe(401);
  });
});

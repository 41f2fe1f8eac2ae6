import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  useTestAppWithEnv,
  createAdminWorld,
  signedIn,
  type AdminWorld,
} from '../../test/helpers/admin-fixtures.ts';
import { createProduct } from '../../test/helpers/catalogue-fixtures.ts';
import { bearer, sessionFor, TEST_PASSWORD } from '../../test/helpers/fixtures.ts';
import { hashToken } from '../modules/auth/session-tokens.ts';

/**
 * The session-check and catalogue caches on (SESSION_CACHE and READ_CACHE_SECONDS=5): they answer from memory, and
 * whatever changes through this instance shows at once.
 */
describe('read caches', () => {
  const t = useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 5, SESSION_CACHE: true }));
  let world: AdminWorld;
  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });

  const patchMember = (userId: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/ACME/members/${userId}`,
      headers: world.acmeAdmin.headers,
      payload,
    });
  const priceOf = async (token: string, partNumber: string) => {
    const response = await t.app.inject({
      url: `/api/products/ACME?search=${partNumber}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { selling_price: number }[] }>().data[0]?.selling_price;
  };

  it('serves a catalogue page from memory until an administrator changes the catalogue', async () => {
    const product = await createProduct(t.db, world.acme.id, { partNumber: 'CACHE-1', price: 10 });
    expect(await priceOf(world.acmeBuyer.token, 'CACHE-1')).toBe(10);

    // A write behind the app's back (a script that publishes nothing) shows only after the cache
    // time.
    await t.db
      .updateTable('products')
      .set({ selling_price: 11 })
      .where('id', '=', product.id)
      .execute();
    expect(await priceOf(world.acmeBuyer.token, 'CACHE-1')).toBe(10);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/ACME/products/${product.id}`,
      headers: world.acmeAdmin.headers,
      payload: { selling_price: 12.5 },
    });
    expect(edit.statusCode).toBe(200);
    expect(await priceOf(world.acmeBuyer.token, 'CACHE-1')).toBe(12.5);
  });

  it('reads the selling settings of an order from memory, anew after an administrator saves them', async () => {
    const bolt = await createProduct(t.db, world.acme.id, {
      partNumber: 'CACHE-MIN',
      minOrderQty: 5,
    });
    const order = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/ACME',
        headers: world.acmeBuyer.headers,
        payload: {
          header: {
            customer_id: world.acmeCustomer.id,
            sale_date: '2026-11-21',
            shipping_address_id: world.acmeAddress.id,
          },
          items: [{ puom_id: bolt.puomId, sale_qty: 7 }],
        },
      });
    expect((await order()).statusCode).toBe(201);
    // Written behind the app's back: this instance goes on with what it read.
    await t.db
      .insertInto('tenant_settings')
      .values({ tenant_id: world.acme.id, key: 'b2b_sell_minimum', value: '1' })
      .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet({ value: '1' }))
      .execute();
    expect((await order()).statusCode).toBe(201);
    const save = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/ACME/branding',
      headers: world.acmeAdmin.headers,
      payload: { b2b_sell_minimum: '1' },
    });
    expect(save.statusCode).toBe(200);
    // Multiples of the minimum (5) only, from the next order on.
    expect((await order()).statusCode).toBe(422);
  });

  it('applies a company role change from the next request on, despite the kept session checks', async () => {
    const product = await createProduct(t.db, world.acme.id, { partNumber: 'ROLE-1', price: 3 });
    const orderBy = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/ACME',
        headers,
        payload: {
          header: {
            customer_id: world.acmeCustomer.id,
            sale_date: '2026-11-21',
            shipping_address_id: world.acmeAddress.id,
          },
          items: [{ puom_id: product.puomId, sale_qty: 1 }],
        },
      });
    const listedBy = async (headers: Record<string, string>) => {
      const response = await t.app.inject({ url: '/api/orders/ACME', headers });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { id: number }[] }>().data.map((order) => order.id);
    };
    const dan = await signedIn(t.db, 'dan@acme.test', world.acme.id, {
      customerId: world.acmeCustomer.id,
    });
    const cara = await signedIn(t.db, 'cara@acme.test', world.acme.id, {
      customerId: world.acmeCustomer.id,
    });
    const dansOrder = await orderBy(dan.headers);
    expect(dansOrder.statusCode).toBe(201);
    const colleagues = dansOrder.json<{ data: { id: number } }>().data.id;
    expect((await orderBy(cara.headers)).statusCode).toBe(201);
    expect(await listedBy(cara.headers)).toContain(colleagues);

    // Written behind the app's back (a script that publishes nothing): the kept check goes on.
    await t.db
      .updateTable('memberships')
      .set({ sees_all_orders: false })
      .where('tenant_id', '=', world.acme.id)
      .where('user_id', '=', cara.id)
      .execute();
    expect(await listedBy(cara.headers)).toContain(colleagues);

    expect((await patchMember(cara.id, { company_role: 'requester' })).statusCode).toBe(200);
    // A requester's order waits for an approver (decision 033): the new role, not the kept one.
    const waiting = await orderBy(cara.headers);
    expect(waiting.statusCode).toBe(201);
    expect(waiting.json<{ data: { status: string } }>().data.status).toBe('awaiting_approval');
    expect(await listedBy(cara.headers)).not.toContain(colleagues);
  });

  it('keeps one tenant out of another tenant\u2019s cached answers', async () => {
    await createProduct(t.db, world.acme.id, { partNumber: 'SHARED-1', price: 10 });
    await createProduct(t.db, world.boreal.id, { partNumber: 'SHARED-1', price: 99 });
    expect(await priceOf(world.acmeBuyer.token, 'SHARED-1')).toBe(10);
    const boreal = await t.app.inject({
      url: '/api/products/BOREAL?search=SHARED-1',
      headers: world.borealBuyer.headers,
    });
    expect(boreal.json<{ data: { selling_price: number }[] }>().data[0]?.selling_price).toBe(99);
    const crossed = await t.app.inject({
      url: '/api/products/BOREAL?search=SHARED-1',
      headers: world.acmeBuyer.headers,
    });
    expect(crossed.statusCode).toBe(403);
  });

  it('ends a session at once on logout, password change and when a member is disabled', async () => {
    const products = (token: string) =>
      t.app.inject({ url: '/api/products/ACME', headers: bearer(token) });

    expect((await products(world.acmeBuyer.token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: world.acmeBuyer.headers });
    expect((await products(world.acmeBuyer.token)).statusCode).toBe(401);

    const ana = await signedIn(t.db, 'ana@acme.test', world.acme.id, {
      customerId: world.acmeCustomer.id,
    });
    const anaElsewhere = await sessionFor(t.db, ana.id, world.acme.id);
    expect((await products(ana.token)).statusCode).toBe(200);
    expect((await products(anaElsewhere)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/user/ACME/password',
      headers: ana.headers,
      payload: {
        current_password: TEST_PASSWORD,
        new_password: 'a brand new secret',
        new_password_confirmation: 'a brand new secret',
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await products(ana.token)).statusCode).toBe(200);
    expect((await products(anaElsewhere)).statusCode).toBe(401);

    const bob = await signedIn(t.db, 'bob@acme.test', world.acme.id, {
      customerId: world.acmeCustomer.id,
    });
    expect((await products(bob.token)).statusCode).toBe(200);
    expect((await patchMember(bob.id, { status: 'disabled' })).statusCode).toBe(200);
    expect((await products(bob.token)).statusCode).toBe(401);
  });
});

/**
 * A kept session check lives as long as the cache keeps it (an hour here), but the session's own
 * limits hold: it is refused once past its absolute end or idle for SESSION_IDLE_MINUTES.
 */
describe('a kept session check', () => {
  const t = useTestAppWithEnv(() => ({
    READ_CACHE_SECONDS: 3600,
    SESSION_CACHE: true,
    SESSION_IDLE_MINUTES: 1,
  }));
  let world: AdminWorld;
  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });
  const products = (token: string) =>
    t.app.inject({ url: '/api/products/ACME', headers: bearer(token) });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const session = (token: string) =>
    t.db.updateTable('sessions').where('token_hash', '=', hashToken(token));

  it('is refused once the session has expired', async () => {
    const token = await sessionFor(t.db, world.acmeBuyer.id, world.acme.id);
    await session(token)
      .set({ expires_at: sql<Date>`now() + interval '700 milliseconds'` })
      .execute();
    expect((await products(token)).statusCode).toBe(200);
    expect((await products(token)).statusCode).toBe(200);
    await pause(800);
    expect((await products(token)).statusCode).toBe(401);
  });

  it('is refused once the session has been idle too long', async () => {
    const token = await sessionFor(t.db, world.acmeBuyer.id, world.acme.id);
    // Idle for 59.3 s of the 60 allowed, and not yet due a touch (60 s): kept as read.
    await session(token)
      .set({ last_seen_at: sql<Date>`now() - interval '59300 milliseconds'` })
      .execute();
    expect((await products(token)).statusCode).toBe(200);
    await pause(800);
    expect((await products(token)).statusCode).toBe(401);
  });
});

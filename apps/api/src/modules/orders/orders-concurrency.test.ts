import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

interface Created {
  data: { id: number; sale_no: number; status: string; total: number };
}

describe('order numbers and idempotency under concurrency', () => {
  const t = useTestApp();
  let world: OrderWorld;
  beforeAll(async () => {
    world = await createOrderWorld(t.db);
  });

  const post = (token: string, headers: Record<string, string> = {}, qty = 1) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: { ...bearer(token), ...headers },
      payload: orderBody(world, [
        { puom_id: world.products.bolt.defaultPuomId, sale_qty: qty },
        { puom_id: world.products.washer.defaultPuomId, sale_qty: 3 },
      ]),
    });
  const ordersWithKey = (key: string) =>
    t.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute();

  it('gives 20 concurrent orders 20 distinct, consecutive numbers', async () => {
    const tokens = [world.users.buyerA.token, world.users.buyerB.token, world.users.rep.token];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders/ACME',
          headers: bearer(tokens[i % 3]!),
          payload:
            i % 3 === 1
              ? orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1 }], {
                  customer_id: world.customerB.id,
                  shipping_address_id: world.addresses.addressB.id,
                })
              : orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1 }]),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => r.json<Created>().data.sale_no).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => 1001 + i));
  });

  it('numbers each tenant on its own', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/BOREAL',
      headers: bearer(world.users.borealBuyer.token),
      payload: {
        header: {
          customer_id: world.customerZ.id,
          sale_date: '2026-03-15',
          shipping_address_id: world.addresses.addressZ.id,
        },
        items: [{ puom_id: world.products.borealJuice.defaultPuomId, sale_qty: 2 }],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Created>().data).toMatchObject({ sale_no: 1001, total: 6 });
  });

  it('answers a retry of the same request with the first order', async () => {
    const key = 'checkout-retry-1';
    const first = await post(world.users.buyerA.token, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const retry = await post(world.users.buyerA.token, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    // The same request once validated: keys in another order, an unknown field, a default
    // spelled out, spaces validation trims.
    const body = orderBody(world, [
      { puom_id: world.products.bolt.defaultPuomId, sale_qty: 1 },
      { puom_id: world.products.washer.defaultPuomId, sale_qty: 3 },
    ]);
    const sameRequest = {
      unknown: 'dropped',
      items: body.items,
      header: { ...body.header, purchase_order: ' PO-1 ', delivery_method: 'pickup' },
    };
    const respelled = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: { ...bearer(world.users.buyerA.token), 'idempotency-key': key },
      payload: sameRequest,
    });
    expect(respelled.statusCode).toBe(201);
    expect(respelled.json()).toEqual(first.json());
    expect(await ordersWithKey(key)).toHaveLength(1);
  });

  it("refuses a key reused for another request (422), in the caller's language", async () => {
    const key = 'checkout-reused-1';
    const first = await post(world.users.buyerA.token, { 'idempotency-key': key }, 2);
    expect(first.statusCode).toBe(201);
    const other = await post(world.users.buyerA.token, { 'idempotency-key': key }, 5);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message:
        'This Idempotency-Key was already used for a different order. Send a new key with a new order.',
      errors: {
        'idempotency-key': [
          'This Idempotency-Key was already used for a different order. Send a new key with a new order.',
        ],
      },
    });
    const french = await post(
      world.users.buyerA.token,
      { 'idempotency-key': key, 'accept-language': 'fr' },
      5,
    );
    expect(french.json<{ message: string }>().message).toBe(
      'Cette Idempotency-Key a déjà servi pour une autre commande. Envoyez une nouvelle clé avec une nouvelle commande.',
    );
    // The first order is untouched, and the second request placed nothing.
    expect(await ordersWithKey(key)).toHaveLength(1);
    const [line] = await t.db
      .selectFrom('order_lines')
      .select('sale_qty')
      .where('order_id', '=', first.json<Created>().data.id)
      .where('line_no', '=', 1)
      .execute();
    expect(line?.sale_qty).toBe(2);
  });

  it('refuses the loser of a race between two requests with one key and other bodies', async () => {
    const key = 'checkout-race-other-bodies';
    const responses = await Promise.all([
      post(world.users.buyerA.token, { 'idempotency-key': key }, 1),
      post(world.users.buyerA.token, { 'idempotency-key': key }, 7),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await ordersWithKey(key)).toHaveLength(1);
  });

  it('answers a retry of an order placed before fingerprints were kept as before', async () => {
    const key = 'placed-before-fingerprints';
    const first = await post(world.users.buyerA.token, { 'idempotency-key': key }, 2);
    await t.db
      .updateTable('orders')
      .set({ idempotency_fingerprint: null })
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', first.json<Created>().data.id)
      .execute();
    const retry = await post(world.users.buyerA.token, { 'idempotency-key': key }, 5);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
  });

  it('makes one order of two concurrent requests with the same key', async () => {
    const key = 'checkout-race_2';
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => post(world.users.buyerA.token, { 'idempotency-key': key })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const bodies = responses.map((r) => r.json<Created>());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await ordersWithKey(key)).toHaveLength(1);
    const lines = await t.db
      .selectFrom('order_lines')
      .select('id')
      .where('order_id', '=', bodies[0]!.data.id)
      .execute();
    expect(lines).toHaveLength(2);
  });

  it("scopes a key to its user: another user's same key is another order", async () => {
    const key = 'shared-key';
    const mine = await post(world.users.buyerA.token, { 'idempotency-key': key });
    const theirs = await post(world.users.rep.token, { 'idempotency-key': key });
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<Created>().data.id).not.toBe(mine.json<Created>().data.id);
  });

  it('does not keep a key of a refused order', async () => {
    const key = 'refused-then-fixed';
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: { ...bearer(world.users.buyerA.token), 'idempotency-key': key },
      payload: orderBody(world, [{ puom_id: world.products.minSix.defaultPuomId, sale_qty: 1 }]),
    });
    expect(refused.statusCode).toBe(422);
    const fixed = await post(world.users.buyerA.token, { 'idempotency-key': key });
    expect(fixed.statusCode).toBe(201);
    expect(await ordersWithKey(key)).toHaveLength(1);
  });

  it('never reuses a number after refused orders', async () => {
    const rows = await t.db
      .selectFrom('orders')
      .select('sale_no')
      .where('tenant_id', '=', world.acme.id)
      .orderBy('sale_no')
      .execute();
    const numbers = rows.map((row) => row.sale_no);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => 1001 + i));
  });
});

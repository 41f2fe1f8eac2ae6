import { beforeAll, describe, expect, it } from 'vitest';
import type { OrdersSinceResponse } from '@portal/contract';
import { createApiKey, type TestApiKey } from '../../../test/helpers/api-key-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { hangGuard } from '../../../test/helpers/hang-guard.ts';

/**
 * Decision 019: a reader paging the orders feed while orders are placed and moved concurrently
 * sees every order's latest state, each change number once and in increasing order: an order
 * whose transaction commits late never slips in behind a cursor already read past it. On
 * PostgreSQL the writes really overlap (a pool of connections); on PGlite they queue.
 */
describe('the orders cursor under concurrent writes', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let key: TestApiKey;
  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    key = await createApiKey(t.db, world.acme.id, 'ERP');
  });

  const ORDERS = 60;

  async function placeAndMove(i: number): Promise<void> {
    const buyer = i % 2 === 0 ? world.users.buyerA : world.users.rep;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: bearer(buyer.token),
      payload: orderBody(world, [
        { puom_id: world.products.washer.defaultPuomId, sale_qty: 1 + (i % 5) },
      ]),
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json<{ data: { id: number } }>().data.id;
    // Two of three orders are moved after they are placed, some twice.
    if (i % 3 === 0) return;
    const move = (status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/integration/ACME/orders/${id}/status`,
        headers: key.headers,
        payload: { status },
      });
    expect((await move('pending')).statusCode).toBe(200);
    if (i % 3 === 2) expect((await move('processed')).statusCode).toBe(200);
  }

  it(
    'skips and repeats nothing',
    async () => {
      let writing = true;
      const seen: { id: number; change: number; status: string }[] = [];
      let cursor = '0';
      let pages = 0;
      const readPage = async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/integration/ACME/orders?since=${cursor}&limit=7`,
          headers: key.headers,
        });
        expect(response.statusCode).toBe(200);
        const page = response.json<OrdersSinceResponse>();
        pages += 1;
        for (const order of page.data) {
          seen.push({ id: order.id, change: Number(order.change), status: order.status });
        }
        cursor = page.next_cursor;
        return page;
      };
      const reader = (async () => {
        while (writing) {
          await readPage();
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        while ((await readPage()).has_more);
      })();
      // Ten writers at a time, each placing then moving its orders.
      const queue = Array.from({ length: ORDERS }, (_, i) => i);
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          for (let i = queue.shift(); i !== undefined; i = queue.shift()) await placeAndMove(i);
        }),
      ).finally(() => {
        writing = false;
      });
      await reader;

      const changes = seen.map((entry) => entry.change);
      // Increasing: no change read twice, none read out of order.
      expect(changes).toEqual([...changes].sort((a, b) => a - b));
      expect(new Set(changes).size).toBe(changes.length);
      // Every order's last write was read, with its final status.
      const stored = await t.db
        .selectFrom('orders')
        .select(['id', 'status', 'change_seq'])
        .where('tenant_id', '=', world.acme.id)
        .execute();
      expect(stored).toHaveLength(ORDERS);
      const lastSeen = new Map(seen.map((entry) => [entry.id, entry]));
      for (const order of stored) {
        expect(lastSeen.get(order.id)).toEqual({
          id: order.id,
          change: order.change_seq,
          status: order.status,
        });
      }
      // Placed (60), accepted (40) and some processed (20): 120 writes, each with its own number.
      expect(Math.max(...stored.map((order) => order.change_seq ?? 0))).toBe(120);
      expect(pages).toBeGreaterThan(1);
    },
    hangGuard(120_000),
  );
});

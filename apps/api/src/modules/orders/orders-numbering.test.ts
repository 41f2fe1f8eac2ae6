import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { testEngine } from '../../../test/helpers/test-database.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import * as repository from './orders.repository.ts';

interface Created {
  data: { id: number; sale_no: number };
}

class RolledBack extends Error {}

describe('order numbers taken when the order commits', () => {
  const t = useTestApp();
  let world: OrderWorld;
  beforeAll(async () => {
    world = await createOrderWorld(t.db);
  });

  const place = (idempotencyKey?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: {
        ...bearer(world.users.buyerA.token),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      payload: orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1 }]),
    });

  /** The statement the route runs, for an order of customer A of ACME. */
  const writeOrder = (db: typeof t.db) =>
    repository.writeOrder(
      db,
      {
        tenant_id: world.acme.id,
        customer_id: world.customerA.id,
        placed_by_user_id: world.users.buyerA.id,
        sale_date: '2026-03-15',
        purchase_order: null,
        note: null,
        delivery_method: 'pickup',
        payment_option: 'cod',
        shipping_address_id: world.addresses.addressA.id,
        shipping_address: '1 Main Street',
        sales_person: null,
        total: 0.1,
        idempotency_key: null,
        idempotency_fingerprint: null,
      },
      [
        {
          line_no: 1,
          product_id: world.products.washer.id,
          puom_id: world.products.washer.defaultPuomId,
          part_number: 'WASH-8',
          description: 'Flat washer M8',
          uom_code: 'EA',
          cf: 1,
          sale_qty: 1,
          price: 0.1,
          line_total: 0.1,
          comment: null,
        },
      ],
    );

  /** An order written in a transaction left open until `finish` commits or rolls it back. */
  async function openOrder() {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    let written!: (id: number) => void;
    const writtenId = new Promise<number>((resolve) => (written = resolve));
    const done = t.db
      .transaction()
      .execute(async (trx) => {
        written((await writeOrder(trx))!.id);
        if (!(await decided)) throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    const id = await Promise.race([writtenId, done.then(() => undefined)]);
    if (id === undefined) throw new Error('the order was not written');
    return { id, finish, done };
  }

  const numberOf = async (id: number) =>
    (
      await t.db
        .selectFrom('orders')
        .select('sale_no')
        .where('tenant_id', '=', world.acme.id)
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).sale_no;

  const acmeNumbers = async () =>
    (
      await t.db
        .selectFrom('orders')
        .select('sale_no')
        .where('tenant_id', '=', world.acme.id)
        .orderBy('sale_no')
        .execute()
    ).map((row) => row.sale_no);

  const withinSeconds = <T>(promise: Promise<T>, seconds: number) =>
    Promise.race([
      promise,
      new Promise<'still waiting'>((resolve) =>
        setTimeout(() => resolve('still waiting'), seconds * 1000),
      ),
    ]);

  // PGlite has one connection: an open transaction holds it, so nothing else can run meanwhile.
  it.skipIf(testEngine === 'pglite')(
    "leaves the tenant's counter free while an order's rows are written and not committed",
    async () => {
      const first = await place();
      expect(first.statusCode).toBe(201);
      const firstNumber = first.json<Created>().data.sale_no;

      const held = await openOrder();
      try {
        // Nobody holds the counter row while the open order's head, lines and event exist.
        const counter = await t.db.transaction().execute((trx) =>
          sql<{ value: number }>`
            select value from tenant_counters
            where tenant_id = ${world.acme.id} and name = 'sale_no'
            for update nowait
          `.execute(trx),
        );
        expect(counter.rows).toEqual([{ value: firstNumber }]);

        const meanwhile = await withinSeconds(place(), 5);
        expect(meanwhile).not.toBe('still waiting');
        if (meanwhile === 'still waiting') return;
        expect(meanwhile.statusCode).toBe(201);
        expect(meanwhile.json<Created>().data.sale_no).toBe(firstNumber + 1);
      } finally {
        held.finish(true);
        await held.done;
      }
      // It takes its number as it commits, after the order that committed first.
      expect(await numberOf(held.id)).toBe(firstNumber + 2);

      // One rolled back while another order committed consumes no number.
      const abandoned = await openOrder();
      try {
        const meanwhile = await withinSeconds(place(), 5);
        expect(meanwhile).not.toBe('still waiting');
      } finally {
        abandoned.finish(false);
        await abandoned.done;
      }
      const next = await place();
      expect(next.json<Created>().data.sale_no).toBe(firstNumber + 4);
      expect(await acmeNumbers()).toEqual(
        Array.from({ length: firstNumber + 5 - 1001 }, (_, i) => 1001 + i),
      );
    },
  );

  it('numbers concurrent orders without a gap when some of them roll back', async () => {
    const rolledBack = () =>
      t.db
        .transaction()
        .execute(async (trx) => {
          await writeOrder(trx);
          throw new RolledBack();
        })
        .then(
          () => 'committed' as const,
          (error: unknown) => {
            if (error instanceof RolledBack) return 'rolled back' as const;
            throw error;
          },
        );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        if (i % 5 === 4) return rolledBack();
        // Two requests per key: the second finds the first's order (or loses a race to it).
        if (i % 5 === 3) return place(`numbering-${Math.floor(i / 10)}`);
        return place();
      }),
    );
    const responses = results.filter((result) => typeof result !== 'string');
    expect(results.filter((result) => result === 'rolled back')).toHaveLength(4);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(16).fill(201));

    const answered = new Map(
      responses.map((response) => {
        const { id, sale_no } = response.json<Created>().data;
        return [id, sale_no] as const;
      }),
    );
    expect(answered.size).toBe(14);
    // Each answer carries the number its order committed with.
    for (const [id, saleNo] of answered) expect(await numberOf(id)).toBe(saleNo);
    const numbers = await acmeNumbers();
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => 1001 + i));
  });

  it('rewrites the order once at commit, with its number and its change number', async () => {
    // Each rewrite of an order adds an entry to each of its indexes (issue 25: migration 0021).
    const { id, rewrites } = await t.db.transaction().execute(async (trx) => {
      // This transaction's own count (PGlite's single connection may carry earlier ones).
      const updates = async () =>
        (
          await sql<{ updated: number }>`
            select n_tup_upd::int as updated from pg_stat_xact_user_tables
            where relname = 'orders'`.execute(trx)
        ).rows[0]?.updated ?? 0;
      const written = await writeOrder(trx);
      const before = await updates();
      await sql`set constraints all immediate`.execute(trx);
      return { id: written!.id, rewrites: (await updates()) - before };
    });
    expect(rewrites).toBe(1);
    const order = await t.db
      .selectFrom('orders')
      .select(['sale_no', 'change_seq'])
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order.sale_no).toBeGreaterThan(1000);
    expect(order.change_seq).toBeGreaterThan(0);

    // A status change takes a new change number, and only that.
    await t.db
      .updateTable('orders')
      .set({ status: 'pending' })
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', id)
      .execute();
    const changed = await t.db
      .selectFrom('orders')
      .select(['sale_no', 'change_seq'])
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(changed.sale_no).toBe(order.sale_no);
    expect(changed.change_seq).toBeGreaterThan(order.change_seq ?? 0);
  });

  it('starts a missing counter after the orders a tenant already has', async () => {
    await t.db
      .insertInto('orders')
      .values({
        tenant_id: world.boreal.id,
        sale_no: 4000,
        customer_id: world.customerZ.id,
        status: 'processed',
        sale_date: '2025-12-01',
        delivery_method: 'pickup',
        payment_option: 'cod',
        total: 3,
      })
      .execute();
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
        items: [{ puom_id: world.products.borealJuice.defaultPuomId, sale_qty: 1 }],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Created>().data.sale_no).toBe(4001);
  });
});

import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderWorld,
  placeBoltOrder,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { testEngine } from '../../../test/helpers/test-database.ts';
import { durableOrderNumber } from './durable-order-numbers.ts';

/**
 * Decision 058: orders committed while a number read is under way share the next read (one
 * statement and one WAL flush), and each still gets its own number.
 */
describe('the numbers of orders, read once durable', () => {
  const t = useTestApp();
  let world: OrderWorld;
  const placed: { id: number; sale_no: number }[] = [];

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    for (let i = 0; i < 4; i++) placed.push(await placeBoltOrder(t.app, world, 2));
  });

  it('reads the orders that wait behind a read in one statement, each its own number', async () => {
    const before = t.database.statements.count;
    const numbers = await Promise.all(
      placed.map((order) => durableOrderNumber(t.database.db, world.acme.id, order.id)),
    );
    expect(numbers).toEqual(placed.map((order) => order.sale_no));
    // The first read starts at once, alone; the three asked meanwhile share the next.
    expect(t.database.statements.count - before).toBe(2);
  });

  it("fails only the order that is not there, and another tenant's id is not there", async () => {
    const [first, second] = placed;
    const asked = await Promise.allSettled([
      durableOrderNumber(t.database.db, world.acme.id, first!.id),
      durableOrderNumber(t.database.db, world.acme.id, second!.id),
      durableOrderNumber(t.database.db, world.boreal.id, first!.id),
      durableOrderNumber(t.database.db, world.acme.id, 2_000_000_000),
    ]);
    expect(asked.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    expect(asked[1]).toEqual({ status: 'fulfilled', value: second!.sale_no });
  });

  // PGlite has no WAL writer of its own to race: its commits are flushed as they end.
  it.skipIf(testEngine === 'pglite')(
    'answers only once the WAL is on disk past every commit it read, each round',
    async () => {
      const ids = placed.map((order) => order.id);
      for (let round = 0; round < 30; round++) {
        // A commit that does not wait for the disk, as an order's does (decision 015).
        await sql`
          with commit_mode as (select set_config('synchronous_commit', 'off', true))
          update orders set note = ${`round ${round}`}
          from commit_mode where tenant_id = ${world.acme.id} and id = any(${ids}::int[])
        `.execute(t.db);
        const written = await sql<{ lsn: string }>`
          select pg_current_wal_insert_lsn()::text as lsn`.execute(t.db);
        await Promise.all(ids.map((id) => durableOrderNumber(t.database.db, world.acme.id, id)));
        const behind = await sql<{ behind: boolean }>`
          select pg_current_wal_flush_lsn() < ${written.rows[0]!.lsn}::pg_lsn as behind
        `.execute(t.db);
        expect(behind.rows[0]!.behind).toBe(false);
      }
    },
  );
});

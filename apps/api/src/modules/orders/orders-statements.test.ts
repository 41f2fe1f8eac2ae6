import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../../test/helpers/catalogue-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { signedIn, useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { useTestApp, type TestContext } from '../../../test/helpers/test-app.ts';

/**
 * What placing an order costs the database on the request path (issue 25 point 1), with the
 * tenant's administrators to e-mail, for a session due its once-a-minute touch. With caches on
 * (the default configuration): the address with the units and their prices (one statement); the
 * one statement that writes the order, its lines and its outbox rows; the read of the number it
 * took at commit (decision 015). The session check comes from the checks this instance keeps
 * (decision 025) and the selling settings from the tenant's cache; the session's last use is
 * written later, off the path (session-touches.ts). With every cache off, the session check and
 * the settings are read too, side by side with the address and units.
 */
function placesOrderIn(t: TestContext, most: number, warm: boolean, withRules = false) {
  let world: OrderWorld;

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    await signedIn(t.db, 'admin@acme.test', world.acme.id, { role: 'admin' });
    if (!withRules) return;
    // The customer's approval rules are read with the order's inputs (decision 033): rules
    // present, none of them matching, cost no statement.
    await t.db
      .insertInto('approval_rules')
      .values(
        (['total_above', 'lines_above'] as const).map((condition) => ({
          tenant_id: world.acme.id,
          customer_id: world.customerA.id,
          condition,
          threshold: 1000,
          applies_to: ['buyer' as const],
          approver_role: 'approver' as const,
        })),
      )
      .execute();
  });

  const place = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: bearer(world.users.buyerA.token),
      payload: orderBody(world, [
        { puom_id: world.products.bolt.defaultPuomId, sale_qty: 4 },
        { puom_id: world.products.washer.defaultPuomId, sale_qty: 10 },
      ]),
    });

  it(`places an order in at most ${most} statements, whatever its lines, none of them a touch`, async () => {
    if (warm) expect((await place()).statusCode).toBe(201);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '2 minutes'` })
      .where('user_id', '=', world.users.buyerA.id)
      .execute();
    const before = t.database.statements.count;
    const placed = await place();
    expect(placed.statusCode).toBe(201);
    expect(t.database.statements.count - before).toBeLessThanOrEqual(most);
  });
}

describe('statements per order, every cache off', () => {
  placesOrderIn(useTestApp(), 5, false);
});

describe('statements per order, caches on, with approval rules', () => {
  placesOrderIn(
    useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 300, SESSION_CACHE: true })),
    3,
    true,
    true,
  );
});

describe('statements per order, caches on', () => {
  placesOrderIn(
    useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 300, SESSION_CACHE: true })),
    3,
    true,
  );
});

/**
 * Issue 29 point 10: approval rules of every kind and a spending limit, none of them holding the
 * order, cost no round trip. The same order is placed before and after they are set, and counted.
 */
function rulesCostNothing(t: TestContext) {
  it('places an order with rules and a limit present in as many statements as without', async () => {
    const world = await createOrderWorld(t.db);
    await signedIn(t.db, 'admin@acme.test', world.acme.id, { role: 'admin' });
    const place = async () => {
      await t.db
        .updateTable('sessions')
        .set({ last_seen_at: sql<Date>`now() - interval '2 minutes'` })
        .where('user_id', '=', world.users.buyerA.id)
        .execute();
      const before = t.database.statements.count;
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders/ACME',
        headers: bearer(world.users.buyerA.token),
        payload: orderBody(world, [
          { puom_id: world.products.bolt.defaultPuomId, sale_qty: 4 },
          { puom_id: world.products.washer.defaultPuomId, sale_qty: 10 },
        ]),
      });
      expect(placed.statusCode).toBe(201);
      expect(placed.json<{ data: { status: string } }>().data.status).toBe('draft');
      return t.database.statements.count - before;
    };
    // Warms the caches (when on) and the instance's session check.
    await place();
    const without = await place();

    const category = await createCategory(t.db, world.acme.id, 'Unused');
    const rule = {
      tenant_id: world.acme.id,
      customer_id: world.customerA.id,
      applies_to: ['buyer' as const],
      approver_role: 'approver' as const,
    };
    await t.db
      .insertInto('approval_rules')
      .values([
        { ...rule, condition: 'total_above', threshold: 9_999_999_999.99 },
        { ...rule, condition: 'lines_above', threshold: 1000 },
        { ...rule, condition: 'category', threshold: 0, category_id: category },
        {
          ...rule,
          condition: 'ship_to',
          threshold: 0,
          address_id: world.addresses.addressA2.id,
        },
      ])
      .execute();
    await t.db
      .updateTable('memberships')
      .set({
        spending_limit: 9_999_999_999.99,
        spending_period: 'month',
        spending_over_limit: 'needs_approval',
      })
      .where('tenant_id', '=', world.acme.id)
      .where('user_id', '=', world.users.buyerA.id)
      .execute();

    expect(await place()).toBe(without);
    const spent = await t.db
      .selectFrom('memberships')
      .select('spent_in_period')
      .where('tenant_id', '=', world.acme.id)
      .where('user_id', '=', world.users.buyerA.id)
      .executeTakeFirstOrThrow();
    // The limit was applied: the order counted against it.
    expect(Number(spent.spent_in_period)).toBeGreaterThan(0);
  });
}

describe('statements per order with rules and a limit, every cache off', () => {
  rulesCostNothing(useTestApp());
});

describe('statements per order with rules and a limit, caches on', () => {
  rulesCostNothing(useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 300, SESSION_CACHE: true })));
});

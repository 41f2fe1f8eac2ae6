import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SpendingLimitResponse } from '@portal/contract';
import { bearer, createUser, sessionFor } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { signedIn } from '../../../test/helpers/admin-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * Spending limits (issue 29 points 4 and 8, decision 033): an order that would pass its placer's
 * limit is refused and writes nothing, two orders at the same instant never pass it together,
 * declined, withdrawn and canceled orders give their total back, and the administrator sets a
 * colleague's limit (counting the period's orders so far).
 */
describe('spending limits', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let admin: { id: number; token: string };
  let limited: { id: number; token: string };
  let approver: { id: number; token: string };
  let acmeAdmin: { headers: Record<string, string> };

  const person = async (email: string, companyRole: 'customer_admin' | 'buyer' | 'approver') => {
    const user = await createUser(t.db, {
      email,
      tenantId: world.acme.id,
      customerId: world.customerA.id,
      companyRole,
    });
    return { id: user.id, token: await sessionFor(t.db, user.id, world.acme.id) };
  };
  /** A bolt is $2.50: an order of `bolts` bolts costs 2.5 x bolts. */
  const place = (token: string, bolts: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: bearer(token),
      payload: orderBody(world, [
        { puom_id: world.products.bolt.defaultPuomId, sale_qty: bolts },
      ]) as object,
    });
  const setLimit = (token: string, userId: number, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/company/ACME/spending-limits/${userId}`,
      headers: bearer(token),
      payload: body,
    });
  const left = async (token: string) =>
    (
      await t.app.inject({ url: '/api/company/ACME/spending-limit', headers: bearer(token) })
    ).json<SpendingLimitResponse>().data;
  const ordersOf = (userId: number) =>
    t.db.selectFrom('orders').select('id').where('placed_by_user_id', '=', userId).execute();

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    acmeAdmin = await signedIn(t.db, 'admin@acme.test', world.acme.id, { role: 'admin' });
    admin = await person('admin@alpha.test', 'customer_admin');
    limited = await person('limited@alpha.test', 'buyer');
    approver = await person('approver@alpha.test', 'approver');
  });

  beforeEach(async () => {
    await t.db.deleteFrom('approval_rules').execute();
    await t.db.deleteFrom('order_events').execute();
    await t.db.deleteFrom('order_lines').execute();
    await t.db.deleteFrom('orders').where('placed_by_user_id', '=', limited.id).execute();
    const set = await setLimit(admin.token, limited.id, { limit: 100, period: 'month' });
    expect(set.statusCode).toBe(200);
  });

  it('shows what is left this period, and refuses an order that would pass it: nothing written', async () => {
    expect(await left(limited.token)).toMatchObject({
      limit: 100,
      period: 'month',
      spent: 0,
      left: 100,
    });
    expect((await place(limited.token, 16)).statusCode).toBe(201); // $40
    expect(await left(limited.token)).toMatchObject({ spent: 40, left: 60 });
    const refused = await place(limited.token, 25); // $62.50
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toMatch(/over your spending limit/);
    expect(await ordersOf(limited.id)).toHaveLength(1);
    expect((await place(limited.token, 24)).statusCode).toBe(201); // $60: exactly what is left
    expect(await left(limited.token)).toMatchObject({ spent: 100, left: 0 });
    // Members without a limit have none to show.
    expect(await left(admin.token)).toBeNull();
  });

  it('never lets orders at the same instant pass the limit together', async () => {
    // Five orders of $30 against $100: at most three fit, whatever order they commit in. Their
    // reads all see $100 left; the statement that writes each one checks the sum again.
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(limited.token, 12)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 422, 422]);
    expect(await ordersOf(limited.id)).toHaveLength(3);
    expect(await left(limited.token)).toMatchObject({ spent: 90, left: 10 });
  });

  it('gives a declined, withdrawn or canceled order back', async () => {
    await t.db
      .insertInto('approval_rules')
      .values({
        tenant_id: world.acme.id,
        customer_id: world.customerA.id,
        condition: 'total_above',
        threshold: 10,
        applies_to: ['buyer'],
        approver_role: 'approver',
      })
      .execute();
    const waiting = async () =>
      (await place(limited.token, 20)).json<{ data: { id: number; status: string } }>().data; // $50
    const first = await waiting();
    expect(first.status).toBe('awaiting_approval');
    // A waiting order counts: a requester cannot queue past their limit.
    expect(await left(limited.token)).toMatchObject({ spent: 50 });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/ACME/${first.id}/decline`,
      headers: bearer(approver.token),
      payload: { comment: 'No' },
    });
    expect(await left(limited.token)).toMatchObject({ spent: 0 });
    const second = await waiting();
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/ACME/${second.id}/withdraw`,
      headers: bearer(limited.token),
    });
    expect(await left(limited.token)).toMatchObject({ spent: 0 });
    const third = await waiting();
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/ACME/${third.id}/approve`,
      headers: bearer(approver.token),
    });
    expect(await left(limited.token)).toMatchObject({ spent: 50 });
    const canceled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/orders/${third.id}/status`,
      headers: acmeAdmin.headers,
      payload: { status: 'canceled' },
    });
    expect(canceled.statusCode).toBe(200);
    expect(await left(limited.token)).toMatchObject({ spent: 0 });
  });

  it("counts the period's orders so far when a limit is set, and lifts it when removed", async () => {
    expect((await place(limited.token, 16)).statusCode).toBe(201); // $40
    await setLimit(admin.token, limited.id, { limit: null, period: null });
    expect(await left(limited.token)).toBeNull();
    expect((await place(limited.token, 80)).statusCode).toBe(201); // $200, no limit
    const set = await setLimit(admin.token, limited.id, { limit: 300, period: 'quarter' });
    expect(set.json()).toEqual({
      data: {
        user_id: limited.id,
        limit: 300,
        period: 'quarter',
        spent: 240,
        over_limit: 'refused',
      },
    });
    expect(await left(limited.token)).toMatchObject({ left: 60 });
  });

  it("lets only the company's administrator set a colleague's limit, never their own", async () => {
    expect(
      (await setLimit(limited.token, approver.id, { limit: 5, period: 'month' })).statusCode,
    ).toBe(403);
    expect((await setLimit(admin.token, admin.id, { limit: 5, period: 'month' })).statusCode).toBe(
      403,
    );
    // Another customer's member is not found.
    expect(
      (await setLimit(admin.token, world.users.buyerB.id, { limit: 5, period: 'month' }))
        .statusCode,
    ).toBe(404);
    // A limit without a period, or a period without a limit, is refused.
    expect((await setLimit(admin.token, limited.id, { limit: 5, period: null })).statusCode).toBe(
      422,
    );
    expect(
      (await setLimit(admin.token, limited.id, { limit: 0, period: 'month' })).statusCode,
    ).toBe(422);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrderResponse,
  ApprovalInbox,
  CompanyRole,
  OrderDetail,
  OrderList,
} from '@portal/contract';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createColleague,
  createOrderWorld,
  orderBody,
  type Colleague,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { signedIn } from '../../../test/helpers/admin-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { sql } from 'kysely';
import { feedOrders } from '../../readers/order-lists.ts';

/**
 * Orders that wait for a colleague's approval (issue 29 points 3 and 8, decision 033): a
 * requester's order waits; an approver of the same company approves or declines it, never their
 * own; two approvers at once make one decision; its placer withdraws it; another customer's or
 * tenant's order is not found; the manufacturer sees it only once approved.
 */
describe('order approvals', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let acmeAdmin: { headers: Record<string, string> };

  type Person = Colleague;
  const colleague = (
    email: string,
    companyRole: CompanyRole,
    seesAllOrders = false,
    customerId?: number,
  ): Promise<Person> =>
    createColleague(t.db, world, email, companyRole, {
      seesAllOrders,
      ...(customerId === undefined ? {} : { customerId }),
    });

  let requester: Person;
  let approver: Person;
  let secondApprover: Person;
  let companyAdmin: Person;
  let approverOfB: Person;

  const place = async (person: Person, quantity = 3) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: bearer(person.token),
      payload: orderBody(world, [
        { puom_id: world.products.washer.defaultPuomId, sale_qty: quantity },
      ]) as object,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { id: number; status: string } }>().data;
  };
  const act = (person: Person, orderId: number, action: string, body?: object, code = 'ACME') =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${code}/${orderId}/${action}`,
      headers: bearer(person.token),
      ...(body ? { payload: body } : {}),
    });
  const detail = async (person: Person, orderId: number) => {
    const response = await t.app.inject({
      url: `/api/orders/ACME/${orderId}`,
      headers: bearer(person.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<OrderDetail>();
  };
  const inbox = async (person: Person) => {
    const response = await t.app.inject({
      url: '/api/approvals/ACME',
      headers: bearer(person.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<ApprovalInbox>().data;
  };
  const outboxOf = (orderId: number) =>
    t.db
      .selectFrom('outbox_messages')
      .select(['kind', 'event', 'recipient', sql<string>`payload->>'template'`.as('template')])
      .where('tenant_id', '=', world.acme.id)
      .where((eb) => eb(eb.ref('payload', '->>').key('order_id'), '=', String(orderId)))
      .execute();
  const statusOf = async (orderId: number) =>
    (
      await t.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status;

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    acmeAdmin = await signedIn(t.db, 'admin@acme.test', world.acme.id, { role: 'admin' });
    requester = await colleague('requester@acme.test', 'requester');
    approver = await colleague('approver@acme.test', 'approver');
    secondApprover = await colleague('second@acme.test', 'approver');
    companyAdmin = await colleague('company-admin@acme.test', 'customer_admin');
    approverOfB = await colleague('approver-b@acme.test', 'approver', true, world.customerB.id);
  });

  it("places a requester's order waiting: its approvers hear of it, the manufacturer does not", async () => {
    await t.db
      .insertInto('webhook_endpoints')
      .values({
        tenant_id: world.acme.id,
        url: 'https://erp.acme.test/hooks',
        secret: 'whsec_test',
        events: ['order.created', 'order.approval_requested', 'order.approved', 'order.declined'],
      })
      .execute();
    const order = await place(requester);
    expect(order.status).toBe('awaiting_approval');
    const outbox = await outboxOf(order.id);
    // Every colleague who may decide it, never its placer nor another customer's approver.
    expect(
      outbox
        .filter((row) => row.kind === 'email')
        .map((row) => [row.template, row.recipient])
        .sort(),
    ).toEqual([
      ['approval_requested', 'approver@acme.test'],
      ['approval_requested', 'company-admin@acme.test'],
      ['approval_requested', 'second@acme.test'],
    ]);
    expect(outbox.filter((row) => row.kind === 'webhook').map((row) => row.event)).toEqual([
      'order.approval_requested',
    ]);
    const feed = await feedOrders(t.db, world.acme.id, 0, 500);
    expect(feed.map((row) => row.id)).not.toContain(order.id);
    const page = await detail(requester, order.id);
    expect(page.status).toBe('awaiting_approval');
    expect(page.placed_by).toEqual({ id: requester.id, name: 'requester Tester' });
    expect(page.may_withdraw).toBe(true);
    expect((await detail(approver, order.id)).may_withdraw).toBe(false);
    expect(page.approval).toEqual({
      reasons: [{ kind: 'requester' }],
      approver_role: 'approver',
      approver_user_ids: null,
      decided_by: null,
      decided_at: null,
      comment: null,
    });
  });

  it('shows the waiting order to the console read-only: no move is offered or allowed', async () => {
    const order = await place(requester);
    const response = await t.app.inject({
      url: `/api/admin/ACME/orders/${order.id}`,
      headers: acmeAdmin.headers,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<AdminOrderResponse>();
    expect(data.status).toBe('awaiting_approval');
    expect(data.next_statuses).toEqual([]);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/orders/${order.id}/status`,
      headers: acmeAdmin.headers,
      payload: { status: 'pending' },
    });
    expect(moved.statusCode).toBe(422);
    expect(await statusOf(order.id)).toBe('awaiting_approval');
  });

  it("lists the company's waiting orders in an approver's inbox, with why each waits", async () => {
    const order = await place(requester);
    const waiting = await inbox(approver);
    const row = waiting.find((item) => item.id === order.id);
    expect(row).toMatchObject({
      placed_by: { id: requester.id, name: 'requester Tester' },
      reasons: [{ kind: 'requester' }],
      approver_role: 'approver',
      lines: 1,
    });
    // A buyer approves nothing: their inbox is empty. Another customer's approver sees none.
    expect(await inbox(world.users.buyerA)).toEqual([]);
    expect((await inbox(approverOfB)).map((item) => item.id)).not.toContain(order.id);
    // An approver who sees only their own orders still opens the one they are to decide.
    expect((await detail(approver, order.id)).id).toBe(order.id);
  });

  it("approves: the manufacturer's new draft, with the approver recorded and announced", async () => {
    const order = await place(requester);
    const approved = await act(approver, order.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ data: { id: order.id, status: 'draft' } });
    const page = await detail(requester, order.id);
    expect(page.approval).toMatchObject({
      decided_by: { id: approver.id, name: 'approver Tester' },
      comment: null,
    });
    expect(page.approval?.decided_at).toEqual(expect.any(String));
    // Now the manufacturer hears of it, as of any new order, and its placer that it was approved.
    const outbox = (await outboxOf(order.id)).filter(
      (row) => row.event !== 'order.approval_requested',
    );
    expect(
      outbox
        .filter((row) => row.kind === 'email')
        .map((row) => [row.template, row.recipient])
        .sort(),
    ).toEqual([
      ['admin_order', 'admin@acme.test'],
      ['order_approved', 'requester@acme.test'],
      ['order_received', 'requester@acme.test'],
    ]);
    expect(
      outbox
        .filter((row) => row.kind === 'webhook')
        .map((row) => row.event)
        .sort(),
    ).toEqual(['order.approved', 'order.created']);
    expect((await feedOrders(t.db, world.acme.id, 0, 500)).map((row) => row.id)).toContain(
      order.id,
    );
    const history = await t.db
      .selectFrom('order_events')
      .select(['from_status', 'to_status', 'user_id'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { from_status: null, to_status: 'awaiting_approval', user_id: requester.id },
      { from_status: 'awaiting_approval', to_status: 'draft', user_id: approver.id },
    ]);
    // The approver, who sees only their own orders, keeps seeing the one they approved.
    const list = await t.app.inject({ url: '/api/orders/ACME', headers: bearer(approver.token) });
    // The list names who placed it and who approved it.
    expect(list.json<OrderList>().data.find((row) => row.id === order.id)).toMatchObject({
      placed_by: { id: requester.id, name: 'requester Tester' },
      decided_by: { id: approver.id, name: 'approver Tester' },
    });
    // And it is decided: a second decision is a conflict.
    expect((await act(secondApprover, order.id, 'approve')).statusCode).toBe(409);
    expect((await act(requester, order.id, 'withdraw')).statusCode).toBe(409);
  });

  it('makes exactly one decision when two approvers decide at the same instant', async () => {
    const order = await place(requester);
    const answers = await Promise.all([
      act(approver, order.id, 'approve'),
      act(secondApprover, order.id, 'decline', { comment: 'Too many washers' }),
      act(companyAdmin, order.id, 'approve'),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const decisions = await t.db
      .selectFrom('order_events')
      .select('to_status')
      .where('order_id', '=', order.id)
      .where('from_status', '=', 'awaiting_approval')
      .execute();
    expect(decisions).toHaveLength(1);
    expect(['draft', 'declined']).toContain(await statusOf(order.id));
  });

  it("declines with the decliner's reason; a decline without one is refused", async () => {
    const order = await place(requester);
    const bare = await act(approver, order.id, 'decline', { comment: '  ' });
    expect(bare.statusCode).toBe(422);
    expect(await statusOf(order.id)).toBe('awaiting_approval');
    const declined = await act(approver, order.id, 'decline', {
      comment: 'Use the framework deal',
    });
    expect(declined.json()).toEqual({ data: { id: order.id, status: 'declined' } });
    expect((await detail(requester, order.id)).approval).toMatchObject({
      decided_by: { id: approver.id },
      comment: 'Use the framework deal',
    });
    // Nothing reaches the manufacturer but the decline's webhook; its placer is told why.
    const told = (await outboxOf(order.id)).filter(
      (row) => row.event !== 'order.approval_requested',
    );
    expect(told.map((row) => [row.kind, row.event, row.template, row.recipient]).sort()).toEqual([
      ['email', 'order.declined', 'order_declined', 'requester@acme.test'],
      ['webhook', 'order.declined', null, null],
    ]);
  });

  it('never lets anyone approve their own order, nor a buyer approve at all', async () => {
    await t.db
      .insertInto('approval_rules')
      .values({
        tenant_id: world.acme.id,
        customer_id: world.customerA.id,
        condition: 'total_above',
        threshold: 1000,
        applies_to: ['approver', 'buyer'],
        approver_role: 'approver',
      })
      .execute();
    try {
      const own = await place(approver, 20_000);
      expect(own.status).toBe('awaiting_approval');
      const refused = await act(approver, own.id, 'approve');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'Nobody approves their own order. Ask a colleague to approve it.',
      });
      expect((await inbox(approver)).map((item) => item.id)).not.toContain(own.id);
      const byBuyer = await act(world.users.buyerA, own.id, 'approve');
      expect(byBuyer.statusCode).toBe(403);
      expect(await statusOf(own.id)).toBe('awaiting_approval');
      // Below the amount, the same approver's order is the manufacturer's at once.
      expect((await place(approver, 10)).status).toBe('draft');
      // A colleague approves it.
      expect((await act(secondApprover, own.id, 'approve')).statusCode).toBe(200);
    } finally {
      await t.db.deleteFrom('approval_rules').execute();
    }
  });

  it("keeps another customer's and another tenant's approvers out: not found", async () => {
    const order = await place(requester);
    expect((await act(approverOfB, order.id, 'approve')).statusCode).toBe(404);
    expect((await act(approverOfB, order.id, 'withdraw')).statusCode).toBe(404);
    const boreal = await act(world.users.borealBuyer, order.id, 'approve', undefined, 'BOREAL');
    expect(boreal.statusCode).toBe(404);
    // With ACME's code, another tenant's member is refused by the area's guard.
    expect((await act(world.users.borealBuyer, order.id, 'approve')).statusCode).toBe(403);
    expect(await statusOf(order.id)).toBe('awaiting_approval');
  });

  it('lets only its placer withdraw a waiting order', async () => {
    const order = await place(requester);
    const byApprover = await act(approver, order.id, 'withdraw');
    expect(byApprover.statusCode).toBe(403);
    const withdrawn = await act(requester, order.id, 'withdraw');
    expect(withdrawn.json()).toEqual({ data: { id: order.id, status: 'withdrawn' } });
    expect((await act(approver, order.id, 'approve')).statusCode).toBe(409);
  });

  it('needs a customer administrator when the rule says so', async () => {
    await t.db
      .insertInto('approval_rules')
      .values({
        tenant_id: world.acme.id,
        customer_id: world.customerA.id,
        condition: 'lines_above',
        threshold: 1,
        applies_to: ['buyer'],
        approver_role: 'customer_admin',
      })
      .execute();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders/ACME',
        headers: bearer(world.users.buyerA.token),
        payload: orderBody(world, [
          { puom_id: world.products.washer.defaultPuomId, sale_qty: 1 },
          { puom_id: world.products.bolt.defaultPuomId, sale_qty: 1 },
        ]) as object,
      });
      const order = response.json<{ data: { id: number; status: string } }>().data;
      expect(order.status).toBe('awaiting_approval');
      expect((await inbox(approver)).map((item) => item.id)).not.toContain(order.id);
      expect((await act(approver, order.id, 'approve')).statusCode).toBe(403);
      expect((await inbox(companyAdmin)).map((item) => item.id)).toContain(order.id);
      expect((await act(companyAdmin, order.id, 'approve')).statusCode).toBe(200);
    } finally {
      await t.db.deleteFrom('approval_rules').execute();
    }
  });
});

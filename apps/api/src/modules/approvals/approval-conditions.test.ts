import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type {
  ApprovalInbox,
  CompanyRole,
  OrderDetail,
  SpendingLimitResponse,
} from '@portal/contract';
import { bearer } from '../../../test/helpers/fixtures.ts';
import { createCategory } from '../../../test/helpers/catalogue-fixtures.ts';
import {
  createColleague,
  createOrderableProduct,
  createOrderWorld,
  orderBody,
  type Colleague,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { signedIn } from '../../../test/helpers/admin-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * What is left of approval rules and limits (issue 29 points 3 and 4, decision 042): a rule on a
 * category or a ship-to address holds the orders it matches in the statement that places them;
 * a rule may name who decides; a limit may send an order over it for approval instead of
 * refusing it (and two orders at once never slip past it unapproved); the console keeps a
 * customer's rules too.
 */
describe('approval rule conditions, named approvers and over-limit approvals', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let acmeAdmin: { headers: Record<string, string> };
  let borealAdmin: { headers: Record<string, string> };

  type Person = Colleague;
  const colleague = (email: string, companyRole: CompanyRole, customerId = world.customerA.id) =>
    createColleague(t.db, world, email, companyRole, { customerId });

  let admin: Person;
  let approver: Person;
  let named: Person;
  let secondNamed: Person;
  let buyer: Person;
  let approverOfB: Person;
  let tools: number;
  let spanners: number;
  let borealCategory: number;
  let spanner: { defaultPuomId: number };

  const rules = (token: string, method: 'POST' | 'PUT' | 'DELETE', body?: object, path = '') =>
    t.app.inject({
      method,
      url: `/api/company/ACME/approval-rules${path}`,
      headers: bearer(token),
      ...(body ? { payload: body } : {}),
    });
  const rule = (extra: object) => ({
    condition: 'total_above',
    threshold: 0,
    applies_to: ['buyer'],
    approver_role: 'approver',
    ...extra,
  });
  const place = async (
    person: Person,
    items: { puom_id: number; sale_qty: number }[],
    header: Record<string, unknown> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: bearer(person.token),
      payload: orderBody(world, items, header) as object,
    });
  const placed = async (...args: Parameters<typeof place>) => {
    const response = await place(...args);
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { id: number; status: string } }>().data;
  };
  const washers = () => [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 3 }];
  const act = (person: Person, orderId: number, action: string, body?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/ACME/${orderId}/${action}`,
      headers: bearer(person.token),
      ...(body ? { payload: body } : {}),
    });
  const inbox = async (person: Person) =>
    (await t.app.inject({ url: '/api/approvals/ACME', headers: bearer(person.token) }))
      .json<ApprovalInbox>()
      .data.map((order) => order.id);
  const approvalOf = async (person: Person, orderId: number) =>
    (
      await t.app.inject({ url: `/api/orders/ACME/${orderId}`, headers: bearer(person.token) })
    ).json<OrderDetail>().approval;

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    acmeAdmin = await signedIn(t.db, 'admin@acme.test', world.acme.id, { role: 'admin' });
    borealAdmin = await signedIn(t.db, 'admin@boreal.test', world.boreal.id, { role: 'admin' });
    admin = await colleague('company-admin@acme.test', 'customer_admin');
    approver = await colleague('approver@acme.test', 'approver');
    named = await colleague('named@acme.test', 'approver');
    secondNamed = await colleague('second-named@acme.test', 'customer_admin');
    buyer = await colleague('buyer@acme.test', 'buyer');
    approverOfB = await colleague('approver-b@acme.test', 'approver', world.customerB.id);
    tools = await createCategory(t.db, world.acme.id, 'Tools');
    spanners = await createCategory(t.db, world.acme.id, 'Spanners', tools);
    borealCategory = await createCategory(t.db, world.boreal.id, 'Juices');
    spanner = await createOrderableProduct(t.db, world.acme.id, {
      partNumber: 'SPAN-13',
      description: 'Spanner 13 mm',
      price: 12,
      categoryIds: [spanners],
    });
  });

  beforeEach(async () => {
    await t.db.deleteFrom('approval_rules').execute();
  });

  it('holds an order with a line filed below the chosen category, and only such an order', async () => {
    const created = await rules(
      admin.token,
      'POST',
      rule({ condition: 'category', category_id: tools }),
    );
    expect(created.statusCode).toBe(201);
    const ruleId = created.json<{ data: { id: number } }>().data.id;
    expect(created.json<{ data: object }>().data).toMatchObject({
      condition: 'category',
      category_id: tools,
      address_id: null,
      approver_user_ids: [],
    });

    const held = await placed(buyer, [
      ...washers(),
      { puom_id: spanner.defaultPuomId, sale_qty: 1 },
    ]);
    expect(held.status).toBe('awaiting_approval');
    expect((await approvalOf(buyer, held.id))?.reasons).toEqual([
      { kind: 'category', rule_id: ruleId, category_id: tools },
    ]);
    expect((await placed(buyer, washers())).status).toBe('draft');
    // A role the rule does not name is not held.
    const byApprover = await placed(approver, [{ puom_id: spanner.defaultPuomId, sale_qty: 1 }]);
    expect(byApprover.status).toBe('draft');
  });

  it('holds an order shipped to the chosen address, not one shipped elsewhere', async () => {
    const address = world.addresses.addressA2.id;
    const created = await rules(
      admin.token,
      'POST',
      rule({ condition: 'ship_to', address_id: address }),
    );
    expect(created.statusCode).toBe(201);
    const ruleId = created.json<{ data: { id: number } }>().data.id;
    const held = await placed(buyer, washers(), { shipping_address_id: address });
    expect(held.status).toBe('awaiting_approval');
    expect((await approvalOf(buyer, held.id))?.reasons).toEqual([
      { kind: 'ship_to', rule_id: ruleId, address_id: address },
    ]);
    expect((await placed(buyer, washers())).status).toBe('draft');
  });

  it("refuses a rule naming another tenant's category, another customer's address or colleague", async () => {
    const refusals = [
      [rule({ condition: 'category', category_id: borealCategory }), 'category_id'],
      [rule({ condition: 'ship_to', address_id: world.addresses.addressB.id }), 'address_id'],
      [rule({ condition: 'ship_to', address_id: world.addresses.billingA.id }), 'address_id'],
      [rule({ approver_user_ids: [approverOfB.id] }), 'approver_user_ids'],
      [rule({ approver_user_ids: [buyer.id] }), 'approver_user_ids'],
      [rule({ approver_user_ids: [world.users.borealBuyer.id] }), 'approver_user_ids'],
      // The condition and its target go together.
      [rule({ condition: 'category' }), 'category_id'],
      [rule({ category_id: tools }), 'category_id'],
      [rule({ approver_user_ids: [named.id, named.id] }), 'approver_user_ids'],
    ] as const;
    for (const [body, field] of refusals) {
      const response = await rules(admin.token, 'POST', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
    expect(await t.db.selectFrom('approval_rules').select('id').execute()).toEqual([]);
  });

  it('lets only the colleagues a rule names decide, and tells only them', async () => {
    const created = await rules(
      admin.token,
      'POST',
      rule({ threshold: 0.1, approver_user_ids: [named.id, secondNamed.id] }),
    );
    expect(created.statusCode).toBe(201);
    const order = await placed(buyer, washers());
    expect(order.status).toBe('awaiting_approval');
    expect((await approvalOf(buyer, order.id))?.approver_user_ids).toEqual(
      [named.id, secondNamed.id].sort((a, b) => a - b),
    );
    const told = await t.db
      .selectFrom('outbox_messages')
      .select('recipient')
      .where('tenant_id', '=', world.acme.id)
      .where(sql<string>`payload->>'template'`, '=', 'approval_requested')
      .where(sql<string>`payload->>'order_id'`, '=', String(order.id))
      .execute();
    expect(told.map((row) => row.recipient).sort()).toEqual([
      'named@acme.test',
      'second-named@acme.test',
    ]);

    expect(await inbox(approver)).not.toContain(order.id);
    expect(await inbox(admin)).not.toContain(order.id);
    expect(await inbox(named)).toContain(order.id);
    expect((await act(approver, order.id, 'approve')).statusCode).toBe(403);
    expect((await act(admin, order.id, 'decline', { comment: 'no' })).statusCode).toBe(403);

    // Both named colleagues at the same instant: one decision.
    const answers = await Promise.all([
      act(named, order.id, 'approve'),
      act(secondNamed, order.id, 'decline', { comment: 'Not this month' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const decisions = await t.db
      .selectFrom('order_events')
      .select('user_id')
      .where('order_id', '=', order.id)
      .where('from_status', '=', 'awaiting_approval')
      .execute();
    expect(decisions).toHaveLength(1);
  });

  it("lets the console keep a customer's rules, audited, never another tenant's customer", async () => {
    const path = `/api/admin/ACME/customers/${world.customerA.id}/approval-rules`;
    const created = await t.app.inject({
      method: 'POST',
      url: path,
      headers: acmeAdmin.headers,
      payload: rule({ condition: 'ship_to', address_id: world.addresses.addressA2.id }),
    });
    expect(created.statusCode).toBe(201);
    const ruleId = created.json<{ data: { id: number } }>().data.id;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${path}/${ruleId}`,
      headers: acmeAdmin.headers,
      payload: rule({ threshold: 900 }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: { condition: string } }>().data.condition).toBe('total_above');
    // Its customer reads what the console wrote.
    const read = await t.app.inject({
      url: '/api/company/ACME/approval-rules',
      headers: bearer(buyer.token),
    });
    expect(read.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toEqual([ruleId]);
    // Another tenant's console, and a customer of another tenant: not found.
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/BOREAL/customers/${world.customerA.id}/approval-rules/${ruleId}`,
      headers: borealAdmin.headers,
      payload: rule({ threshold: 1 }),
    });
    expect(foreign.statusCode).toBe(404);
    const zeta = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/customers/${world.customerZ.id}/approval-rules`,
      headers: acmeAdmin.headers,
      payload: rule({}),
    });
    expect(zeta.statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${path}/${ruleId}`,
      headers: acmeAdmin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('tenant_id', '=', world.acme.id)
      .where('entity', '=', 'approval_rule')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'approval_rule.create',
      'approval_rule.update',
      'approval_rule.delete',
    ]);
  });

  describe('a limit that asks for approval', () => {
    /** A bolt is $2.50. */
    const bolts = (count: number) => [
      { puom_id: world.products.bolt.defaultPuomId, sale_qty: count },
    ];
    const setLimit = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/company/ACME/spending-limits/${buyer.id}`,
        headers: bearer(admin.token),
        payload: body,
      });
    const left = async () =>
      (
        await t.app.inject({
          url: '/api/company/ACME/spending-limit',
          headers: bearer(buyer.token),
        })
      ).json<SpendingLimitResponse>().data;

    beforeEach(async () => {
      await t.db.deleteFrom('order_events').execute();
      await t.db.deleteFrom('order_lines').execute();
      await t.db.deleteFrom('orders').where('placed_by_user_id', '=', buyer.id).execute();
      const set = await setLimit({ limit: 100, period: 'month', over_limit: 'needs_approval' });
      expect(set.statusCode).toBe(200);
      expect(set.json<{ data: { over_limit: string } }>().data.over_limit).toBe('needs_approval');
    });

    it('sends an order over it to an approver instead of refusing it, and counts it', async () => {
      expect(await left()).toMatchObject({ left: 100, over_limit: 'needs_approval' });
      expect((await placed(buyer, bolts(16))).status).toBe('draft'); // $40
      const over = await placed(buyer, bolts(25)); // $62.50
      expect(over.status).toBe('awaiting_approval');
      expect((await approvalOf(buyer, over.id))?.reasons).toEqual([
        { kind: 'over_limit', limit: 100 },
      ]);
      expect(await left()).toMatchObject({ spent: 102.5, left: 0 });
      // Declined, it gives its total back.
      expect((await act(approver, over.id, 'decline', { comment: 'Too much' })).statusCode).toBe(
        200,
      );
      expect(await left()).toMatchObject({ spent: 40, left: 60 });
      // The same limit set to refuse refuses again.
      expect((await setLimit({ limit: 100, period: 'month' })).statusCode).toBe(200);
      expect((await place(buyer, bolts(25))).statusCode).toBe(422);
    });

    it('never lets orders at the same instant pass it unapproved', async () => {
      // Five orders of $30 against $100: three fit; the others wait for an approver, whichever
      // order they commit in (the statement's check finds the rest spent by a racing order).
      const answers = await Promise.all(Array.from({ length: 5 }, () => place(buyer, bolts(12))));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
      const statuses = answers
        .map((answer) => answer.json<{ data: { status: string } }>().data.status)
        .sort();
      expect(statuses).toEqual([
        'awaiting_approval',
        'awaiting_approval',
        'draft',
        'draft',
        'draft',
      ]);
      expect(await left()).toMatchObject({ spent: 150, left: 0 });
    });
  });
});

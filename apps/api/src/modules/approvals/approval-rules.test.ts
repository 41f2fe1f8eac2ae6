import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_APPROVAL_RULES, type ApprovalRuleList, type CompanyRole } from '@portal/contract';
import { bearer, createUser, sessionFor } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * A customer's approval rules (issue 29 point 3, decision 033): its administrator keeps them,
 * every member reads them, nobody reaches another company's, and a rule holds the orders it
 * matches from the next order on.
 */
describe('approval rules', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let admin: string;
  let approver: string;
  let adminOfB: string;

  const person = async (email: string, companyRole: CompanyRole, customerId: number) => {
    const user = await createUser(t.db, {
      email,
      tenantId: world.acme.id,
      customerId,
      companyRole,
    });
    return sessionFor(t.db, user.id, world.acme.id);
  };
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path = '',
    body?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/company/ACME/approval-rules${path}`,
      headers: bearer(token),
      ...(body ? { payload: body } : {}),
    });
  const overAmount = (threshold: number) => ({
    condition: 'total_above',
    threshold,
    applies_to: ['buyer'],
    approver_role: 'approver',
  });

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    admin = await person('admin@alpha.test', 'customer_admin', world.customerA.id);
    approver = await person('approver@alpha.test', 'approver', world.customerA.id);
    adminOfB = await person('admin@beta.test', 'customer_admin', world.customerB.id);
  });

  it('lets the administrator create, change and delete rules, and every member read them', async () => {
    const created = await call(admin, 'POST', '', overAmount(5000));
    expect(created.statusCode).toBe(201);
    const rule = created.json<{ data: { id: number } }>().data;
    expect(rule).toEqual({
      id: rule.id,
      ...overAmount(5000),
      category_id: null,
      address_id: null,
      approver_user_ids: [],
    });

    const read = await call(world.users.buyerA.token, 'GET');
    expect(read.json<ApprovalRuleList>().data).toEqual([rule]);

    const changed = await call(admin, 'PUT', `/${rule.id}`, {
      condition: 'lines_above',
      threshold: 3,
      applies_to: ['buyer', 'approver'],
      approver_role: 'customer_admin',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: { threshold: number } }>().data.threshold).toBe(3);

    expect((await call(admin, 'DELETE', `/${rule.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET')).json<ApprovalRuleList>().data).toEqual([]);
  });

  it('refuses every other role a change, with a translated message, writing nothing', async () => {
    for (const token of [approver, world.users.buyerA.token]) {
      const refused = await call(token, 'POST', '', overAmount(1));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: "Only your company's administrator changes its approval rules.",
      });
    }
    expect(await t.db.selectFrom('approval_rules').selectAll().execute()).toEqual([]);
  });

  it("keeps another company's administrator away from the rules: not found, unchanged", async () => {
    const rule = (await call(admin, 'POST', '', overAmount(100))).json<{ data: { id: number } }>()
      .data;
    expect((await call(adminOfB, 'GET')).json<ApprovalRuleList>().data).toEqual([]);
    expect((await call(adminOfB, 'PUT', `/${rule.id}`, overAmount(1))).statusCode).toBe(404);
    expect((await call(adminOfB, 'DELETE', `/${rule.id}`)).statusCode).toBe(404);
    const boreal = await t.app.inject({
      method: 'DELETE',
      url: `/api/company/BOREAL/approval-rules/${rule.id}`,
      headers: bearer(world.users.borealBuyer.token),
    });
    expect(boreal.statusCode).toBe(403);
    expect((await call(admin, 'GET')).json<ApprovalRuleList>().data).toHaveLength(1);
    await call(admin, 'DELETE', `/${rule.id}`);
  });

  it.each([
    ['a fraction of a line', { ...overAmount(1), condition: 'lines_above', threshold: 2.5 }],
    ['a fraction of a cent', overAmount(10.005)],
    ['a negative amount', overAmount(-1)],
    ['no role', { ...overAmount(1), applies_to: [] }],
    ['a requester (always held anyway)', { ...overAmount(1), applies_to: ['requester'] }],
    ['a role twice', { ...overAmount(1), applies_to: ['buyer', 'buyer'] }],
    ['a buyer approving', { ...overAmount(1), approver_role: 'buyer' }],
  ])('refuses a rule with %s', async (_name, body) => {
    const response = await call(admin, 'POST', '', body);
    expect(response.statusCode).toBe(422);
  });

  it("lets the manufacturer's console read a customer's rules, and no one else's", async () => {
    await call(admin, 'POST', '', overAmount(750));
    const staff = await createUser(t.db, {
      email: 'rules-reader@acme.test',
      tenantId: world.acme.id,
      role: 'admin',
    });
    const headers = bearer(await sessionFor(t.db, staff.id, world.acme.id));
    const read = (customerId: number) =>
      t.app.inject({ url: `/api/admin/ACME/customers/${customerId}/approval-rules`, headers });
    const own = (await call(admin, 'GET')).json<ApprovalRuleList>().data;
    const seen = await read(world.customerA.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<ApprovalRuleList>().data).toEqual(own);
    expect(own.map((rule) => rule.threshold)).toContain(750);
    expect((await read(world.customerB.id)).json<ApprovalRuleList>().data).toEqual([]);
    expect((await read(2_000_000)).statusCode).toBe(404);
    // A customer's administrator is no console reader.
    const refused = await t.app.inject({
      url: `/api/admin/ACME/customers/${world.customerA.id}/approval-rules`,
      headers: bearer(admin),
    });
    expect(refused.statusCode).toBe(403);
  });

  it(`keeps at most ${MAX_APPROVAL_RULES} rules per company`, async () => {
    await t.db
      .insertInto('approval_rules')
      .values(
        Array.from({ length: MAX_APPROVAL_RULES }, () => ({
          tenant_id: world.acme.id,
          customer_id: world.customerA.id,
          condition: 'total_above' as const,
          threshold: 1_000_000,
          applies_to: ['buyer' as const],
          approver_role: 'approver' as const,
        })),
      )
      .execute();
    const refused = await call(admin, 'POST', '', overAmount(1));
    expect(refused.statusCode).toBe(409);
    await t.db.deleteFrom('approval_rules').execute();
  });

  it('holds the next order a new rule matches, and only those', async () => {
    await call(admin, 'POST', '', overAmount(20));
    const place = async (quantity: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders/ACME',
        headers: bearer(world.users.buyerA.token),
        payload: orderBody(world, [
          { puom_id: world.products.bolt.defaultPuomId, sale_qty: quantity },
        ]) as object,
      });
      return response.json<{ data: { status: string } }>().data.status;
    };
    // A bolt is $2.50: 8 make $20 (not above), 9 make $22.50.
    expect(await place(8)).toBe('draft');
    expect(await place(9)).toBe('awaiting_approval');
    await t.db.deleteFrom('approval_rules').execute();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Colleague, ColleagueList } from '@portal/contract';
import { auditRows } from '../../../test/helpers/admin-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import { createCompanyWorld, type CompanyWorld } from '../../../test/helpers/company-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/** A customer administrator's colleagues (issue 29 point 2, decision 034). */
describe('colleagues', () => {
  const t = useTestApp();
  let world: CompanyWorld;

  beforeAll(async () => {
    world = await createCompanyWorld(t.db);
  });

  const list = (headers = world.nwAdmin.headers, code = 'ACME') =>
    t.app.inject({ method: 'GET', url: `/api/company/${code}/colleagues`, headers });
  const patch = (userId: number, payload: object, headers = world.nwAdmin.headers) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/company/ACME/colleagues/${userId}`,
      headers,
      payload,
    });
  const settingsStatus = (token: string) =>
    t.app
      .inject({ method: 'GET', url: '/api/settings/ACME', headers: bearer(token) })
      .then((response) => response.statusCode);

  it("lists the administrator's own company's people only, themselves not manageable", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { data } = response.json<ColleagueList>();
    expect(data.map((c) => c.email)).toEqual([
      'alice@northwind.test',
      'carol@northwind.test',
      'bob@northwind.test',
      'erin@northwind.test',
    ]);
    const alice = data.find((c) => c.email === 'alice@northwind.test');
    expect(alice).toEqual({
      user_id: world.nwAdmin.id,
      name: 'Alice Admin',
      email: 'alice@northwind.test',
      company_role: 'customer_admin',
      sees_all_orders: true,
      status: 'approved',
      last_sign_in_at: expect.any(String) as string,
      manageable: false,
      ship_to_address_ids: null,
      spending_limit: null,
    });
    expect(data.filter((c) => c.manageable).map((c) => c.email)).toEqual([
      'carol@northwind.test',
      'bob@northwind.test',
      'erin@northwind.test',
    ]);
  });

  it("shows each colleague's spending limit and what their period spent, as their administrator set it", async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/company/ACME/spending-limits/${world.nwBuyer.id}`,
      headers: world.nwAdmin.headers,
      payload: { limit: 1500.5, period: 'quarter', over_limit: 'needs_approval' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const limitOf = async () =>
      (await list()).json<ColleagueList>().data.find((c) => c.user_id === world.nwBuyer.id)
        ?.spending_limit;
    expect(await limitOf()).toEqual({
      limit: 1500.5,
      period: 'quarter',
      spent: 0,
      over_limit: 'needs_approval',
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/company/ACME/spending-limits/${world.nwBuyer.id}`,
      headers: world.nwAdmin.headers,
      payload: { limit: null, period: null },
    });
    expect(await limitOf()).toBeNull();
  });

  it('refuses everyone but a customer administrator, with a translated 403', async () => {
    for (const who of [world.nwBuyer, world.nwApprover, world.acmeStaff]) {
      const response = await list(who.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toMatch(/administrator/);
      expect(
        (await patch(world.nwBuyer.id, { company_role: 'approver' }, who.headers)).statusCode,
      ).toBe(403);
    }
    const spanish = await t.app.inject({
      method: 'GET',
      url: '/api/company/ACME/colleagues',
      headers: { ...world.nwBuyer.headers, 'accept-language': 'es' },
    });
    expect(spanish.json<{ message: string }>().message).toMatch(/administrador/);
    // A session of another manufacturer is not a member here at all.
    expect((await list(world.borealBuyer.headers)).statusCode).toBe(403);
  });

  it('changes a colleague’s role and sees-all flag, audited like the console’s member update', async () => {
    const response = await patch(world.nwBuyer.id, {
      company_role: 'approver',
      sees_all_orders: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Colleague }>().data).toMatchObject({
      user_id: world.nwBuyer.id,
      company_role: 'approver',
      sees_all_orders: false,
      manageable: true,
    });
    const audit = (await auditRows(t.db, world.acme.id, 'membership')).at(-1);
    expect(audit).toMatchObject({
      action: 'member.update',
      entity_id: String(world.nwBuyer.id),
      actor_user_id: world.nwAdmin.id,
      before: { company_role: 'buyer', sees_all_orders: true },
      after: { company_role: 'approver', sees_all_orders: false },
    });
    await patch(world.nwBuyer.id, { company_role: 'buyer', sees_all_orders: true });
  });

  it("never reaches another customer's, another manufacturer's or the staff's people: 404, nothing written", async () => {
    const before = await auditRows(t.db, world.acme.id);
    for (const userId of [
      world.swBuyer.id,
      world.swAdmin.id,
      world.acmeStaff.id,
      world.borealBuyer.id,
      999_999,
    ]) {
      const response = await patch(userId, { status: 'disabled', company_role: 'requester' });
      expect(response.statusCode).toBe(404);
    }
    expect(await auditRows(t.db, world.acme.id)).toHaveLength(before.length);
    expect(await settingsStatus(world.swBuyer.token)).toBe(200);
    // Southwind's administrator does not reach Northwind's people either.
    expect(
      (await patch(world.nwBuyer.id, { status: 'disabled' }, world.swAdmin.headers)).statusCode,
    ).toBe(404);
  });

  it('never changes the administrator themself: no raising, lowering or disabling of their own membership', async () => {
    for (const payload of [
      { company_role: 'customer_admin' },
      { company_role: 'requester' },
      { sees_all_orders: false },
      { status: 'disabled' },
    ]) {
      const response = await patch(world.nwAdmin.id, payload);
      expect(response.statusCode).toBe(403);
    }
    const row = await t.db
      .selectFrom('memberships')
      .select(['company_role', 'status', 'sees_all_orders'])
      .where('tenant_id', '=', world.acme.id)
      .where('user_id', '=', world.nwAdmin.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      company_role: 'customer_admin',
      status: 'approved',
      sees_all_orders: true,
    });
  });

  it('disables a colleague, whose sessions end at once, and enables them again', async () => {
    expect(await settingsStatus(world.nwApprover.token)).toBe(200);
    const disabled = await patch(world.nwApprover.id, { status: 'disabled' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<{ data: Colleague }>().data.status).toBe('disabled');
    expect(await settingsStatus(world.nwApprover.token)).toBe(401);

    const enabled = await patch(world.nwApprover.id, { status: 'approved' });
    expect(enabled.json<{ data: Colleague }>().data.status).toBe('approved');
    // The ended session stays ended; the colleague signs in again.
    expect(await settingsStatus(world.nwApprover.token)).toBe(401);
    const audit = (await auditRows(t.db, world.acme.id, 'membership')).slice(-2);
    expect(audit.map((row) => row.after)).toEqual([{ status: 'disabled' }, { status: 'approved' }]);
  });

  it("leaves a colleague waiting for the manufacturer's approval to the manufacturer", async () => {
    await t.db
      .updateTable('memberships')
      .set({ status: 'pending' })
      .where('tenant_id', '=', world.acme.id)
      .where('user_id', '=', world.nwSecondAdmin.id)
      .execute();
    const waiting = (await list())
      .json<ColleagueList>()
      .data.find((c) => c.user_id === world.nwSecondAdmin.id);
    expect(waiting).toMatchObject({ status: 'pending', manageable: false });
    expect((await patch(world.nwSecondAdmin.id, { status: 'approved' })).statusCode).toBe(409);
  });

  it('validates the body with the shared schema: no input answers 500', async () => {
    for (const payload of [
      { company_role: 'owner' },
      { status: 'rejected' },
      { sees_all_orders: 'yes' },
    ]) {
      const response = await patch(world.nwBuyer.id, payload);
      expect(response.statusCode).toBe(422);
    }
    expect((await patch(0, {})).statusCode).toBe(422);
  });
});

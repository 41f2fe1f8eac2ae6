import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberList, MemberResponse } from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  createRegistration,
  signedIn,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { bearer, createCustomer, sessionFor } from '../../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

describe('admin members', () => {
  const t = useTestApp();
  let world: AdminWorld;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });

  const list = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/ACME/members${query}`,
      headers: world.acmeAdmin.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<MemberList>();
  };
  const patch = (userId: number, payload: object, headers = world.acmeAdmin.headers) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/ACME/members/${userId}`,
      headers,
      payload,
    });
  const sessionAnswers = (token: string, code = 'ACME') =>
    t.app
      .inject({ method: 'GET', url: `/api/settings/${code}`, headers: bearer(token) })
      .then((response) => response.statusCode);

  it("lists the tenant's members of every status, filtered and searched", async () => {
    await createRegistration(t.db, world.acme.id, 'zed-pending@acme.test');
    const all = await list();
    expect(all.data.map((m) => m.email)).toEqual([
      'admin@acme.test',
      'buyer@acme.test',
      'zed-pending@acme.test',
    ]);
    expect(all.meta).toMatchObject({ total: 3, per_page: 20 });
    expect(all.data[1]).toEqual({
      user_id: world.acmeBuyer.id,
      name: 'Test User',
      first_name: 'Test',
      last_name: 'User',
      email: 'buyer@acme.test',
      phone: null,
      role: 'customer',
      status: 'approved',
      rep_code: null,
      customer: { id: world.acmeCustomer.id, code: 'CUST-A', name: 'Alpha Hardware' },
      // Every buyer from before company roles keeps placing and seeing their company's orders.
      company_role: 'buyer',
      sees_all_orders: true,
      sees_invoices: true,
      created_at: expect.any(String) as string,
      decided_at: null,
    });
    expect((await list('?status=pending')).data.map((m) => m.email)).toEqual([
      'zed-pending@acme.test',
    ]);
    expect((await list('?search=ADA%20adm')).data.map((m) => m.email)).toEqual(['admin@acme.test']);
    expect((await list('?search=buyer@')).meta.total).toBe(1);
    expect((await list('?search=100%25')).meta.total).toBe(0);
  });

  it('validates the filters', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/ACME/members?status=gone&search=${'x'.repeat(101)}`,
      headers: world.acmeAdmin.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { status: ['Unknown status.'], search: ['The search text is too long.'] },
    });
  });

  it('sets the rep code and the customer, and clears them with null', async () => {
    const other = await createCustomer(t.db, world.acme.id, 'CUST-R', 'Rho Supply');
    const rep = await signedIn(t.db, 'rep@acme.test', world.acme.id, {
      customerId: world.acmeCustomer.id,
    });
    const set = await patch(rep.id, { rep_code: ' R-42 ', customer_id: other.id });
    expect(set.statusCode).toBe(200);
    expect(set.json<MemberResponse>().data).toMatchObject({
      rep_code: 'R-42',
      customer: { id: other.id, code: 'CUST-R' },
    });
    const cleared = await patch(rep.id, { rep_code: '', customer_id: null });
    expect(cleared.json<MemberResponse>().data).toMatchObject({ rep_code: null, customer: null });

    const audit = await auditRows(t.db, world.acme.id, 'membership');
    expect(audit.slice(-2)).toEqual([
      {
        action: 'member.update',
        entity: 'membership',
        entity_id: String(rep.id),
        actor_user_id: world.acmeAdmin.id,
        before: { rep_code: null, customer_id: world.acmeCustomer.id },
        after: { rep_code: 'R-42', customer_id: other.id },
      },
      expect.objectContaining({
        before: { rep_code: 'R-42', customer_id: other.id },
        after: { rep_code: null, customer_id: null },
      }),
    ]);
    // Nothing to change writes nothing.
    const count = audit.length;
    expect((await patch(rep.id, { rep_code: null })).statusCode).toBe(200);
    expect(await auditRows(t.db, world.acme.id, 'membership')).toHaveLength(count);
  });

  it("sets the company role and whether they see all their company's orders, audited", async () => {
    const colleague = await signedIn(t.db, 'colleague@acme.test', world.acme.id, {
      customerId: world.acmeCustomer.id,
    });
    const set = await patch(colleague.id, { company_role: 'requester', sees_all_orders: false });
    expect(set.statusCode).toBe(200);
    expect(set.json<MemberResponse>().data).toMatchObject({
      company_role: 'requester',
      sees_all_orders: false,
    });
    const listed = await list('?search=colleague@');
    expect(listed.data[0]).toMatchObject({ company_role: 'requester', sees_all_orders: false });
    const admin = await patch(colleague.id, { company_role: 'customer_admin' });
    expect(admin.json<MemberResponse>().data).toMatchObject({
      company_role: 'customer_admin',
      sees_all_orders: false,
    });

    expect((await auditRows(t.db, world.acme.id, 'membership')).slice(-2)).toEqual([
      expect.objectContaining({
        action: 'member.update',
        entity_id: String(colleague.id),
        actor_user_id: world.acmeAdmin.id,
        before: { company_role: 'buyer', sees_all_orders: true },
        after: { company_role: 'requester', sees_all_orders: false },
      }),
      expect.objectContaining({
        before: { company_role: 'requester' },
        after: { company_role: 'customer_admin' },
      }),
    ]);
  });

  it('refuses invalid values field by field', async () => {
    const response = await patch(world.acmeBuyer.id, {
      status: 'pending',
      rep_code: 'x'.repeat(31),
      customer_id: 'seven',
      company_role: 'admin',
      sees_all_orders: 'yes',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: {
        status: ['Unknown status.'],
        rep_code: ['This value is too long.'],
        customer_id: ['This identifier is invalid.'],
        company_role: ['Unknown company role.'],
        sees_all_orders: ['Choose yes or no.'],
      },
    });
    const foreign = await patch(world.acmeBuyer.id, { customer_id: world.borealCustomer.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ errors: { customer_id: ['Customer not found.'] } });
  });

  it("disables a member, ending that member's sessions for this tenant only", async () => {
    const multi = await signedIn(t.db, 'multi@acme.test', world.acme.id, {
      customerId: world.acmeCustomer.id,
    });
    await t.db
      .insertInto('memberships')
      .values({
        tenant_id: world.boreal.id,
        user_id: multi.id,
        role: 'customer',
        status: 'approved',
      })
      .execute();
    const borealToken = await sessionFor(t.db, multi.id, world.boreal.id);
    expect(await sessionAnswers(multi.token)).toBe(200);

    const response = await patch(multi.id, { status: 'disabled' });
    expect(response.statusCode).toBe(200);
    expect(response.json<MemberResponse>().data).toMatchObject({
      status: 'disabled',
      decided_at: expect.any(String) as string,
    });
    expect(await sessionAnswers(multi.token)).toBe(401);
    expect(await sessionAnswers(borealToken, 'BOREAL')).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        email: 'multi@acme.test',
        password: 'correct horse battery',
        manufacturerCode: 'ACME',
      },
    });
    expect(login.statusCode).toBe(403);

    const enabled = await patch(multi.id, { status: 'approved' });
    expect(enabled.json<MemberResponse>().data.status).toBe('approved');
    expect((await auditRows(t.db, world.acme.id, 'membership')).slice(-2)).toMatchObject([
      { before: { status: 'approved' }, after: { status: 'disabled' } },
      { before: { status: 'disabled' }, after: { status: 'approved' } },
    ]);
  });

  it('lets no administrator disable themself', async () => {
    const response = await patch(world.acmeAdmin.id, { status: 'disabled' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'You cannot disable your own account.',
      errors: { status: ['You cannot disable your own account.'] },
    });
    expect(await sessionAnswers(world.acmeAdmin.token)).toBe(200);
  });

  it('leaves registrations to the registration decisions', async () => {
    const pending = await createRegistration(t.db, world.acme.id, 'wait@acme.test');
    const response = await patch(pending.id, { status: 'approved' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/^Decide this registration first/);
  });

  it("answers 404 for another tenant's member asked under ACME", async () => {
    const response = await patch(world.borealBuyer.id, { status: 'disabled' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Member not found.' });
    expect(await sessionAnswers(world.borealBuyer.token, 'BOREAL')).toBe(200);
    expect((await patch(999999, { rep_code: 'X' })).statusCode).toBe(404);
  });
});

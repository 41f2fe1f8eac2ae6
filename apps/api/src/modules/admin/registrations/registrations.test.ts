import { beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationList, RegistrationResponse } from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  createRegistration,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { createCustomer, TEST_PASSWORD } from '../../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

describe('admin registrations', () => {
  const t = useTestApp();
  let world: AdminWorld;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });

  const get = (path: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/ACME${path}`,
      headers: world.acmeAdmin.headers,
    });
  const post = (path: string, payload: object, code = 'ACME') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/${code}${path}`,
      headers: world.acmeAdmin.headers,
      payload,
    });
  const login = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: TEST_PASSWORD, manufacturerCode: 'ACME' },
    });
  const membership = (userId: number) =>
    t.db
      .selectFrom('memberships')
      .select(['status', 'customer_id', 'decision_note', 'decided_at'])
      .where('tenant_id', '=', world.acme.id)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();

  it('lists pending registrations newest first with their details, 20 a page', async () => {
    const first = await createRegistration(t.db, world.acme.id, 'first@reg.test');
    const second = await createRegistration(t.db, world.acme.id, 'second@reg.test', {
      company: 'Southwind',
      webAddress: 'https://southwind.test',
    });
    await createRegistration(t.db, world.boreal.id, 'elsewhere@reg.test');
    const response = await get('/registrations');
    expect(response.statusCode).toBe(200);
    const body = response.json<RegistrationList>();
    expect(body.meta).toEqual({
      current_page: 1,
      per_page: 20,
      from: 1,
      to: 2,
      total: 2,
      last_page: 1,
    });
    expect(body.data.map((r) => r.user_id)).toEqual([second.id, first.id]);
    expect(body.data[0]).toEqual({
      user_id: second.id,
      name: 'Reg Istrant',
      first_name: 'Reg',
      last_name: 'Istrant',
      email: 'second@reg.test',
      phone: null,
      status: 'pending',
      registration: {
        company: 'Southwind',
        address: '12 Harbour St',
        address2: 'Suite 4',
        city: 'Halifax',
        state: 'NS',
        zip: 'B3H 1A1',
        country: 'CA',
        phone: '9025550100',
        webAddress: 'https://southwind.test',
      },
      customer: null,
      decision_note: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      decided_at: null,
    });
    const empty = await get('/registrations?status=rejected&page=2');
    expect(empty.json<RegistrationList>()).toEqual({
      data: [],
      meta: { current_page: 2, per_page: 20, from: null, to: null, total: 0, last_page: 1 },
    });
  });

  it('refuses an unknown status or page with per-field messages', async () => {
    const response = await get('/registrations?status=maybe&page=0');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: {
        status: ['Unknown status.'],
        page: ['The page must be a whole number of at least 1.'],
      },
    });
  });

  it('approves by linking an existing customer; the buyer can sign in only after', async () => {
    const user = await createRegistration(t.db, world.acme.id, 'link@reg.test');
    const before = await login('link@reg.test');
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ message: 'Your account is pending company approval.' });

    const response = await post(`/registrations/${user.id}/approve`, {
      customer_id: world.acmeCustomer.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<RegistrationResponse>().data).toMatchObject({
      user_id: user.id,
      status: 'approved',
      customer: { id: world.acmeCustomer.id, code: 'CUST-A', name: 'Alpha Hardware' },
      decided_at: expect.any(String) as string,
    });
    expect(await membership(user.id)).toMatchObject({
      status: 'approved',
      customer_id: world.acmeCustomer.id,
    });

    const after = await login('link@reg.test');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ tenants: [{ code: 'ACME' }] });

    const audit = await auditRows(t.db, world.acme.id, 'membership');
    expect(audit.at(-1)).toEqual({
      action: 'registration.approve',
      entity: 'membership',
      entity_id: String(user.id),
      actor_user_id: world.acmeAdmin.id,
      before: { status: 'pending', customer_id: null },
      after: { status: 'approved', customer_id: world.acmeCustomer.id },
    });
  });

  it('approves by creating the customer and its shipping address from the registration', async () => {
    const user = await createRegistration(t.db, world.acme.id, 'new@reg.test', {
      address3: 'Pier 2',
      country: 'ca',
    });
    const response = await post(`/registrations/${user.id}/approve`, {
      create_customer: { code: ' NW-1 ', name: 'Northwind Trading' },
    });
    expect(response.statusCode).toBe(200);
    const customerId = response.json<RegistrationResponse>().data.customer?.id ?? 0;
    const customer = await t.db
      .selectFrom('customers')
      .select(['code', 'name', 'email', 'mobile_phone'])
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(customer).toEqual({
      code: 'NW-1',
      name: 'Northwind Trading',
      email: 'new@reg.test',
      mobile_phone: '9025550100',
    });
    const addresses = await t.db
      .selectFrom('addresses')
      .select([
        'type',
        'address',
        'address2',
        'address3',
        'city',
        'province_code',
        'country_code',
        'postal_code',
      ])
      .where('tenant_id', '=', world.acme.id)
      .where('customer_id', '=', customerId)
      .execute();
    expect(addresses).toEqual([
      {
        type: 'S',
        address: '12 Harbour St',
        address2: 'Suite 4',
        address3: 'Pier 2',
        city: 'Halifax',
        province_code: 'NS',
        country_code: 'CA',
        postal_code: 'B3H 1A1',
      },
    ]);
    const actions = (await auditRows(t.db, world.acme.id)).slice(-3).map((row) => row.action);
    expect(actions).toEqual(['customer.create', 'address.create', 'registration.approve']);
    expect((await login('new@reg.test')).statusCode).toBe(200);
  });

  it('needs exactly one way to choose the customer', async () => {
    const user = await createRegistration(t.db, world.acme.id, 'choose@reg.test');
    for (const body of [
      {},
      { customer_id: world.acmeCustomer.id, create_customer: { code: 'C-9', name: 'Both' } },
    ]) {
      const response = await post(`/registrations/${user.id}/approve`, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Choose an existing customer or create a new one (not both).',
        errors: { customer_id: ['Choose an existing customer or create a new one (not both).'] },
      });
    }
    const blank = await post(`/registrations/${user.id}/approve`, {
      create_customer: { code: ' ', name: '' },
    });
    expect(blank.json()).toMatchObject({
      errors: {
        'create_customer.code': ['This field is required'],
        'create_customer.name': ['This field is required'],
      },
    });
    expect((await membership(user.id)).status).toBe('pending');
  });

  it("refuses a taken customer code and another tenant's customer, changing nothing", async () => {
    const user = await createRegistration(t.db, world.acme.id, 'taken@reg.test');
    const taken = await post(`/registrations/${user.id}/approve`, {
      create_customer: { code: 'CUST-A', name: 'Copycat' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      errors: { 'create_customer.code': ['A customer with this code already exists.'] },
    });
    const foreign = await post(`/registrations/${user.id}/approve`, {
      customer_id: world.borealCustomer.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ errors: { customer_id: ['Customer not found.'] } });
    expect(await membership(user.id)).toMatchObject({ status: 'pending', customer_id: null });
  });

  it('rejects with a reason; the account then cannot sign in', async () => {
    const user = await createRegistration(t.db, world.acme.id, 'no@reg.test');
    const missing = await post(`/registrations/${user.id}/reject`, { reason: '   ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { reason: ['This field is required'] } });

    const response = await post(`/registrations/${user.id}/reject`, { reason: 'Not a reseller' });
    expect(response.statusCode).toBe(200);
    expect(response.json<RegistrationResponse>().data).toMatchObject({
      status: 'rejected',
      decision_note: 'Not a reseller',
    });
    const refused = await login('no@reg.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Your registration was not approved by the company.',
    });
    const audit = await auditRows(t.db, world.acme.id, 'membership');
    expect(audit.at(-1)).toMatchObject({
      action: 'registration.reject',
      after: { status: 'rejected', decision_note: 'Not a reseller' },
    });
  });

  it('decides only pending registrations (409 afterwards)', async () => {
    const user = await createRegistration(t.db, world.acme.id, 'twice@reg.test');
    await post(`/registrations/${user.id}/reject`, { reason: 'No' });
    const again = await post(`/registrations/${user.id}/approve`, {
      customer_id: world.acmeCustomer.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This registration has already been decided.' });
    const rejectAgain = await post(`/registrations/${user.id}/reject`, { reason: 'Still no' });
    expect(rejectAgain.statusCode).toBe(409);
    // An approved member is not a registration to decide either.
    const buyer = await post(`/registrations/${world.acmeBuyer.id}/approve`, {
      customer_id: world.acmeCustomer.id,
    });
    expect(buyer.statusCode).toBe(409);
  });

  it("answers 404 for another tenant's registration asked under ACME, and unknown ids", async () => {
    const borealUser = await createRegistration(t.db, world.boreal.id, 'b@reg.test');
    const other = await createCustomer(t.db, world.acme.id, 'CUST-Q');
    const response = await post(`/registrations/${borealUser.id}/approve`, {
      customer_id: other.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Registration not found.' });
    const reject = await post(`/registrations/${borealUser.id}/reject`, { reason: 'x' });
    expect(reject.statusCode).toBe(404);
    expect((await post('/registrations/999999/reject', { reason: 'x' })).statusCode).toBe(404);
    const status = await t.db
      .selectFrom('memberships')
      .select('status')
      .where('user_id', '=', borealUser.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('pending');
    // An administrator (not a customer membership) is not a registration.
    const admin = await post(`/registrations/${world.acmeAdmin.id}/reject`, { reason: 'x' });
    expect(admin.statusCode).toBe(404);
  });

  it('answers in the caller language', async () => {
    const user = await createRegistration(t.db, world.acme.id, 'fr@reg.test');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/registrations/${user.id}/approve`,
      headers: { ...world.acmeAdmin.headers, 'accept-language': 'fr' },
      payload: {},
    });
    expect(response.json()).toMatchObject({
      message: 'Choisissez un client existant ou créez-en un nouveau (pas les deux).',
    });
  });
});

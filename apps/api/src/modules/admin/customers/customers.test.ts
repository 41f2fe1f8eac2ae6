import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAddressResponse,
  AdminCustomerList,
  AdminCustomerResponse,
} from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { createCustomer } from '../../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

describe('admin customers and addresses', () => {
  const t = useTestApp();
  let world: AdminWorld;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin/ACME${path}`,
      headers: world.acmeAdmin.headers,
      ...(payload ? { payload } : {}),
    });

  it('creates a customer (201) and shows it with its addresses and accounts', async () => {
    const response = await call('POST', '/customers', {
      code: 'CUST-N',
      name: ' Nu Tools ',
      email: 'Orders@NuTools.test',
      mobile_phone: '(416) 555-0101',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<AdminCustomerResponse>();
    expect(data).toEqual({
      id: expect.any(Number) as number,
      code: 'CUST-N',
      name: 'Nu Tools',
      email: 'orders@nutools.test',
      mobile_phone: '(416) 555-0101',
      created_at: expect.any(String) as string,
      price_list: null,
      addresses: [],
      members: [],
    });
    const existing = await call('GET', `/customers/${world.acmeCustomer.id}`);
    expect(existing.json<AdminCustomerResponse>().data).toMatchObject({
      code: 'CUST-A',
      addresses: [{ id: world.acmeAddress.id, type: 'S', city: 'Toronto', address2: null }],
      members: [
        {
          user_id: world.acmeBuyer.id,
          email: 'buyer@acme.test',
          status: 'approved',
          company_role: 'buyer',
        },
      ],
    });
    const audit = await auditRows(t.db, world.acme.id, 'customer');
    expect(audit.at(-1)).toEqual({
      action: 'customer.create',
      entity: 'customer',
      entity_id: String(data.id),
      actor_user_id: world.acmeAdmin.id,
      before: null,
      after: {
        code: 'CUST-N',
        name: 'Nu Tools',
        email: 'orders@nutools.test',
        mobile_phone: '(416) 555-0101',
      },
    });
  });

  it('refuses invalid and duplicate customers field by field', async () => {
    const invalid = await call('POST', '/customers', {
      code: '',
      name: 'x'.repeat(201),
      email: 'not-an-email',
      mobile_phone: 'call me',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      errors: {
        code: ['This field is required'],
        name: ['This value is too long.'],
        email: ['Enter a valid email address.'],
        mobile_phone: ['Enter a valid phone number.'],
      },
    });
    const duplicate = await call('POST', '/customers', { code: 'CUST-A', name: 'Again' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      message: 'A customer with this code already exists.',
      errors: { code: ['A customer with this code already exists.'] },
    });
    // BOREAL's codes are BOREAL's: the same code is free at ACME.
    const zCode = await call('POST', '/customers', { code: 'CUST-Z', name: 'Zed at Acme' });
    expect(zCode.statusCode).toBe(201);
  });

  it('lists customers by code with search and paging', async () => {
    for (let i = 0; i < 21; i++) {
      await createCustomer(t.db, world.acme.id, `BULK-${String(i).padStart(2, '0')}`);
    }
    const page1 = await call('GET', '/customers');
    const body = page1.json<AdminCustomerList>();
    expect(body.meta).toMatchObject({ total: 24, from: 1, to: 20, last_page: 2 });
    expect(body.data[0]).toMatchObject({ code: 'BULK-00' });
    const page2 = (await call('GET', '/customers?page=2')).json<AdminCustomerList>();
    expect(page2.data.map((c) => c.code)).toEqual(['BULK-20', 'CUST-A', 'CUST-N', 'CUST-Z']);
    const search = (await call('GET', '/customers?search=alpha')).json<AdminCustomerList>();
    expect(search.data.map((c) => c.code)).toEqual(['CUST-A']);
    const byEmail = (await call('GET', '/customers?search=nutools')).json<AdminCustomerList>();
    expect(byEmail.data.map((c) => c.code)).toEqual(['CUST-N']);
    const wildcard = (await call('GET', '/customers?search=_')).json<AdminCustomerList>();
    expect(wildcard.meta.total).toBe(0);
  });

  it('edits a customer, auditing only what changed', async () => {
    const created = await createCustomer(t.db, world.acme.id, 'CUST-E', 'Epsilon');
    const response = await call('PATCH', `/customers/${created.id}`, {
      name: 'Epsilon Industries',
      email: '',
      code: 'CUST-E',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminCustomerResponse>().data).toMatchObject({
      code: 'CUST-E',
      name: 'Epsilon Industries',
      email: null,
    });
    expect((await auditRows(t.db, world.acme.id, 'customer')).at(-1)).toMatchObject({
      action: 'customer.update',
      before: { name: 'Epsilon', email: 'cust-e@example.com' },
      after: { name: 'Epsilon Industries', email: null },
    });
    const taken = await call('PATCH', `/customers/${created.id}`, { code: 'CUST-A' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { code: [expect.any(String)] } });
  });

  it('adds, edits and deletes addresses; orders keep their snapshot', async () => {
    const customerId = world.acmeCustomer.id;
    const created = await call('POST', `/customers/${customerId}/addresses`, {
      type: 'B',
      address: '9 Ledger Lane',
      address2: '',
      city: 'Ottawa',
      province_code: 'ON',
      country_code: 'CA',
      postal_code: 'K1A 0A1',
    });
    expect(created.statusCode).toBe(201);
    const address = created.json<AdminAddressResponse>().data;
    expect(address).toEqual({
      id: expect.any(Number) as number,
      type: 'B',
      address: '9 Ledger Lane',
      address2: null,
      address3: null,
      city: 'Ottawa',
      province_code: 'ON',
      country_code: 'CA',
      postal_code: 'K1A 0A1',
    });

    const edited = await call('PATCH', `/customers/${customerId}/addresses/${address.id}`, {
      type: 'S',
      postal_code: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminAddressResponse>().data).toMatchObject({ type: 'S', postal_code: '' });

    // An order shipped to it: deleting the address clears the link, not the order.
    const order = await t.db
      .insertInto('orders')
      .values({
        tenant_id: world.acme.id,
        sale_no: 5001,
        customer_id: customerId,
        status: 'draft',
        sale_date: '2026-03-01',
        delivery_method: 'pickup',
        payment_option: 'cod',
        shipping_address_id: address.id,
        shipping_address: '9 Ledger Lane, Ottawa, ON, CA, K1A 0A1',
        total: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deleted = await call('DELETE', `/customers/${customerId}/addresses/${address.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const kept = await t.db
      .selectFrom('orders')
      .select(['shipping_address_id', 'shipping_address'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({
      shipping_address_id: null,
      shipping_address: '9 Ledger Lane, Ottawa, ON, CA, K1A 0A1',
    });
    const again = await call('DELETE', `/customers/${customerId}/addresses/${address.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Address not found.' });

    const actions = (await auditRows(t.db, world.acme.id, 'address')).map((r) => r.action);
    expect(actions.slice(-3)).toEqual(['address.create', 'address.update', 'address.delete']);
    expect((await auditRows(t.db, world.acme.id, 'address')).at(-1)).toMatchObject({
      before: { customer_id: customerId, address: '9 Ledger Lane', type: 'S' },
      after: null,
    });
  });

  it('validates addresses field by field', async () => {
    const response = await call('POST', `/customers/${world.acmeCustomer.id}/addresses`, {
      type: 'X',
      address: '',
      country_code: 'CAN',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: {
        type: ['The address type must be S (shipping) or B (billing).'],
        address: ['This field is required'],
        city: ['This field is required'],
        country_code: ['This value is too long.'],
      },
    });
  });

  it("answers 404 for BOREAL's customers and addresses asked under ACME, changing nothing", async () => {
    const { borealCustomer, borealAddress, acmeCustomer } = world;
    expect((await call('GET', `/customers/${borealCustomer.id}`)).statusCode).toBe(404);
    const patch = await call('PATCH', `/customers/${borealCustomer.id}`, { name: 'Hijacked' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ message: 'Customer not found.' });
    const add = await call('POST', `/customers/${borealCustomer.id}/addresses`, {
      type: 'S',
      address: '1 Way',
      city: 'X',
    });
    expect(add.statusCode).toBe(404);
    const path = `/customers/${borealCustomer.id}/addresses/${borealAddress.id}`;
    expect((await call('PATCH', path, { city: 'Y' })).statusCode).toBe(404);
    expect((await call('DELETE', path)).statusCode).toBe(404);
    // Nor through an ACME customer's path.
    const mixed = `/customers/${acmeCustomer.id}/addresses/${borealAddress.id}`;
    expect((await call('DELETE', mixed)).statusCode).toBe(404);

    const row = await t.db
      .selectFrom('addresses')
      .innerJoin('customers', 'customers.id', 'addresses.customer_id')
      .select(['addresses.city', 'customers.name'])
      .where('addresses.id', '=', borealAddress.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ city: 'Toronto', name: 'Zeta Foods' });
    expect(await auditRows(t.db, world.boreal.id)).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerResponse } from '@portal/contract';
import {
  bearer,
  createAddress,
  createCustomer,
  createTenant,
  createUser,
  sessionFor,
} from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe('GET /api/customers/:code', () => {
  const t = useTestApp();
  const tokens = { buyer: '', colleague: '', noCustomer: '', boreal: '' };
  const ids = { customer: 0, first: 0, second: 0, noRegion: 0 };

  beforeAll(async () => {
    const acme = await createTenant(t.db, 'ACME');
    const boreal = await createTenant(t.db, 'BOREAL');
    const customer = await createCustomer(t.db, acme.id, 'C1', 'Buyer Co.');
    const other = await createCustomer(t.db, acme.id, 'C2', 'Other Co.');
    const borealCustomer = await createCustomer(t.db, boreal.id, 'C1', 'Boreal Buyer');
    ids.customer = customer.id;
    ids.first = (await createAddress(t.db, acme.id, customer.id, { address: '1 Main St' })).id;
    await createAddress(t.db, acme.id, customer.id, { type: 'B', address: '9 Billing Rd' });
    ids.second = (await createAddress(t.db, acme.id, customer.id, { address: '2 Dock Rd' })).id;
    ids.noRegion = await t.db
      .insertInto('addresses')
      .values({
        tenant_id: acme.id,
        customer_id: customer.id,
        type: 'S',
        address: '3 Far Away',
        address2: 'Unit 4',
        city: 'Nowhere',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
    await createAddress(t.db, acme.id, other.id, { address: '77 Secret Lane' });
    await createAddress(t.db, boreal.id, borealCustomer.id, { address: '88 Maple Ave' });

    const buyer = await createUser(t.db, {
      email: 'Buyer@Acme.test',
      tenantId: acme.id,
      customerId: customer.id,
    });
    tokens.buyer = await sessionFor(t.db, buyer.id, acme.id);
    const colleague = await createUser(t.db, {
      email: 'other@acme.test',
      tenantId: acme.id,
      customerId: other.id,
    });
    tokens.colleague = await sessionFor(t.db, colleague.id, acme.id);
    const unlinked = await createUser(t.db, { email: 'staff@acme.test', tenantId: acme.id });
    tokens.noCustomer = await sessionFor(t.db, unlinked.id, acme.id);
    const borealBuyer = await createUser(t.db, {
      email: 'buyer@boreal.test',
      tenantId: boreal.id,
      customerId: borealCustomer.id,
    });
    tokens.boreal = await sessionFor(t.db, borealBuyer.id, boreal.id);
  });

  const get = (token: string, query = '', code = 'ACME') =>
    t.app.inject({ method: 'GET', url: `/api/customers/${code}${query}`, headers: bearer(token) });

  it("answers the member's own customer with its shipping addresses only", async () => {
    const response = await get(
      tokens.buyer,
      '?embed=shippingAddresses.province,shippingAddresses.country',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerResponse>()).toEqual({
      data: [
        {
          id: ids.customer,
          code: 'C1',
          name: 'Buyer Co.',
          email: 'c1@example.com',
          mobile_phone: null,
          shipping_addresses: [
            {
              id: ids.first,
              type: 'S',
              address: '1 Main St',
              city: 'Toronto',
              province: { code: 'ON' },
              country: { code: 'CA' },
              postal_code: 'M5V 1A1',
            },
            expect.objectContaining({ id: ids.second, address: '2 Dock Rd' }),
            {
              id: ids.noRegion,
              type: 'S',
              address: '3 Far Away, Unit 4',
              city: 'Nowhere',
              province: null,
              country: null,
              postal_code: '',
            },
          ],
        },
      ],
    });
    expect(response.body).not.toContain('Billing');
    expect(response.body).not.toContain('Secret');
  });

  it('answers the same for the own email in any case, and empty for another email', async () => {
    const own = (await get(tokens.buyer, '?email=BUYER%40acme.TEST')).json<CustomerResponse>();
    expect(own.data.map((c) => c.id)).toEqual([ids.customer]);
    const other = await get(tokens.buyer, '?email=other%40acme.test');
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ data: [] });
  });

  it("never answers another customer's data, whichever email is asked", async () => {
    const response = await get(tokens.colleague, '?email=buyer%40acme.test');
    expect(response.json()).toEqual({ data: [] });
    const own = await get(tokens.colleague);
    const body = own.json<CustomerResponse>();
    expect(body.data.map((c) => c.code)).toEqual(['C2']);
    expect(body.data[0]?.shipping_addresses.map((a) => a.address)).toEqual(['77 Secret Lane']);
    expect(own.body).not.toContain('Main St');
  });

  it('shows a phone stored as bare digits as (XXX) XXX-XXXX and another country with its code', async () => {
    const setPhone = (phone: string) =>
      t.db
        .updateTable('customers')
        .set({ mobile_phone: phone })
        .where('id', '=', ids.customer)
        .execute();
    const phoneShown = async () =>
      (await get(tokens.buyer)).json<CustomerResponse>().data[0]?.mobile_phone;
    await setPhone('4165550123');
    expect(await phoneShown()).toBe('(416) 555-0123');
    await setPhone('+442079460958');
    expect(await phoneShown()).toBe('+44 20 7946 0958');
    await setPhone('ask reception');
    expect(await phoneShown()).toBe('ask reception');
    await t.db
      .updateTable('customers')
      .set({ mobile_phone: null })
      .where('id', '=', ids.customer)
      .execute();
  });

  it('answers an empty list to a member without a customer', async () => {
    expect((await get(tokens.noCustomer)).json()).toEqual({ data: [] });
  });

  it('refuses a member of another tenant (403) and a request without a session (401)', async () => {
    const cross = await get(tokens.boreal);
    expect(cross.statusCode).toBe(403);
    expect(cross.body).not.toContain('Main St');
    const mine = (await get(tokens.boreal, '', 'BOREAL')).json<CustomerResponse>();
    expect(mine.data[0]?.shipping_addresses.map((a) => a.address)).toEqual(['88 Maple Ave']);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/customers/ACME' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 422, never 500, for an oversized email filter', async () => {
    const response = await get(tokens.buyer, `?email=${'a'.repeat(300)}`);
    expect(response.statusCode).toBe(422);
  });
});

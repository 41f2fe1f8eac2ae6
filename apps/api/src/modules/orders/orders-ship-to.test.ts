import { beforeAll, describe, expect, it } from 'vitest';
import type { Colleague, ColleagueList, CustomerResponse } from '@portal/contract';
import { auditRows } from '../../../test/helpers/admin-fixtures.ts';
import { bearer, createUser, sessionFor } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * Ship-to permissions (issue 29 point 5, decision 034): a customer administrator restricts which
 * of the company's addresses a colleague ships to; checkout is offered only those, and the order
 * API refuses the others with a translated 403, writing nothing.
 */
describe('ship-to permissions', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let admin: { id: number; token: string };

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    const user = await createUser(t.db, {
      email: 'admin-a@acme.test',
      tenantId: world.acme.id,
      customerId: world.customerA.id,
      companyRole: 'customer_admin',
    });
    admin = { id: user.id, token: await sessionFor(t.db, user.id, world.acme.id) };
  });

  const restrict = (addressIds: number[] | null, userId = world.users.buyerA.id) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/company/ACME/colleagues/${userId}`,
      headers: bearer(admin.token),
      payload: { ship_to_address_ids: addressIds },
    });
  const place = (addressId: number, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: { ...bearer(world.users.buyerA.token), 'accept-language': language },
      payload: orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 3 }], {
        shipping_address_id: addressId,
      }),
    });
  const offered = async () => {
    const response = await t.app.inject({
      url: '/api/customers/ACME',
      headers: bearer(world.users.buyerA.token),
    });
    return response.json<CustomerResponse>().data[0]!.shipping_addresses.map((a) => a.id);
  };
  const count = async (table: 'orders' | 'outbox_messages') =>
    (await t.db.selectFrom(table).select('id').where('tenant_id', '=', world.acme.id).execute())
      .length;

  it('offers and accepts only the addresses the administrator allowed; the others are refused, nothing written', async () => {
    const { addressA, addressA2 } = world.addresses;
    expect(await offered()).toEqual([addressA.id, addressA2.id]);

    const restricted = await restrict([addressA2.id, addressA2.id]);
    expect(restricted.statusCode).toBe(200);
    expect(restricted.json<{ data: Colleague }>().data.ship_to_address_ids).toEqual([addressA2.id]);
    expect(await offered()).toEqual([addressA2.id]);

    const [orders, messages] = [await count('orders'), await count('outbox_messages')];
    const refused = await place(addressA.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/may not ship to this address/);
    const spanish = await place(addressA.id, 'es');
    expect(spanish.json<{ message: string }>().message).toMatch(/No puede enviar/);
    expect([await count('orders'), await count('outbox_messages')]).toEqual([orders, messages]);

    expect((await place(addressA2.id)).statusCode).toBe(201);

    const audit = (await auditRows(t.db, world.acme.id, 'membership')).at(-1);
    expect(audit).toMatchObject({
      action: 'member.update',
      before: { ship_to_address_ids: null },
      after: { ship_to_address_ids: [addressA2.id] },
    });

    // Lifted: every address of the company again.
    expect((await restrict(null)).json<{ data: Colleague }>().data.ship_to_address_ids).toBeNull();
    expect((await place(addressA.id)).statusCode).toBe(201);
  });

  it('restricts only to the company’s own shipping addresses', async () => {
    const { billingA, addressB, addressZ } = world.addresses;
    for (const address of [billingA, addressB, addressZ]) {
      const response = await restrict([address.id]);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ message: string }>().message).toMatch(/shipping addresses/);
    }
    // Restricted to nothing: this colleague cannot check out at all.
    expect((await restrict([])).statusCode).toBe(200);
    expect(await offered()).toEqual([]);
    expect((await place(world.addresses.addressA.id)).statusCode).toBe(403);
    await restrict(null);
  });

  it("lists the company's shipping addresses for the administrator's choice", async () => {
    const response = await t.app.inject({
      url: '/api/company/ACME/colleagues',
      headers: bearer(admin.token),
    });
    const list = response.json<ColleagueList>();
    expect(list.addresses.map((a) => a.id)).toEqual([
      world.addresses.addressA.id,
      world.addresses.addressA2.id,
    ]);
  });
});

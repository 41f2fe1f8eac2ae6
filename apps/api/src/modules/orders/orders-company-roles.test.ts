import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRole, OrderList } from '@portal/contract';
import { bearer, createUser, sessionFor } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * Company roles on the order API (issue 29 points 1 and 8, decisions 031 and 033): a requester's
 * order waits for approval, and a member who does not see all their company's orders reads only their own,
 * in every read of an order (list, page, PDF, reorder).
 */
describe('orders and company roles', () => {
  const t = useTestApp();
  let world: OrderWorld;

  const colleague = async (email: string, companyRole: CompanyRole, seesAllOrders: boolean) => {
    const user = await createUser(t.db, {
      email,
      tenantId: world.acme.id,
      customerId: world.customerA.id,
      companyRole,
      seesAllOrders,
    });
    return { id: user.id, token: await sessionFor(t.db, user.id, world.acme.id) };
  };
  const place = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: { ...bearer(token), ...headers },
      payload: orderBody(world, [
        { puom_id: world.products.washer.defaultPuomId, sale_qty: 3 },
      ]) as object,
    });
  const placed = async (token: string) => {
    const response = await place(token);
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { id: number } }>().data.id;
  };
  /** The ids of the orders of ACME, all of them or those one user placed. */
  const orderIds = async (placedBy?: number) => {
    let query = t.db.selectFrom('orders').select('id').where('tenant_id', '=', world.acme.id);
    if (placedBy !== undefined) query = query.where('placed_by_user_id', '=', placedBy);
    return (await query.execute()).map((row) => row.id).sort((a, b) => a - b);
  };
  const listed = async (token: string) => {
    const response = await t.app.inject({ url: '/api/orders/ACME', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<OrderList>().data.map((order) => order.id);
  };
  const status = (token: string, url: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers: bearer(token) }).then((response) => response.statusCode);

  let requester: { id: number; token: string };
  let ownOnly: { id: number; token: string };
  let admin: { id: number; token: string };
  let approver: { id: number; token: string };
  /** Orders of customer A by buyer A (sees all, the default), by ownOnly and by approver. */
  let byBuyerA: number;
  let byOwnOnly: number;
  let byApprover: number;
  let ofCustomerB: number;

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    requester = await colleague('requester@acme.test', 'requester', false);
    ownOnly = await colleague('own-only@acme.test', 'buyer', false);
    // A customer administrator sees every order of the company, whatever the flag says.
    admin = await colleague('company-admin@acme.test', 'customer_admin', false);
    approver = await colleague('approver@acme.test', 'approver', true);
    byBuyerA = await placed(world.users.buyerA.token);
    byOwnOnly = await placed(ownOnly.token);
    byApprover = await placed(approver.token);
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: bearer(world.users.buyerB.token),
      payload: orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1 }], {
        customer_id: world.customerB.id,
        shipping_address_id: world.addresses.addressB.id,
      }) as object,
    });
    expect(b.statusCode).toBe(201);
    ofCustomerB = b.json<{ data: { id: number } }>().data.id;
  });

  it("places a requester's order awaiting approval, never as the manufacturer's draft", async () => {
    const response = await place(requester.token, { 'idempotency-key': 'requester-try-1' });
    expect(response.statusCode).toBe(201);
    const { id, status } = response.json<{ data: { id: number; status: string } }>().data;
    expect(status).toBe('awaiting_approval');
    expect(await orderIds(requester.id)).toEqual([id]);
    // The same key answers the same order, still waiting.
    const again = await place(requester.token, { 'idempotency-key': 'requester-try-1' });
    expect(again.json<{ data: { id: number; status: string } }>().data).toMatchObject({
      id,
      status: 'awaiting_approval',
    });
  });

  it('lets buyers, approvers and customer administrators place orders', async () => {
    expect((await place(admin.token)).statusCode).toBe(201);
    expect((await place(approver.token)).statusCode).toBe(201);
    expect((await place(ownOnly.token)).statusCode).toBe(201);
  });

  it("shows a member who does not see all the company's orders only their own", async () => {
    const own = await listed(ownOnly.token);
    expect(own).toContain(byOwnOnly);
    expect(own).not.toContain(byBuyerA);
    expect(own).not.toContain(byApprover);
    expect(own.sort((a, b) => a - b)).toEqual(await orderIds(ownOnly.id));

    expect(await status(ownOnly.token, `/api/orders/ACME/${byOwnOnly}`)).toBe(200);
    // A colleague's order is not found, in every read of an order.
    expect(await status(ownOnly.token, `/api/orders/ACME/${byBuyerA}`)).toBe(404);
    expect(await status(ownOnly.token, `/api/orders/ACME/${byBuyerA}/pdf`)).toBe(404);
    expect(await status(ownOnly.token, `/api/orders/ACME/${byBuyerA}/reorder`, 'POST')).toBe(404);
    expect(await status(ownOnly.token, `/api/orders/ACME/${byOwnOnly}/reorder`, 'POST')).toBe(200);
    // A requester who does not see all sees only the orders they placed.
    expect(await listed(requester.token)).toEqual(await orderIds(requester.id));
  });

  it("shows the company's orders to a customer administrator and to whoever sees all", async () => {
    for (const token of [admin.token, approver.token, world.users.buyerA.token]) {
      const all = await listed(token);
      expect(all).toEqual(expect.arrayContaining([byBuyerA, byOwnOnly, byApprover]));
      // Never another customer's.
      expect(all).not.toContain(ofCustomerB);
      expect(await status(token, `/api/orders/ACME/${byOwnOnly}`)).toBe(200);
      expect(await status(token, `/api/orders/ACME/${ofCustomerB}`)).toBe(404);
    }
    expect(await status(admin.token, `/api/orders/ACME/${byBuyerA}/pdf`)).toBe(200);
  });
});

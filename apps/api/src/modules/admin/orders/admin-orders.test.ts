import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList, AdminOrderResponse, OrderList } from '@portal/contract';
import { auditRows, signedIn, type SignedInUser } from '../../../../test/helpers/admin-fixtures.ts';
import { bearer } from '../../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

describe('admin orders', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let admin: SignedInUser;
  const placed: { id: number; sale_no: number }[] = [];
  let borealOrder: { id: number; sale_no: number };

  const place = async (token: string, body: unknown, code = 'ACME') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${code}`,
      headers: bearer(token),
      payload: body as object,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { id: number; sale_no: number } }>().data;
  };

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    admin = await signedIn(t.db, 'admin@acme.test', world.acme.id, {
      role: 'admin',
      firstName: 'Ada',
      lastName: 'Admin',
    });
    const { washer } = world.products;
    const line = [{ puom_id: washer.defaultPuomId, sale_qty: 10 }];
    placed.push(
      await place(
        world.users.buyerA.token,
        orderBody(world, line, { purchase_order: 'PO-SPRING' }),
      ),
    );
    placed.push(
      await place(
        world.users.buyerB.token,
        orderBody(world, line, {
          customer_id: world.customerB.id,
          shipping_address_id: world.addresses.addressB.id,
          purchase_order: 'PO-B',
        }),
      ),
    );
    placed.push(
      await place(world.users.buyerA.token, orderBody(world, line, { purchase_order: null })),
    );
    for (const [index, order] of placed.entries()) {
      const createdAt = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
      await sql`update orders set created_at = ${createdAt} where id = ${order.id}`.execute(t.db);
    }
    borealOrder = await place(
      world.users.borealBuyer.token,
      {
        header: {
          customer_id: world.customerZ.id,
          sale_date: '2026-02-01',
          shipping_address_id: world.addresses.addressZ.id,
        },
        items: [{ puom_id: world.products.borealJuice.defaultPuomId, sale_qty: 1 }],
      },
      'BOREAL',
    );
  });

  const get = (path: string, headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/admin/ACME${path}`, headers });
  const list = async (query = '') => {
    const response = await get(`/orders${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<AdminOrderList>();
  };
  const move = (orderId: number, payload: object, code = 'ACME') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/${code}/orders/${orderId}/status`,
      headers: admin.headers,
      payload,
    });

  it("lists every customer's orders newest first, never another tenant's", async () => {
    const body = await list();
    expect(body.data.map((o) => o.id)).toEqual(placed.map((o) => o.id).reverse());
    expect(body.meta).toEqual({
      current_page: 1,
      per_page: 20,
      from: 1,
      to: 3,
      total: 3,
      last_page: 1,
    });
    expect(body.data[1]).toEqual({
      id: placed[1]!.id,
      sale_no: placed[1]!.sale_no,
      customer: { id: world.customerB.id, code: 'CUST-B', name: 'Beta Builders' },
      placed_by: {
        id: world.users.buyerB.id,
        email: 'buyer-b@acme.test',
        name: expect.any(String) as string,
      },
      order_date: '2026-03-15',
      total: 1,
      status: 'draft',
      purchase_order: 'PO-B',
      fulfilment: 'not_shipped',
      created_at: '2026-01-01T00:01:00.000Z',
      updated_at: expect.any(String) as string,
    });
  });

  it('filters by customer, status and search (order number, PO, customer)', async () => {
    const byCustomer = await list(`?customer_id=${world.customerA.id}`);
    expect(byCustomer.data.map((o) => o.id)).toEqual([placed[2]!.id, placed[0]!.id]);
    expect((await list('?status=processed')).meta.total).toBe(0);
    expect((await list(`?search=%23${placed[1]!.sale_no}`)).data.map((o) => o.id)).toEqual([
      placed[1]!.id,
    ]);
    expect((await list('?search=spring')).data.map((o) => o.id)).toEqual([placed[0]!.id]);
    expect((await list('?search=beta')).data.map((o) => o.id)).toEqual([placed[1]!.id]);
    expect((await list(`?customer_id=${world.customerZ.id}`)).meta.total).toBe(0);
    const invalid = await get('/orders?status=shipped&customer_id=abc');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      errors: { status: ['Unknown order status.'], customer_id: ['This identifier is invalid.'] },
    });
  });

  it('shows the detail with customer code, who placed it and its history', async () => {
    const response = await get(`/orders/${placed[0]!.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<AdminOrderResponse>();
    expect(data).toMatchObject({
      id: placed[0]!.id,
      sale_no: placed[0]!.sale_no,
      status: 'draft',
      customer: { id: world.customerA.id, code: 'CUST-A', name: 'Alpha Hardware' },
      placed_by: { id: world.users.buyerA.id, email: 'buyer-a@acme.test', name: 'Test User' },
      purchase_order: 'PO-SPRING',
      shipping_address: '1 Main Street, Toronto, ON, CA, M5V 1A1',
      total: 1,
      items: [
        {
          sale_qty: 10,
          price: 0.1,
          comment: null,
          productuom: {
            product: { part_number: 'WASH-8', description: 'Flat washer M8' },
            uom: { code: 'EA' },
          },
        },
      ],
      events: [
        {
          from_status: null,
          to_status: 'draft',
          comment: null,
          user: { id: world.users.buyerA.id, email: 'buyer-a@acme.test', name: 'Test User' },
        },
      ],
      next_statuses: ['pending', 'canceled'],
    });
  });

  it('moves draft -> pending -> processed with comments; the buyer sees each status', async () => {
    const order = placed[0]!;
    const before = await t.db
      .selectFrom('orders')
      .select('updated_at')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const accepted = await move(order.id, { status: 'pending', comment: ' Stock confirmed ' });
    expect(accepted.statusCode).toBe(200);
    const detail = accepted.json<AdminOrderResponse>().data;
    expect(detail.status).toBe('pending');
    expect(detail.next_statuses).toEqual(['processed', 'canceled']);
    expect(detail.events.at(-1)).toMatchObject({
      from_status: 'draft',
      to_status: 'pending',
      comment: 'Stock confirmed',
      user: { id: admin.id, email: 'admin@acme.test', name: 'Ada Admin' },
    });
    expect(new Date(detail.updated_at).getTime()).toBeGreaterThan(before.updated_at.getTime());

    const buyerSees = async (status: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/orders/ACME?status=${status}`,
        headers: bearer(world.users.buyerA.token),
      });
      return response.json<OrderList>().data.map((o) => o.id);
    };
    expect(await buyerSees('pending')).toEqual([order.id]);
    expect(await buyerSees('draft')).not.toContain(order.id);

    const done = await move(order.id, { status: 'processed' });
    expect(done.statusCode).toBe(200);
    expect(done.json<AdminOrderResponse>().data.next_statuses).toEqual([]);
    expect(await buyerSees('processed')).toEqual([order.id]);

    const events = await t.db
      .selectFrom('order_events')
      .select(['from_status', 'to_status', 'comment', 'user_id'])
      .where('tenant_id', '=', world.acme.id)
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { from_status: null, to_status: 'draft', comment: null, user_id: world.users.buyerA.id },
      { from_status: 'draft', to_status: 'pending', comment: 'Stock confirmed', user_id: admin.id },
      { from_status: 'pending', to_status: 'processed', comment: null, user_id: admin.id },
    ]);
    expect((await auditRows(t.db, world.acme.id, 'order')).slice(-2)).toEqual([
      {
        action: 'order.status',
        entity: 'order',
        entity_id: String(order.id),
        actor_user_id: admin.id,
        before: { status: 'draft' },
        after: { status: 'pending', comment: 'Stock confirmed' },
      },
      expect.objectContaining({
        before: { status: 'pending' },
        after: { status: 'processed', comment: null },
      }),
    ]);
  });

  it('cancels a draft, and refuses any move the rules do not allow', async () => {
    const order = placed[1]!;
    const skip = await move(order.id, { status: 'processed' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json()).toEqual({
      message: 'An order cannot go from draft to processed.',
      errors: { status: ['An order cannot go from draft to processed.'] },
    });
    expect((await move(order.id, { status: 'draft' })).statusCode).toBe(422);
    expect((await move(order.id, { status: 'canceled', comment: 'Duplicate' })).statusCode).toBe(
      200,
    );
    const final = await move(order.id, { status: 'pending' });
    expect(final.statusCode).toBe(422);
    expect(final.json<{ message: string }>().message).toBe(
      'An order cannot go from canceled to pending.',
    );
    const invalid = await move(order.id, { status: 'shipped', comment: 'x'.repeat(1001) });
    expect(invalid.json()).toMatchObject({
      errors: { status: ['Unknown order status.'], comment: ['This value is too long.'] },
    });
    const events = await t.db
      .selectFrom('order_events')
      .select('to_status')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.to_status)).toEqual(['draft', 'canceled']);
  });

  it("answers 404 for BOREAL's order asked under ACME, leaving it alone", async () => {
    const detail = await get(`/orders/${borealOrder.id}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toEqual({ message: 'Order not found.' });
    expect((await move(borealOrder.id, { status: 'pending' })).statusCode).toBe(404);
    const row = await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', borealOrder.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('draft');
    expect((await get('/orders/2147483647')).statusCode).toBe(404);
  });
});

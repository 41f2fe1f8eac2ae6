import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderList } from '@portal/contract';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe('GET /api/orders/:code and /api/orders/:code/:orderId', () => {
  const t = useTestApp();
  let world: OrderWorld;
  /** Customer A's orders in the order they were placed (sale_no 1001..1017). */
  const ordersA: { id: number; sale_no: number }[] = [];
  let orderB: { id: number; sale_no: number };
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
    const { bolt, washer } = world.products;
    for (let i = 0; i < 17; i++) {
      const items = [{ puom_id: washer.defaultPuomId, sale_qty: i + 1 }];
      if (i === 0) items.unshift({ puom_id: bolt.puoms.BOX!, sale_qty: 2 });
      const po = i === 3 ? 'Spring 50%_Sale' : i === 4 ? 'SPRING-restock' : `PO-${100 + i}`;
      ordersA.push(
        await place(world.users.buyerA.token, orderBody(world, items, { purchase_order: po })),
      );
    }
    // Distinct creation times so "newest first" is not decided by the id tie-break alone.
    for (const [index, order] of ordersA.entries()) {
      const createdAt = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
      // created_at is insert-only in the Database type; tests may still age a row.
      await sql`update orders set created_at = ${createdAt} where id = ${order.id}`.execute(t.db);
    }
    await t.db
      .updateTable('orders')
      .set({ status: 'processed' })
      .where('id', 'in', [ordersA[1]!.id, ordersA[2]!.id])
      .execute();
    await t.db
      .updateTable('orders')
      .set({ status: 'canceled' })
      .where('id', '=', ordersA[5]!.id)
      .execute();
    orderB = await place(
      world.users.buyerB.token,
      orderBody(world, [{ puom_id: washer.defaultPuomId, sale_qty: 1 }], {
        customer_id: world.customerB.id,
        shipping_address_id: world.addresses.addressB.id,
        purchase_order: 'PO-100',
      }),
    );
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

  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const list = async (query: string, token = world.users.buyerA.token) => {
    const response = await get(token, `/api/orders/acme${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<OrderList>();
  };

  it('lists the customer orders newest first, 15 a page, with exact meta', async () => {
    const page1 = await list('');
    expect(page1.meta).toEqual({
      current_page: 1,
      per_page: 15,
      from: 1,
      to: 15,
      total: 17,
      last_page: 2,
    });
    expect(page1.data.map((o) => o.id)).toEqual(
      ordersA
        .map((o) => o.id)
        .reverse()
        .slice(0, 15),
    );
    expect(page1.data[14]).toEqual({
      id: ordersA[2]!.id,
      sale_no: ordersA[2]!.sale_no,
      customer_name: 'Alpha Hardware',
      order_date: '2026-03-15',
      total: 0.3,
      status: 'processed',
      purchase_order: 'PO-102',
      placed_by: expect.objectContaining({ id: expect.any(Number) as number }) as unknown,
      decided_by: null,
      fulfilment: 'not_shipped',
    });
    const page2 = await list('?page=2');
    expect(page2.meta).toMatchObject({ current_page: 2, from: 16, to: 17, total: 17 });
    expect(page2.data.map((o) => o.sale_no)).toEqual([ordersA[1]!.sale_no, ordersA[0]!.sale_no]);
    expect(page2.data[1]).toMatchObject({ total: 60.1, status: 'draft' });
    const page3 = await list('?page=3');
    expect(page3).toEqual({
      data: [],
      meta: { current_page: 3, per_page: 15, from: null, to: null, total: 17, last_page: 2 },
    });
  });

  it('filters by status', async () => {
    const processed = await list('?status=processed');
    expect(processed.data.map((o) => o.id)).toEqual([ordersA[2]!.id, ordersA[1]!.id]);
    expect(processed.meta.total).toBe(2);
    const drafts = await list('?status=draft');
    expect(drafts.meta).toEqual({
      current_page: 1,
      per_page: 15,
      from: 1,
      to: 14,
      total: 14,
      last_page: 1,
    });
    expect(drafts.data.every((o) => o.status === 'draft')).toBe(true);
    expect((await list('?status=draft&page=2')).meta).toMatchObject({ from: null, to: null });
    expect((await list('?status=canceled')).data.map((o) => o.id)).toEqual([ordersA[5]!.id]);
    expect((await list('?status=pending')).data).toEqual([]);
  });

  it('searches by order number (exact or prefix) and by purchase order', async () => {
    const exact = await list(`?search=${ordersA[7]!.sale_no}`);
    expect(exact.data.map((o) => o.id)).toEqual([ordersA[7]!.id]);
    expect((await list(`?search=%23${ordersA[7]!.sale_no}`)).data).toHaveLength(1);
    // "101" is the numbers 1010..1017 and the purchase order PO-101.
    expect((await list('?search=101')).meta.total).toBe(9);
    const spring = await list('?search=spring');
    expect(spring.data.map((o) => o.purchase_order)).toEqual(['SPRING-restock', 'Spring 50%_Sale']);
    // LIKE wildcards are matched literally.
    expect((await list('?search=50%25_')).data.map((o) => o.id)).toEqual([ordersA[3]!.id]);
    expect((await list('?search=%25')).data.map((o) => o.id)).toEqual([ordersA[3]!.id]);
    expect((await list('?search=_')).meta.total).toBe(1);
    expect((await list('?search=po-11&status=draft')).meta.total).toBe(7);
    expect((await list('?search=nothing-like-this')).data).toEqual([]);
  });

  it("never lists another customer's or another tenant's orders", async () => {
    const all = await list('?search=PO-100');
    expect(all.data.map((o) => o.id)).toEqual([ordersA[0]!.id]);
    const ofB = await list('', world.users.buyerB.token);
    expect(ofB.data.map((o) => o.id)).toEqual([orderB.id]);
    expect(ofB.data[0]!.customer_name).toBe('Beta Builders');
    const noCustomer = await list('', world.users.noCustomer.token);
    expect(noCustomer.data).toEqual([]);
    expect(noCustomer.meta.total).toBe(0);
    const boreal = await get(world.users.borealBuyer.token, '/api/orders/BOREAL');
    expect(boreal.json<OrderList>().data.map((o) => o.id)).toEqual([borealOrder.id]);
    const acmeAsBoreal = await get(world.users.borealBuyer.token, '/api/orders/ACME');
    expect(acmeAsBoreal.statusCode).toBe(403);
    expect(acmeAsBoreal.json()).not.toHaveProperty('data');
  });

  it('shows one order with its lines from the snapshot', async () => {
    // Later catalogue changes must not rewrite a placed order.
    await t.db
      .updateTable('products')
      .set({ description: 'Renamed bolt', selling_price: 99 })
      .where('id', '=', world.products.bolt.id)
      .execute();
    const response = await get(world.users.buyerA.token, `/api/orders/ACME/${ordersA[0]!.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<OrderDetail>();
    expect(detail).toEqual({
      id: ordersA[0]!.id,
      sale_no: 1001,
      sale_date: '2026-03-15',
      status: 'draft',
      customer: { name: 'Alpha Hardware', code: 'CUST-A' },
      sales_person: null,
      purchase_order: 'PO-100',
      note: null,
      delivery_method: 'pickup',
      payment_option: 'cod',
      shipping_address: '1 Main Street, Toronto, ON, CA, M5V 1A1',
      total: 60.1,
      quote_id: null,
      placed_by: { id: world.users.buyerA.id, name: 'Test User' },
      approval: null,
      may_withdraw: false,
      items: [
        {
          id: expect.any(Number) as number,
          sale_qty: 2,
          price: 30,
          comment: null,
          productuom: {
            product: { part_number: 'BOLT-8', description: 'Hex bolt M8' },
            uom: { code: 'BOX' },
          },
          line_no: 1,
          confirmed_qty: null,
          promised_date: null,
          shipped_qty: 0,
          backordered_qty: 0,
        },
        {
          id: expect.any(Number) as number,
          sale_qty: 1,
          price: 0.1,
          comment: null,
          productuom: {
            product: { part_number: 'WASH-8', description: 'Flat washer M8' },
            uom: { code: 'EA' },
          },
          line_no: 2,
          confirmed_qty: null,
          promised_date: null,
          shipped_qty: 0,
          backordered_qty: 0,
        },
      ],
      fulfilment: 'not_shipped',
      shipments: [],
    });
  });

  it("answers 404 for another customer's order, and 403/404 across tenants, never data", async () => {
    const ofB = await get(world.users.buyerA.token, `/api/orders/ACME/${orderB.id}`);
    expect(ofB.statusCode).toBe(404);
    expect(ofB.json()).toEqual({ message: 'Order not found.' });
    const es = await t.app.inject({
      method: 'GET',
      url: `/api/orders/ACME/${orderB.id}`,
      headers: { ...bearer(world.users.buyerA.token), 'accept-language': 'es' },
    });
    expect(es.json()).toEqual({ message: 'Pedido no encontrado.' });
    const noCustomer = await get(world.users.noCustomer.token, `/api/orders/ACME/${orderB.id}`);
    expect(noCustomer.statusCode).toBe(404);

    const acmeUrl = await get(world.users.borealBuyer.token, `/api/orders/ACME/${ordersA[0]!.id}`);
    expect(acmeUrl.statusCode).toBe(403);
    expect(acmeUrl.body).not.toContain('Alpha');
    const borealUrl = await get(
      world.users.borealBuyer.token,
      `/api/orders/BOREAL/${ordersA[0]!.id}`,
    );
    expect(borealUrl.statusCode).toBe(404);
    const acmeOnBoreal = await get(world.users.buyerA.token, `/api/orders/ACME/${borealOrder.id}`);
    expect(acmeOnBoreal.statusCode).toBe(404);
  });

  it('refuses bad ids and queries with 4xx, never 500', async () => {
    const token = world.users.buyerA.token;
    const urls = [
      '/api/orders/ACME/-1',
      '/api/orders/ACME/0',
      '/api/orders/ACME/abc',
      '/api/orders/ACME/1.5',
      '/api/orders/ACME/99999999999999999999',
      '/api/orders/ACME/2147483648',
      '/api/orders/ACME?status=shipped',
      '/api/orders/ACME?page=-1',
      '/api/orders/ACME?page=abc',
      '/api/orders/ACME?page=0',
      `/api/orders/ACME?search=${'x'.repeat(101)}`,
      '/api/orders/bad%20code!',
    ];
    for (const url of urls) {
      const response = await get(token, url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const unknownId = await get(token, '/api/orders/ACME/2147483647');
    expect(unknownId.statusCode).toBe(404);
    for (const search of ["' or 1=1 --", '\\', '%%%', '😀'.repeat(20), '\u0000', 'é']) {
      const response = await get(token, `/api/orders/ACME?search=${encodeURIComponent(search)}`);
      expect(response.statusCode, search).toBeLessThan(500);
      if (response.statusCode === 200) {
        expect(response.json<OrderList>().data).toEqual([]);
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/orders/ACME' });
    expect(anonymous.statusCode).toBe(401);
  });
});

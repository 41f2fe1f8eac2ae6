import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrderResponse,
  AdminShipmentList,
  CarrierTemplatesResponse,
  OrderDetail,
  OrderList,
  OrdersSinceResponse,
  ShipmentResponse,
} from '@portal/contract';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import * as integrationEndpoints from '@portal/contract/endpoints/integration';
import { signedIn, type SignedInUser } from '../../../test/helpers/admin-fixtures.ts';
import { createApiKey, type TestApiKey } from '../../../test/helpers/api-key-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * Shipments (issue 31, decision 037), from the console and the ERP: what a shipment may carry,
 * who may record and read one, that a retry is the same shipment and that concurrent ERP calls
 * never ship a line twice over; and what the buyer, the lists and the feed then read.
 */
describe('shipments', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let admin: SignedInUser;
  let borealAdmin: SignedInUser;
  let erp: TestApiKey;
  let reader: TestApiKey;
  let borealErp: TestApiKey;

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    admin = await signedIn(t.db, 'admin@acme.test', world.acme.id, {
      role: 'admin',
      firstName: 'Ada',
      lastName: 'Admin',
    });
    borealAdmin = await signedIn(t.db, 'admin@boreal.test', world.boreal.id, { role: 'admin' });
    erp = await createApiKey(t.db, world.acme.id, 'ERP', ['shipments:write', 'orders:read']);
    reader = await createApiKey(t.db, world.acme.id, 'Reader', ['orders:read']);
    borealErp = await createApiKey(t.db, world.boreal.id, 'Boreal ERP');
  });

  /** An order of customer A: 10 bolts (line 1) and 5 washers (line 2), in `status`. */
  const placeOrder = async (status = 'pending') => {
    const { bolt, washer } = world.products;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: bearer(world.users.buyerA.token),
      payload: orderBody(world, [
        { puom_id: bolt.defaultPuomId, sale_qty: 10 },
        { puom_id: washer.defaultPuomId, sale_qty: 5 },
      ]),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ data: { id: number } }>().data;
    await sql`update orders set status = ${status} where id = ${id}`.execute(t.db);
    return id;
  };

  const shipment = (lines: { line_no: number; quantity: number }[], extra: object = {}) => ({
    carrier: 'ups',
    service: 'Ground',
    tracking_number: '1Z 999/AA1',
    shipped_date: '2026-11-20',
    lines,
    ...extra,
  });
  const consoleShip = (id: number, body: object, headers = admin.headers, code = 'ACME') =>
    t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminRecordShipment, { code, id }),
      headers,
      payload: body,
    });
  const erpShip = (id: number, body: object, key = erp, code = 'ACME') =>
    t.app.inject({
      method: 'POST',
      url: pathTo(integrationEndpoints.integrationRecordShipment, { code, id }),
      headers: key.headers,
      payload: body,
    });
  const buyerOrder = async (id: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/ACME/${id}`,
      headers: bearer(world.users.buyerA.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderDetail>();
  };
  const shippedOf = async (orderId: number) => {
    const rows = await t.db
      .selectFrom('shipment_lines as sl')
      .innerJoin('order_lines as l', 'l.id', 'sl.order_line_id')
      .select(['l.line_no', sql<number>`sum(sl.quantity)::int`.as('shipped')])
      .where('l.order_id', '=', orderId)
      .groupBy('l.line_no')
      .orderBy('l.line_no')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.line_no, row.shipped]));
  };

  it('records part of an order from the console: the buyer sees shipped, backordered and the tracking link', async () => {
    const id = await placeOrder();
    const response = await consoleShip(id, shipment([{ line_no: 1, quantity: 4 }]));
    expect(response.statusCode, response.body).toBe(201);
    const recorded = response.json<ShipmentResponse>().data;
    // The number is URL-encoded into the carrier's template.
    expect(recorded.tracking_url).toBe('https://www.ups.com/track?tracknum=1Z%20999%2FAA1');
    expect(recorded.lines).toMatchObject([{ line_no: 1, part_number: 'BOLT-8', quantity: 4 }]);

    const order = await buyerOrder(id);
    expect(order.fulfilment).toBe('partly_shipped');
    expect(order.shipments.map((s) => s.id)).toEqual([recorded.id]);
    expect(
      order.items.map(({ line_no, shipped_qty, backordered_qty }) => ({
        line_no,
        shipped_qty,
        backordered_qty,
      })),
    ).toEqual([
      // Nothing confirmed: what the shipment left behind waits.
      { line_no: 1, shipped_qty: 4, backordered_qty: 6 },
      { line_no: 2, shipped_qty: 0, backordered_qty: 5 },
    ]);
    // The lists read how far each order shipped in their page's own statement: the session check,
    // the page and its count (issue 25: no statement more for shipments).
    const before = t.database.statements.count;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/orders/ACME',
      headers: bearer(world.users.buyerA.token),
    });
    expect(t.database.statements.count - before).toBe(3);
    expect(list.json<OrderList>().data.find((o) => o.id === id)?.fulfilment).toBe('partly_shipped');
    const consoleBefore = t.database.statements.count;
    const consoleList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/ACME/orders',
      headers: admin.headers,
    });
    expect(t.database.statements.count - consoleBefore).toBe(3);
    expect(
      consoleList
        .json<{ data: { id: number; fulfilment: string }[] }>()
        .data.find((o) => o.id === id)?.fulfilment,
    ).toBe('partly_shipped');

    // The console lists it with who recorded it; the buyer who placed it is e-mailed.
    const shipments = await t.app.inject({
      method: 'GET',
      url: pathTo(consoleEndpoints.adminOrderShipments, { code: 'ACME', id }),
      headers: admin.headers,
    });
    expect(shipments.json<AdminShipmentList>().data[0]?.created_by?.name).toBe('Ada Admin');
    const mails = await t.db
      .selectFrom('outbox_messages')
      .select(['recipient', sql<string>`payload->>'template'`.as('template')])
      .where('event', '=', 'shipment.created')
      .where(sql<boolean>`(payload->>'shipment_id')::int = ${recorded.id}`)
      .execute();
    expect(mails).toEqual([{ recipient: 'buyer-a@acme.test', template: 'order_shipped' }]);

    // The rest ships: the order is shipped, nothing waits, and it can no longer be canceled.
    const rest = await consoleShip(
      id,
      shipment([
        { line_no: 1, quantity: 6 },
        { line_no: 2, quantity: 5 },
      ]),
    );
    expect(rest.statusCode, rest.body).toBe(201);
    const shipped = await buyerOrder(id);
    expect(shipped.fulfilment).toBe('shipped');
    expect(shipped.items.map((line) => line.backordered_qty)).toEqual([0, 0]);
    // Its status stays the staff's to move (decision 037).
    expect(shipped.status).toBe('pending');
    const finish = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/orders/${id}/status`,
      headers: admin.headers,
      payload: { status: 'processed' },
    });
    expect(finish.statusCode).toBe(200);
  });

  it('never ships more than ordered, a line the order lacks, or an unconfirmed or canceled order', async () => {
    const id = await placeOrder();
    const over = await consoleShip(id, shipment([{ line_no: 2, quantity: 6 }]));
    expect(over.statusCode).toBe(422);
    expect(Object.keys(over.json<{ errors: object }>().errors)).toEqual(['lines.0.quantity']);
    expect((await consoleShip(id, shipment([{ line_no: 2, quantity: 3 }]))).statusCode).toBe(201);
    // 3 of 5 shipped: 3 more is over what is left.
    const overLeft = await consoleShip(id, shipment([{ line_no: 2, quantity: 3 }]));
    expect(overLeft.statusCode).toBe(422);
    expect(overLeft.json<{ message: string }>().message).toMatch(/2/);
    expect((await consoleShip(id, shipment([{ line_no: 9, quantity: 1 }]))).statusCode).toBe(422);
    expect((await consoleShip(id, shipment([{ line_no: 1, quantity: 0 }]))).statusCode).toBe(422);
    expect(await shippedOf(id)).toEqual({ 2: 3 });
    // Once part of it has left, the order is not canceled.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/orders/${id}/status`,
      headers: admin.headers,
      payload: { status: 'canceled' },
    });
    expect(cancel.statusCode).toBe(409);

    for (const status of ['draft', 'canceled', 'awaiting_approval']) {
      const other = await placeOrder(status);
      const refused = await consoleShip(other, shipment([{ line_no: 1, quantity: 1 }]));
      expect(refused.statusCode, status).toBe(409);
      expect(await shippedOf(other)).toEqual({});
    }
  });

  it('answers the same shipment to the same external id, and refuses it for another shipment', async () => {
    const id = await placeOrder();
    const body = shipment([{ line_no: 1, quantity: 2 }], { external_id: 'ERP-SH-1' });
    const first = await erpShip(id, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await erpShip(id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // An API key records it: nobody in particular.
    expect(first.json<ShipmentResponse>().data.external_id).toBe('ERP-SH-1');
    const other = await erpShip(id, { ...body, lines: [{ line_no: 1, quantity: 3 }] });
    expect(other.statusCode).toBe(409);
    expect(await shippedOf(id)).toEqual({ 1: 2 });
    // The external id is required of the ERP; the scope too.
    expect((await erpShip(id, shipment([{ line_no: 1, quantity: 1 }]))).statusCode).toBe(422);
    expect((await erpShip(id, { ...body, external_id: 'ERP-SH-2' }, reader)).statusCode).toBe(403);
    // The feed carries what shipped, the order being written again.
    const feed = await t.app.inject({
      method: 'GET',
      url: '/api/integration/ACME/orders?limit=500',
      headers: reader.headers,
    });
    const fed = feed
      .json<OrdersSinceResponse>()
      .data.filter((order) => order.id === id)
      .at(-1);
    expect(fed?.lines.map((line) => line.shipped_qty)).toEqual([2, 0]);
  });

  it('never ships a line twice over when ERP calls arrive at once', async () => {
    const id = await placeOrder();
    // Five calls of 3 bolts each against 10 ordered: three fit, whoever comes first.
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        erpShip(id, shipment([{ line_no: 1, quantity: 3 }], { external_id: `RACE-${i}` })),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 422, 422]);
    expect(await shippedOf(id)).toEqual({ 1: 9 });
    // The same external id sent five times at once is one shipment.
    const same = await Promise.all(
      Array.from({ length: 5 }, () =>
        erpShip(id, shipment([{ line_no: 2, quantity: 1 }], { external_id: 'RACE-SAME' })),
      ),
    );
    expect(same.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(same.map((response) => response.json<ShipmentResponse>().data.id)).size).toBe(1);
    expect(await shippedOf(id)).toEqual({ 1: 9, 2: 1 });
  });

  it('keeps another tenant’s and another customer’s orders out of reach (404)', async () => {
    const id = await placeOrder();
    expect(
      (
        await consoleShip(
          id,
          shipment([{ line_no: 1, quantity: 1 }]),
          borealAdmin.headers,
          'BOREAL',
        )
      ).statusCode,
    ).toBe(404);
    const foreignErp = await erpShip(
      id,
      shipment([{ line_no: 1, quantity: 1 }], { external_id: 'B-1' }),
      borealErp,
      'BOREAL',
    );
    expect(foreignErp.statusCode).toBe(404);
    const foreignList = await t.app.inject({
      method: 'GET',
      url: pathTo(consoleEndpoints.adminOrderShipments, { code: 'BOREAL', id }),
      headers: borealAdmin.headers,
    });
    expect(foreignList.statusCode).toBe(404);
    // Another customer's buyer does not read the order, nor its shipments.
    const otherBuyer = await t.app.inject({
      method: 'GET',
      url: `/api/orders/ACME/${id}`,
      headers: bearer(world.users.buyerB.token),
    });
    expect(otherBuyer.statusCode).toBe(404);
    expect(await shippedOf(id)).toEqual({});
  });

  it('confirms quantities and promises dates per line, from the console and the ERP', async () => {
    const id = await placeOrder();
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: pathTo(consoleEndpoints.adminConfirmOrderLines, { code: 'ACME', id }),
      headers: admin.headers,
      payload: { lines: [{ line_no: 1, confirmed_qty: 6, promised_date: '2026-12-15' }] },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json<AdminOrderResponse>().data.items[0]).toMatchObject({
      confirmed_qty: 6,
      promised_date: '2026-12-15',
      backordered_qty: 4,
    });
    const tooMany = await t.app.inject({
      method: 'PATCH',
      url: pathTo(integrationEndpoints.integrationConfirmOrderLines, { code: 'ACME', id }),
      headers: erp.headers,
      payload: { lines: [{ line_no: 2, confirmed_qty: 6 }] },
    });
    expect(tooMany.statusCode).toBe(422);
    const byErp = await t.app.inject({
      method: 'PATCH',
      url: pathTo(integrationEndpoints.integrationConfirmOrderLines, { code: 'ACME', id }),
      headers: erp.headers,
      payload: { lines: [{ line_no: 2, confirmed_qty: 5 }] },
    });
    expect(byErp.statusCode, byErp.body).toBe(200);
    const order = await buyerOrder(id);
    expect(
      order.items.map((line) => [line.confirmed_qty, line.promised_date, line.backordered_qty]),
    ).toEqual([
      [6, '2026-12-15', 4],
      [5, null, 0],
    ]);
  });

  it('builds tracking links from the tenant’s templates, which must be https with {tracking}', async () => {
    const url = pathTo(consoleEndpoints.adminCarrierTemplates, { code: 'ACME' });
    const read = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(read.json<CarrierTemplatesResponse>().data.other).toBe('');
    const templates = { ...read.json<CarrierTemplatesResponse>().data };
    for (const bad of [
      'http://dhl.example/{tracking}',
      'https://dhl.example/',
      'javascript:{tracking}',
    ]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url,
        headers: admin.headers,
        payload: { ...templates, dhl: bad },
      });
      expect(refused.statusCode, bad).toBe(422);
    }
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...templates, dhl: 'https://dhl.example/t?n={tracking}' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await placeOrder();
    const response = await consoleShip(
      id,
      shipment([{ line_no: 1, quantity: 1 }], { carrier: 'dhl', tracking_number: 'JD 01' }),
    );
    expect(response.json<ShipmentResponse>().data.tracking_url).toBe(
      'https://dhl.example/t?n=JD%2001',
    );
    // "Other" has no link; the number still shows.
    const other = await consoleShip(
      id,
      shipment([{ line_no: 1, quantity: 1 }], { carrier: 'other', tracking_number: 'X1' }),
    );
    expect(other.json<ShipmentResponse>().data).toMatchObject({
      tracking_number: 'X1',
      tracking_url: null,
    });
  });
});

import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminShipmentList, InvoiceDetail } from '@portal/contract';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import { signedIn, type SignedInUser } from '../../../test/helpers/admin-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * "Create invoice from shipment" in the console (issue 31 point 2, decision 041): the invoice's
 * lines are the shipment's at the order's prices, billed to the order's customer; a shipment is
 * invoiced once, even by two clicks at once; another tenant's order or shipment, or a shipment of
 * another order, is not found.
 */
describe('invoices of shipments', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let admin: SignedInUser;
  let borealAdmin: SignedInUser;

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    admin = await signedIn(t.db, 'admin@acme.test', world.acme.id, { role: 'admin' });
    borealAdmin = await signedIn(t.db, 'admin@boreal.test', world.boreal.id, { role: 'admin' });
  });

  /** A pending order of customer A: 10 bolts and 5 washers; answers its id. */
  const placeOrder = async () => {
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
    await sql`update orders set status = 'pending' where tenant_id = ${world.acme.id} and id = ${id}`.execute(
      t.db,
    );
    return id;
  };
  const ship = async (orderId: number, lines: { line_no: number; quantity: number }[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminRecordShipment, { code: 'ACME', id: orderId }),
      headers: admin.headers,
      payload: { carrier: 'ups', tracking_number: '1Z1', shipped_date: '2026-11-20', lines },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number } }>().data.id;
  };
  const bill = (
    orderId: number,
    shipmentId: number,
    number: string,
    headers = admin.headers,
    code = 'ACME',
  ) =>
    t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminCreateInvoiceFromShipment, {
        code,
        id: orderId,
        shipmentId,
      }),
      headers,
      payload: {
        number,
        issue_date: '2026-11-21',
        due_date: '2026-12-21',
        taxes: [{ name: 'VAT', rate: 10, amount: 1.5 }],
      },
    });

  it("bills the shipment's lines at the order's prices, once", async () => {
    const orderId = await placeOrder();
    const shipmentId = await ship(orderId, [
      { line_no: 1, quantity: 4 },
      { line_no: 2, quantity: 5 },
    ]);
    const prices = await t.db
      .selectFrom('order_lines')
      .select(['line_no', 'price', 'part_number'])
      .where('tenant_id', '=', world.acme.id)
      .where('order_id', '=', orderId)
      .orderBy('line_no')
      .execute();
    const response = await bill(orderId, shipmentId, 'INV-S-1');
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json<{ data: InvoiceDetail }>().data;
    expect(invoice.lines.map((line) => [line.part_number, line.quantity, line.unit_price])).toEqual(
      [
        [prices[0]!.part_number, 4, Number(prices[0]!.price)],
        [prices[1]!.part_number, 5, Number(prices[1]!.price)],
      ],
    );
    const subtotal = 4 * Number(prices[0]!.price) + 5 * Number(prices[1]!.price);
    expect(invoice.subtotal).toBeCloseTo(subtotal, 3);
    expect(invoice.total).toBeCloseTo(subtotal + 1.5, 3);
    expect(invoice.order_id).toBe(orderId);
    expect(invoice.status).toBe('open');

    // Twice is refused, naming the invoice; the console's shipment list says it is invoiced.
    const again = await bill(orderId, shipmentId, 'INV-S-2');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('INV-S-1');
    const list = await t.app.inject({
      method: 'GET',
      url: pathTo(consoleEndpoints.adminOrderShipments, { code: 'ACME', id: orderId }),
      headers: admin.headers,
    });
    expect(list.json<AdminShipmentList>().data[0]!.invoice).toEqual({
      id: invoice.id,
      number: 'INV-S-1',
    });
    // The e-mail and the webhook of a new invoice went out as for any invoice.
    const events = await t.db
      .selectFrom('outbox_messages')
      .select('event')
      .where('tenant_id', '=', world.acme.id)
      .where('event', '=', 'invoice.created')
      .execute();
    expect(events.length).toBeGreaterThan(0);
  });

  it('bills one invoice when two clicks race', async () => {
    const orderId = await placeOrder();
    const shipmentId = await ship(orderId, [{ line_no: 1, quantity: 2 }]);
    const answers = await Promise.all([
      bill(orderId, shipmentId, 'INV-R-1'),
      bill(orderId, shipmentId, 'INV-R-2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const invoices = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('tenant_id', '=', world.acme.id)
      .where('shipment_id', '=', shipmentId)
      .execute();
    expect(invoices).toHaveLength(1);
  });

  it("never reaches another tenant's order, nor a shipment of another order", async () => {
    const orderId = await placeOrder();
    const otherOrderId = await placeOrder();
    const shipmentId = await ship(orderId, [{ line_no: 1, quantity: 1 }]);
    // BOREAL's administrator, at BOREAL, naming ACME's order and shipment.
    const foreign = await bill(orderId, shipmentId, 'INV-X-1', borealAdmin.headers, 'BOREAL');
    expect(foreign.statusCode).toBe(404);
    // ACME's shipment under another ACME order.
    const crossed = await bill(otherOrderId, shipmentId, 'INV-X-2');
    expect(crossed.statusCode).toBe(404);
    // A buyer is no administrator.
    const buyer = await bill(orderId, shipmentId, 'INV-X-3', bearer(world.users.buyerA.token));
    expect([401, 403]).toContain(buyer.statusCode);
    // Bad input answers 422, never 500.
    const bad = await t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminCreateInvoiceFromShipment, {
        code: 'ACME',
        id: orderId,
        shipmentId,
      }),
      headers: admin.headers,
      payload: {
        number: 'INV-X-4',
        issue_date: '2026-11-21',
        due_date: '2026-11-01',
        taxes: [{ name: 'VAT', amount: 1.234 }],
      },
    });
    expect(bad.statusCode).toBe(422);
    const count = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('tenant_id', '=', world.acme.id)
      .where('shipment_id', '=', shipmentId)
      .execute();
    expect(count).toHaveLength(0);
  });
});

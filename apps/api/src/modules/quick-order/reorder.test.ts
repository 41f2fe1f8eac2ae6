import { beforeAll, describe, expect, it } from 'vitest';
import { type CheckedLinesResponse } from '@portal/contract';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import {
  addTiers,
  assignPriceList,
  createPriceList,
} from '../../../test/helpers/price-list-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as memberEndpoints from '@portal/contract/endpoints/member';

describe('POST /api/orders/:code/:orderId/reorder', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let orderId: number;
  let borealOrderId: number;

  const place = async (token: string, body: unknown, code = 'ACME') => {
    const response = await t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.orders, { code }),
      headers: bearer(token),
      payload: body as object,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number } }>().data.id;
  };

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    const { bolt, minSix, washer, maxTen } = world.products;
    orderId = await place(
      world.users.buyerA.token,
      orderBody(world, [
        { puom_id: bolt.defaultPuomId, sale_qty: 2 },
        { puom_id: bolt.puoms.BOX!, sale_qty: 1 },
        { puom_id: minSix.defaultPuomId, sale_qty: 12 },
        { puom_id: washer.defaultPuomId, sale_qty: 5 },
        { puom_id: maxTen.defaultPuomId, sale_qty: 3 },
      ]),
    );
    borealOrderId = await place(
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
    // Since the order: the bolt costs more, with a contract price for customer A; the nut's
    // minimum went up; the washer is no longer sold.
    const acme = world.acme.id;
    await t.db
      .updateTable('products')
      .set({ selling_price: 3 })
      .where('tenant_id', '=', acme)
      .where('id', '=', bolt.id)
      .execute();
    await t.db
      .updateTable('products')
      .set({ min_order_qty: 24 })
      .where('tenant_id', '=', acme)
      .where('id', '=', minSix.id)
      .execute();
    await t.db
      .updateTable('products')
      .set({ active: false })
      .where('tenant_id', '=', acme)
      .where('id', '=', washer.id)
      .execute();
    const list = await createPriceList(t.db, acme, 'Gold');
    const each = await t.db
      .selectFrom('product_uoms')
      .select('uom_id')
      .where('tenant_id', '=', acme)
      .where('id', '=', bolt.defaultPuomId)
      .executeTakeFirstOrThrow();
    await addTiers(t.db, acme, list, [
      { productId: bolt.id, uomId: each.uom_id, minQty: 1, unitPrice: 2.75 },
    ]);
    await assignPriceList(t.db, acme, world.customerA.id, list);
  });

  const reorder = (token: string, id: number | string, code = 'ACME') =>
    t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.reorder, { code, orderId: id }),
      headers: bearer(token),
    });

  it("answers the order's lines as ordered, checked with today's products, prices and rules", async () => {
    const response = await reorder(world.users.buyerA.token, orderId);
    expect(response.statusCode, response.body).toBe(200);
    const { lines } = response.json<CheckedLinesResponse>().data;
    expect(
      lines.map((line) => [line.part_number, line.quantity, line.product?.id ?? null]),
    ).toEqual([
      ['BOLT-8', 2, world.products.bolt.id],
      ['BOLT-8', 1, world.products.bolt.id],
      ['NUT-6', 12, world.products.minSix.id],
      ['WASH-8', 5, null],
      ['PUMP-1', 3, world.products.maxTen.id],
    ]);
    // Today's price: the new selling price, and customer A's contract tier.
    expect(lines[0]).toMatchObject({
      problems: [],
      out_of_stock: false,
      product: { selling_price: 3, price_tiers: [{ min_qty: 1, unit_price: 2.75 }] },
    });
    // Ordered by the box: the cart sells the default unit.
    expect(lines[1]!.problems).toMatchObject([
      { key: 'quickOrder.unitNotSold', params: { uom: 'BOX', unit: 'EA' }, fix: null },
    ]);
    // Below the minimum now, with its fix.
    expect(lines[2]!.problems).toEqual([
      {
        key: 'orders.minQuantity',
        params: { productName: 'Lock nut pack', minQty: 24 },
        message: "Product 'Lock nut pack' requires a minimum quantity of 24.",
        fix: { quantity: 24 },
      },
    ]);
    // Gone since.
    expect(lines[3]!.problems).toEqual([
      {
        key: 'quickOrder.productUnavailable',
        params: { partNumber: 'WASH-8' },
        message: "Product 'WASH-8' is no longer available.",
        fix: null,
      },
    ]);
    expect(lines[4]!.problems).toEqual([]);
  });

  it('answers another buyer of the same customer (the rep of customer A)', async () => {
    const response = await reorder(world.users.rep.token, orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json<CheckedLinesResponse>().data.lines).toHaveLength(5);
  });

  it("answers 404 for another customer's order, another tenant's, and none", async () => {
    for (const [token, id] of [
      [world.users.buyerB.token, orderId],
      [world.users.noCustomer.token, orderId],
      [world.users.buyerA.token, borealOrderId],
      [world.users.buyerA.token, 2_000_000_000],
    ] as const) {
      const response = await reorder(token, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Order not found.' });
    }
  });

  it("refuses another tenant's buyer, no session, and a malformed id", async () => {
    expect((await reorder(world.users.borealBuyer.token, orderId)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.reorder, { code: 'ACME', orderId }),
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await reorder(world.users.buyerA.token, 'abc');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({
      errors: { orderId: ['This identifier is invalid.'] },
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  setTenantSetting,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe('POST /api/orders/:code', () => {
  const t = useTestApp();
  let world: OrderWorld;
  beforeAll(async () => {
    world = await createOrderWorld(t.db);
  });

  const post = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/acme',
      headers: { ...bearer(token), ...headers },
      payload: body as object,
    });
  const countOrders = async () =>
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .execute()
    )[0]!.n;

  it('creates a draft order priced from the database, with a snapshot of every line', async () => {
    const { bolt, washer } = world.products;
    const response = await post(
      world.users.buyerA.token,
      orderBody(world, [
        { puom_id: bolt.puoms.EA!, sale_qty: 3, price: 0.01, comment: '  by the door ' },
        { puom_id: bolt.puoms.BOX!, sale_qty: 2, price: 0 },
        { puom_id: washer.defaultPuomId, sale_qty: 7 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: Record<string, unknown> }>();
    // 3 x 2.50 + 2 x (2.50 x 12) + 7 x 0.10 = 7.50 + 60.00 + 0.70
    expect(data).toEqual({
      id: expect.any(Number) as number,
      sale_no: 1001,
      status: 'draft',
      total: 68.2,
    });

    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', data.id as number)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      tenant_id: world.acme.id,
      customer_id: world.customerA.id,
      placed_by_user_id: world.users.buyerA.id,
      status: 'draft',
      sale_date: '2026-03-15',
      purchase_order: 'PO-1',
      note: null,
      delivery_method: 'pickup',
      payment_option: 'cod',
      shipping_address_id: world.addresses.addressA.id,
      shipping_address: '1 Main Street, Toronto, ON, CA, M5V 1A1',
      sales_person: null,
      total: 68.2,
      idempotency_key: null,
    });
    const lines = await t.db
      .selectFrom('order_lines')
      .select(['line_no', 'part_number', 'description', 'uom_code', 'cf', 'sale_qty'])
      .select(['price', 'line_total', 'comment', 'puom_id', 'product_id'])
      .where('order_id', '=', order.id)
      .orderBy('line_no')
      .execute();
    expect(lines).toEqual([
      {
        line_no: 1,
        part_number: 'BOLT-8',
        description: 'Hex bolt M8',
        uom_code: 'EA',
        cf: 1,
        sale_qty: 3,
        price: 2.5,
        line_total: 7.5,
        comment: 'by the door',
        puom_id: bolt.puoms.EA,
        product_id: bolt.id,
      },
      {
        line_no: 2,
        part_number: 'BOLT-8',
        description: 'Hex bolt M8',
        uom_code: 'BOX',
        cf: 12,
        sale_qty: 2,
        price: 30,
        line_total: 60,
        comment: null,
        puom_id: bolt.puoms.BOX,
        product_id: bolt.id,
      },
      {
        line_no: 3,
        part_number: 'WASH-8',
        description: 'Flat washer M8',
        uom_code: 'EA',
        cf: 1,
        sale_qty: 7,
        price: 0.1,
        line_total: 0.7,
        comment: null,
        puom_id: washer.defaultPuomId,
        product_id: washer.id,
      },
    ]);
  });

  it("records the rep's name as sales person, the header's options and every address line", async () => {
    const response = await post(
      world.users.rep.token,
      orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1 }], {
        shipping_address_id: world.addresses.addressA2.id,
        note: 'Call before delivery',
        delivery_method: 'delivery',
        payment_option: 'net30',
        purchase_order: '',
      }),
    );
    expect(response.statusCode).toBe(201);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', response.json<{ data: { id: number } }>().data.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      sales_person: 'Rita Reyes',
      placed_by_user_id: world.users.rep.id,
      note: 'Call before delivery',
      delivery_method: 'delivery',
      payment_option: 'net30',
      purchase_order: null,
      shipping_address: '2 Dock Road, Unit 4, Toronto, ON, CA, M5V 1A1',
    });
  });

  it('refuses missing header fields with a message under each field', async () => {
    const response = await post(world.users.buyerA.token, {
      header: {},
      items: [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1 }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: expect.any(String) as string,
      errors: {
        'header.customer_id': ['This identifier is invalid.'],
        'header.sale_date': ['Enter a valid date (YYYY-MM-DD).'],
        'header.shipping_address_id': ['Error: Please select a shipping address.'],
      },
    });
  });

  it('refuses an empty cart with the cart-empty message', async () => {
    const response = await post(world.users.buyerA.token, orderBody(world, []));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Your cart is empty. Please add products before checking out.',
      errors: { items: ['Your cart is empty. Please add products before checking out.'] },
    });
  });

  describe('refuses a unit that cannot be sold with orders.productUnavailable on its puom_id', () => {
    const cases: [string, (w: OrderWorld) => number][] = [
      ['an unknown unit', () => 2_000_000_000],
      ["another tenant's unit", (w) => w.products.borealJuice.defaultPuomId],
      ['a unit of an inactive product', (w) => w.products.retired.defaultPuomId],
      ['an inactive unit of an active product', (w) => w.products.bolt.puoms.OLD!],
    ];
    it.each(cases)('%s', async (_name, puomOf) => {
      const before = await countOrders();
      const response = await post(
        world.users.buyerA.token,
        orderBody(world, [
          { puom_id: world.products.washer.defaultPuomId, sale_qty: 1 },
          { puom_id: puomOf(world), sale_qty: 1 },
        ]),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'This product is no longer available.',
        errors: { 'items.1.puom_id': ['This product is no longer available.'] },
      });
      expect(await countOrders()).toBe(before);
    });
  });

  it('refuses less than the minimum, naming the product', async () => {
    const response = await post(
      world.users.buyerA.token,
      orderBody(world, [{ puom_id: world.products.minSix.defaultPuomId, sale_qty: 5 }]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Product 'Lock nut pack' requires a minimum quantity of 6.",
      errors: { 'items.0.sale_qty': ["Product 'Lock nut pack' requires a minimum quantity of 6."] },
    });
  });

  it('refuses more than the maximum, also when split over several lines', async () => {
    const pump = world.products.maxTen.defaultPuomId;
    const over = await post(
      world.users.buyerA.token,
      orderBody(world, [{ puom_id: pump, sale_qty: 11 }]),
    );
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      message: 'Maximum order quantity for this item is 10.',
      errors: { 'items.0.sale_qty': ['Maximum order quantity for this item is 10.'] },
    });
    const split = await post(
      world.users.buyerA.token,
      orderBody(world, [
        { puom_id: pump, sale_qty: 6 },
        { puom_id: pump, sale_qty: 5 },
      ]),
    );
    expect(split.statusCode).toBe(422);
    expect(Object.keys(split.json<{ errors: object }>().errors)).toEqual(['items.1.sale_qty']);
  });

  it("requires multiples of the minimum only when b2b_sell_minimum is '1'", async () => {
    const nut = world.products.minSix.defaultPuomId;
    const loose = await post(
      world.users.buyerA.token,
      orderBody(world, [{ puom_id: nut, sale_qty: 8 }]),
    );
    expect(loose.statusCode).toBe(201);

    await setTenantSetting(t.db, world.acme.id, 'b2b_sell_minimum', '1');
    try {
      const step = await post(
        world.users.buyerA.token,
        orderBody(world, [{ puom_id: nut, sale_qty: 8 }]),
      );
      expect(step.statusCode).toBe(422);
      expect(step.json()).toEqual({
        message: "Product 'Lock nut pack' is sold in multiples of 6.",
        errors: { 'items.0.sale_qty': ["Product 'Lock nut pack' is sold in multiples of 6."] },
      });
      const multiple = await post(
        world.users.buyerA.token,
        orderBody(world, [{ puom_id: nut, sale_qty: 12 }]),
      );
      expect(multiple.statusCode).toBe(201);
    } finally {
      await setTenantSetting(t.db, world.acme.id, 'b2b_sell_minimum', '0');
    }
  });

  it("refuses another customer's id without saying anything about that customer", async () => {
    const response = await post(
      world.users.buyerA.token,
      orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1 }], {
        customer_id: world.customerB.id,
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Error: Customer data or cart items are missing.',
      errors: { 'header.customer_id': ['Error: Customer data or cart items are missing.'] },
    });
    expect(response.body).not.toContain('Beta');
  });

  it('refuses a member of the tenant who has no customer', async () => {
    const response = await post(
      world.users.noCustomer.token,
      orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1 }]),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([
      'header.customer_id',
      'header.shipping_address_id',
    ]);
  });

  describe('refuses a shipping address that is not one of the customer', () => {
    const cases: [string, (w: OrderWorld) => number][] = [
      ["another customer's address", (w) => w.addresses.addressB.id],
      ['a billing address', (w) => w.addresses.billingA.id],
      ["another tenant's address", (w) => w.addresses.addressZ.id],
      ['an unknown address', () => 2_147_483_647],
    ];
    it.each(cases)('%s', async (_name, addressOf) => {
      const response = await post(
        world.users.buyerA.token,
        orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1 }], {
          shipping_address_id: addressOf(world),
        }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Error: Shipping address not found.',
        errors: { 'header.shipping_address_id': ['Error: Shipping address not found.'] },
      });
    });
  });

  it('collects every failing field in one 422, the first one as the message', async () => {
    const response = await post(
      world.users.buyerA.token,
      orderBody(
        world,
        [
          { puom_id: world.products.washer.defaultPuomId, sale_qty: 1 },
          { puom_id: world.products.minSix.defaultPuomId, sale_qty: 2 },
          { puom_id: world.products.retired.defaultPuomId, sale_qty: 1 },
        ],
        { shipping_address_id: world.addresses.billingA.id },
      ),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('Error: Shipping address not found.');
    expect(Object.keys(body.errors)).toEqual([
      'header.shipping_address_id',
      'items.1.sale_qty',
      'items.2.puom_id',
    ]);
  });

  it("answers in the caller's language", async () => {
    const response = await post(
      world.users.buyerA.token,
      orderBody(world, [{ puom_id: world.products.minSix.defaultPuomId, sale_qty: 1 }]),
      { 'accept-language': 'es-MX,es;q=0.9' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "El producto 'Lock nut pack' requiere una cantidad mínima de 6.",
      errors: {
        'items.0.sale_qty': ["El producto 'Lock nut pack' requiere una cantidad mínima de 6."],
      },
    });
  });

  it('refuses quantities and totals too large for the order, never a 500', async () => {
    const huge = await post(
      world.users.buyerA.token,
      orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1e15 }]),
    );
    expect(huge.statusCode).toBe(422);
    expect(Object.keys(huge.json<{ errors: object }>().errors)).toEqual(['items.0.sale_qty']);

    // 9,999,999 x 1,000,000 does not fit numeric(12,2).
    const rich = await post(
      world.users.buyerA.token,
      orderBody(world, [{ puom_id: world.products.priceless.defaultPuomId, sale_qty: 1_000_000 }]),
    );
    expect(rich.statusCode).toBe(422);
    expect(rich.json()).toEqual({
      message: 'The order total is too large.',
      errors: { 'items.0.sale_qty': ['The order total is too large.'] },
    });

    // Each line fits, their sum does not.
    const lines = Array.from({ length: 200 }, () => ({
      puom_id: world.products.priceless.defaultPuomId,
      sale_qty: 1000,
    }));
    const sum = await post(world.users.buyerA.token, orderBody(world, lines));
    expect(sum.statusCode).toBe(422);
    expect(sum.json()).toEqual({
      message: 'The order total is too large.',
      errors: { items: ['The order total is too large.'] },
    });
  });

  it('refuses a malformed Idempotency-Key', async () => {
    for (const key of ['has space', 'x'.repeat(101), 'semi;colon', '']) {
      const response = await post(
        world.users.buyerA.token,
        orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1 }]),
        { 'idempotency-key': key },
      );
      expect(response.statusCode, key).toBe(422);
      expect(response.json<{ errors: object }>().errors).toHaveProperty(['idempotency-key']);
    }
  });

  it('refuses bad bodies with 4xx, never 500', async () => {
    const token = world.users.buyerA.token;
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"header": {',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });

    const oversized = await post(token, {
      ...orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1 }]),
      padding: 'x'.repeat(1024 * 1024),
    });
    expect(oversized.statusCode).toBe(413);

    const nul = orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1 }], {
      purchase_order: 'PO\u0000',
    });
    const nulComment = orderBody(world, [
      { puom_id: world.products.washer.defaultPuomId, sale_qty: 1, comment: 'a\u0000b' },
    ]);
    const bodies = [
      null,
      [],
      'text',
      { header: 'x', items: 'y' },
      { items: [{}] },
      nul,
      nulComment,
    ];
    for (const body of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders/ACME',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  it('needs a session and a membership of the tenant', async () => {
    const body = orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 1 }]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const before = await countOrders();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: bearer(world.users.borealBuyer.token),
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
    expect(await countOrders()).toBe(before);
  });
});

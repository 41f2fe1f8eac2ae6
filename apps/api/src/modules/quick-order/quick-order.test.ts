import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_QUICK_ORDER_LINES,
  productLinePrice,
  type CheckedLinesResponse,
  type QuickOrderCheckRequest,
} from '@portal/contract';
import { createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  setTenantSetting,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import {
  addTiers,
  assignPriceList,
  createManyProducts,
  createPriceList,
  manyPartNumber,
} from '../../../test/helpers/price-list-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe('POST /api/quick-order/:code/check', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let token: string;

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    token = world.users.buyerA.token;
    const acme = world.acme.id;
    await createProduct(t.db, acme, { partNumber: 'CASE-6', minOrderQty: 6, maxOrderQty: 32 });
    await createProduct(t.db, acme, { partNumber: 'SCARCE-1', available: 3 });
    // Two products whose part numbers differ only by case.
    await createProduct(t.db, acme, { partNumber: 'Mix-1', description: 'Mixed case' });
    await createProduct(t.db, acme, { partNumber: 'MIX-1', description: 'Upper case' });
    // Customer A's list prices the bolt from 1 unit and from 10.
    const list = await createPriceList(t.db, acme, 'Gold');
    const each = await t.db
      .selectFrom('uoms')
      .select('id')
      .where('tenant_id', '=', acme)
      .where('code', '=', 'EA')
      .executeTakeFirstOrThrow();
    await addTiers(t.db, acme, list, [
      { productId: world.products.bolt.id, uomId: each.id, minQty: 1, unitPrice: 2.25 },
      { productId: world.products.bolt.id, uomId: each.id, minQty: 10, unitPrice: 2 },
    ]);
    await assignPriceList(t.db, acme, world.customerA.id, list);
  });

  const check = (body: unknown, headers: Record<string, string> = bearer(token), code = 'ACME') =>
    t.app.inject({
      method: 'POST',
      url: `/api/quick-order/${code}/check`,
      headers,
      payload: body as object,
    });
  const checked = async (
    lines: QuickOrderCheckRequest['lines'],
    headers: Record<string, string> = bearer(token),
  ) => {
    const response = await check({ lines }, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CheckedLinesResponse>().data.lines;
  };
  const keys = (lines: CheckedLinesResponse['data']['lines']) =>
    lines.map((line) => line.problems.map((problem) => problem.key));

  it('answers every line in the order asked, matching part numbers whatever their case', async () => {
    const lines = await checked([
      { part_number: 'wash-8', quantity: 5 },
      { part_number: '  Bolt-8 ', quantity: 3 },
      { part_number: 'NO-SUCH', quantity: 1 },
    ]);
    expect(
      lines.map((line) => [line.part_number, line.quantity, line.product?.id ?? null]),
    ).toEqual([
      ['WASH-8', 5, world.products.washer.id],
      ['BOLT-8', 3, world.products.bolt.id],
      ['NO-SUCH', 1, null],
    ]);
    expect(lines[0]).toMatchObject({
      problems: [],
      out_of_stock: false,
      product: { part_number: 'WASH-8', description: 'Flat washer M8', uom_code: 'EA' },
    });
    expect(lines[2]!.problems).toEqual([
      {
        key: 'quickOrder.unknownPartNumber',
        params: { partNumber: 'NO-SUCH' },
        message: "Part number 'NO-SUCH' is not in the catalogue.",
        fix: null,
      },
    ]);
  });

  it("treats an inactive product and another tenant's part number as unknown", async () => {
    const lines = await checked([
      { part_number: 'OLD-1', quantity: 1 },
      { part_number: 'JUICE-1', quantity: 1 },
    ]);
    expect(lines.map((line) => line.product)).toEqual([null, null]);
    expect(keys(lines)).toEqual([
      ['quickOrder.unknownPartNumber'],
      ['quickOrder.unknownPartNumber'],
    ]);
  });

  it('prefers the exact spelling when part numbers differ only by case', async () => {
    const lines = await checked([
      { part_number: 'Mix-1', quantity: 1 },
      { part_number: 'MIX-1', quantity: 1 },
      { part_number: 'mix-1', quantity: 1 },
    ]);
    expect(lines.map((line) => line.product?.description)).toEqual([
      'Mixed case',
      'Upper case',
      // Neither spelling: the first in part-number order ('MIX-1' sorts before 'Mix-1').
      'Upper case',
    ]);
  });

  it('gives each quantity problem with its fix, as the cart rules say', async () => {
    const lines = await checked([
      { part_number: 'NUT-6', quantity: 2 },
      { part_number: 'PUMP-1', quantity: 15 },
      { part_number: 'NUT-6', quantity: 13 },
    ]);
    expect(lines.map((line) => line.problems)).toEqual([
      [
        {
          key: 'orders.minQuantity',
          params: { productName: 'Lock nut pack', minQty: 6 },
          message: "Product 'Lock nut pack' requires a minimum quantity of 6.",
          fix: { quantity: 6 },
        },
      ],
      [
        {
          key: 'orders.maxQuantity',
          params: { max: 10 },
          message: 'Maximum order quantity for this item is 10.',
          fix: { quantity: 10 },
        },
      ],
      // Not selling by the minimum: 13 of a minimum of 6 is fine.
      [],
    ]);
  });

  it("shares a product's cap between its lines, as an order does", async () => {
    const lines = await checked([
      { part_number: 'PUMP-1', quantity: 6 },
      { part_number: 'pump-1', quantity: 6 },
    ]);
    expect(lines.map((line) => line.problems.map((p) => [p.key, p.fix]))).toEqual([
      [],
      [['orders.maxQuantity', { quantity: 4 }]],
    ]);
  });

  it("sells in multiples of the minimum when b2b_sell_minimum is '1'", async () => {
    await setTenantSetting(t.db, world.acme.id, 'b2b_sell_minimum', '1');
    try {
      const lines = await checked([
        { part_number: 'NUT-6', quantity: 13 },
        { part_number: 'CASE-6', quantity: 31 },
        { part_number: 'CASE-6', quantity: 40 },
        { part_number: 'NUT-6', quantity: 12 },
      ]);
      expect(lines.map((line) => line.problems.map((p) => [p.key, p.fix]))).toEqual([
        [['orders.quantityStep', { quantity: 18 }]],
        // Rounded up would pass the cap of 32: rounded down instead.
        [['orders.quantityStep', { quantity: 30 }]],
        // Past the cap: lowered to the step below it.
        [['orders.maxQuantity', { quantity: 30 }]],
        [],
      ]);
    } finally {
      await setTenantSetting(t.db, world.acme.id, 'b2b_sell_minimum', '0');
    }
  });

  it("flags a unit other than the product's default one, and accepts the default in any case", async () => {
    const lines = await checked([
      { part_number: 'BOLT-8', quantity: 2, uom_code: 'BOX' },
      { part_number: 'BOLT-8', quantity: 2, uom_code: 'ea' },
      { part_number: 'WASH-8', quantity: 2, uom_code: '' },
      { part_number: 'WASH-8', quantity: 2, uom_code: null },
    ]);
    expect(lines[0]!.problems).toEqual([
      {
        key: 'quickOrder.unitNotSold',
        params: { uom: 'BOX', unit: 'EA' },
        message: 'This product is sold by the EA, not by the BOX.',
        fix: null,
      },
    ]);
    expect(lines[0]!.product?.id).toBe(world.products.bolt.id);
    expect(keys(lines.slice(1))).toEqual([[], [], []]);
  });

  it('allows a line that is out of stock, and says so', async () => {
    const lines = await checked([
      { part_number: 'SCARCE-1', quantity: 5 },
      { part_number: 'SCARCE-1', quantity: 3 },
    ]);
    expect(lines.map((line) => [line.problems, line.out_of_stock])).toEqual([
      [[], true],
      [[], false],
    ]);
  });

  it("answers the buyer's own prices: their list's tiers, none for another customer", async () => {
    const [bolt] = await checked([{ part_number: 'BOLT-8', quantity: 12 }]);
    expect(bolt!.product).toMatchObject({
      selling_price: 2.5,
      price_tiers: [
        { min_qty: 1, unit_price: 2.25 },
        { min_qty: 10, unit_price: 2 },
      ],
    });
    expect(productLinePrice(bolt!.product!, 12).unitPriceCents).toBe(200);
    const [other] = await checked(
      [{ part_number: 'BOLT-8', quantity: 12 }],
      bearer(world.users.buyerB.token),
    );
    expect(other!.product).toMatchObject({ selling_price: 2.5, price_tiers: [] });
    expect(productLinePrice(other!.product!, 12).unitPriceCents).toBe(250);
  });

  it("writes the problems in the caller's language", async () => {
    const [line] = await checked([{ part_number: 'NUT-6', quantity: 1 }], {
      ...bearer(token),
      'accept-language': 'es',
    });
    expect(line!.problems[0]!.message).toBe(
      "El producto 'Lock nut pack' requiere una cantidad mínima de 6.",
    );
  });

  it('answers 422 per line and per field, and bounds the lines', async () => {
    const response = await check({
      lines: [
        { part_number: 'BOLT-8', quantity: 1 },
        { part_number: '   ', quantity: 0 },
        { part_number: 'x'.repeat(101), quantity: 2.5 },
        { part_number: 'A\u0000B', quantity: 1_000_001, uom_code: 7 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'lines.1.part_number': ['This field is required'],
      'lines.1.quantity': ['The quantity must be a whole number of at least 1.'],
      'lines.2.part_number': ['This value is too long.'],
      'lines.2.quantity': ['The quantity must be a whole number of at least 1.'],
      'lines.3.part_number': ['This value is invalid.'],
      'lines.3.quantity': ['The quantity must be a whole number of at least 1.'],
      'lines.3.uom_code': ['This value is invalid.'],
    });
    const empty = await check({ lines: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { lines: ['Add at least one line.'] } });
    const tooMany = await check({
      lines: Array.from({ length: MAX_QUICK_ORDER_LINES + 1 }, () => ({
        part_number: 'BOLT-8',
        quantity: 1,
      })),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      errors: { lines: ['Check at most 1,000 lines at a time.'] },
    });
    for (const body of [{}, { lines: 'BOLT-8 2' }, []]) {
      expect((await check(body)).statusCode).toBe(422);
    }
  });

  it("refuses another tenant's buyer and a caller without a session", async () => {
    const lines = [{ part_number: 'BOLT-8', quantity: 1 }];
    expect((await check({ lines }, bearer(world.users.borealBuyer.token))).statusCode).toBe(403);
    expect((await check({ lines }, {})).statusCode).toBe(401);
  });

  it('checks 500 lines with one statement for the products', async () => {
    await createManyProducts(t.db, world.acme.id, 500, 'Q');
    const lines = Array.from({ length: 500 }, (_, index) => ({
      // Lower-cased as a paste from an e-mail might be, with every tenth one below a minimum.
      part_number: manyPartNumber(index + 1, 'q'),
      quantity: (index % 7) + 1,
    }));
    await t.db
      .updateTable('products')
      .set({ min_order_qty: 10 })
      .where('tenant_id', '=', world.acme.id)
      .where(
        'part_number',
        'in',
        lines.filter((_, i) => i % 10 === 0).map((l) => l.part_number.toUpperCase()),
      )
      .execute();
    // What 500 lines cost is counted in statements; how fast they answer is a benchmark's to say
    // (a bound on the clock fails when the cores are shared).
    let answer: CheckedLinesResponse['data']['lines'] = [];
    for (let run = 0; run < 2; run++) {
      const before = t.database.statements.count;
      answer = await checked(lines);
      // The session, the products in one statement, the setting (not cached in tests).
      expect(t.database.statements.count - before).toBeLessThanOrEqual(3);
    }
    expect(answer).toHaveLength(500);
    expect(answer.every((line) => line.product !== null)).toBe(true);
    expect(answer.filter((line) => line.problems.length > 0)).toHaveLength(50);
  });
});

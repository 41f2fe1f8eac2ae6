import { describe, expect, it } from 'vitest';
import { priceOrderLines, type UnitForSale } from './order-lines.ts';

const unit = (overrides: Partial<UnitForSale> = {}): UnitForSale => ({
  puom_id: 1,
  product_id: 10,
  part_number: 'BOLT-8',
  description: 'Hex bolt M8',
  uom_code: 'EA',
  selling_price: 2.5,
  cf: 1,
  default_cf: 1,
  min_order_qty: 1,
  max_order_qty: 0,
  price_tiers: null,
  ...overrides,
});

/** No price list: the products' own prices. */
const ownPrices = { list: null, on: '2026-11-24' };

const units = (...list: UnitForSale[]) => new Map(list.map((u) => [u.puom_id, u]));

describe('priceOrderLines', () => {
  it('prices every line from the unit, ignoring any client price, and sums in cents', () => {
    const result = priceOrderLines(
      [
        { puom_id: 1, sale_qty: 3, price: 0.01, comment: '  rush ' },
        { puom_id: 2, sale_qty: 2, comment: '   ' },
        { puom_id: 3, sale_qty: 3 },
      ],
      units(
        unit(),
        unit({ puom_id: 2, uom_code: 'BOX', cf: 12 }),
        unit({ puom_id: 3, product_id: 11, selling_price: 0.1 }),
      ),
      false,
      ownPrices,
    );
    expect(result.problems).toEqual({});
    expect(result.totalCents).toBe(750 + 6000 + 30);
    expect(
      result.lines.map((l) => [
        l.lineNo,
        l.priceCents,
        l.lineTotalCents,
        l.comment,
        l.unit.uom_code,
      ]),
    ).toEqual([
      [1, 250, 750, 'rush', 'EA'],
      [2, 3000, 6000, null, 'BOX'],
      [3, 10, 30, null, 'EA'],
    ]);
  });

  it('prices a unit against the default unit, or cf 1 when the product has none', () => {
    const box = unit({ cf: 12, default_cf: 6 });
    expect(
      priceOrderLines([{ puom_id: 1, sale_qty: 1 }], units(box), false, ownPrices).totalCents,
    ).toBe(500);
    const orphan = unit({ cf: 12, default_cf: null });
    expect(
      priceOrderLines([{ puom_id: 1, sale_qty: 1 }], units(orphan), false, ownPrices).totalCents,
    ).toBe(3000);
  });

  it('reports each failing line under its own field', () => {
    const result = priceOrderLines(
      [
        { puom_id: 9, sale_qty: 1 },
        { puom_id: 1, sale_qty: 2 },
        { puom_id: 2, sale_qty: 11 },
        { puom_id: 3, sale_qty: 7 },
      ],
      units(
        unit({ min_order_qty: 3 }),
        unit({ puom_id: 2, product_id: 11, max_order_qty: 10 }),
        unit({ puom_id: 3, product_id: 12, description: 'Nut', min_order_qty: 2 }),
      ),
      true,
      ownPrices,
    );
    expect(result.problems).toEqual({
      'items.0.puom_id': [{ key: 'orders.productUnavailable' }],
      'items.1.sale_qty': [
        { key: 'orders.minQuantity', params: { productName: 'Hex bolt M8', minQty: 3 } },
      ],
      'items.2.sale_qty': [{ key: 'orders.maxQuantity', params: { max: 10 } }],
      'items.3.sale_qty': [
        { key: 'orders.quantityStep', params: { productName: 'Nut', minQty: 2 } },
      ],
    });
  });

  it('counts the cap over every line of the same product, whatever the unit', () => {
    const capped = units(unit({ max_order_qty: 10 }), unit({ puom_id: 2, max_order_qty: 10 }));
    const result = priceOrderLines(
      [
        { puom_id: 1, sale_qty: 6 },
        { puom_id: 2, sale_qty: 4 },
        { puom_id: 1, sale_qty: 1 },
      ],
      capped,
      false,
      ownPrices,
    );
    expect(Object.keys(result.problems)).toEqual(['items.2.sale_qty']);
  });

  it('refuses amounts that do not fit numeric(12,2)', () => {
    const gold = unit({ selling_price: 9_999_999 });
    const line = priceOrderLines(
      [{ puom_id: 1, sale_qty: 1_000_000 }],
      units(gold),
      false,
      ownPrices,
    );
    expect(line.problems).toEqual({ 'items.0.sale_qty': [{ key: 'orders.totalTooLarge' }] });
    const many = Array.from({ length: 101 }, () => ({ puom_id: 1, sale_qty: 1000 }));
    expect(priceOrderLines(many, units(gold), false, ownPrices).problems).toEqual({
      items: [{ key: 'orders.totalTooLarge' }],
    });
  });
});

describe('priceOrderLines with a price list', () => {
  const tiers = [
    { min_qty: 10, unit_price: 2 },
    { min_qty: 50, unit_price: 1.75 },
  ];
  const list = { validFrom: '2026-11-01', validTo: '2026-11-30' };

  it("prices each line with the customer's tier its quantity reaches, in cents", () => {
    const result = priceOrderLines(
      [
        { puom_id: 1, sale_qty: 9 },
        { puom_id: 2, sale_qty: 10 },
        { puom_id: 3, sale_qty: 60, price: 0.01 },
      ],
      units(
        unit({ price_tiers: tiers }),
        unit({ puom_id: 2, product_id: 11, price_tiers: tiers }),
        unit({ puom_id: 3, product_id: 12, price_tiers: tiers }),
      ),
      false,
      { list, on: '2026-11-24' },
    );
    expect(result.problems).toEqual({});
    expect(result.lines.map((line) => line.priceCents)).toEqual([250, 200, 175]);
    expect(result.totalCents).toBe(9 * 250 + 10 * 200 + 60 * 175);
  });

  it("keeps the product's own price when the list does not apply that day", () => {
    const result = priceOrderLines(
      [{ puom_id: 1, sale_qty: 10 }],
      units(unit({ price_tiers: tiers })),
      false,
      {
        list,
        on: '2026-12-01',
      },
    );
    expect(result.lines[0]?.priceCents).toBe(250);
  });
});

import { describe, expect, it } from 'vitest';
import { productLinePrice } from '@portal/contract/rules/contract-price';
import { makeProduct } from '@/test/buyer-fixtures.ts';
import { currentRowIndex, tierRows } from './tier-rows.ts';

const tiers = [
  { min_qty: 50, unit_price: 4 },
  { min_qty: 10, unit_price: 4.5 },
];

describe('volume pricing rows', () => {
  it('has none without tiers', () => {
    expect(tierRows(makeProduct({ price_tiers: [] }))).toEqual([]);
  });

  it("starts at the product's own price from its minimum, then each tier in order", () => {
    expect(
      tierRows(makeProduct({ selling_price: 6, min_order_qty: 2, price_tiers: tiers })),
    ).toEqual([
      { fromQty: 2, unitPrice: 6 },
      { fromQty: 10, unitPrice: 4.5 },
      { fromQty: 50, unitPrice: 4 },
    ]);
  });

  it('starts a tier at or below the minimum at the minimum, and leaves out tiers above the maximum', () => {
    const product = makeProduct({
      min_order_qty: 10,
      max_order_qty: 40,
      price_tiers: [{ min_qty: 1, unit_price: 5 }, { min_qty: 5, unit_price: 4.8 }, ...tiers],
    });
    expect(tierRows(product)).toEqual([{ fromQty: 10, unitPrice: 4.5 }]);
  });

  it('points at the row the quantity reaches', () => {
    const rows = tierRows(makeProduct({ price_tiers: tiers }));
    expect([1, 9, 10, 49, 50, 500].map((quantity) => currentRowIndex(rows, quantity))).toEqual([
      0, 0, 1, 1, 2, 2,
    ]);
  });

  it('shows at each quantity the price the cart and the server charge', () => {
    const product = makeProduct({ selling_price: 6, min_order_qty: 3, price_tiers: tiers });
    const rows = tierRows(product);
    for (const quantity of [3, 9, 10, 11, 49, 50, 120]) {
      const row = rows[currentRowIndex(rows, quantity)]!;
      expect(Math.round(row.unitPrice * 100)).toBe(
        productLinePrice(product, quantity).unitPriceCents,
      );
    }
  });
});

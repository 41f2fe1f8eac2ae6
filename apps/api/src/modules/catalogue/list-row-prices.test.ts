import { describe, expect, it } from 'vitest';
import { PriceListTiers } from '../pricing/price-list-tiers.ts';
import { firstRowAtLeast, ListRowPrices } from './list-row-prices.ts';

describe("a price list's prices of a facet store's rows", () => {
  it('finds the first place of a row at least as large, from any place', () => {
    const rows = Int32Array.from([2, 5, 9, 14, 20, 33, 40]);
    for (let from = 0; from <= rows.length; from++) {
      for (let row = 0; row <= 45; row++) {
        let expected = from;
        while (expected < rows.length && rows[expected]! < row) expected++;
        expect(firstRowAtLeast(rows, row, from), `row ${row} from ${from}`).toBe(expected);
      }
    }
    expect(firstRowAtLeast(new Int32Array(0), 3, 0)).toBe(0);
  });

  // Products 100..104 in rows 0..4; the list prices 101 (two tiers of its unit 7, one of another
  // unit), 103 (a tier its minimum order quantity does not reach) and 999 (not in the store).
  const tiers = new PriceListTiers(
    {
      productIds: Int32Array.from([101, 103, 999]),
      starts: Int32Array.from([0, 3, 4, 5]),
      uomIds: Int32Array.from([7, 7, 8, 7, 7]),
      minQty: Int32Array.from([1, 10, 1, 50, 1]),
      unitPrice: Float64Array.from([9, 8, 1, 5, 3]),
    },
    new Map(),
  );
  const store = {
    rowOf: (productId: number) => (productId >= 100 && productId <= 104 ? productId - 100 : -1),
    uomId: Int32Array.from([7, 7, 7, 7, 7]),
    moq: Int32Array.from([1, 10, 1, 6, 1]),
  };
  const own = Float64Array.from([10, 11, 12, 13, 14]);

  it('prices each row the list prices by its tier, the others at their own price', () => {
    const prices = ListRowPrices.of(tiers, store);
    expect([...prices.rows]).toEqual([1]);
    expect([...prices.prices]).toEqual([8]);
    const priceOf = prices.reader(own);
    expect([0, 1, 2, 3, 4].map(priceOf)).toEqual([10, 8, 12, 13, 14]);
  });

  it('answers rows asked in any order as in ascending order', () => {
    const many = new ListRowPrices(
      Int32Array.from({ length: 50 }, (_, at) => 3 * at),
      Float64Array.from({ length: 50 }, (_, at) => at + 0.5),
    );
    const base = Float64Array.from({ length: 150 }, (_, row) => -row);
    const expected = (row: number) => (row % 3 === 0 ? row / 3 + 0.5 : -row);
    const order = [0, 1, 3, 4, 90, 91, 2, 147, 149, 3, 3, 60, 0];
    const priceOf = many.reader(base);
    expect(order.map(priceOf)).toEqual(order.map(expected));
  });
});

import { describe, expect, it } from 'vitest';
import {
  fitsAmountColumn,
  fromCents,
  lineTotalCents,
  MAX_AMOUNT_CENTS,
  orderTotalCents,
  orderTotals,
  toCents,
  unitPriceCents,
} from './order-money.ts';

describe('cents', () => {
  it('converts amounts with two decimals exactly', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1999)).toBe(19.99);
  });
});

describe('unitPriceCents', () => {
  it('is the selling price in the default unit', () => {
    expect(unitPriceCents(12.5, 1, 1)).toBe(1250);
    expect(unitPriceCents(12.5, 6, 6)).toBe(1250);
  });

  it('scales by the ratio of conversion factors', () => {
    expect(unitPriceCents(2.5, 12, 1)).toBe(3000);
    expect(unitPriceCents(30, 1, 12)).toBe(250);
    expect(unitPriceCents(10, 2.5, 1)).toBe(2500);
  });

  it('rounds to the cent once', () => {
    // 1.99 / 12 = 0.16583...
    expect(unitPriceCents(1.99, 1, 12)).toBe(17);
    // 0.1 * 3 = 0.30 exactly, not 0.30000000000000004
    expect(unitPriceCents(0.1, 3, 1)).toBe(30);
    // a cf with four decimals: 10 * 1.3333 = 13.333
    expect(unitPriceCents(10, 1.3333, 1)).toBe(1333);
  });

  it('refuses conversion factors that are not positive', () => {
    expect(() => unitPriceCents(10, 0, 1)).toThrow(RangeError);
    expect(() => unitPriceCents(10, 1, 0)).toThrow(RangeError);
    expect(() => unitPriceCents(10, Number.NaN, 1)).toThrow(RangeError);
  });
});

describe('totals', () => {
  it('multiplies and sums in cents without drift', () => {
    const lines = [
      { priceCents: 10, quantity: 3 },
      { priceCents: 20, quantity: 1 },
    ];
    expect(lineTotalCents(lines[0]!)).toBe(30);
    expect(orderTotalCents(lines)).toBe(50);
    expect(orderTotalCents([])).toBe(0);
  });

  it('gives line totals and the total in currency units', () => {
    const result = orderTotals([
      { price: 0.1, quantity: 3 },
      { price: 0.2, quantity: 1 },
      { price: 19.99, quantity: 7 },
    ]);
    expect(result.lineTotals).toEqual([0.3, 0.2, 139.93]);
    expect(result.total).toBe(140.43);
  });

  it('knows what a numeric(12,2) column holds', () => {
    expect(fitsAmountColumn(0)).toBe(true);
    expect(fitsAmountColumn(MAX_AMOUNT_CENTS)).toBe(true);
    expect(fitsAmountColumn(MAX_AMOUNT_CENTS + 1)).toBe(false);
    expect(fitsAmountColumn(-1)).toBe(false);
    expect(fitsAmountColumn(Number.MAX_SAFE_INTEGER + 2)).toBe(false);
  });
});

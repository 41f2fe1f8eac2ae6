import { describe, expect, it } from 'vitest';
import {
  checkOrderQuantity,
  effectiveMaximum,
  effectiveMinimum,
  quantityFix,
  sellsByMinimum,
} from './order-quantity.ts';

const name = 'Hex bolt M8';

describe('effective limits', () => {
  it('defaults the minimum to 1', () => {
    expect(effectiveMinimum(undefined)).toBe(1);
    expect(effectiveMinimum(null)).toBe(1);
    expect(effectiveMinimum(0)).toBe(1);
    expect(effectiveMinimum(-3)).toBe(1);
    expect(effectiveMinimum(6)).toBe(6);
  });

  it('reads a maximum of 0 or none as no cap', () => {
    expect(effectiveMaximum(0)).toBeNull();
    expect(effectiveMaximum(null)).toBeNull();
    expect(effectiveMaximum(undefined)).toBeNull();
    expect(effectiveMaximum(10)).toBe(10);
  });

  it("sells by the minimum only when the setting is exactly '1'", () => {
    expect(sellsByMinimum('1')).toBe(true);
    expect(sellsByMinimum('0')).toBe(false);
    expect(sellsByMinimum('true')).toBe(false);
    expect(sellsByMinimum(undefined)).toBe(false);
    expect(sellsByMinimum(null)).toBe(false);
  });
});

describe('checkOrderQuantity', () => {
  const free = { sellByMinimum: false };

  it('accepts any positive whole quantity without limits', () => {
    expect(checkOrderQuantity(1, free, name)).toEqual({ ok: true });
    expect(checkOrderQuantity(999_999, free, name)).toEqual({ ok: true });
  });

  it('refuses less than the minimum, naming the product and the minimum', () => {
    expect(checkOrderQuantity(5, { ...free, minOrderQty: 6 }, name)).toEqual({
      ok: false,
      key: 'orders.minQuantity',
      params: { productName: name, minQty: 6 },
    });
    expect(checkOrderQuantity(6, { ...free, minOrderQty: 6 }, name)).toEqual({ ok: true });
  });

  it('refuses 0, negative and fractional quantities against the default minimum of 1', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(checkOrderQuantity(quantity, free, name)).toMatchObject({
        ok: false,
        key: 'orders.minQuantity',
        params: { minQty: 1 },
      });
    }
  });

  it('refuses more than the maximum when there is one', () => {
    expect(checkOrderQuantity(11, { ...free, maxOrderQty: 10 }, name)).toEqual({
      ok: false,
      key: 'orders.maxQuantity',
      params: { max: 10 },
    });
    expect(checkOrderQuantity(10, { ...free, maxOrderQty: 10 }, name)).toEqual({ ok: true });
    expect(checkOrderQuantity(10_000, { ...free, maxOrderQty: 0 }, name)).toEqual({ ok: true });
  });

  it('checks the minimum before the maximum', () => {
    const limits = { ...free, minOrderQty: 5, maxOrderQty: 3 };
    expect(checkOrderQuantity(4, limits, name)).toMatchObject({ key: 'orders.minQuantity' });
  });

  it('requires multiples of the minimum only when selling by the minimum', () => {
    const limits = { minOrderQty: 4, sellByMinimum: true };
    expect(checkOrderQuantity(6, limits, name)).toEqual({
      ok: false,
      key: 'orders.quantityStep',
      params: { productName: name, minQty: 4 },
    });
    expect(checkOrderQuantity(8, limits, name)).toEqual({ ok: true });
    expect(checkOrderQuantity(6, { ...limits, sellByMinimum: false }, name)).toEqual({ ok: true });
  });

  it('lets any quantity through the step rule when the minimum is 1', () => {
    expect(checkOrderQuantity(7, { sellByMinimum: true }, name)).toEqual({ ok: true });
  });

  it('checks the cap before the step', () => {
    const limits = { minOrderQty: 4, maxOrderQty: 10, sellByMinimum: true };
    expect(checkOrderQuantity(13, limits, name)).toMatchObject({ key: 'orders.maxQuantity' });
  });
});

describe('quantityFix', () => {
  const free = { sellByMinimum: false };
  const bySix = { minOrderQty: 6, sellByMinimum: true };

  it('needs no fix for a quantity that passes', () => {
    expect(quantityFix(3, free)).toBeNull();
    expect(quantityFix(12, bySix)).toBeNull();
    expect(quantityFix(10, { maxOrderQty: 10, sellByMinimum: false })).toBeNull();
  });

  it('raises a quantity below the minimum to the minimum', () => {
    expect(quantityFix(2, { minOrderQty: 6, sellByMinimum: false })).toBe(6);
    expect(quantityFix(2, bySix)).toBe(6);
    expect(quantityFix(0, free)).toBe(1);
  });

  it('lowers a quantity above the cap to the cap, on the step when selling by the minimum', () => {
    expect(quantityFix(15, { maxOrderQty: 10, sellByMinimum: false })).toBe(10);
    expect(quantityFix(40, { ...bySix, maxOrderQty: 32 })).toBe(30);
  });

  it('rounds a quantity off the step up to the next multiple, or down past the cap', () => {
    expect(quantityFix(13, bySix)).toBe(18);
    expect(quantityFix(31, { ...bySix, maxOrderQty: 32 })).toBe(30);
  });

  it('offers none when no quantity passes (a cap below the minimum)', () => {
    expect(quantityFix(3, { minOrderQty: 6, maxOrderQty: 4, sellByMinimum: false })).toBeNull();
    expect(quantityFix(9, { ...bySix, maxOrderQty: 5 })).toBeNull();
  });

  it('always offers a quantity the rule accepts', () => {
    const limits = [free, bySix, { minOrderQty: 4, maxOrderQty: 30, sellByMinimum: true }];
    for (const limit of limits) {
      for (let quantity = 0; quantity <= 60; quantity++) {
        const fix = quantityFix(quantity, limit);
        const ok = checkOrderQuantity(quantity, limit, name).ok;
        if (ok) expect(fix).toBeNull();
        else if (fix !== null) expect(checkOrderQuantity(fix, limit, name).ok).toBe(true);
      }
    }
  });
});

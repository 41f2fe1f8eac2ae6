import { describe, expect, it } from 'vitest';
import {
  checkOrderQuantity,
  effectiveMaximum,
  effectiveMinimum,
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

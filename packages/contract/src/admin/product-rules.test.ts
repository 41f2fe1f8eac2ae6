import { describe, expect, it } from 'vitest';
import {
  isConversionFactor,
  isPrice,
  linkListProblem,
  quantityLimitsProblem,
  unitListProblem,
} from './product-rules.ts';

describe('product rules', () => {
  it('accepts prices of at least 0 with two decimals at most, within numeric(12,2)', () => {
    expect([0, 1, 12.5, 12.34, 9_999_999_999.99].every(isPrice)).toBe(true);
    expect([-0.01, 1.234, Number.NaN, Infinity, 10_000_000_000].some(isPrice)).toBe(false);
  });

  it('accepts conversion factors above 0 with four decimals at most', () => {
    expect([1, 0.5, 12, 0.0001].every(isConversionFactor)).toBe(true);
    expect([0, -1, 0.00001, 100_000_000].some(isConversionFactor)).toBe(false);
  });

  it('lets a maximum of 0 mean no limit, and refuses a maximum below the minimum', () => {
    expect(quantityLimitsProblem(5, 0)).toBeNull();
    expect(quantityLimitsProblem(5, 5)).toBeNull();
    expect(quantityLimitsProblem(5, 10)).toBeNull();
    expect(quantityLimitsProblem(5, 4)).toBe('admin.products.maxBelowMin');
  });

  it('needs at least one unit, each once, exactly one of them the default', () => {
    expect(unitListProblem([])).toBe('admin.products.unitRequired');
    expect(unitListProblem([{ uom_id: 1, is_default: true }])).toBeNull();
    expect(
      unitListProblem([
        { uom_id: 1, is_default: true },
        { uom_id: 1, is_default: false },
      ]),
    ).toBe('admin.products.duplicateUnit');
    expect(
      unitListProblem([
        { uom_id: 1, is_default: false },
        { uom_id: 2, is_default: false },
      ]),
    ).toBe('admin.products.oneDefaultUnit');
    expect(
      unitListProblem([
        { uom_id: 1, is_default: true },
        { uom_id: 2, is_default: true },
      ]),
    ).toBe('admin.products.oneDefaultUnit');
  });

  it('refuses a link to the product itself and a product listed twice', () => {
    expect(linkListProblem(7, [1, 2])).toBeNull();
    expect(linkListProblem(7, [1, 7])).toBe('admin.products.linkSelf');
    expect(linkListProblem(null, [1, 1])).toBe('admin.products.duplicateId');
    expect(linkListProblem(null, [])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  orderedQuantity,
  parseTiers,
  tieredPrice,
  tiersInOrder,
  tiersText,
} from './quote-tiers.ts';

const tiers = [
  { min_qty: 500, price: 9 },
  { min_qty: 1000, price: 8.5 },
];

describe('quote quantity tiers (decision 042)', () => {
  it("charges the line's own price below the first break", () => {
    expect(tieredPrice(10, tiers, 1)).toBe(10);
    expect(tieredPrice(10, tiers, 499)).toBe(10);
  });

  it('charges the highest break the quantity reaches, from the break itself on', () => {
    expect(tieredPrice(10, tiers, 500)).toBe(9);
    expect(tieredPrice(10, tiers, 999)).toBe(9);
    expect(tieredPrice(10, tiers, 1000)).toBe(8.5);
    expect(tieredPrice(10, tiers, 40_000)).toBe(8.5);
  });

  it('charges the own price always when there is no break', () => {
    expect(tieredPrice(10, [], 40_000)).toBe(10);
  });

  it('accepts only strictly ascending breaks from 2 on', () => {
    expect(tiersInOrder(tiers)).toBe(true);
    expect(tiersInOrder([])).toBe(true);
    expect(tiersInOrder([...tiers].reverse())).toBe(false);
    expect(tiersInOrder([tiers[0]!, tiers[0]!])).toBe(false);
    expect(tiersInOrder([{ min_qty: 1, price: 9 }])).toBe(false);
  });

  it('lets the buyer choose the quantity of a tiered line only', () => {
    expect(orderedQuantity(100, tiers, undefined)).toBe(100);
    expect(orderedQuantity(100, tiers, 1200)).toBe(1200);
    expect(orderedQuantity(100, [], 100)).toBe(100);
    expect(orderedQuantity(100, [], 1200)).toBeNull();
  });
});

describe('quote tiers as staff type them', () => {
  it('reads breaks separated by commas, semicolons or lines, and writes them back', () => {
    expect(parseTiers('500: 9, 1000=8.50')).toEqual(tiers);
    expect(parseTiers('500: 9;\n1000: 8.5\n')).toEqual(tiers);
    expect(parseTiers('  ')).toEqual([]);
    expect(parseTiers(tiersText(tiers))).toEqual(tiers);
  });

  it('turns an unreadable break into NaN, for the schema to refuse', () => {
    expect(parseTiers('lots: 9')).toEqual([{ min_qty: Number.NaN, price: Number.NaN }]);
  });
});

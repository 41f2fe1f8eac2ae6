import { describe, expect, it } from 'vitest';
import { approximateBytes } from '../../lib/read-through-cache.ts';
import { tiersFromText } from './price-list-tiers.ts';

describe("a price list's tiers kept compact", () => {
  const tiers = tiersFromText('3 1 2.10 3 10 1.90 8 5 0.25 40 1 1234567.89');

  it("writes each product's tiers, lowest minimum first, as the answer's schema does", () => {
    expect(tiers.tiersJson(3)).toBe(
      JSON.stringify([
        { min_qty: 1, unit_price: 2.1 },
        { min_qty: 10, unit_price: 1.9 },
      ]),
    );
    expect(tiers.tiersJson(8)).toBe('[{"min_qty":5,"unit_price":0.25}]');
    expect(tiers.tiersJson(40)).toBe('[{"min_qty":1,"unit_price":1234567.89}]');
  });

  it('has none for a product the list leaves out, before, between and after its products', () => {
    for (const productId of [1, 4, 9, 39, 41, 2_147_483_647]) {
      expect(tiers.tiersJson(productId)).toBe('[]');
    }
  });

  it('holds nothing for a list without entries', () => {
    expect(tiersFromText('').tiersJson(1)).toBe('[]');
  });

  it('counts its memory in bytes, as the cache bound charges it', () => {
    // Three products (ids and starts) and four tiers (minimum and price), plus the object.
    expect(approximateBytes(tiers)).toBe(3 * 4 + 4 * 4 + 4 * 4 + 4 * 8 + 200);
  });
});

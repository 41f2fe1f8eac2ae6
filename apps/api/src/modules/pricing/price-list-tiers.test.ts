import { describe, expect, it } from 'vitest';
import { approximateBytes } from '../../lib/read-through-cache.ts';
import { seededRandom } from '../../seed/bench/vocabulary.ts';
import { tiersFromText } from './price-list-tiers.ts';

const units = new Map([
  ['EA', 1],
  ['BOX', 2],
]);

describe("a price list's tiers kept compact", () => {
  // Product 3 has tiers for each and for boxes; 8 only for boxes.
  const tiers = tiersFromText(
    '3 1 1 2.10 3 1 10 1.90 3 2 1 20.00 8 2 5 0.25 40 1 1 1234567.89',
    units,
  );

  it("writes a product's tiers in its unit, lowest minimum first, as the answer's schema does", () => {
    expect(tiers.tiersJson(3, 'EA')).toBe(
      JSON.stringify([
        { min_qty: 1, unit_price: 2.1 },
        { min_qty: 10, unit_price: 1.9 },
      ]),
    );
    expect(tiers.tiersJson(3, 'BOX')).toBe('[{"min_qty":1,"unit_price":20}]');
    expect(tiers.tiersJson(8, 'BOX')).toBe('[{"min_qty":5,"unit_price":0.25}]');
    expect(tiers.tiersJson(40, 'EA')).toBe('[{"min_qty":1,"unit_price":1234567.89}]');
  });

  it('has none for another unit, an unknown unit or no unit (a product without a default)', () => {
    expect(tiers.tiersJson(8, 'EA')).toBe('[]');
    expect(tiers.tiersJson(3, 'PAIR')).toBe('[]');
    expect(tiers.tiersJson(3, '')).toBe('[]');
  });

  it('has none for a product the list leaves out, before, between and after its products', () => {
    for (const productId of [1, 4, 9, 39, 41, 2_147_483_647]) {
      expect(tiers.tiersJson(productId, 'EA')).toBe('[]');
    }
  });

  it('holds nothing for a list without entries', () => {
    expect(tiersFromText('', units).tiersJson(1, 'EA')).toBe('[]');
  });

  it('counts its memory in bytes, as the cache bound charges it', () => {
    // Three products (ids, starts and the end) and five tiers (unit, minimum and price), plus
    // the object and the unit codes, and a facet store's row prices of the three products.
    expect(approximateBytes(tiers)).toBe(
      3 * 4 + 4 * 4 + 5 * (4 + 4 + 8) + 200 + 2 * 100 + 3 * (4 + 8),
    );
  });
});

describe("reading a list's tiers from the database's text", () => {
  /** The reading before it went character by character: split, then Number() of each field. */
  const bySplitting = (text: string) => {
    const fields = text.split(' ').map(Number);
    return Array.from({ length: fields.length / 4 }, (_, i) => fields.slice(4 * i, 4 * i + 4));
  };
  const random = seededRandom(7);
  const prices = ['0.0001', '0.2500', '2.1000', '19.9900', '1234567.8900', '9999999999.9999'];

  it('reads every price as Number() reads its text, to the last bit', () => {
    const entries = Array.from({ length: 2_000 }, (_, i) => [
      i + 1,
      1,
      1 + Math.floor(random() * 100),
      random() < 0.5
        ? prices[Math.floor(random() * prices.length)]!
        : (random() * 10 ** Math.floor(random() * 10)).toFixed(4),
    ]);
    const text = entries.map((entry) => entry.join(' ')).join(' ');
    const tiers = tiersFromText(text, units);
    for (const [productId, , minQty, price] of bySplitting(text)) {
      expect(tiers.tiersJson(productId!, 'EA')).toBe(
        `[{"min_qty":${minQty},"unit_price":${price}}]`,
      );
    }
  });

  it('puts entries that come out of order in order: by product, unit and minimum', () => {
    const shuffled = tiersFromText('8 2 5 0.25 3 1 10 1.90 3 2 1 20.00 3 1 1 2.10', units);
    const sorted = tiersFromText('3 1 1 2.10 3 1 10 1.90 3 2 1 20.00 8 2 5 0.25', units);
    for (const [productId, unit] of [
      [3, 'EA'],
      [3, 'BOX'],
      [8, 'BOX'],
      [8, 'EA'],
    ] as const) {
      expect(shuffled.tiersJson(productId, unit)).toBe(sorted.tiersJson(productId, unit));
    }
    expect(shuffled.tiersJson(3, 'EA')).toBe(
      '[{"min_qty":1,"unit_price":2.1},{"min_qty":10,"unit_price":1.9}]',
    );
    expect(shuffled.productCount).toBe(2);
  });
});

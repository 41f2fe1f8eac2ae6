import { describe, expect, it } from 'vitest';
import {
  applicableTiers,
  linePrice,
  productLinePrice,
  priceListAppliesOn,
  type LinePriceInput,
  type PriceListForLine,
} from './contract-price.ts';

const tiers = [
  { min_qty: 50, unit_price: 4 },
  { min_qty: 10, unit_price: 4.5 },
  { min_qty: 1, unit_price: 5 },
];
const list: PriceListForLine = { validFrom: null, validTo: null, tiers };

/** A line of a product sold at 6.00 by the each, 3 of them, priced on 2026-11-24. */
const line = (overrides: Partial<LinePriceInput> = {}): LinePriceInput => ({
  sellingPrice: 6,
  unitCf: 1,
  defaultUnitCf: 1,
  quantity: 3,
  on: '2026-11-24',
  list,
  ...overrides,
});

describe('linePrice', () => {
  it('keeps the product price without a list', () => {
    expect(linePrice(line({ list: null }))).toEqual({
      unitPriceCents: 600,
      tier: null,
      nextTier: null,
    });
  });

  it('keeps the product price, in the line unit, when the list has no entry for it', () => {
    const box = linePrice(line({ unitCf: 12, list: { ...list, tiers: [] } }));
    expect(box.unitPriceCents).toBe(7200);
    expect(box.tier).toBeNull();
  });

  it('takes the tier with the highest minimum the quantity reaches', () => {
    expect(linePrice(line({ quantity: 1 })).unitPriceCents).toBe(500);
    expect(linePrice(line({ quantity: 9 })).unitPriceCents).toBe(500);
    expect(linePrice(line({ quantity: 10 })).unitPriceCents).toBe(450);
    expect(linePrice(line({ quantity: 49 })).unitPriceCents).toBe(450);
    expect(linePrice(line({ quantity: 50 })).unitPriceCents).toBe(400);
    expect(linePrice(line({ quantity: 5000 })).tier).toEqual({ min_qty: 50, unit_price: 4 });
  });

  it('names the next tier up, and none past the last', () => {
    expect(linePrice(line({ quantity: 3 })).nextTier).toEqual({ min_qty: 10, unit_price: 4.5 });
    expect(linePrice(line({ quantity: 10 })).nextTier).toEqual({ min_qty: 50, unit_price: 4 });
    expect(linePrice(line({ quantity: 50 })).nextTier).toBeNull();
  });

  it('keeps the product price below the lowest tier, and names that tier as the next', () => {
    const from10 = { ...list, tiers: [{ min_qty: 10, unit_price: 4.5 }] };
    const price = linePrice(line({ quantity: 4, list: from10 }));
    expect(price).toEqual({
      unitPriceCents: 600,
      tier: null,
      nextTier: { min_qty: 10, unit_price: 4.5 },
    });
  });

  it('applies a list only within its dates, both days included', () => {
    const dated = { ...list, validFrom: '2026-11-01', validTo: '2026-11-30' };
    expect(linePrice(line({ list: dated, on: '2026-10-31' })).unitPriceCents).toBe(600);
    expect(linePrice(line({ list: dated, on: '2026-11-01' })).unitPriceCents).toBe(500);
    expect(linePrice(line({ list: dated, on: '2026-11-30' })).unitPriceCents).toBe(500);
    expect(linePrice(line({ list: dated, on: '2026-12-01' })).unitPriceCents).toBe(600);
    expect(linePrice(line({ list: dated, on: '2026-12-01' })).nextTier).toBeNull();
  });

  it('reads an open bound as no limit on that side', () => {
    expect(priceListAppliesOn({ validFrom: null, validTo: '2026-11-24' }, '1999-01-01')).toBe(true);
    expect(priceListAppliesOn({ validFrom: '2026-11-24', validTo: null }, '2099-12-31')).toBe(true);
    expect(priceListAppliesOn({ validFrom: '2026-11-25', validTo: null }, '2026-11-24')).toBe(
      false,
    );
  });

  it('prices to the cent, a list price may be below the product price or above it', () => {
    const odd = { ...list, tiers: [{ min_qty: 1, unit_price: 6.125 }] };
    expect(linePrice(line({ list: odd })).unitPriceCents).toBe(613);
  });

  it('resolves two tiers of one minimum to the lower price, whatever their order', () => {
    const twice = {
      ...list,
      tiers: [
        { min_qty: 1, unit_price: 3 },
        { min_qty: 1, unit_price: 2 },
      ],
    };
    expect(linePrice(line({ list: twice })).unitPriceCents).toBe(200);
    const reversed = { ...twice, tiers: [...twice.tiers].reverse() };
    expect(linePrice(line({ list: reversed })).unitPriceCents).toBe(200);
  });
});

describe('applicableTiers', () => {
  it('lists the tiers lowest quantity first, for the details tier table', () => {
    expect(applicableTiers(list, '2026-11-24').map((tier) => tier.min_qty)).toEqual([1, 10, 50]);
  });

  it('lists none without a list or outside its dates', () => {
    expect(applicableTiers(null, '2026-11-24')).toEqual([]);
    expect(applicableTiers({ ...list, validTo: '2026-01-01' }, '2026-11-24')).toEqual([]);
  });
});

describe('productLinePrice', () => {
  const product = {
    selling_price: 6,
    price_tiers: [
      { min_qty: 10, unit_price: 4.5 },
      { min_qty: 50, unit_price: 4 },
    ],
  };

  it("prices a catalogue product's quantity with the tiers the catalogue sent", () => {
    expect(productLinePrice(product, 9)).toEqual({
      unitPriceCents: 600,
      tier: null,
      nextTier: { min_qty: 10, unit_price: 4.5 },
    });
    expect(productLinePrice(product, 10).unitPriceCents).toBe(450);
    expect(productLinePrice(product, 50).nextTier).toBeNull();
  });

  it("keeps the product's own price without tiers", () => {
    expect(productLinePrice({ selling_price: 6, price_tiers: [] }, 100).unitPriceCents).toBe(600);
  });
});

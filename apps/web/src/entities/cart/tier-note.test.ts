import { describe, expect, it } from 'vitest';
import type { Product } from '@portal/contract';
import { tierNote } from './tier-note.ts';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 1,
  part_number: 'P-1',
  description: 'Hex bolt',
  primary_image: '/api/public/placeholder.svg',
  selling_price: 6,
  available: 10,
  uom_code: 'EA',
  cf: 1,
  min_order_qty: 1,
  max_order_qty: 0,
  default_puom_id: 11,
  price_tiers: [
    { min_qty: 10, unit_price: 4.5 },
    { min_qty: 50, unit_price: 4 },
  ],
  ...overrides,
});
const byOne = { sellByMinimum: false };
const byMinimum = { sellByMinimum: true };

describe('tier note of a line', () => {
  it('says nothing for a product without tiers', () => {
    expect(tierNote(product({ price_tiers: [] }), 5, byOne)).toEqual({ reached: null, next: null });
  });

  it('points below the first tier to it: how many more, at what price', () => {
    expect(tierNote(product(), 7, byOne)).toEqual({
      reached: null,
      next: { more: 3, quantity: 10, unitPrice: 4.5 },
    });
  });

  it('names the tier reached and the next one above it', () => {
    expect(tierNote(product(), 10, byOne)).toEqual({
      reached: { minQty: 10 },
      next: { more: 40, quantity: 50, unitPrice: 4 },
    });
  });

  it('names only the tier reached at the top tier', () => {
    expect(tierNote(product(), 80, byOne)).toEqual({ reached: { minQty: 50 }, next: null });
  });

  it("does not call a tier every allowed quantity reaches a volume tier (the buyer's flat price)", () => {
    const flat = product({
      min_order_qty: 5,
      price_tiers: [
        { min_qty: 5, unit_price: 5 },
        { min_qty: 20, unit_price: 4.5 },
      ],
    });
    expect(tierNote(flat, 5, byOne)).toEqual({
      reached: null,
      next: { more: 15, quantity: 20, unitPrice: 4.5 },
    });
    expect(tierNote(flat, 20, byOne).reached).toEqual({ minQty: 20 });
  });

  it('does not point to a tier above the maximum order quantity', () => {
    expect(tierNote(product({ max_order_qty: 30 }), 12, byOne)).toEqual({
      reached: { minQty: 10 },
      next: null,
    });
    expect(tierNote(product({ max_order_qty: 50 }), 12, byOne).next?.quantity).toBe(50);
  });

  it('rounds up to the selling step, at the price of the quantity that reaches', () => {
    const byFours = product({
      min_order_qty: 4,
      price_tiers: [
        { min_qty: 10, unit_price: 4.5 },
        { min_qty: 12, unit_price: 4.2 },
      ],
    });
    // 10 is not orderable in steps of 4: 12 is, and 12 is already the second tier.
    expect(tierNote(byFours, 8, byMinimum).next).toEqual({ more: 4, quantity: 12, unitPrice: 4.2 });
    expect(tierNote(byFours, 8, byOne).next).toEqual({ more: 2, quantity: 10, unitPrice: 4.5 });
    // Past the maximum once rounded up: nothing to point to.
    expect(tierNote(product({ min_order_qty: 4, max_order_qty: 9 }), 4, byMinimum).next).toBeNull();
  });

  it('does not point to a tier that does not lower the price', () => {
    const odd = product({
      price_tiers: [
        { min_qty: 1, unit_price: 4 },
        { min_qty: 10, unit_price: 4 },
      ],
    });
    expect(tierNote(odd, 3, byOne).next).toBeNull();
  });
});

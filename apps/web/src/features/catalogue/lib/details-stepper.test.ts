import { describe, expect, it } from 'vitest';
import type { Product } from '@portal/contract';
import {
  addToCartProblem,
  canStepDown,
  canStepUp,
  settleTyped,
  stepperMinus,
  stepperPlus,
} from './details-stepper.ts';

const product = (min: number, max: number): Product => ({
  id: 1,
  part_number: 'P-1',
  description: 'Valve',
  primary_image: '',
  selling_price: 2,
  available: 5,
  uom_code: 'EA',
  cf: 1,
  min_order_qty: min,
  max_order_qty: max,
  default_puom_id: 1,
  price_tiers: [],
});
const byOne = { sellByMinimum: false };
const byMinimum = { sellByMinimum: true };

describe('product details stepper', () => {
  it('goes to the minimum on the first plus', () => {
    expect(stepperPlus(product(5, 0), 0, byOne)).toBe(5);
    expect(stepperPlus(product(5, 0), 3, byMinimum)).toBe(5);
  });

  it('then steps by one, or by the minimum when selling by the minimum, up to the maximum', () => {
    expect(stepperPlus(product(5, 0), 5, byOne)).toBe(6);
    expect(stepperPlus(product(5, 12), 10, byMinimum)).toBe(12);
    expect(stepperPlus(product(5, 12), 12, byOne)).toBe(12);
  });

  it('never goes below the minimum on minus', () => {
    expect(stepperMinus(product(5, 0), 6, byOne)).toBe(5);
    expect(stepperMinus(product(5, 0), 5, byOne)).toBe(5);
    expect(stepperMinus(product(5, 0), 15, byMinimum)).toBe(10);
  });

  it('disables plus at the maximum and minus at the minimum', () => {
    expect(canStepUp(product(1, 10), 10)).toBe(false);
    expect(canStepUp(product(1, 0), 10_000)).toBe(true);
    expect(canStepDown(product(3, 0), 3)).toBe(false);
    expect(canStepDown(product(3, 0), 4)).toBe(true);
  });

  it('settles a typed quantity: whole, capped, kept below the minimum for the message', () => {
    expect(settleTyped(product(5, 20), '2', byOne)).toBe(2);
    expect(settleTyped(product(5, 20), '7.9', byOne)).toBe(7);
    expect(settleTyped(product(5, 20), '99', byOne)).toBe(20);
    expect(settleTyped(product(5, 20), '7', byMinimum)).toBe(10);
    expect(settleTyped(product(5, 20), 'abc', byOne)).toBe(0);
  });

  it('adds to the cart only from the minimum', () => {
    expect(addToCartProblem(product(5, 0), 4)).toEqual({ min: 5 });
    expect(addToCartProblem(product(5, 0), 0)).toEqual({ min: 5 });
    expect(addToCartProblem(product(5, 0), 5)).toBeNull();
    expect(addToCartProblem(product(0, 0), 1)).toBeNull();
  });
});

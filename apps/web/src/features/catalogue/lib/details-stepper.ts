import type { Product } from '@portal/contract';
import {
  fitQuantity,
  maxQuantity,
  minQuantity,
  stepDown,
  type SellingSettings,
} from '@/entities/cart/cart-rules.ts';

/**
 * The quantity stepper of the product details (specification section 5): clamped between the
 * minimum and the maximum, the first plus goes to the minimum, and the cart takes the quantity
 * only when it is at least the minimum.
 */
export function stepperPlus(product: Product, quantity: number, settings: SellingSettings) {
  const min = minQuantity(product);
  if (quantity < min) return Math.min(min, maxQuantity(product));
  return Math.min(maxQuantity(product), quantity + stepDown(product, settings));
}

export function stepperMinus(product: Product, quantity: number, settings: SellingSettings) {
  return Math.max(minQuantity(product), quantity - stepDown(product, settings));
}

export const canStepUp = (product: Product, quantity: number) => quantity < maxQuantity(product);
export const canStepDown = (product: Product, quantity: number) => quantity > minQuantity(product);

/**
 * A typed quantity once the field is left: whole and at most the maximum. Below the minimum it
 * stays, so that Add to cart can say what the minimum is.
 */
export function settleTyped(product: Product, text: string, settings: SellingSettings): number {
  const value = Math.floor(Number(text));
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (value < minQuantity(product)) return value;
  return fitQuantity(product, value, settings);
}

/** The refusal of Add to cart, with the minimum for its message; null when it may go ahead. */
export const addToCartProblem = (product: Product, quantity: number) =>
  quantity < minQuantity(product) ? { min: minQuantity(product) } : null;

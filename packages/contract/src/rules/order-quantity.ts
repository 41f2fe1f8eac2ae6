import type { MessageKey } from '../messages/index.ts';

/**
 * The quantity rules of an order line (specification sections 3 and 5), shared by the cart
 * screens and the server that re-checks every order: the client is never trusted with them.
 */
export interface QuantityLimits {
  /** The product's min_order_qty; missing, 0 or less means the default of 1. */
  minOrderQty?: number | null;
  /** The product's max_order_qty; 0 or missing means no cap. */
  maxOrderQty?: number | null;
  /** Setting b2b_sell_minimum === '1': quantities go in multiples of the minimum. */
  sellByMinimum: boolean;
}

export type QuantityCheck =
  | { ok: true }
  | { ok: false; key: MessageKey; params: Record<string, string | number> };

export const effectiveMinimum = (minOrderQty?: number | null): number =>
  minOrderQty && minOrderQty > 1 ? Math.floor(minOrderQty) : 1;

/** The cap of a product, or null when it has none. */
export const effectiveMaximum = (maxOrderQty?: number | null): number | null =>
  maxOrderQty && maxOrderQty > 0 ? Math.floor(maxOrderQty) : null;

/** Whether the setting value turns selling in multiples of the minimum on. */
export const sellsByMinimum = (setting: string | null | undefined): boolean => setting === '1';

/**
 * Checks one quantity of one product: the minimum first (what a buyer fixes first), then the
 * cap, then the step. `productName` goes into the messages that name the product.
 */
export function checkOrderQuantity(
  quantity: number,
  limits: QuantityLimits,
  productName: string,
): QuantityCheck {
  const minQty = effectiveMinimum(limits.minOrderQty);
  const max = effectiveMaximum(limits.maxOrderQty);
  if (!Number.isInteger(quantity) || quantity < minQty) {
    return { ok: false, key: 'orders.minQuantity', params: { productName, minQty } };
  }
  if (max !== null && quantity > max) {
    return { ok: false, key: 'orders.maxQuantity', params: { max } };
  }
  if (limits.sellByMinimum && quantity % minQty !== 0) {
    return { ok: false, key: 'orders.quantityStep', params: { productName, minQty } };
  }
  return { ok: true };
}

/**
 * The quantity closest to `quantity` that passes checkOrderQuantity, as a one-click fix ("Raise
 * to 12", "Round to 24"), or null when none does (a cap below the minimum) or none is needed.
 * Below the minimum: the minimum. Above the cap: the cap, rounded down to the step when selling
 * by the minimum. Off the step: rounded up to the next multiple, or down when that passes the cap.
 */
export function quantityFix(quantity: number, limits: QuantityLimits): number | null {
  const minQty = effectiveMinimum(limits.minOrderQty);
  const max = effectiveMaximum(limits.maxOrderQty);
  const step = limits.sellByMinimum ? minQty : 1;
  const down = (value: number) => Math.floor(value / step) * step;
  let fix: number;
  if (!Number.isFinite(quantity) || quantity < minQty) fix = minQty;
  else if (max !== null && quantity > max) fix = down(max);
  else if (quantity % step !== 0) {
    const up = Math.ceil(quantity / step) * step;
    fix = max !== null && up > max ? down(quantity) : up;
  } else return null;
  return checkOrderQuantity(fix, limits, '').ok ? fix : null;
}

import type { Product } from '@portal/contract';

/**
 * Every cart rule of the specification (sections 4 and 5), as pure functions over an immutable list
 * of lines. The screens and the store only call these.
 */
export interface CartItem {
  product: Product;
  quantity: number;
  comment: string;
  /** Present in the data model, unused by any screen (specification section 3). */
  tag1: string;
  tag2: string;
}

export interface SellingSettings {
  /** Setting b2b_sell_minimum === '1': plus and minus move by the minimum order quantity. */
  sellByMinimum: boolean;
}

export type CartProblem =
  | { key: 'maxQuantity'; max: number }
  | { key: 'cartEmptyError' }
  | { key: 'minOrderQtyError'; productName: string; minQty: number };

export const minQuantity = (product: Product) => Math.max(1, product.min_order_qty || 1);
/** max_order_qty of 0 (or unset) means no cap. */
export const maxQuantity = (product: Product) =>
  product.max_order_qty > 0 ? product.max_order_qty : Number.POSITIVE_INFINITY;

export const clampQuantity = (product: Product, quantity: number) =>
  Math.min(maxQuantity(product), Math.max(minQuantity(product), Math.floor(quantity)));

export const findLine = (items: readonly CartItem[], productId: number) =>
  items.find((item) => item.product.id === productId);

export const quantityInCart = (items: readonly CartItem[], productId: number) =>
  findLine(items, productId)?.quantity ?? 0;

/** What one press of plus adds: the minimum first, then the minimum or one by the setting. */
export function stepUp(product: Product, current: number, settings: SellingSettings): number {
  return current === 0 || settings.sellByMinimum ? minQuantity(product) : 1;
}

/** What one press of minus takes away. */
export function stepDown(product: Product, settings: SellingSettings): number {
  return settings.sellByMinimum ? minQuantity(product) : 1;
}

/** The card refuses an addition that would go over the maximum, with the message's parameters. */
export function checkAddition(
  items: readonly CartItem[],
  product: Product,
  quantity: number,
): CartProblem | null {
  const max = maxQuantity(product);
  return quantityInCart(items, product.id) + quantity > max ? { key: 'maxQuantity', max } : null;
}

/**
 * Whether a minus press leaves the line at or below its minimum: then the screen asks
 * 'Remove Product?' instead of decrementing.
 */
export function decrementNeedsRemoval(
  product: Product,
  current: number,
  settings: SellingSettings,
): boolean {
  return current - stepDown(product, settings) < minQuantity(product);
}

/** Adds to an existing line or creates one; the result is capped at the maximum. */
export function addItem(
  items: readonly CartItem[],
  product: Product,
  quantity: number,
): CartItem[] {
  if (quantity <= 0) return [...items];
  const line = findLine(items, product.id);
  if (!line) {
    return [
      ...items,
      { product, quantity: clampQuantity(product, quantity), comment: '', tag1: '', tag2: '' },
    ];
  }
  return items.map((item) =>
    item === line
      ? { ...item, product, quantity: Math.min(maxQuantity(product), item.quantity + quantity) }
      : item,
  );
}

/** Sets a line's quantity: 0 or less removes it, anything else is clamped to min and max. */
export function setQuantity(
  items: readonly CartItem[],
  product: Product,
  quantity: number,
): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, product.id);
  if (!findLine(items, product.id)) return addItem(items, product, quantity);
  return items.map((item) =>
    item.product.id === product.id ? { ...item, quantity: clampQuantity(product, quantity) } : item,
  );
}

export function updateItem(
  items: readonly CartItem[],
  productId: number,
  fields: Partial<Pick<CartItem, 'comment' | 'tag1' | 'tag2'>>,
): CartItem[] {
  return items.map((item) => (item.product.id === productId ? { ...item, ...fields } : item));
}

export function removeItem(items: readonly CartItem[], productId: number): CartItem[] {
  return items.filter((item) => item.product.id !== productId);
}

/** Price times quantity, summed in cents so that totals never drift. */
export function lineTotal(item: CartItem): number {
  return Math.round(item.product.selling_price * 100 * item.quantity) / 100;
}

export function cartTotal(items: readonly CartItem[]): number {
  return (
    items.reduce(
      (cents, item) => cents + Math.round(item.product.selling_price * 100) * item.quantity,
      0,
    ) / 100
  );
}

/** The checks of the cart's checkout button, in the specification's order. */
export function checkoutProblem(items: readonly CartItem[]): CartProblem | null {
  if (items.length === 0) return { key: 'cartEmptyError' };
  const short = items.find((item) => item.quantity < minQuantity(item.product));
  return short
    ? {
        key: 'minOrderQtyError',
        productName: short.product.description,
        minQty: minQuantity(short.product),
      }
    : null;
}

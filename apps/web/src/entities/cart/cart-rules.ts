import type { Product } from '@portal/contract';
// The rule file itself, not the package's index: the header's cart badge loads this module.
import { checkOrderQuantity, type QuantityCheck } from '@portal/contract/rules/order-quantity';
import { productLinePrice, type LinePrice } from '@portal/contract/rules/contract-price';

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

/**
 * The quantity a product's price is shown for (issue 11): what the cart holds, and at least the
 * minimum it is sold in (a product not in the cart is priced as its first addition would be).
 */
export const pricedQuantity = (product: Product, quantity: number) =>
  Math.max(minQuantity(product), quantity);

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

/** One line of several put in the cart at once: a saved list's, a quick order's. */
export interface CartAdditionInput {
  product: Product;
  quantity: number;
  /** Kept on the cart line unless that line already has a comment of its own. */
  comment?: string | null;
}

/**
 * Several additions in one go, each as addItem makes it (added to a line of the same product,
 * capped at the maximum), so that the store saves and tells its screens once, not once a line.
 */
export function addItems(
  items: readonly CartItem[],
  additions: readonly CartAdditionInput[],
): CartItem[] {
  let next = [...items];
  for (const { product, quantity, comment } of additions) {
    next = addItem(next, product, quantity);
    if (comment && findLine(next, product.id)?.comment === '') {
      next = updateItem(next, product.id, { comment });
    }
  }
  return next;
}

/**
 * Sets a line's quantity: 0 or less removes it, anything else is clamped to min and max. The line
 * keeps the product as given, as an addition does: a card's is the catalogue's latest (its price
 * tiers included).
 */
export function setQuantity(
  items: readonly CartItem[],
  product: Product,
  quantity: number,
): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, product.id);
  if (!findLine(items, product.id)) return addItem(items, product, quantity);
  return items.map((item) =>
    item.product.id === product.id
      ? { ...item, product, quantity: clampQuantity(product, quantity) }
      : item,
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

/**
 * The lines with their products as the catalogue has them now (price, tiers, limits, names), in
 * the same order and with the same quantities; the very same list when nothing changed, so that
 * reading the catalogue again saves nothing and wakes nobody.
 */
export function refreshProducts(
  items: readonly CartItem[],
  fresh: readonly Product[],
): readonly CartItem[] {
  const byId = new Map(fresh.map((product) => [product.id, product]));
  let changed = false;
  const next = items.map((item) => {
    const product = byId.get(item.product.id);
    if (!product || JSON.stringify(product) === JSON.stringify(item.product)) return item;
    changed = true;
    return { ...item, product };
  });
  return changed ? next : items;
}

/**
 * Undoing a removal: the line comes back where it was, with its quantity and comment, in place of
 * any line of the same product added since (undo means the cart as it was).
 */
export function restoreItem(items: readonly CartItem[], line: CartItem, index: number): CartItem[] {
  const others = removeItem(items, line.product.id);
  const at = Math.min(Math.max(0, index), others.length);
  return [...others.slice(0, at), line, ...others.slice(at)];
}

/**
 * The buyer's price of a line (issue 11): the tier of their price list its quantity reaches, else
 * the product's own price, by the rule the server prices the order line with.
 */
export const linePrice = (item: Pick<CartItem, 'product' | 'quantity'>): LinePrice =>
  productLinePrice(item.product, item.quantity);

const lineTotalCents = (item: CartItem) => linePrice(item).unitPriceCents * item.quantity;

/** Unit price times quantity, in cents so that totals never drift. */
export function lineTotal(item: CartItem): number {
  return lineTotalCents(item) / 100;
}

export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((cents, item) => cents + lineTotalCents(item), 0) / 100;
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

export type PlusOutcome = { ok: true; quantity: number } | { ok: false; max: number };

/**
 * One press of plus on a card (specification section 5): the minimum first, then the step; an
 * addition that would go over the maximum is refused with the maximum for the message.
 */
export function plusOutcome(
  items: readonly CartItem[],
  product: Product,
  settings: SellingSettings,
): PlusOutcome {
  const current = quantityInCart(items, product.id);
  const step = stepUp(product, current, settings);
  const problem = checkAddition(items, product, step);
  return problem?.key === 'maxQuantity'
    ? { ok: false, max: problem.max }
    : { ok: true, quantity: current + step };
}

export type MinusOutcome =
  | { kind: 'none' }
  | { kind: 'confirmRemoval' }
  | { kind: 'set'; quantity: number };

/** One press of minus on a card: a step down, or the 'Remove Product?' prompt below the minimum. */
export function minusOutcome(
  items: readonly CartItem[],
  product: Product,
  settings: SellingSettings,
): MinusOutcome {
  const current = quantityInCart(items, product.id);
  if (current === 0) return { kind: 'none' };
  if (decrementNeedsRemoval(product, current, settings)) return { kind: 'confirmRemoval' };
  return { kind: 'set', quantity: current - stepDown(product, settings) };
}

/** Whether plus can add nothing more (a mini card disables it there). */
export const isAtMaximum = (product: Product, quantity: number) => quantity >= maxQuantity(product);

/**
 * A quantity typed by the buyer, made valid: whole, between the minimum and the maximum, and a
 * multiple of the minimum when the company sells by the minimum (the server refuses anything
 * else). 0 or less stays as is: the caller removes the line.
 */
export function fitQuantity(product: Product, quantity: number, settings: SellingSettings): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  const clamped = clampQuantity(product, quantity);
  if (!settings.sellByMinimum) return clamped;
  const min = minQuantity(product);
  const up = Math.ceil(clamped / min) * min;
  if (up <= maxQuantity(product)) return up;
  const down = Math.floor(maxQuantity(product) / min) * min;
  return down >= min ? down : clamped;
}

export type TypedOutcome =
  | { kind: 'none' }
  | { kind: 'confirmRemoval' }
  | { kind: 'set'; quantity: number }
  | { kind: 'refused'; check: Extract<QuantityCheck, { ok: false }> };

/**
 * A quantity typed on a card (issue 16): taken as typed when it passes the same minimum, maximum
 * and step rules the server applies to the order, refused with that rule's message otherwise, so
 * the buyer fixes it rather than finding something else in the cart. A decimal is cut to a whole
 * number as the cart's own field does. 0 asks 'Remove Product?' as minus does below the minimum;
 * an empty field or the quantity already in the cart changes nothing.
 */
export function typedOutcome(
  items: readonly CartItem[],
  product: Product,
  text: string,
  settings: SellingSettings,
): TypedOutcome {
  const typed = Math.floor(Number(text));
  const current = quantityInCart(items, product.id);
  if (text.trim() === '' || !Number.isFinite(typed) || typed === current) return { kind: 'none' };
  if (typed <= 0) return current > 0 ? { kind: 'confirmRemoval' } : { kind: 'none' };
  const check = checkOrderQuantity(
    typed,
    {
      minOrderQty: product.min_order_qty,
      maxOrderQty: product.max_order_qty,
      sellByMinimum: settings.sellByMinimum,
    },
    product.description || product.part_number,
  );
  return check.ok ? { kind: 'set', quantity: typed } : { kind: 'refused', check };
}

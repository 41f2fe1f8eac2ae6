import type { Product } from '@portal/contract';
import type { CartItem } from './cart-rules.ts';

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isInteger: Check = (value) => Number.isInteger(value);
const isString: Check = (value) => typeof value === 'string';

/**
 * The fields of a stored line's product as the contract's `product` schema has them. Checked by
 * hand rather than with that schema: the cart is read before the first paint of every screen with
 * the header's cart badge, and the schema would bring the schema library (25 kB gzipped, the
 * largest chunk after React) onto those screens for it. The mapped type makes TypeScript ask for
 * every field of Product, so a field added to the contract is checked here too.
 */
const PRODUCT_FIELDS: { [K in Exclude<keyof Product, 'price_tiers'>]-?: Check } = {
  id: isInteger,
  part_number: isString,
  description: isString,
  primary_image: isString,
  selling_price: isNumber,
  available: isNumber,
  uom_code: isString,
  cf: isNumber,
  min_order_qty: isInteger,
  max_order_qty: isInteger,
  default_puom_id: (value) => value === null || isInteger(value),
};

/**
 * Carts saved before contract prices (issue 11) have no tiers: the product's own price applies
 * until the cart's products are read again from the catalogue.
 */
function readTiers(value: unknown): Product['price_tiers'] {
  const isTier = (tier: unknown): tier is Product['price_tiers'][number] =>
    isRecord(tier) && isInteger(tier.min_qty) && isNumber(tier.unit_price);
  if (!Array.isArray(value) || !value.every(isTier)) return [];
  return value.map(({ min_qty, unit_price }) => ({ min_qty, unit_price }));
}

function readProduct(value: unknown): Product | null {
  if (!isRecord(value)) return null;
  const product: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(PRODUCT_FIELDS)) {
    if (!check(value[field])) return null;
    product[field] = value[field];
  }
  return {
    ...(product as Omit<Product, 'price_tiers'>),
    price_tiers: readTiers(value.price_tiers),
  };
}

const textOr = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored line, or null when it no longer reads as one. */
function readLine(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const product = readProduct(value.product);
  const { quantity } = value;
  if (product === null || !isInteger(quantity) || (quantity as number) <= 0) return null;
  return {
    product,
    quantity: quantity as number,
    comment: textOr(value.comment),
    tag1: textOr(value.tag1),
    tag2: textOr(value.tag2),
  };
}

/**
 * Reads the cart saved under `key` (see cart-keys.ts); lines that no longer parse are dropped
 * rather than breaking the app.
 */
export function readCart(
  key: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): CartItem[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((entry) => readLine(entry) ?? []);
  } catch {
    return [];
  }
}

export function writeCart(
  key: string,
  items: readonly CartItem[],
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  storage.setItem(key, JSON.stringify(items));
}

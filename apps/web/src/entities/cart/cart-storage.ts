import { product } from '@portal/contract';
import { z } from 'zod';
import type { CartItem } from './cart-rules.ts';

const storedItem = z.object({
  // Carts saved before contract prices (issue 11) have no tiers: the product's own price applies
  // until the cart's products are read again from the catalogue.
  product: product.extend({ price_tiers: product.shape.price_tiers.catch([]) }),
  quantity: z.number().int().positive(),
  comment: z.string().catch(''),
  tag1: z.string().catch(''),
  tag2: z.string().catch(''),
});

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
    return raw.flatMap((entry) => {
      const parsed = storedItem.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
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

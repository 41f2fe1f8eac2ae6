import type { CartItem } from '@/shared/cart/cart-rules.ts';

/** What makes two submissions the same order: the same products in the same quantities. */
export const cartFingerprint = (items: readonly CartItem[]): string =>
  items.map((item) => `${item.product.id}x${item.quantity}`).join(',');

/**
 * A random Idempotency-Key (32 hex digits). getRandomValues works on plain-http intranet hosts
 * too, where randomUUID does not.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per checkout attempt: made when a submission starts, and given again to
 * every retry of the same cart (a double click, a retry after a lost answer), so the server
 * places one order. A changed cart is a new attempt; a placed order ends it.
 */
export function createAttemptKeys(newKey: () => string = randomKey) {
  let attempt: { key: string; cart: string } | null = null;
  return {
    keyFor(items: readonly CartItem[]): string {
      const cart = cartFingerprint(items);
      if (attempt?.cart !== cart) attempt = { key: newKey(), cart };
      return attempt.key;
    },
    forget() {
      attempt = null;
    },
  };
}

/** Kept outside the screen, so leaving checkout and coming back is still the same attempt. */
export const checkoutAttempts = createAttemptKeys();

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

type AttemptStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Session storage of this tab: a reload in the middle of an attempt keeps its key. */
const ATTEMPT_KEY = 'checkoutAttempt';

function readAttempt(store: AttemptStore | null): { key: string; cart: string } | null {
  try {
    const value: unknown = JSON.parse(store?.getItem(ATTEMPT_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { key, cart } = value as Record<string, unknown>;
    return typeof key === 'string' && typeof cart === 'string' ? { key, cart } : null;
  } catch {
    return null;
  }
}

/**
 * One Idempotency-Key per checkout attempt: made when a submission starts, and given again to
 * every retry of the same cart (a double click, a retry after a lost answer, even after a
 * reload), so the server places one order. A changed cart is a new attempt; a placed order ends
 * it.
 */
export function createAttemptKeys(
  newKey: () => string = randomKey,
  store: AttemptStore | null = null,
) {
  let attempt = readAttempt(store);
  return {
    keyFor(items: readonly CartItem[]): string {
      const cart = cartFingerprint(items);
      if (attempt?.cart !== cart) {
        attempt = { key: newKey(), cart };
        store?.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
      }
      return attempt.key;
    },
    forget() {
      attempt = null;
      store?.removeItem(ATTEMPT_KEY);
    },
  };
}

export const checkoutAttempts = createAttemptKeys(
  randomKey,
  typeof sessionStorage === 'undefined' ? null : sessionStorage,
);

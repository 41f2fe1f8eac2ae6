import type { CreateOrderRequest } from '@portal/contract';
import { randomKey } from '@/shared/lib/random-key.ts';

export { randomKey };

/**
 * What makes two submissions the same order: the very same request. The server binds a key to
 * its request and refuses (422) the key with any other body, so any change (a line, a quantity,
 * a comment, the address, the PO) must be a new attempt with a new key.
 */
export const requestFingerprint = (body: CreateOrderRequest): string => JSON.stringify(body);

type AttemptStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Session storage of this tab: a reload in the middle of an attempt keeps its key. */
const ATTEMPT_KEY = 'checkoutAttempt';

interface Attempt {
  key: string;
  request: string;
}

function readAttempt(store: AttemptStore | null): Attempt | null {
  try {
    const value: unknown = JSON.parse(store?.getItem(ATTEMPT_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { key, request } = value as Record<string, unknown>;
    return typeof key === 'string' && typeof request === 'string' ? { key, request } : null;
  } catch {
    return null;
  }
}

/**
 * One Idempotency-Key per checkout attempt: made when a submission starts, and given again to
 * every retry of the same request (a double click, a retry after a lost answer, even after a
 * reload), so the server places one order. A changed request is a new attempt; a placed order
 * ends it.
 */
export function createAttemptKeys(
  newKey: () => string = randomKey,
  store: AttemptStore | null = null,
) {
  let attempt = readAttempt(store);
  return {
    keyFor(body: CreateOrderRequest): string {
      const request = requestFingerprint(body);
      if (attempt?.request !== request) {
        attempt = { key: newKey(), request };
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

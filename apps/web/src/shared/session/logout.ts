import { call } from '@/shared/api/api-client.ts';
import { storageKeys } from './storage-keys.ts';
import { sessionStore } from './session-store.ts';
import * as accountEndpoints from '@portal/contract/endpoints/account';

const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Revokes the token on the server when it answers in time (best effort: signing out must work
 * offline too), then forgets the session and every company's cart here (issue 27: the next
 * person at this device sees none of them). A 401 keeps the carts: the same account signing in
 * again finds its cart.
 */
export async function logout() {
  if (sessionStore.get().token) {
    try {
      await call(accountEndpoints.logout, {
        body: undefined,
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
      });
    } catch (error) {
      console.warn('the server could not revoke the session', error);
    }
  }
  forgetCarts();
  sessionStore.clear();
}

/**
 * Every cart on the device: each company's (entities/cart/cart-keys.ts names them cartItems:...)
 * and the single cartItems of before issue 27. Written here rather than imported from the cart's
 * code: sign-out is on the login screen's path, whose bytes are counted (decision 004).
 */
function forgetCarts() {
  Object.keys(localStorage)
    .filter((key) => key.startsWith(storageKeys.cartItems))
    .forEach((key) => localStorage.removeItem(key));
}

import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { clearAllCarts } from '@/shared/cart/cart-keys.ts';
import { sessionStore } from './session-store.ts';

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
      await api.post(apiPaths.logout(), undefined, {
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
      });
    } catch (error) {
      console.warn('the server could not revoke the session', error);
    }
  }
  clearAllCarts(localStorage);
  sessionStore.clear();
}

import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { sessionStore } from './session-store.ts';

const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Revokes the token on the server when it answers in time (best effort: signing out must work
 * offline too), then forgets the session here.
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
  sessionStore.clear();
}

import { useSession } from '@/shared/session/session-store.ts';

/**
 * The company code the console works on: the signed-in manufacturer's. RequireAdmin guarantees a
 * session, so an empty code only happens in a test that renders a screen without one.
 */
export function useAdminCode(): string {
  return useSession().manufacturer?.code ?? '';
}

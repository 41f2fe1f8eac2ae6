import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import type { Session } from '@/shared/session/session-storage.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

interface SessionSource {
  get: () => Session;
  subscribe: (listener: () => void) => () => void;
}

/** Forgets every cached answer when the signed-in user or tenant changes (sign-in, sign-out, 401). */
export function clearCacheOnSessionChange(queryClient: QueryClient, session: SessionSource) {
  const identity = () => `${session.get().token ?? ''}|${session.get().manufacturer?.code ?? ''}`;
  let current = identity();
  return session.subscribe(() => {
    const next = identity();
    if (next === current) return;
    current = next;
    // Queries only: a sign-in mutation in flight must still reach its screen.
    queryClient.removeQueries();
  });
}

import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { clearCacheOnSessionChange, createQueryClient } from '@/shared/api/query-client.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { ErrorBoundary } from '@/shared/ui/error-boundary.tsx';
import { PageSpinner } from '@/shared/ui/loading.tsx';
import { ToastProvider } from '@/shared/ui/toast.tsx';

export const queryClient = createQueryClient();
clearCacheOnSessionChange(queryClient, sessionStore);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </Suspense>
  );
}

import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/shared/ui/error-boundary.tsx';
import { PageSpinner } from '@/shared/ui/loading.tsx';
import { ToastProvider } from '@/shared/ui/toast.tsx';

/** TanStack Query is not here: only the routes that use it load it (app/server-state.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ErrorBoundary>
        <ToastProvider>{children}</ToastProvider>
      </ErrorBoundary>
    </Suspense>
  );
}

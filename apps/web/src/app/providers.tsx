import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/shared/ui/error-boundary.tsx';
import { PageSpinner } from '@/shared/ui/loading.tsx';

/** TanStack Query and the toasts are not here: only the routes that use them load them (app/server-state.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </Suspense>
  );
}

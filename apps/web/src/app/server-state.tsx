import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { clearCacheOnSessionChange, createQueryClient } from '@/shared/api/query-client.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { ToastProvider } from '@/shared/ui/toast.tsx';

// Created when the first screen that needs it loads, and kept for the page's life.
export const queryClient = createQueryClient();
clearCacheOnSessionChange(queryClient, sessionStore);

/**
 * TanStack Query, and the toasts that report its writes, for every route below it. A lazy layout
 * route, so that the login screen, which needs neither, does not load them (issue 4,
 * docs/decisions/004-web-login-bundle-budget.md).
 */
export function ServerStateLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </QueryClientProvider>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { ownCustomerQuery } from '@/entities/customer/own-customer.ts';
import { sessionStore } from '@/shared/session/session-store.ts';

/**
 * /checkout opened from the address bar (app/screen-preload.ts): the buyer's customer and its
 * shipping addresses, which the screen waits for before it shows its form.
 */
export function prefetchScreen(queryClient: QueryClient) {
  const { manufacturer, user } = sessionStore.get();
  if (!manufacturer || !user) return;
  void queryClient.prefetchQuery(ownCustomerQuery(manufacturer.code, user.email));
}

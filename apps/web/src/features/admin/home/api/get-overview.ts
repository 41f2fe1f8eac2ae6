import { useQueries, useQuery } from '@tanstack/react-query';
import {
  adminPaths,
  webhookPaths,
  type AdminWebhookEndpointList,
  type PageMeta,
} from '@portal/contract';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

/** What waits for the manufacturer: each count is the total of a one-row page of its list. */
const WAITING = [
  { key: 'registrations', path: adminPaths.registrations, status: 'pending' },
  { key: 'passwordResets', path: adminPaths.passwordResets, status: 'open' },
  // A placed order is a draft until staff accept it: those are the orders waiting for them.
  { key: 'orders', path: adminPaths.orders, status: 'draft' },
] as const;

export type WaitingKey = (typeof WAITING)[number]['key'];

export function useWaitingCounts(code: string) {
  return useQueries({
    queries: WAITING.map((item) => ({
      queryKey: [...tenantKeys.all(code), 'admin', item.key, 'waiting-count'],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<{ meta: PageMeta }>(item.path(code), {
          query: { status: item.status, page: 1 },
          signal,
        }),
      select: (list: { meta: PageMeta }) => list.meta.total,
    })),
    combine: (results) =>
      WAITING.map((item, index) => ({
        key: item.key,
        count: results[index]?.data,
        failed: results[index]?.isError ?? false,
      })),
  });
}

/**
 * Webhook endpoints the platform turned off after they failed for days (issue 13): the owner is
 * told here. Undefined while unknown or when the list cannot be read.
 */
export function useTurnedOffEndpoints(code: string): number | undefined {
  return useQuery({
    queryKey: [...tenantKeys.all(code), 'admin', 'webhooks', 'turned-off'],
    queryFn: ({ signal }) =>
      api.get<AdminWebhookEndpointList>(webhookPaths.endpoints(code), { signal }),
    select: (list) => list.data.filter((endpoint) => endpoint.disabled_reason !== null).length,
  }).data;
}

import { useQueries, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** What waits for the manufacturer: each count is the total of a one-row page of its list. */
const WAITING = [
  { key: 'registrations', endpoint: consoleEndpoints.adminRegistrations, status: 'pending' },
  { key: 'passwordResets', endpoint: consoleEndpoints.adminPasswordResets, status: 'open' },
  // A placed order is a draft until staff accept it: those are the orders waiting for them.
  { key: 'orders', endpoint: consoleEndpoints.adminOrders, status: 'draft' },
] as const;

export type WaitingKey = (typeof WAITING)[number]['key'];

export function useWaitingCounts(code: string) {
  return useQueries({
    queries: WAITING.map((item) => ({
      // Under the list's key: what refreshes the list refreshes its count.
      queryKey: queryKey(
        item.endpoint,
        { code },
        { status: item.status, page: 1 },
        'waiting-count',
      ),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(item.endpoint, { params: { code }, query: { status: item.status, page: 1 }, signal }),
      select: (list: { meta: { total: number } }) => list.meta.total,
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
    queryKey: queryKey(consoleEndpoints.adminWebhooks, { code }, 'turned-off'),
    queryFn: ({ signal }) => call(consoleEndpoints.adminWebhooks, { params: { code }, signal }),
    select: (list) => list.data.filter((endpoint) => endpoint.disabled_reason !== null).length,
  }).data;
}

import { useQueries } from '@tanstack/react-query';
import { adminPaths, type PageMeta } from '@portal/contract';
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

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/**
 * The tenant's customers as the console lists them (code, name, email), searched and paged. The
 * customers screen shows them; approving a registration and a member's screen pick from them.
 */
export const adminCustomersKey = (code: string) =>
  queryKey(consoleEndpoints.adminCustomers, { code });

export const adminCustomersQuery = (code: string, params: { search: string; page: number }) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminCustomers, { code }, params),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminCustomers, { params: { code }, query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

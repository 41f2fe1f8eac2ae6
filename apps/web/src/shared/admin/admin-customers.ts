import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminPaths, type AdminCustomerList } from '@portal/contract';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

/**
 * The tenant's customers as the console lists them (code, name, email), searched and paged. The
 * customers screen shows them; approving a registration and a member's screen pick from them.
 */
export const adminCustomersKey = (code: string) =>
  [...tenantKeys.all(code), 'admin', 'customers'] as const;

export const adminCustomersQuery = (code: string, params: { search: string; page: number }) =>
  queryOptions({
    queryKey: [...adminCustomersKey(code), 'list', params],
    queryFn: ({ signal }) =>
      api.get<AdminCustomerList>(adminPaths.customers(code), { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { priceListPaths, type AdminPriceListList } from '@portal/contract';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

/**
 * The tenant's price lists as the console knows them. Every key of the price-lists screens starts
 * here (a list's detail, entries and customers too), so that a change that moves a count (an
 * assignment on a customer's page, an import) invalidates all of it at once.
 */
export const adminPriceListsKey = (code: string) =>
  [...tenantKeys.all(code), 'admin', 'price-lists'] as const;

/** The lists, searched by name and paged: the price-lists screen, and a customer's choice. */
export const adminPriceListsQuery = (code: string, params: { search: string; page: number }) =>
  queryOptions({
    queryKey: [...adminPriceListsKey(code), 'list', params],
    queryFn: ({ signal }) =>
      api.get<AdminPriceListList>(priceListPaths.lists(code), { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

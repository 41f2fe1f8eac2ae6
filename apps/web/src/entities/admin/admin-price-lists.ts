import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/**
 * The tenant's price lists as the console knows them. Every key of the price-lists screens starts
 * here (a list's detail, entries and customers too), so that a change that moves a count (an
 * assignment on a customer's page, an import) invalidates all of it at once.
 */
export const adminPriceListsKey = (code: string) =>
  queryKey(consoleEndpoints.adminPriceLists, { code });

/** The lists, searched by name and paged: the price-lists screen, and a customer's choice. */
export const adminPriceListsQuery = (code: string, params: { search: string; page: number }) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminPriceLists, { code }, 'list', params),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminPriceLists, { params: { code }, query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

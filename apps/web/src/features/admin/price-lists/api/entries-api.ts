import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type PutPriceEntryRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { priceListKey, refreshPriceLists } from './price-lists-api.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** A list's entries, one product and unit per row, searched by part number or description. */
export const entriesQuery = (code: string, id: number, params: { search: string; page: number }) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminPriceEntries, { code, id }, params),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminPriceEntries, {
        params: { code, id },
        query: { ...params },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * Writes the whole tier list of one product and unit (none removes it from the list). The rows,
 * and the list's count of products priced, are read again.
 */
export function usePutEntry(code: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutPriceEntryRequest) =>
      call(consoleEndpoints.adminPutPriceEntry, { params: { code, id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: priceListKey(code, id) }),
        refreshPriceLists(queryClient, code),
      ]),
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  priceListPaths,
  type AdminPriceEntryList,
  type AdminPriceEntryResponse,
  type PutPriceEntryRequest,
} from '@portal/contract';
import { api } from '@/shared/api/api-client.ts';
import { priceListKey, refreshPriceLists } from './price-lists-api.ts';

/** A list's entries, one product and unit per row, searched by part number or description. */
export const entriesQuery = (code: string, id: number, params: { search: string; page: number }) =>
  queryOptions({
    queryKey: [...priceListKey(code, id), 'entries', params],
    queryFn: ({ signal }) =>
      api.get<AdminPriceEntryList>(priceListPaths.entries(code, id), {
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
      api.put<AdminPriceEntryResponse>(priceListPaths.entries(code, id), body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: priceListKey(code, id) }),
        refreshPriceLists(queryClient, code),
      ]),
  });
}

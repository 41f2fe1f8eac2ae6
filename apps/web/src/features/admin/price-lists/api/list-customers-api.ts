import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { priceListPaths, type PriceListCustomerList } from '@portal/contract';
import { adminCustomersKey } from '@/shared/admin/admin-customers.ts';
import { adminPriceListsKey } from '@/shared/admin/admin-price-lists.ts';
import { api } from '@/shared/api/api-client.ts';
import { priceListKey } from './price-lists-api.ts';

/** The customers whose buyers are priced with the list. */
export const listCustomersQuery = (code: string, id: number, page: number) =>
  queryOptions({
    queryKey: [...priceListKey(code, id), 'customers', page],
    queryFn: ({ signal }) =>
      api.get<PriceListCustomerList>(priceListPaths.customers(code, id), {
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * Assigns the list to a customer (replacing the one it had) or takes it away. Counts of other
 * lists move too, and the customer's own page names its list: all of them are read again.
 */
export function useListAssignment(code: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, assign }: { customerId: number; assign: boolean }) =>
      assign
        ? api.put<unknown>(priceListPaths.customer(code, id, customerId))
        : api.delete<unknown>(priceListPaths.customer(code, id, customerId)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPriceListsKey(code) }),
        queryClient.invalidateQueries({ queryKey: adminCustomersKey(code) }),
      ]),
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCustomersKey } from '@/entities/admin/admin-customers.ts';
import { adminPriceListsKey } from '@/entities/admin/admin-price-lists.ts';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The customers whose buyers are priced with the list. */
export const listCustomersQuery = (code: string, id: number, page: number) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminPriceListCustomers, { code, id }, page),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminPriceListCustomers, {
        params: { code, id },
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
        ? call(consoleEndpoints.adminAssignPriceList, { params: { code, id, customerId } })
        : call(consoleEndpoints.adminUnassignPriceList, { params: { code, id, customerId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPriceListsKey(code) }),
        queryClient.invalidateQueries({ queryKey: adminCustomersKey(code) }),
      ]),
  });
}

import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  type AdminPriceList,
  type AdminPriceListResponse,
  type CreatePriceListRequest,
  type UpdatePriceListRequest,
} from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** One list and what hangs off it (entries, customers, import jobs): under the tenant's lists. */
export const priceListKey = (code: string, id: number) =>
  queryKey(consoleEndpoints.adminPriceList, { code, id });

export const priceListQuery = (code: string, id: number) =>
  queryOptions({
    queryKey: priceListKey(code, id),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminPriceList, { params: { code, id }, signal }),
    select: (answer) => answer.data,
  });

export const usePriceList = (code: string, id: number | null) =>
  useQuery({ ...priceListQuery(code, id ?? 0), enabled: id !== null });

/** The lists' rows show names, dates and counts: any change to a list makes them stale. */
export const refreshPriceLists = (queryClient: QueryClient, code: string) =>
  queryClient.invalidateQueries({
    queryKey: queryKey(consoleEndpoints.adminPriceLists, { code }, 'list'),
  });

/** A saved list: its page shows the answer at once; the lists are read again. */
function remember(queryClient: QueryClient, code: string, list: AdminPriceList) {
  queryClient.setQueryData<AdminPriceListResponse>(priceListKey(code, list.id), { data: list });
  return refreshPriceLists(queryClient, code);
}

export function useCreatePriceList(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePriceListRequest) =>
      call(consoleEndpoints.adminCreatePriceList, { params: { code }, body }),
    onSuccess: ({ data }) => remember(queryClient, code, data),
  });
}

/** Rename, or change the days the list applies. */
export function useUpdatePriceList(code: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePriceListRequest) =>
      call(consoleEndpoints.adminUpdatePriceList, { params: { code, id }, body }),
    onSuccess: ({ data }) => remember(queryClient, code, data),
  });
}

/** The server refuses a list still assigned to customers, and says to how many. */
export function useDeletePriceList(code: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(consoleEndpoints.adminDeletePriceList, { params: { code, id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: priceListKey(code, id) });
      return refreshPriceLists(queryClient, code);
    },
  });
}

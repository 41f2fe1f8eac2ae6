import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  priceListPaths,
  type AdminPriceList,
  type AdminPriceListResponse,
  type CreatePriceListRequest,
  type UpdatePriceListRequest,
} from '@portal/contract';
import { adminPriceListsKey } from '@/shared/admin/admin-price-lists.ts';
import { api } from '@/shared/api/api-client.ts';

/** One list and what hangs off it (entries, customers, import jobs): under the tenant's lists. */
export const priceListKey = (code: string, id: number) =>
  [...adminPriceListsKey(code), 'detail', id] as const;

export const priceListQuery = (code: string, id: number) =>
  queryOptions({
    queryKey: priceListKey(code, id),
    queryFn: ({ signal }) =>
      api.get<AdminPriceListResponse>(priceListPaths.list(code, id), { signal }),
    select: (answer) => answer.data,
  });

export const usePriceList = (code: string, id: number | null) =>
  useQuery({ ...priceListQuery(code, id ?? 0), enabled: id !== null });

/** The lists' rows show names, dates and counts: any change to a list makes them stale. */
export const refreshPriceLists = (queryClient: QueryClient, code: string) =>
  queryClient.invalidateQueries({ queryKey: [...adminPriceListsKey(code), 'list'] });

/** A saved list: its page shows the answer at once; the lists are read again. */
function remember(queryClient: QueryClient, code: string, list: AdminPriceList) {
  queryClient.setQueryData<AdminPriceListResponse>(priceListKey(code, list.id), { data: list });
  return refreshPriceLists(queryClient, code);
}

export function useCreatePriceList(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePriceListRequest) =>
      api.post<AdminPriceListResponse>(priceListPaths.lists(code), body),
    onSuccess: ({ data }) => remember(queryClient, code, data),
  });
}

/** Rename, or change the days the list applies. */
export function useUpdatePriceList(code: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePriceListRequest) =>
      api.patch<AdminPriceListResponse>(priceListPaths.list(code, id), body),
    onSuccess: ({ data }) => remember(queryClient, code, data),
  });
}

/** The server refuses a list still assigned to customers, and says to how many. */
export function useDeletePriceList(code: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<undefined>(priceListPaths.list(code, id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: priceListKey(code, id) });
      return refreshPriceLists(queryClient, code);
    },
  });
}

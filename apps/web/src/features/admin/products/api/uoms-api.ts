import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminProductPaths,
  type AdminUomList,
  type AdminUomResponse,
  type CreateUomRequest,
} from '@portal/contract';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

/** The tenant's units of measure (EA, BX, CS...), which products are sold in. */
const uomsKey = (code: string) => [...tenantKeys.all(code), 'admin', 'uoms'] as const;

export const uomsQuery = (code: string) =>
  queryOptions({
    queryKey: uomsKey(code),
    queryFn: ({ signal }) => api.get<AdminUomList>(adminProductPaths.uoms(code), { signal }),
    select: (list) => list.data,
  });

export const useUoms = (code: string) => useQuery(uomsQuery(code));

export function useCreateUom(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUomRequest) =>
      api.post<AdminUomResponse>(adminProductPaths.uoms(code), body),
    onSuccess: ({ data }) => {
      // The new unit is offered at once (the form adds it as a row), then the list is re-read.
      queryClient.setQueryData<AdminUomList>(uomsKey(code), (list) =>
        list ? { data: [...list.data, data] } : list,
      );
      return queryClient.invalidateQueries({ queryKey: uomsKey(code) });
    },
  });
}

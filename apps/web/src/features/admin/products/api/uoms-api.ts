import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminUomList, type CreateUomRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The tenant's units of measure (EA, BX, CS...), which products are sold in. */
const uomsKey = (code: string) => queryKey(consoleEndpoints.adminUoms, { code });

export const uomsQuery = (code: string) =>
  queryOptions({
    queryKey: uomsKey(code),
    queryFn: ({ signal }) => call(consoleEndpoints.adminUoms, { params: { code }, signal }),
    select: (list) => list.data,
  });

export const useUoms = (code: string) => useQuery(uomsQuery(code));

export function useCreateUom(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUomRequest) =>
      call(consoleEndpoints.adminCreateUom, { params: { code }, body }),
    onSuccess: ({ data }) => {
      // The new unit is offered at once (the form adds it as a row), then the list is re-read.
      queryClient.setQueryData<AdminUomList>(uomsKey(code), (list) =>
        list ? { data: [...list.data, data] } : list,
      );
      return queryClient.invalidateQueries({ queryKey: uomsKey(code) });
    },
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarrierTemplatesBody } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The carriers' tracking-link templates (issue 31): the tenant's own or the defaults. */
export const carrierTemplatesQuery = (code: string) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminCarrierTemplates, { code }),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminCarrierTemplates, { params: { code }, signal }),
    select: (answer) => answer.data,
  });

export function useSaveCarrierTemplates(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CarrierTemplatesBody) =>
      call(consoleEndpoints.adminUpdateCarrierTemplates, { params: { code }, body }),
    onSuccess: (answer) => queryClient.setQueryData(carrierTemplatesQuery(code).queryKey, answer),
  });
}

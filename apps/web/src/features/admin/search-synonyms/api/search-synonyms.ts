import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSearchSynonymRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The tenant's synonym groups, in the order they were made (issue 32 point 2). */
export const searchSynonymsQuery = (code: string) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminSearchSynonyms, { code }),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminSearchSynonyms, { params: { code }, signal }),
  });

function useRefreshSynonyms(code: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: queryKey(consoleEndpoints.adminSearchSynonyms, { code }),
    });
}

/** Adds a group (no id) or changes one. */
export function useSaveSearchSynonym(code: string) {
  const refresh = useRefreshSynonyms(code);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SaveSearchSynonymRequest }) =>
      id === null
        ? call(consoleEndpoints.adminCreateSearchSynonym, { params: { code }, body })
        : call(consoleEndpoints.adminUpdateSearchSynonym, { params: { code, id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteSearchSynonym(code: string) {
  const refresh = useRefreshSynonyms(code);
  return useMutation({
    mutationFn: (id: number) =>
      call(consoleEndpoints.adminDeleteSearchSynonym, { params: { code, id } }),
    onSuccess: refresh,
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RenameSavedListRequest, UpdateSavedListLineRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { useRefreshSavedLists } from '@/entities/saved-lists/saved-lists-api.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/** One list with its lines, checked by the server against today's products, prices and rules. */
export const savedListQuery = (code: string, listId: number) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.savedList, { code, listId }),
    queryFn: ({ signal }) => call(memberEndpoints.savedList, { params: { code, listId }, signal }),
  });

export const useSavedList = (code: string, listId: number | null) =>
  useQuery({ ...savedListQuery(code, listId ?? 0), enabled: listId !== null });

export function useRenameSavedList(code: string, listId: number) {
  const refresh = useRefreshSavedLists(code);
  return useMutation({
    mutationFn: (body: RenameSavedListRequest) =>
      call(memberEndpoints.renameSavedList, { params: { code, listId }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteSavedList(code: string, listId: number) {
  const refresh = useRefreshSavedLists(code);
  return useMutation({
    mutationFn: () => call(memberEndpoints.deleteSavedList, { params: { code, listId } }),
    onSuccess: refresh,
  });
}

/**
 * A line's quantity or comment. The answer is the line checked again: it takes the old one's
 * place at once (its problems and price with it) while the list and the lists are read again.
 */
export function useUpdateSavedListLine(code: string, listId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshSavedLists(code);
  return useMutation({
    mutationFn: ({ lineId, body }: { lineId: number; body: UpdateSavedListLineRequest }) =>
      call(memberEndpoints.updateSavedListLine, { params: { code, listId, lineId }, body }),
    onSuccess: ({ data: line }) => {
      queryClient.setQueryData(savedListQuery(code, listId).queryKey, (current) =>
        current
          ? {
              data: {
                ...current.data,
                lines: current.data.lines.map((old) => (old.id === line.id ? line : old)),
              },
            }
          : current,
      );
      return refresh();
    },
  });
}

export function useRemoveSavedListLine(code: string, listId: number) {
  const refresh = useRefreshSavedLists(code);
  return useMutation({
    mutationFn: (lineId: number) =>
      call(memberEndpoints.deleteSavedListLine, { params: { code, listId, lineId } }),
    onSuccess: refresh,
  });
}

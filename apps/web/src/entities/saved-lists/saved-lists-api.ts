import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddSavedListLinesRequest, CreateSavedListRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/**
 * The customer's saved lists (issue 12). Every key of the lists screens starts here (a list's
 * detail too), so that a change anywhere (a line added from a card, the cart saved as a list)
 * refreshes the lists and the list it changed at once.
 */
export const savedListsKey = (code: string) => queryKey(memberEndpoints.savedLists, { code });

export const savedListsQuery = (code: string) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.savedLists, { code }, 'all'),
    queryFn: ({ signal }) => call(memberEndpoints.savedLists, { params: { code }, signal }),
  });

export const useSavedLists = (code: string, enabled = true) =>
  useQuery({ ...savedListsQuery(code), enabled });

/** Forgets every answer about lists: what a write changed is read again where it is shown. */
export function useRefreshSavedLists(code: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: savedListsKey(code) });
}

/** A new list, empty or with lines (the cart's 'Save as list', a card's 'Add to a new list'). */
export function useCreateSavedList(code: string) {
  const refresh = useRefreshSavedLists(code);
  return useMutation({
    mutationFn: (body: CreateSavedListRequest) =>
      call(memberEndpoints.createSavedList, { params: { code }, body }),
    onSuccess: refresh,
  });
}

/** Lines added to a list; a product already on it gets the quantities added. */
export function useAddSavedListLines(code: string) {
  const refresh = useRefreshSavedLists(code);
  return useMutation({
    mutationFn: ({ listId, body }: { listId: number; body: AddSavedListLinesRequest }) =>
      call(memberEndpoints.addSavedListLines, { params: { code, listId }, body }),
    onSuccess: refresh,
  });
}

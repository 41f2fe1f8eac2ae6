import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type IssueResetLinkResponse,
  type PasswordResetList,
  type PasswordResetResponse,
  type PasswordResetStatus,
} from '@portal/contract';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

/** Under the overview's count of open requests too, so answering one updates it. */
const resetsKey = (code: string) => [...tenantKeys.all(code), 'admin', 'passwordResets'] as const;

export interface ResetParams {
  /** No status: every request. */
  status?: PasswordResetStatus | undefined;
  page: number;
}

export const passwordResetsQuery = (code: string, params: ResetParams) =>
  queryOptions({
    queryKey: [...resetsKey(code), 'list', params],
    queryFn: ({ signal }) =>
      api.get<PasswordResetList>(adminPaths.passwordResets(code), {
        query: { ...params },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

function useResetAction<T>(code: string, send: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resetsKey(code) }),
  });
}

/** A one-time link valid 24 hours; the answer holds it (shown once) and whether it was e-mailed. */
export const useIssueResetLink = (code: string) =>
  useResetAction(code, (id) =>
    api.post<IssueResetLinkResponse>(adminPaths.issueResetLink(code, id)),
  );

export const useDismissReset = (code: string) =>
  useResetAction(code, (id) => api.post<PasswordResetResponse>(adminPaths.dismissReset(code, id)));

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type PasswordResetStatus } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** Under the overview's count of open requests too, so answering one updates it. */
const resetsKey = (code: string) => queryKey(consoleEndpoints.adminPasswordResets, { code });

export interface ResetParams {
  /** No status: every request. */
  status?: PasswordResetStatus | undefined;
  page: number;
}

export const passwordResetsQuery = (code: string, params: ResetParams) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminPasswordResets, { code }, params),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminPasswordResets, {
        params: { code },
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
    call(consoleEndpoints.adminIssueResetLink, { params: { code, id } }),
  );

export const useDismissReset = (code: string) =>
  useResetAction(code, (id) => call(consoleEndpoints.adminDismissReset, { params: { code, id } }));

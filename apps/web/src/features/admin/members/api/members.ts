import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type MemberStatus, type UpdateMemberRequest } from '@portal/contract';
import { refreshAccounts } from '@/entities/admin/account-decisions.ts';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

export interface MemberParams {
  /** No status: every member. */
  status?: MemberStatus | undefined;
  search: string;
  page: number;
}

export const membersQuery = (code: string, params: MemberParams) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminMembers, { code }, params),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminMembers, { params: { code }, query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

/** Sends only what changes: status (approved or disabled), rep code, customer. */
export function useUpdateMember(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: UpdateMemberRequest }) =>
      call(consoleEndpoints.adminUpdateMember, { params: { code, userId }, body }),
    onSuccess: () => refreshAccounts(queryClient, code),
  });
}

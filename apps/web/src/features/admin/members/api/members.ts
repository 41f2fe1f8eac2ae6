import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type MemberList,
  type MemberResponse,
  type MemberStatus,
  type UpdateMemberRequest,
} from '@portal/contract';
import { adminMembersKey, refreshAccounts } from '@/shared/admin/account-decisions.ts';
import { api } from '@/shared/api/api-client.ts';

export interface MemberParams {
  /** No status: every member. */
  status?: MemberStatus | undefined;
  search: string;
  page: number;
}

export const membersQuery = (code: string, params: MemberParams) =>
  queryOptions({
    queryKey: [...adminMembersKey(code), 'list', params],
    queryFn: ({ signal }) =>
      api.get<MemberList>(adminPaths.members(code), { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

/** Sends only what changes: status (approved or disabled), rep code, customer. */
export function useUpdateMember(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: UpdateMemberRequest }) =>
      api.patch<MemberResponse>(adminPaths.member(code, userId), body),
    onSuccess: () => refreshAccounts(queryClient, code),
  });
}

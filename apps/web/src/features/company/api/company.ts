import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInvitationRequest,
  InviteColleagueRequest,
  UpdateColleagueRequest,
} from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/** The Company area's reads and changes (issue 29, decision 034): colleagues and invitations. */

export const colleaguesQuery = (code: string) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.colleagues, { code }),
    queryFn: ({ signal }) => call(memberEndpoints.colleagues, { params: { code }, signal }),
  });

export const invitationsQuery = (code: string) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.invitations, { code }),
    queryFn: ({ signal }) => call(memberEndpoints.invitations, { params: { code }, signal }),
  });

export const useColleagues = (code: string) => useQuery(colleaguesQuery(code));
export const useInvitations = (code: string) => useQuery(invitationsQuery(code));

/** After a change: the colleagues and the invitations read again (one changes the other). */
function useRefresh(code: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKey(memberEndpoints.colleagues, { code }) }),
      queryClient.invalidateQueries({ queryKey: queryKey(memberEndpoints.invitations, { code }) }),
    ]);
}

export function useUpdateColleague(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: UpdateColleagueRequest }) =>
      call(memberEndpoints.updateColleague, { params: { code, userId }, body }),
    onSuccess: refresh,
  });
}

export function useInviteColleague(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    mutationFn: (body: InviteColleagueRequest) =>
      call(memberEndpoints.inviteColleague, { params: { code }, body }),
    onSuccess: refresh,
  });
}

export function useResendInvitation(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    mutationFn: (invitationId: number) =>
      call(memberEndpoints.resendInvitation, { params: { code, invitationId } }),
    onSuccess: refresh,
  });
}

export function useRevokeInvitation(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    mutationFn: (invitationId: number) =>
      call(memberEndpoints.revokeInvitation, { params: { code, invitationId } }),
    onSuccess: refresh,
  });
}

/** Who an invitation link invites where, or why it cannot be used (the public page). */
export const invitationLinkQuery = (code: string, token: string) =>
  queryOptions({
    queryKey: queryKey(publicEndpoints.invitationLink, { code, token }),
    queryFn: ({ signal }) =>
      call(publicEndpoints.invitationLink, { params: { code, token }, signal }),
    // Read once: the page is about this answer, not watching it.
    staleTime: Infinity,
    retry: false,
  });

export const useInvitationLink = (code: string, token: string) =>
  useQuery(invitationLinkQuery(code, token));

export const useAcceptInvitation = (code: string) =>
  useMutation({
    mutationFn: (body: AcceptInvitationRequest) =>
      call(publicEndpoints.acceptInvitation, { params: { code }, body }),
  });

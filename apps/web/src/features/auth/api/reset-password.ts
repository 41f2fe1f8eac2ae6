import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { MessageBody, ResetLinkInfo, ResetPasswordRequest } from '@portal/contract';
// The paths module alone: the visitor screens load no schema code.
import { adminPaths } from '@portal/contract/admin/paths';
import { api } from '@/shared/api/api-client.ts';

/** A reset link belongs to no signed-in tenant: it is the token that says whose it is. */
export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) => api.get<ResetLinkInfo>(adminPaths.resetLink(token), { signal }),
    // The page asks once; the answer (whose link, or why it is unusable) is read, not watched.
    staleTime: Infinity,
  });

export const useResetLink = (token: string) => useQuery(resetLinkQuery(token));

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      api.post<MessageBody>(adminPaths.resetPassword(), body),
  });

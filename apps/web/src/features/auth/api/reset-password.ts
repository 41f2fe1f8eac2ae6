import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/** Whose a reset link is, or why it cannot be used. */
export const resetLinkQuery = (token: string) =>
  queryOptions({
    // A reset link belongs to no signed-in tenant: it is the token that says whose it is.
    queryKey: queryKey(publicEndpoints.resetLink, { token }),
    queryFn: ({ signal }) => call(publicEndpoints.resetLink, { params: { token }, signal }),
    // The page asks once; the answer (whose link, or why it is unusable) is read, not watched.
    staleTime: Infinity,
  });

export const useResetLink = (token: string) => useQuery(resetLinkQuery(token));

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordRequest) => call(publicEndpoints.resetPassword, { body }),
  });

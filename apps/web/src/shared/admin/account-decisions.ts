import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type ApproveRegistrationRequest,
  type RegistrationResponse,
} from '@portal/contract';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';
import { adminCustomersKey } from './admin-customers.ts';

/** The console's registrations (the overview's waiting count included) and members. */
export const adminRegistrationsKey = (code: string) =>
  [...tenantKeys.all(code), 'admin', 'registrations'] as const;
export const adminMembersKey = (code: string) =>
  [...tenantKeys.all(code), 'admin', 'members'] as const;

/** A decision on an account shows in the registrations, the members and the customers. */
export const refreshAccounts = (queryClient: QueryClient, code: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminRegistrationsKey(code) }),
    queryClient.invalidateQueries({ queryKey: adminMembersKey(code) }),
    queryClient.invalidateQueries({ queryKey: adminCustomersKey(code) }),
  ]);

/** Approves a pending account, linking it to a new or an existing customer. */
export function useApproveAccount(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: ApproveRegistrationRequest }) =>
      api.post<RegistrationResponse>(adminPaths.approveRegistration(code, userId), body),
    onSuccess: () => refreshAccounts(queryClient, code),
  });
}

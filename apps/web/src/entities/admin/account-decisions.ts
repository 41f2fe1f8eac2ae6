import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type ApproveRegistrationRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { adminCustomersKey } from './admin-customers.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The console's registrations (the overview's waiting count included) and members. */
export const adminRegistrationsKey = (code: string) =>
  queryKey(consoleEndpoints.adminRegistrations, { code });
export const adminMembersKey = (code: string) => queryKey(consoleEndpoints.adminMembers, { code });

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
      call(consoleEndpoints.adminApproveRegistration, { params: { code, userId }, body }),
    onSuccess: () => refreshAccounts(queryClient, code),
  });
}

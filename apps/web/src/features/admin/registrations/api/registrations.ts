import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type RegistrationStatus } from '@portal/contract';
import { refreshAccounts } from '@/entities/admin/account-decisions.ts';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

export interface RegistrationParams {
  status: RegistrationStatus;
  page: number;
}

export const registrationsQuery = (code: string, params: RegistrationParams) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminRegistrations, { code }, 'list', params),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminRegistrations, { params: { code }, query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export function useRejectRegistration(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: number; reason: string }) =>
      call(consoleEndpoints.adminRejectRegistration, {
        params: { code, userId },
        body: { reason },
      }),
    onSuccess: () => refreshAccounts(queryClient, code),
  });
}

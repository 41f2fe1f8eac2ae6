import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type RegistrationList,
  type RegistrationResponse,
  type RegistrationStatus,
} from '@portal/contract';
import { adminRegistrationsKey, refreshAccounts } from '@/shared/admin/account-decisions.ts';
import { api } from '@/shared/api/api-client.ts';

export interface RegistrationParams {
  status: RegistrationStatus;
  page: number;
}

export const registrationsQuery = (code: string, params: RegistrationParams) =>
  queryOptions({
    queryKey: [...adminRegistrationsKey(code), 'list', params],
    queryFn: ({ signal }) =>
      api.get<RegistrationList>(adminPaths.registrations(code), { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export function useRejectRegistration(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: number; reason: string }) =>
      api.post<RegistrationResponse>(adminPaths.rejectRegistration(code, userId), { reason }),
    onSuccess: () => refreshAccounts(queryClient, code),
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type ApproveRegistrationRequest,
  type RegistrationList,
  type RegistrationResponse,
  type RegistrationStatus,
} from '@portal/contract';
import { adminCustomersKey } from '@/shared/admin/admin-customers.ts';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

/** Under the overview's count of waiting registrations too, so a decision updates it. */
const registrationsKey = (code: string) =>
  [...tenantKeys.all(code), 'admin', 'registrations'] as const;

export interface RegistrationParams {
  status: RegistrationStatus;
  page: number;
}

export const registrationsQuery = (code: string, params: RegistrationParams) =>
  queryOptions({
    queryKey: [...registrationsKey(code), 'list', params],
    queryFn: ({ signal }) =>
      api.get<RegistrationList>(adminPaths.registrations(code), { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

/** A decision changes the registrations, the members and (approval) the customers. */
function useDecision<Body>(code: string, send: (userId: number, body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: Body }) => send(userId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationsKey(code) }),
        queryClient.invalidateQueries({ queryKey: [...tenantKeys.all(code), 'admin', 'members'] }),
        queryClient.invalidateQueries({ queryKey: adminCustomersKey(code) }),
      ]),
  });
}

export const useApproveRegistration = (code: string) =>
  useDecision(code, (userId, body: ApproveRegistrationRequest) =>
    api.post<RegistrationResponse>(adminPaths.approveRegistration(code, userId), body),
  );

export const useRejectRegistration = (code: string) =>
  useDecision(code, (userId, body: { reason: string }) =>
    api.post<RegistrationResponse>(adminPaths.rejectRegistration(code, userId), body),
  );

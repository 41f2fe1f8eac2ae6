import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateAddressRequest,
  type CreateCustomerRequest,
  type UpdateAddressRequest,
  type UpdateCustomerRequest,
} from '@portal/contract';
import { refreshAccounts } from '@/entities/admin/account-decisions.ts';
import type { RuleWrite } from '@/entities/approval-rules/approval-rule-dialog.tsx';
import { adminPriceListsKey } from '@/entities/admin/admin-price-lists.ts';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

export const customerQuery = (code: string, id: number) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminCustomer, { code, id }),
    queryFn: ({ signal }) => call(consoleEndpoints.adminCustomer, { params: { code, id }, signal }),
    select: (answer) => answer.data,
  });

export const useCustomer = (code: string, id: number | null) =>
  useQuery({ ...customerQuery(code, id ?? 0), enabled: id !== null });

const customerRulesKey = (code: string, id: number) =>
  queryKey(consoleEndpoints.adminCustomerApprovalRules, { code, id });

/**
 * The customer's approval rules: its administrator keeps them (decision 033), and the
 * manufacturer too (decision 042).
 */
export const useCustomerApprovalRules = (code: string, id: number) =>
  useQuery({
    queryKey: customerRulesKey(code, id),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminCustomerApprovalRules, { params: { code, id }, signal }),
    select: (answer) => answer.data,
  });

function useRefreshCustomerRules(code: string, id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerRulesKey(code, id) });
}

/** Adds a rule to the customer (no rule id) or changes one of theirs. */
export function useSaveCustomerApprovalRule(code: string, id: number) {
  const refresh = useRefreshCustomerRules(code, id);
  return useMutation({
    mutationFn: ({ ruleId, body }: RuleWrite) =>
      ruleId === null
        ? call(consoleEndpoints.adminCreateCustomerApprovalRule, { params: { code, id }, body })
        : call(consoleEndpoints.adminUpdateCustomerApprovalRule, {
            params: { code, id, ruleId },
            body,
          }),
    onSuccess: refresh,
  });
}

export function useDeleteCustomerApprovalRule(code: string, id: number) {
  const refresh = useRefreshCustomerRules(code, id);
  return useMutation({
    mutationFn: (ruleId: number) =>
      call(consoleEndpoints.adminDeleteCustomerApprovalRule, { params: { code, id, ruleId } }),
    onSuccess: refresh,
  });
}

/** A write to a customer shows in the customer lists and pickers, and in the members' rows. */
function useCustomerWrite<Input, Output>(code: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => refreshAccounts(queryClient, code),
  });
}

export const useCreateCustomer = (code: string) =>
  useCustomerWrite(code, (body: CreateCustomerRequest) =>
    call(consoleEndpoints.adminCreateCustomer, { params: { code }, body }),
  );

export const useUpdateCustomer = (code: string, id: number) =>
  useCustomerWrite(code, (body: UpdateCustomerRequest) =>
    call(consoleEndpoints.adminUpdateCustomer, { params: { code, id }, body }),
  );

/** Prices the customer's buyers with one of the tenant's lists, or none (null): counts move. */
export function useSetCustomerPriceList(code: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (priceListId: number | null) =>
      call(consoleEndpoints.adminUpdateCustomer, {
        params: { code, id },
        body: {
          price_list_id: priceListId,
        } satisfies UpdateCustomerRequest,
      }),
    onSuccess: () =>
      Promise.all([
        refreshAccounts(queryClient, code),
        queryClient.invalidateQueries({ queryKey: adminPriceListsKey(code) }),
      ]),
  });
}

export const useCreateAddress = (code: string, customerId: number) =>
  useCustomerWrite(code, (body: CreateAddressRequest) =>
    call(consoleEndpoints.adminCreateAddress, { params: { code, id: customerId }, body }),
  );

export const useUpdateAddress = (code: string, customerId: number) =>
  useCustomerWrite(code, ({ id, body }: { id: number; body: UpdateAddressRequest }) =>
    call(consoleEndpoints.adminUpdateAddress, {
      params: { code, id: customerId, addressId: id },
      body,
    }),
  );

export const useDeleteAddress = (code: string, customerId: number) =>
  useCustomerWrite(code, (id: number) =>
    call(consoleEndpoints.adminDeleteAddress, { params: { code, id: customerId, addressId: id } }),
  );

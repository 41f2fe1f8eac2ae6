import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type AdminAddressResponse,
  type AdminCustomerResponse,
  type CreateAddressRequest,
  type CreateCustomerRequest,
  type UpdateAddressRequest,
  type UpdateCustomerRequest,
} from '@portal/contract';
import { refreshAccounts } from '@/shared/admin/account-decisions.ts';
import { adminCustomersKey } from '@/shared/admin/admin-customers.ts';
import { adminPriceListsKey } from '@/shared/admin/admin-price-lists.ts';
import { api } from '@/shared/api/api-client.ts';

export const customerQuery = (code: string, id: number) =>
  queryOptions({
    queryKey: [...adminCustomersKey(code), 'detail', id],
    queryFn: ({ signal }) =>
      api.get<AdminCustomerResponse>(adminPaths.customer(code, id), { signal }),
    select: (answer) => answer.data,
  });

export const useCustomer = (code: string, id: number | null) =>
  useQuery({ ...customerQuery(code, id ?? 0), enabled: id !== null });

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
    api.post<AdminCustomerResponse>(adminPaths.customers(code), body),
  );

export const useUpdateCustomer = (code: string, id: number) =>
  useCustomerWrite(code, (body: UpdateCustomerRequest) =>
    api.patch<AdminCustomerResponse>(adminPaths.customer(code, id), body),
  );

/** Prices the customer's buyers with one of the tenant's lists, or none (null): counts move. */
export function useSetCustomerPriceList(code: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (priceListId: number | null) =>
      api.patch<AdminCustomerResponse>(adminPaths.customer(code, id), {
        price_list_id: priceListId,
      } satisfies UpdateCustomerRequest),
    onSuccess: () =>
      Promise.all([
        refreshAccounts(queryClient, code),
        queryClient.invalidateQueries({ queryKey: adminPriceListsKey(code) }),
      ]),
  });
}

export const useCreateAddress = (code: string, customerId: number) =>
  useCustomerWrite(code, (body: CreateAddressRequest) =>
    api.post<AdminAddressResponse>(adminPaths.addresses(code, customerId), body),
  );

export const useUpdateAddress = (code: string, customerId: number) =>
  useCustomerWrite(code, ({ id, body }: { id: number; body: UpdateAddressRequest }) =>
    api.patch<AdminAddressResponse>(adminPaths.address(code, customerId, id), body),
  );

export const useDeleteAddress = (code: string, customerId: number) =>
  useCustomerWrite(code, (id: number) =>
    api.delete<undefined>(adminPaths.address(code, customerId, id)),
  );

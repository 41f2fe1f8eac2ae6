import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderRequest, CreateOrderResponse } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

interface CreateOrderInput {
  code: string;
  body: CreateOrderRequest;
  /** The same key for every retry of one checkout attempt: the server places one order. */
  idempotencyKey: string;
}

export const createOrder = ({ code, body, idempotencyKey }: CreateOrderInput) =>
  api.post<CreateOrderResponse>(apiPaths.orders(code), body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // The orders list must show the new draft.
    onSuccess: (_answer, { code }) =>
      queryClient.invalidateQueries({ queryKey: [...tenantKeys.all(code), 'orders'] }),
  });
}

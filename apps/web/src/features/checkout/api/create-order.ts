import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

interface CreateOrderInput {
  code: string;
  body: CreateOrderRequest;
  /** The same key for every retry of one checkout attempt: the server places one order. */
  idempotencyKey: string;
}

export const createOrder = ({ code, body, idempotencyKey }: CreateOrderInput) =>
  call(memberEndpoints.createOrder, {
    params: { code },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // The orders list must show the new draft.
    onSuccess: (_answer, { code }) =>
      queryClient.invalidateQueries({ queryKey: queryKey(memberEndpoints.orders, { code }) }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecideReturnRequest, ReceiveReturnRequest } from '@portal/contract/returns';
import { call, callBlob } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The order's returns in the console (issue 31 point 4); its key is below the order's. */
export const useAdminOrderReturns = (code: string, orderId: number) =>
  useQuery({
    queryKey: queryKey(consoleEndpoints.adminOrderReturns, { code, id: orderId }),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminOrderReturns, { params: { code, id: orderId }, signal }),
  });

export const adminReturnPhoto = (code: string, id: number) => (photoId: number) => ({
  key: queryKey(consoleEndpoints.adminReturnPhotoImage, { code, id, photoId }),
  load: () => callBlob(consoleEndpoints.adminReturnPhotoImage, { params: { code, id, photoId } }),
});

/** After a decision or a receipt: the order's returns (and the order, below whose key they are). */
function useReturnWrite<A>(code: string, orderId: number, write: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      client.invalidateQueries({
        queryKey: queryKey(consoleEndpoints.adminOrderReturns, { code, id: orderId }),
      }),
  });
}

export const useDecideReturn = (code: string, orderId: number) =>
  useReturnWrite(code, orderId, ({ id, body }: { id: number; body: DecideReturnRequest }) =>
    call(consoleEndpoints.adminDecideReturn, { params: { code, id }, body }),
  );

/**
 * Marks a return received, its credit settling the chosen invoice or on account; one
 * Idempotency-Key per dialog, so a retry is one credit note. The customer's ledger and invoices
 * (their open amounts) are refreshed too.
 */
export function useReceiveReturn(code: string, orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      key,
      body,
    }: {
      id: number;
      customerId: number;
      key: string;
      body: ReceiveReturnRequest;
    }) =>
      call(consoleEndpoints.adminReceiveReturn, {
        params: { code, id },
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: (_data, _error, { customerId }) =>
      Promise.all([
        client.invalidateQueries({
          queryKey: queryKey(consoleEndpoints.adminOrderReturns, { code, id: orderId }),
        }),
        client.invalidateQueries({
          queryKey: queryKey(consoleEndpoints.adminCustomerLedger, { code, id: customerId }),
        }),
        client.invalidateQueries({
          queryKey: queryKey(consoleEndpoints.adminCustomerInvoices, { code, id: customerId }),
        }),
      ]),
  });
}

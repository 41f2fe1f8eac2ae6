import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordLedgerCreditRequest } from '@portal/contract/invoices';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/**
 * A customer's ledger and invoices in the console (issue 31, decision 038): the keys start with
 * the customer's, so one write refreshes the ledger, the balance and the invoices' open amounts.
 */
export const useCustomerLedger = (code: string, id: number, page: number) =>
  useQuery({
    queryKey: queryKey(consoleEndpoints.adminCustomerLedger, { code, id }, { page }),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminCustomerLedger, { params: { code, id }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** Records a payment or a credit note; one Idempotency-Key per opened dialog. */
export function useRecordCredit(code: string, id: number, idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordLedgerCreditRequest) =>
      call(consoleEndpoints.adminRecordLedgerCredit, {
        params: { code, id },
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKey(consoleEndpoints.adminCustomerLedger, { code, id }),
        }),
        queryClient.invalidateQueries({
          queryKey: queryKey(consoleEndpoints.adminCustomerInvoices, { code, id }),
        }),
      ]),
  });
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/**
 * A customer's invoices with something open, searched by number and paged by the server
 * (decisions 041 and 045): what a payment, a credit note or a return's credit may settle. The
 * key is below the customer's invoices, so a payment recorded refreshes it.
 */
export const adminOpenInvoicesQuery = (
  code: string,
  customerId: number,
  params: { search: string; page: number },
) =>
  queryOptions({
    queryKey: queryKey(
      consoleEndpoints.adminCustomerInvoices,
      { code, id: customerId },
      { ...params, open_only: 'true' },
    ),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminCustomerInvoices, {
        params: { code, id: customerId },
        query: { ...params, open_only: 'true' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type ChangeOrderStatusRequest,
  type ConfirmLinesRequest,
  type CreateShipmentRequest,
  type CreateInvoiceFromShipmentRequest,
  type OrderStatus,
} from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The list's tab ('all' sends no status), search, customer (from a customer's page) and page. */
export interface AdminOrderParams {
  status: OrderStatus | 'all';
  search: string;
  customerId?: number | undefined;
  page: number;
}

const adminOrdersKey = (code: string) => queryKey(consoleEndpoints.adminOrders, { code });

export const adminOrdersQuery = (
  code: string,
  { status, search, customerId, page }: AdminOrderParams,
) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminOrders, { code }, 'list', {
      status,
      search,
      customerId,
      page,
    }),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminOrders, {
        params: { code },
        query: {
          status: status === 'all' ? undefined : status,
          search,
          customer_id: customerId,
          page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const adminOrderQuery = (code: string, orderId: number) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminOrder, { code, id: orderId }),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminOrder, { params: { code, id: orderId }, signal }),
    select: (answer) => answer.data,
  });

/**
 * Moves an order to another status. The answer is the order as it now stands; the lists are
 * refetched, as the order changed tab.
 */
export function useChangeOrderStatus(code: string, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeOrderStatusRequest) =>
      call(consoleEndpoints.adminChangeOrderStatus, { params: { code, id: orderId }, body }),
    onSuccess: async (answer) => {
      const detailKey = adminOrderQuery(code, orderId).queryKey;
      queryClient.setQueryData(detailKey, answer);
      // The lists and the overview's waiting count (its key also starts with these).
      await queryClient.invalidateQueries({
        queryKey: adminOrdersKey(code),
        predicate: (query) => query.queryKey[3] !== orderId,
      });
    },
    // Refused because someone else moved it meanwhile: show where it stands now.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: adminOrderQuery(code, orderId).queryKey }),
  });
}

/** After a shipment or a confirmation: the order (its lines and shipments) and the lists. */
function useOrderWrite<B>(code: string, orderId: number, write: (body: B) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderQuery(code, orderId).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminOrdersKey(code) }),
      ]),
  });
}

/** Records a shipment (issue 31); one Idempotency-Key per opened dialog, so a retry is one. */
export const useRecordShipment = (code: string, orderId: number, idempotencyKey: string) =>
  useOrderWrite(code, orderId, (body: CreateShipmentRequest) =>
    call(consoleEndpoints.adminRecordShipment, {
      params: { code, id: orderId },
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );

/** Sets the confirmed quantities and promised dates of the order's lines. */
export const useConfirmLines = (code: string, orderId: number) =>
  useOrderWrite(code, orderId, (body: ConfirmLinesRequest) =>
    call(consoleEndpoints.adminConfirmOrderLines, { params: { code, id: orderId }, body }),
  );

/** The order's shipments as the console reads them: who recorded each, and its invoice if any. */
export const useAdminOrderShipments = (code: string, orderId: number) =>
  useQuery({
    queryKey: queryKey(consoleEndpoints.adminOrderShipments, { code, id: orderId }),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminOrderShipments, { params: { code, id: orderId }, signal }),
    select: (answer) => answer.data,
  });

/** "Create invoice from shipment" (issue 31); one Idempotency-Key per opened dialog. */
export function useInvoiceShipment(
  code: string,
  orderId: number,
  shipmentId: number,
  idempotencyKey: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvoiceFromShipmentRequest) =>
      call(consoleEndpoints.adminCreateInvoiceFromShipment, {
        params: { code, id: orderId, shipmentId },
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: queryKey(consoleEndpoints.adminOrderShipments, { code, id: orderId }),
      }),
  });
}

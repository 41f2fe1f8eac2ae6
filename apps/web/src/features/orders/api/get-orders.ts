import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import type { OrderListParams } from '../lib/order-list-params.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/** The 'all' tab sends no status: the API then lists every status. */
export const getOrders = (
  code: string,
  { status, ...params }: OrderListParams,
  signal?: AbortSignal,
) =>
  call(memberEndpoints.orders, {
    params: { code },
    query: status === 'all' ? params : { status, ...params },
    signal,
  });

export const ordersQuery = (code: string, params: OrderListParams) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.orders, { code }, params),
    queryFn: ({ signal }) => getOrders(code, params, signal),
    placeholderData: keepPreviousData,
  });

export const useOrders = (code: string, params: OrderListParams) =>
  useQuery(ordersQuery(code, params));

export const getOrder = (code: string, orderId: number, signal?: AbortSignal) =>
  call(memberEndpoints.order, { params: { code, orderId }, signal });

export const orderQuery = (code: string, orderId: number) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.order, { code, orderId }),
    queryFn: ({ signal }) => getOrder(code, orderId, signal),
  });

export const useOrder = (code: string, orderId: number | null) =>
  useQuery({ ...orderQuery(code, orderId ?? 0), enabled: orderId !== null });

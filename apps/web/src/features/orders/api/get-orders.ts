import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail, OrderList } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';
import type { OrderListParams } from '../lib/order-list-params.ts';

const ordersKey = (code: string) => [...tenantKeys.all(code), 'orders'] as const;

/** The 'all' tab sends no status: the API then lists every status. */
export const getOrders = (
  code: string,
  { status, ...params }: OrderListParams,
  signal?: AbortSignal,
) =>
  api.get<OrderList>(apiPaths.orders(code), {
    query: status === 'all' ? params : { status, ...params },
    signal,
  });

export const ordersQuery = (code: string, params: OrderListParams) =>
  queryOptions({
    queryKey: [...ordersKey(code), 'list', params],
    queryFn: ({ signal }) => getOrders(code, params, signal),
    placeholderData: keepPreviousData,
  });

export const useOrders = (code: string, params: OrderListParams) =>
  useQuery(ordersQuery(code, params));

export const getOrder = (code: string, orderId: number, signal?: AbortSignal) =>
  api.get<OrderDetail>(apiPaths.order(code, orderId), { signal });

export const orderQuery = (code: string, orderId: number) =>
  queryOptions({
    queryKey: [...ordersKey(code), 'detail', orderId],
    queryFn: ({ signal }) => getOrder(code, orderId, signal),
  });

export const useOrder = (code: string, orderId: number | null) =>
  useQuery({ ...orderQuery(code, orderId ?? 0), enabled: orderId !== null });

import { ORDER_STATUSES, type OrderStatus } from '@portal/contract';

/** A status tab, or every status at once (so a search finds an order whatever its state). */
export type OrderTab = OrderStatus | 'all';

export const ORDER_TABS: readonly OrderTab[] = [...ORDER_STATUSES, 'all'];

/** The orders list's tab, search and page; they live in the URL. */
export interface OrderListParams {
  status: OrderTab;
  search: string;
  page: number;
}

const isTab = (value: string | null): value is OrderTab =>
  (ORDER_TABS as readonly (string | null)[]).includes(value);

/** Draft is the default tab (specification section 4). */
export function readOrderParams(query: URLSearchParams): OrderListParams {
  const status = query.get('status');
  const page = Number(query.get('page'));
  return {
    status: isTab(status) ? status : 'draft',
    search: (query.get('search') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeOrderParams(params: OrderListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.status !== 'draft') query.set('status', params.status);
  if (params.search) query.set('search', params.search);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

/** A new tab or search starts at page 1. */
export function changeOrderParams(
  current: OrderListParams,
  change: Partial<OrderListParams>,
): OrderListParams {
  const next = { ...current, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

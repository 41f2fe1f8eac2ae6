import type { OrderStatus } from '../orders.ts';

/**
 * Where the manufacturer may move an order from each status. A buyer places drafts; staff
 * accept them (pending) and finish them (processed), or cancel them before they are done.
 * Processed and canceled orders are final.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  draft: ['pending', 'canceled'],
  pending: ['processed', 'canceled'],
  processed: [],
  canceled: [],
};

/** The statuses an order in `from` may move to, in the order a console offers them. */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_STATUS_TRANSITIONS[from];
}

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

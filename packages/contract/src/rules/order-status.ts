import {
  APPROVAL_STATUSES,
  type ManufacturerOrderStatus,
  type OrderStatus,
} from '../order-fields.ts';

/**
 * Where the manufacturer may move an order from each status. A buyer places drafts; staff
 * accept them (pending) and finish them (processed), or cancel them before they are done.
 * Processed and canceled orders are final. An order that waits for its customer's approval, or
 * that its customer declined or withdrew, is not the manufacturer's to move (decision 033).
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<
  Record<OrderStatus, readonly ManufacturerOrderStatus[]>
> = {
  awaiting_approval: [],
  draft: ['pending', 'canceled'],
  pending: ['processed', 'canceled'],
  processed: [],
  canceled: [],
  declined: [],
  withdrawn: [],
};

/** The statuses an order in `from` may move to, in the order a console offers them. */
export function nextOrderStatuses(from: OrderStatus): readonly ManufacturerOrderStatus[] {
  return ORDER_STATUS_TRANSITIONS[from];
}

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return (ORDER_STATUS_TRANSITIONS[from] as readonly OrderStatus[]).includes(to);
}

/**
 * What the customer's own people do with an order that waits for approval (issue 29 point 3): an
 * approver approves it (it becomes the manufacturer's new draft) or declines it; its placer
 * withdraws it. Only a waiting order moves this way, and each decision is final.
 */
export const APPROVAL_DECISIONS = {
  approve: 'draft',
  decline: 'declined',
  withdraw: 'withdrawn',
} as const satisfies Record<string, OrderStatus>;
export type ApprovalDecision = keyof typeof APPROVAL_DECISIONS;

/** The status an approval decision moves an order to, or null when the order no longer waits. */
export function statusAfterDecision(
  from: OrderStatus,
  decision: ApprovalDecision,
): OrderStatus | null {
  return from === 'awaiting_approval' ? APPROVAL_DECISIONS[decision] : null;
}

/**
 * Whether the order is the manufacturer's: placed without approval or approved. The console
 * confirms only those, and the integration feed and new-order messages carry only those.
 */
export const isManufacturersOrder = (status: OrderStatus): status is ManufacturerOrderStatus =>
  !(APPROVAL_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * The values an order's fields take and an order's limits, without the schemas that enforce them
 * (orders.ts): the checkout screen offers the options before it loads any schema library.
 */
export const ORDER_STATUSES = [
  'awaiting_approval',
  'draft',
  'pending',
  'processed',
  'canceled',
  'declined',
  'withdrawn',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * The statuses of an order that is still its customer's own business (issue 29 point 3, decision
 * 033): waiting for a colleague's approval, declined by one, or withdrawn by its placer. The
 * manufacturer's console shows them read-only; its feed and new-order messages never see them.
 */
export const APPROVAL_STATUSES = ['awaiting_approval', 'declined', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** The statuses of an order that is the manufacturer's: placed without approval, or approved. */
export type ManufacturerOrderStatus = Exclude<OrderStatus, ApprovalStatus>;
export const DELIVERY_METHODS = ['pickup', 'delivery'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const PAYMENT_OPTIONS = ['cod', 'credit_card', 'net30', 'net60'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export const MAX_ORDER_LINES = 500;
export const MAX_LINE_QUANTITY = 1_000_000;

/**
 * The values an order's fields take and an order's limits, without the schemas that enforce them
 * (orders.ts): the checkout screen offers the options before it loads any schema library.
 */
export const ORDER_STATUSES = ['draft', 'pending', 'processed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const DELIVERY_METHODS = ['pickup', 'delivery'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const PAYMENT_OPTIONS = ['cod', 'credit_card', 'net30', 'net60'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export const MAX_ORDER_LINES = 500;
export const MAX_LINE_QUANTITY = 1_000_000;

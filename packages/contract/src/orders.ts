import { z } from 'zod';
import { idParam, paged, pageQuery } from './common.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts';
import { colleagueRef, orderApproval } from './approvals.ts';
import {
  DELIVERY_METHODS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  ORDER_STATUSES,
  PAYMENT_OPTIONS,
} from './order-fields.ts';
import { fulfilmentState, lineFulfilment, shipment } from './shipments.ts';

export * from './order-fields.ts';

/** PostgreSQL text cannot hold NUL: such text is refused here rather than failing in the database. */
const withoutNul = (text: string) => !text.includes('\u0000');

const dbId = z
  .number({ error: 'validation.invalidId' })
  .int({ error: 'validation.invalidId' })
  .positive({ error: 'validation.invalidId' })
  .max(2_147_483_647, { error: 'validation.invalidId' });

export const orderLineInput = z.object({
  puom_id: dbId,
  sale_qty: z
    .number({ error: 'validation.invalidQuantity' })
    .int({ error: 'validation.invalidQuantity' })
    .positive({ error: 'validation.invalidQuantity' })
    .max(MAX_LINE_QUANTITY, { error: 'validation.invalidQuantity' }),
  /** Accepted for compatibility and ignored: prices come from the database. */
  price: z.unknown().optional(),
  comment: z
    .string()
    .max(500, { error: 'validation.tooLong' })
    .refine(withoutNul, { error: 'validation.invalidValue' })
    .nullish(),
});

export const createOrderRequest = z.object({
  header: z.object({
    customer_id: dbId,
    sale_date: z.iso.date({ error: 'validation.invalidDate' }),
    shipping_address_id: z
      .number({ error: 'orders.selectShippingAddress' })
      .int({ error: 'orders.selectShippingAddress' })
      .positive({ error: 'orders.selectShippingAddress' })
      .max(2_147_483_647, { error: 'orders.shippingAddressNotFound' }),
    purchase_order: z
      .string()
      .trim()
      .max(50, { error: 'validation.tooLong' })
      .refine(withoutNul, { error: 'validation.invalidValue' })
      .nullish(),
    note: z
      .string()
      .trim()
      .max(2000, { error: 'validation.tooLong' })
      .refine(withoutNul, { error: 'validation.invalidValue' })
      .nullish(),
    delivery_method: z.enum(DELIVERY_METHODS).default('pickup'),
    payment_option: z.enum(PAYMENT_OPTIONS).default('cod'),
  }),
  items: z
    .array(orderLineInput)
    .min(1, { error: 'orders.cartEmpty' })
    .max(MAX_ORDER_LINES, { error: 'orders.tooManyLines' }),
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;
/** The request once parsed: defaults applied, strings trimmed. */
export type CreateOrderInput = z.output<typeof createOrderRequest>;

export const createOrderResponse = z.object({
  data: z.object({
    id: z.number().int(),
    sale_no: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    total: z.number(),
  }),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

export const orderSummary = z.object({
  id: z.number().int(),
  sale_no: z.number().int(),
  customer_name: z.string(),
  order_date: z.string(),
  total: z.number(),
  status: z.enum(ORDER_STATUSES),
  purchase_order: z.string().nullable(),
  /** Who placed it; null when the account is gone. */
  placed_by: colleagueRef.nullable(),
  /** Who approved it (or declined it) in its company; null when it needed no approval. */
  decided_by: colleagueRef.nullable(),
  /** How far it has shipped (issue 31), derived from its lines. */
  fulfilment: fulfilmentState,
});
export type OrderSummary = z.infer<typeof orderSummary>;
export const orderList = paged(orderSummary);
export type OrderList = z.infer<typeof orderList>;

export const orderListQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'validation.invalidStatus' }).optional(),
  page: pageQuery,
  search: z
    .string()
    .max(100, { error: 'validation.searchTooLong' })
    .refine(withoutNul, { error: 'validation.invalidValue' })
    .optional()
    .default(''),
});
export type OrderListQuery = z.input<typeof orderListQuery>;
export type OrderListFilters = z.output<typeof orderListQuery>;

export const orderLine = z
  .object({
    id: z.number().int(),
    sale_qty: z.number(),
    price: z.number(),
    comment: z.string().nullable(),
    productuom: z.object({
      product: z.object({ part_number: z.string(), description: z.string() }),
      uom: z.object({ code: z.string() }),
    }),
  })
  // Confirmed, shipped and backordered quantities and the promised date (issue 31).
  .extend(lineFulfilment.shape);
export type OrderLine = z.infer<typeof orderLine>;

export const orderDetail = z.object({
  id: z.number().int(),
  sale_no: z.number().int(),
  sale_date: z.string(),
  status: z.enum(ORDER_STATUSES),
  customer: z.object({ name: z.string(), code: z.string() }),
  sales_person: z.string().nullable(),
  purchase_order: z.string().nullable(),
  note: z.string().nullable(),
  delivery_method: z.enum(DELIVERY_METHODS),
  payment_option: z.enum(PAYMENT_OPTIONS),
  shipping_address: z.string().nullable(),
  total: z.number(),
  /** The quote this order was placed from (issue 30), its prices the accepted version's. */
  quote_id: z.number().int().nullable(),
  items: z.array(orderLine),
  /** The colleague who placed it (null once their account is gone). */
  placed_by: colleagueRef.nullable(),
  /** How it went through approval; null when it needed none (decision 033). */
  approval: orderApproval.nullable(),
  /** The reader placed it and it still waits: they may withdraw it. */
  may_withdraw: z.boolean(),
  /** How far it has shipped (issue 31), derived from its lines; and what left, oldest first. */
  fulfilment: fulfilmentState,
  shipments: z.array(shipment),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderParams = z.object({ code: z.string(), orderId: idParam });

/** The optional `Idempotency-Key` header of order creation: a client-made token per checkout. */
export const idempotencyKey = z
  .string({ error: 'orders.idempotencyKeyInvalid' })
  .regex(IDEMPOTENCY_KEY_PATTERN, { error: 'orders.idempotencyKeyInvalid' });

/**
 * The headers of order creation: its optional Idempotency-Key, kept with the order it placed
 * (decision 008), with the same guarantees as every other write's (decision 021).
 */
export const createOrderHeaders = z.looseObject({
  'idempotency-key': idempotencyKey.optional().meta({
    description:
      'A token the client makes per checkout and sends again with every retry of it: the same ' +
      'key with the same order answers the order it placed; with another order, 422.',
  }),
});

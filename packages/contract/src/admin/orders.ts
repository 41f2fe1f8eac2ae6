import { z } from 'zod';
import { idParam, paged, pageQuery } from '../common.ts';
import { orderDetail, ORDER_STATUSES } from '../orders.ts';
import { fulfilmentState } from '../shipments.ts';
import { adminSearch, clearableText, customerRef, personRef, timestamp } from './common.ts';

export const adminOrderListQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'validation.invalidStatus' }).optional(),
  search: adminSearch,
  customer_id: idParam.optional(),
  page: pageQuery,
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuery>;

export const adminOrderSummary = z.object({
  id: z.number().int(),
  sale_no: z.number().int(),
  customer: customerRef,
  /** The buyer who placed it; null when that account is gone. */
  placed_by: personRef.nullable(),
  order_date: z.string(),
  total: z.number(),
  status: z.enum(ORDER_STATUSES),
  purchase_order: z.string().nullable(),
  /** How far it has shipped (issue 31), derived from its lines. */
  fulfilment: fulfilmentState,
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;
export const adminOrderList = paged(adminOrderSummary);
export type AdminOrderList = z.infer<typeof adminOrderList>;

export const orderEvent = z.object({
  id: z.number().int(),
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  comment: z.string().nullable(),
  user: personRef.nullable(),
  created_at: timestamp,
});
export type OrderEvent = z.infer<typeof orderEvent>;

/** The buyer's detail, plus who placed it, its history and where it may go next. */
export const adminOrderDetail = orderDetail.extend({
  customer: customerRef,
  placed_by: personRef.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  events: z.array(orderEvent),
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
export const adminOrderResponse = z.object({ data: adminOrderDetail });
export type AdminOrderResponse = z.infer<typeof adminOrderResponse>;

export const changeOrderStatusRequest = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'validation.invalidStatus' }),
  comment: clearableText(1000).optional(),
});
export type ChangeOrderStatusRequest = z.input<typeof changeOrderStatusRequest>;

import { backordered, ORDER_STATUSES, type OrderStatus } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { documentOrder, type OrderScope } from '../../readers/order-reader.ts';

/**
 * One order as every document tells it (the e-mails, the PDF; invoices and statements next):
 * the facts a buyer or a clerk acts on, read in one place so that they cannot tell it apart.
 */
export interface OrderDocumentLine {
  partNumber: string;
  description: string;
  quantity: number;
  unit: string;
  price: number;
  lineTotal: number;
  /** What has shipped and what is backordered (issue 31), when read from the database. */
  shipped?: number;
  backordered?: number;
}

export interface OrderDocument {
  id: number;
  number: number;
  /** YYYY-MM-DD. */
  date: string;
  status: OrderStatus;
  customer: string;
  /** Who placed it, for a greeting; null for an order an integration placed. */
  placedBy: { firstName: string; lastName: string } | null;
  purchaseOrder: string | null;
  /** The shipping address as the order kept it, lines separated by '\n'. */
  shipTo: string | null;
  note: string | null;
  lines: OrderDocumentLine[];
  total: number;
}

const asStatus = (value: string): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : 'draft';

/**
 * The order of the scope: the tenant's, and a buyer's scope for a buyer (order-reader.ts);
 * undefined when there is no such order for them.
 */
export async function readOrderDocument(
  db: Db,
  scope: OrderScope,
  orderId: number,
): Promise<OrderDocument | undefined> {
  const order = await documentOrder(db, scope, orderId);
  if (!order) return undefined;
  const hasShipped = order.lines.some((line) => Number(line.shipped_qty) > 0);
  return {
    id: order.id,
    number: order.sale_no,
    date: order.sale_date,
    status: asStatus(order.status),
    customer: order.customer_name,
    placedBy:
      order.placed_by_first_name === null
        ? null
        : { firstName: order.placed_by_first_name, lastName: order.placed_by_last_name ?? '' },
    purchaseOrder: order.purchase_order,
    shipTo: order.shipping_address,
    note: order.note,
    lines: order.lines.map((line) => ({
      partNumber: line.part_number,
      description: line.description,
      quantity: Number(line.sale_qty),
      unit: line.uom_code,
      price: Number(line.price),
      lineTotal: Number(line.line_total),
      shipped: Number(line.shipped_qty),
      backordered: backordered(
        {
          ordered: Number(line.sale_qty),
          confirmed: line.confirmed_qty === null ? null : Number(line.confirmed_qty),
          shipped: Number(line.shipped_qty),
        },
        hasShipped,
      ),
    })),
    total: order.total,
  };
}

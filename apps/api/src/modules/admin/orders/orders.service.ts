import {
  canChangeOrderStatus,
  nextOrderStatuses,
  ORDER_STATUSES,
  type AdminOrderDetail,
  type AdminOrderList,
  type OrderStatus,
  type PersonRef,
} from '@portal/contract';
import { AppError, fieldError, notFound } from '../../../lib/app-error.ts';
import type { Member, AuditActor } from '../../../core/callers.ts';
import { enqueue } from '../../events/enqueue-event.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import { adminPage, fullName, iso, pageOf } from '../common/admin-common.ts';
import type { Db } from '../../../db/schema.ts';
import * as repo from './orders.repository.ts';
import { approvalOf } from '../../orders/approval-answer.ts';
import { giveBackSpending } from '../../orders/spending.sql.ts';
import { listConsoleOrders } from '../../../readers/order-lists.ts';
import { consoleOrder, orderEvents, screenLines } from '../../../readers/order-reader.ts';
import { fulfilmentOfOrder } from '../../../readers/shipment-answers.ts';
import { hasShipments } from '../../../readers/shipment-reader.ts';
import { fulfilmentOfRow } from '../../../readers/shipment-reader.ts';

/** Who placed an order, from the user columns of a list or detail row. */
function placedBy(row: {
  placed_by_id: number | null;
  placed_by_email: string | null;
  placed_by_first_name: string | null;
  placed_by_last_name: string | null;
}): PersonRef | null {
  if (row.placed_by_id === null) return null;
  return {
    id: row.placed_by_id,
    email: row.placed_by_email ?? '',
    name: fullName(row.placed_by_first_name ?? '', row.placed_by_last_name ?? ''),
  };
}

const asStatus = (value: string): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : 'draft';

export async function listOrders(
  db: Db,
  admin: Member,
  query: {
    status?: OrderStatus | undefined;
    customer_id?: number | undefined;
    search: string;
    page: number;
  },
): Promise<AdminOrderList> {
  const { rows, total } = await listConsoleOrders(db, admin.tenantId, {
    status: query.status,
    customerId: query.customer_id,
    search: query.search,
    ...adminPage(query.page),
  });
  const data = rows.map((row) => ({
    id: row.id,
    sale_no: row.sale_no,
    customer: { id: row.customer_id, code: row.customer_code, name: row.customer_name },
    placed_by: placedBy(row),
    order_date: row.sale_date,
    total: row.total,
    status: row.status,
    purchase_order: row.purchase_order,
    fulfilment: fulfilmentOfRow(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
  return pageOf(data, total, query.page);
}

/** The buyer's view of the order, plus who placed it and every status change. */
export async function orderDetail(
  db: Db,
  admin: Pick<Member, 'tenantId'>,
  orderId: number,
): Promise<AdminOrderDetail> {
  const order = await consoleOrder(db, admin.tenantId, orderId);
  if (!order) throw notFound('orders.notFound');
  const [lines, events] = await Promise.all([
    screenLines(db, admin.tenantId, order.id),
    orderEvents(db, admin.tenantId, order.id),
  ]);
  const shipped = await fulfilmentOfOrder(db, admin.tenantId, order.id, lines);
  return {
    id: order.id,
    sale_no: order.sale_no,
    sale_date: order.sale_date,
    status: order.status,
    customer: { id: order.customer_id, code: order.customer_code, name: order.customer_name },
    placed_by: placedBy(order),
    sales_person: order.sales_person,
    purchase_order: order.purchase_order,
    note: order.note,
    delivery_method: order.delivery_method,
    payment_option: order.payment_option,
    shipping_address: order.shipping_address,
    total: order.total,
    quote_id: order.quote_id,
    approval: approvalOf(order),
    // Only its placer withdraws it, from the buyer's page.
    may_withdraw: false,
    created_at: iso(order.created_at),
    updated_at: iso(order.updated_at),
    items: lines.map((line) => ({
      id: line.id,
      sale_qty: line.sale_qty,
      price: line.price,
      comment: line.comment,
      productuom: {
        product: { part_number: line.part_number, description: line.description },
        uom: { code: line.uom_code },
      },
      ...shipped.lineFulfilment(line),
    })),
    fulfilment: shipped.fulfilment,
    shipments: shipped.shipments,
    events: events.map((event) => ({
      id: event.id,
      from_status: event.from_status === null ? null : asStatus(event.from_status),
      to_status: asStatus(event.to_status),
      comment: event.comment,
      user:
        event.user_id === null
          ? null
          : {
              id: event.user_id,
              email: event.email ?? '',
              name: fullName(event.first_name ?? '', event.last_name ?? ''),
            },
      created_at: iso(event.created_at),
    })),
    next_statuses: [...nextOrderStatuses(order.status)],
  };
}

/**
 * Moves an order along its lifecycle (rules/order-status.ts). The status, its history row and
 * the audit row commit together; the order row is locked so two administrators cannot both
 * move it from the same status. An administrator or an API key (issue 13) moves it.
 */
export async function changeOrderStatus(
  db: Db,
  admin: AuditActor,
  orderId: number,
  input: { status: OrderStatus; comment?: string | null | undefined },
): Promise<AdminOrderDetail> {
  await db.transaction().execute(async (trx) => {
    const order = await repo.lockOrderStatus(trx, admin.tenantId, orderId);
    if (!order) throw notFound('orders.notFound');
    if (!canChangeOrderStatus(order.status, input.status)) {
      throw fieldError('status', 'admin.invalidTransition', {
        from: order.status,
        to: input.status,
      });
    }
    // What has left cannot be unordered (decision 037); returns come back another way.
    if (input.status === 'canceled' && (await hasShipments(trx, admin.tenantId, orderId))) {
      throw new AppError(409, 'shipments.cannotCancelShipped');
    }
    const comment = input.comment ?? null;
    await repo.changeStatus(trx, {
      tenantId: admin.tenantId,
      orderId,
      from: order.status,
      to: input.status,
      comment,
      userId: admin.userId,
    });
    // A canceled order gives its total back to its placer's spending limit (decision 033).
    if (input.status === 'canceled') await giveBackSpending(trx, admin.tenantId, orderId);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      ...actorOf(admin),
      action: 'order.status',
      entity: 'order',
      entityId: orderId,
      before: { status: order.status },
      after: { status: input.status, comment },
    });
    await enqueue(trx, admin.tenantId, 'order.status_changed', {
      order_id: orderId,
      sale_no: order.sale_no,
      customer_id: order.customer_id,
      from_status: order.status,
      to_status: input.status,
      comment,
      changed_by_user_id: admin.userId,
    });
  });
  return orderDetail(db, admin, orderId);
}

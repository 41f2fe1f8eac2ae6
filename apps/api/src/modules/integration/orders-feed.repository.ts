import { sql } from 'kysely';
import type { Db } from '../admin/common/admin-common.ts';

/**
 * The tenant's orders whose last write took a change number above `since`, in change order
 * (index orders_change_seq_idx). Numbers are taken as writes commit, in commit order, so none
 * below the last one read can still appear (decision 019).
 */
export function ordersChangedSince(db: Db, tenantId: number, since: number, limit: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'o.tenant_id').onRef('c.id', '=', 'o.customer_id'),
    )
    .select([
      'o.id',
      'o.sale_no',
      sql<number>`o.change_seq`.as('change_seq'),
      'o.status',
      'o.sale_date',
      'o.purchase_order',
      'o.note',
      'o.delivery_method',
      'o.payment_option',
      'o.shipping_address',
      'o.total',
      'o.created_at',
      'o.updated_at',
      'c.id as customer_id',
      'c.code as customer_code',
      'c.name as customer_name',
    ])
    .where('o.tenant_id', '=', tenantId)
    .where('o.change_seq', '>', since)
    .orderBy('o.change_seq')
    .limit(limit)
    .execute();
}

/** The lines of several orders, each order's in line order. */
export function linesOfOrders(db: Db, tenantId: number, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_lines')
    .select([
      'order_id',
      'line_no',
      'part_number',
      'description',
      'uom_code',
      'sale_qty',
      'price',
      'line_total',
      'comment',
    ])
    .where('tenant_id', '=', tenantId)
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('line_no')
    .execute();
}

import type { Db } from '../../db/schema.ts';

/** The order's head, of the tenant and (for a buyer) of their customer only. */
export function findDocumentOrder(
  db: Db,
  tenantId: number,
  orderId: number,
  customerId: number | undefined,
) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'o.tenant_id').onRef('c.id', '=', 'o.customer_id'),
    )
    .select([
      'o.id',
      'o.sale_no',
      'o.sale_date',
      'o.status',
      'c.name as customer',
      'o.purchase_order',
      'o.shipping_address',
      'o.note',
      'o.total',
    ])
    .where('o.tenant_id', '=', tenantId)
    .where('o.id', '=', orderId);
  if (customerId !== undefined) query = query.where('o.customer_id', '=', customerId);
  return query.executeTakeFirst();
}

/** The order's line snapshots, in line order. */
export function findDocumentLines(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('order_lines')
    .select(['part_number', 'description', 'sale_qty', 'uom_code', 'price', 'line_total'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('line_no')
    .execute();
}

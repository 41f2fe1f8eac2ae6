import type { IntegrationOrder, OrdersSinceResponse } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { iso } from '../admin/common/admin-common.ts';
import type { ApiKeyCaller } from '../../core/callers.ts';
import { feedOrders } from '../../readers/order-lists.ts';
import { feedLines } from '../../readers/order-reader.ts';

type IntegrationLine = IntegrationOrder['lines'][number];

/**
 * One page of the orders created or moved since the cursor, oldest change first. An order moved
 * again after it was read comes again, once per later change read; the cursor of the page is the
 * last order's change, or the one given when there is none.
 */
export async function ordersSince(
  db: Db,
  key: ApiKeyCaller,
  query: { since: number; limit: number },
): Promise<OrdersSinceResponse> {
  // One more than asked tells whether another page waits.
  const rows = await feedOrders(db, key.tenantId, query.since, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const lines = await feedLines(
    db,
    key.tenantId,
    page.map((row) => row.id),
  );
  const linesOf = new Map<number, IntegrationLine[]>();
  for (const { order_id: orderId, ...line } of lines) {
    const list = linesOf.get(orderId) ?? [];
    list.push(line);
    linesOf.set(orderId, list);
  }
  const data = page.map((row) => ({
    id: row.id,
    sale_no: row.sale_no,
    change: String(row.change_seq),
    status: row.status,
    customer: { id: row.customer_id, code: row.customer_code, name: row.customer_name },
    sale_date: row.sale_date,
    purchase_order: row.purchase_order,
    note: row.note,
    delivery_method: row.delivery_method,
    payment_option: row.payment_option,
    shipping_address: row.shipping_address,
    total: row.total,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    lines: linesOf.get(row.id) ?? [],
  }));
  return {
    data,
    next_cursor: String(page.at(-1)?.change_seq ?? query.since),
    has_more: rows.length > query.limit,
  };
}

import { sql } from 'kysely';
import type { OrderStatus } from '@portal/contract';
import type { Db, Trx } from '../../../db/schema.ts';

/** The writes of the console's orders; their reads are the order reader's (readers/). */

export function lockOrderStatus(trx: Trx, tenantId: number, orderId: number) {
  return trx
    .selectFrom('orders')
    .select(['status', 'sale_no', 'customer_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Writes the order again as it is, so that it takes a new change number at commit (migration
 * 0016) and the ERP's orders feed carries it again: what it shipped or returns hold changed.
 */
export async function markOrderChanged(trx: Trx, tenantId: number, orderId: number) {
  await trx
    .updateTable('orders')
    .set((eb) => ({ status: eb.ref('status'), updated_at: sql`now()` }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .execute();
}

export async function changeStatus(
  db: Db,
  change: {
    tenantId: number;
    orderId: number;
    from: OrderStatus;
    to: OrderStatus;
    comment: string | null;
    /** Null when an API key moves it (issue 13). */
    userId: number | null;
  },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: change.to, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', change.tenantId)
    .where('id', '=', change.orderId)
    .execute();
  await db
    .insertInto('order_events')
    .values({
      tenant_id: change.tenantId,
      order_id: change.orderId,
      from_status: change.from,
      to_status: change.to,
      comment: change.comment,
      user_id: change.userId,
    })
    .execute();
}

import { sql } from 'kysely';
import type { OrderStatus } from '@portal/contract';
import { containsPattern } from '../../catalogue/search-terms.ts';
import type { Db } from '../common/admin-common.ts';

/** Every customer's orders of one tenant; each statement takes the tenant id. */
export interface AdminOrderFilter {
  status?: OrderStatus;
  customerId?: number;
  search: string;
  limit: number;
  offset: number;
}

function tenantOrders(db: Db, tenantId: number, filter: AdminOrderFilter) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'o.tenant_id').onRef('c.id', '=', 'o.customer_id'),
    )
    .where('o.tenant_id', '=', tenantId);
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.customerId) query = query.where('o.customer_id', '=', filter.customerId);
  const text = filter.search.trim();
  if (text) {
    // Digits (with an optional '#') are an order number's prefix; any text a PO or customer.
    const digits = /^#?(\d{1,10})$/.exec(text)?.[1];
    const pattern = containsPattern(text);
    query = query.where((eb) =>
      eb.or([
        ...(digits ? [eb(sql<string>`o.sale_no::text`, 'like', `${digits}%`)] : []),
        eb('o.purchase_order', 'ilike', pattern),
        eb('c.code', 'ilike', pattern),
        eb('c.name', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** One page of orders, newest first, and how many match. */
export async function listOrders(db: Db, tenantId: number, filter: AdminOrderFilter) {
  const rows = await tenantOrders(db, tenantId, filter)
    .leftJoin('users as u', 'u.id', 'o.placed_by_user_id')
    .select([
      'o.id',
      'o.sale_no',
      'o.customer_id',
      'c.code as customer_code',
      'c.name as customer_name',
      'u.id as placed_by_id',
      'u.email as placed_by_email',
      'u.first_name as placed_by_first_name',
      'u.last_name as placed_by_last_name',
      'o.sale_date',
      'o.total',
      'o.status',
      'o.purchase_order',
      'o.created_at',
      'o.updated_at',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { total } = await tenantOrders(db, tenantId, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

export function findOrder(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'o.tenant_id').onRef('c.id', '=', 'o.customer_id'),
    )
    .leftJoin('users as u', 'u.id', 'o.placed_by_user_id')
    .select([
      'o.id',
      'o.sale_no',
      'o.sale_date',
      'o.status',
      'o.customer_id',
      'c.code as customer_code',
      'c.name as customer_name',
      'u.id as placed_by_id',
      'u.email as placed_by_email',
      'u.first_name as placed_by_first_name',
      'u.last_name as placed_by_last_name',
      'o.sales_person',
      'o.purchase_order',
      'o.note',
      'o.delivery_method',
      'o.payment_option',
      'o.shipping_address',
      'o.total',
      'o.created_at',
      'o.updated_at',
    ])
    .where('o.tenant_id', '=', tenantId)
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
export type AdminOrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The order's status history, oldest first, with who made each change. */
export function findOrderEvents(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('order_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.from_status',
      'e.to_status',
      'e.comment',
      'e.created_at',
      'u.id as user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
    ])
    .where('e.tenant_id', '=', tenantId)
    .where('e.order_id', '=', orderId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
}

export function lockOrderStatus(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['status', 'sale_no', 'customer_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
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

import { sql } from 'kysely';
import { APPROVAL_STATUSES, type OrderStatus } from '@portal/contract';
import type { Db } from '../db/schema.ts';
import { containsPattern, escapeLike } from '../db/like-pattern.ts';
import { fulfilmentLines, orderFields } from './order-fields.ts';
import { scopedOrderRows, scopedOrders, type BuyerScope } from './order-reader.ts';

/** Pages of orders, for each audience that lists them (fields: order-fields.ts). */

export interface BuyerOrderFilter {
  status?: OrderStatus | undefined;
  /** Digits matched as a prefix of the order number, or also of the purchase order. */
  saleNoPrefix?: string | undefined;
  /** Case-insensitive substring of the purchase order. */
  purchaseOrder?: string | undefined;
  limit: number;
  offset: number;
}

// Filters on the order's own columns: the count reads no customer.
function buyerOrders(db: Db, scope: BuyerScope, filter: BuyerOrderFilter) {
  let query = scopedOrderRows(db, scope);
  if (filter.status) query = query.where('o.status', '=', filter.status);
  const { saleNoPrefix, purchaseOrder } = filter;
  if (saleNoPrefix !== undefined || purchaseOrder !== undefined) {
    query = query.where((eb) =>
      eb.or([
        ...(saleNoPrefix !== undefined
          ? [eb(sql`o.sale_no::text`, 'like', `${escapeLike(saleNoPrefix)}%`)]
          : []),
        ...(purchaseOrder !== undefined
          ? [eb('o.purchase_order', 'ilike', containsPattern(purchaseOrder))]
          : []),
      ]),
    );
  }
  return query;
}

/** One page of a customer's orders, newest first, and how many match in all. */
export async function listBuyerOrders(db: Db, scope: BuyerScope, filter: BuyerOrderFilter) {
  const rows = await buyerOrders(db, scope, filter)
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'o.tenant_id').onRef('c.id', '=', 'o.customer_id'),
    )
    .leftJoin('users as u', 'u.id', 'o.placed_by_user_id')
    .leftJoin('users as d', 'd.id', 'o.decided_by_user_id')
    .select(orderFields.buyerList)
    .select(fulfilmentLines.as('fulfilment_lines'))
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { total } = await buyerOrders(db, scope, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

export interface ConsoleOrderFilter {
  status?: OrderStatus | undefined;
  customerId?: number | undefined;
  search: string;
  limit: number;
  offset: number;
}

function consoleOrders(db: Db, tenantId: number, filter: ConsoleOrderFilter) {
  let query = scopedOrders(db, { tenantId });
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

/** One page of every customer's orders for the console, newest first, and how many match. */
export async function listConsoleOrders(db: Db, tenantId: number, filter: ConsoleOrderFilter) {
  const rows = await consoleOrders(db, tenantId, filter)
    .leftJoin('users as u', 'u.id', 'o.placed_by_user_id')
    .select(orderFields.consoleList)
    .select(fulfilmentLines.as('fulfilment_lines'))
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { total } = await consoleOrders(db, tenantId, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

/**
 * The ERP feed: the tenant's orders whose last write took a change number above `since`, in
 * change order (index orders_change_seq_idx). Numbers are taken as writes commit, in commit
 * order, so none below the last one read can still appear (decision 019).
 */
export function feedOrders(db: Db, tenantId: number, since: number, limit: number) {
  // An order its customer has not approved is not the manufacturer's yet (decision 033): its
  // approval writes it again, with a new change number, and the feed carries it from then on.
  return scopedOrders(db, { tenantId })
    .select(orderFields.feed)
    .where('o.change_seq', '>', since)
    .where('o.status', 'not in', [...APPROVAL_STATUSES])
    .orderBy('o.change_seq')
    .limit(limit)
    .execute();
}

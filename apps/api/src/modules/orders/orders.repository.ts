import { sql, type Insertable } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ApprovalReason, ApproverRole } from '@portal/contract';
import type { OrderLinesTable, OrdersTable, Db } from '../../db/schema.ts';
import { ADDRESS_COLUMNS } from '../../db/address-columns.ts';
import { POSTGRES_BOUNDS } from '../../db/database.ts';
import { builtOnce } from '../../db/built-once.ts';
import { knownWhenRun, prepared, PREPARED_MARK } from '../../db/prepared-statements.ts';
import { lockTimeoutNow } from '../../lib/request-scope.ts';
import { approvalRequestedEmails, orderCreatedEmails } from '../notifications/email-fan-out.ts';
import { webhookFanOut } from '../outbox/outbox.ts';
import { sellableUnits } from '../../readers/product-reader.ts';
import { spendUpdate } from './spending.sql.ts';
import { durableOrderNumber } from './durable-order-numbers.ts';

/**
 * Every SQL statement of orders. Each function takes the tenant id, and the ones that read
 * orders or addresses take the member's customer id too: no query can reach another customer.
 */

export interface OrderHead {
  id: number;
  sale_no: number;
  status: OrdersTable['status'];
  total: number;
}

/** An order placed with an idempotency key, and the fingerprint of the request that placed it. */
export interface IdempotentOrder extends OrderHead {
  fingerprint: string | null;
}

export function findIdempotentOrder(
  db: Db,
  tenantId: number,
  userId: number,
  key: string,
): Promise<IdempotentOrder | undefined> {
  return db
    .selectFrom('orders')
    .select(['id', 'sale_no', 'status', 'total', 'idempotency_fingerprint as fingerprint'])
    .where('tenant_id', '=', tenantId)
    .where('placed_by_user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

function shippingAddressQuery(db: Db, tenantId: number, customerId: number, id: number) {
  return db
    .selectFrom('addresses')
    .select(ADDRESS_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .where('type', '=', 'S');
}

export function findSetting(db: Db, tenantId: number, key: string) {
  return db
    .selectFrom('tenant_settings')
    .select('value')
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** The customer's approval rules, as order-approval.ts reads them (decision 033). */
function approvalRulesQuery(db: Db, tenantId: number, customerId: number) {
  return db
    .selectFrom('approval_rules')
    .select([
      'id',
      'condition',
      sql<number>`threshold::float8`.as('threshold'),
      'applies_to as appliesTo',
      'approver_role as approverRole',
      'category_id as categoryId',
      'address_id as addressId',
      'approver_user_ids as approverUserIds',
    ])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .orderBy('id');
}

/** The member's spending limit and what their period spent (null limit: none). */
function spendingQuery(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('memberships')
    .select([
      sql<number | null>`spending_limit::float8`.as('limit'),
      'spending_period as period',
      sql<number>`spent_in_period::float8`.as('spent'),
      sql<string | null>`spent_period_start::text`.as('spentSince'),
      'spending_over_limit as overLimit',
    ])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId);
}

/**
 * Every category the products of these units are filed in, with their ancestors: what a rule on a
 * category reads (decision 042). Read only for a customer that has such a rule.
 */
function lineCategoriesQuery(
  db: Db,
  tenantId: number,
  customerId: number,
  puomIds: readonly number[],
) {
  return sql<number[]>`array(
    select distinct ca.ancestor_id
    from product_uoms pu
    join product_categories pc on pc.tenant_id = pu.tenant_id and pc.product_id = pu.product_id
    join category_ancestors ca on ca.tenant_id = pc.tenant_id and ca.category_id = pc.category_id
    where pu.tenant_id = ${tenantId} and pu.id = any(${knownWhenRun(puomIds, 'int[]')})
      and exists (select 1 from approval_rules r where r.tenant_id = ${tenantId}
        and r.customer_id = ${customerId} and r.condition = 'category'))`;
}

interface OrderInputsShape {
  hasCustomer: boolean;
  hasPriceList: boolean;
}

interface OrderInputsArgs extends Record<string, unknown> {
  tenantId: number;
  userId: number;
  customerId: number;
  addressId: number;
  puomIds: readonly number[];
  priceListId: number;
}

// The order path's read: built once per shape (no query building per order, issue 25 point 3)
// and prepared (one shape per kind of buyer; each value an index key, so the generic plan is the
// custom one). Its units' ids are known when it runs (knownWhenRun): with the ids in view, its
// custom plans for orders of a few lines looked cheaper than the generic one, planned for ten,
// and PostgreSQL planned it at every order.
const orderInputs = builtOnce(
  (shape: OrderInputsShape) => `${shape.hasCustomer}:${shape.hasPriceList}`,
  (db: Db, shape: OrderInputsShape, args: OrderInputsArgs) =>
    db
      .selectNoFrom(() => [
        shape.hasCustomer
          ? jsonObjectFrom(
              shippingAddressQuery(db, args.tenantId, args.customerId, args.addressId),
            ).as('address')
          : sql<null>`null`.as('address'),
        shape.hasCustomer
          ? jsonArrayFrom(approvalRulesQuery(db, args.tenantId, args.customerId)).as('rules')
          : sql<[]>`'[]'::json`.as('rules'),
        shape.hasCustomer
          ? lineCategoriesQuery(db, args.tenantId, args.customerId, args.puomIds).as('categoryIds')
          : sql<number[]>`'{}'::int[]`.as('categoryIds'),
        jsonObjectFrom(spendingQuery(db, args.tenantId, args.userId)).as('spending'),
        jsonArrayFrom(
          sellableUnits(
            db,
            args.tenantId,
            args.puomIds,
            shape.hasPriceList ? args.priceListId : null,
          ),
        ).as('units'),
      ])
      .$call(prepared),
);

/**
 * What an order is checked against, in one statement: the member's customer's shipping address
 * it names (absent when it is not theirs, not a shipping address, or there is no customer), the
 * customer's approval rules and the member's spending limit (so that they cost no round trip of
 * their own, issue 29 point 10) and the active units of active products its lines name, with the customer's price tiers.
 */
export async function findOrderInputs(
  db: Db,
  tenantId: number,
  userId: number,
  customerId: number | null,
  addressId: number,
  puomIds: readonly number[],
  priceListId: number | null,
) {
  const [row] = await orderInputs(
    db,
    { hasCustomer: customerId !== null, hasPriceList: priceListId !== null },
    {
      tenantId,
      userId,
      customerId: customerId ?? 0,
      addressId,
      puomIds,
      priceListId: priceListId ?? 0,
    },
  );
  if (!row) throw new Error('the order inputs statement returned no row');
  return {
    address: row.address ?? undefined,
    rules: row.rules,
    spending: row.spending,
    categoryIds: row.categoryIds,
    units: row.units,
  };
}
/**
 * The customer's approval rules and the member's spending limit, in one statement, for an order
 * written outside the order path's read (an accepted quote, decision 035): the same reads
 * findOrderInputs makes, so both decide with the same data.
 */
export async function findApprovalInputs(
  db: Db,
  tenantId: number,
  customerId: number,
  userId: number,
  puomIds: readonly number[],
) {
  const row = await db
    .selectNoFrom(() => [
      jsonArrayFrom(approvalRulesQuery(db, tenantId, customerId)).as('rules'),
      jsonObjectFrom(spendingQuery(db, tenantId, userId)).as('spending'),
      lineCategoriesQuery(db, tenantId, customerId, puomIds).as('categoryIds'),
    ])
    .executeTakeFirstOrThrow();
  return { rules: row.rules, spending: row.spending, categoryIds: row.categoryIds };
}

export type SellableUnit = Awaited<ReturnType<typeof findOrderInputs>>['units'][number];

export type NewOrder = Omit<
  Insertable<OrdersTable>,
  'sale_no' | 'status' | 'approval_reasons' | 'approver_role'
> & {
  /** Why it waits for a colleague's approval, and who may decide it; absent: it does not. */
  approval?:
    | {
        reasons: readonly ApprovalReason[];
        approverRole: ApproverRole;
        /** The colleagues its rules named; null: its role decides (decision 042). */
        approverUserIds: readonly number[] | null;
      }
    | undefined;
  /**
   * The placer has a spending limit: the statement adds the order to what their period spent, and
   * writes nothing when that would pass the limit (decision 033). 'counted': the order already
   * waits because it passes the limit, and is added whatever the sum (decision 042).
   */
  limited?: boolean | 'counted' | undefined;
};
export type NewOrderLine = Omit<Insertable<OrderLinesTable>, 'tenant_id' | 'order_id'>;

/** An order as written, before its transaction commits: its number is not taken yet. */
export type WrittenOrder = Omit<OrderHead, 'sale_no'>;

/**
 * The order.created webhook messages, for a statement whose common table expression `head` is the
 * order as written (its id, customer, placer, status, date, purchase order and total): the
 * statement that places it, or the one that approves it (decision 033). Its number may not exist
 * yet: the deliverer reads it (webhook-handler.ts).
 */
export function orderCreatedMessages(tenantId: number) {
  return webhookFanOut({
    tenantId,
    event: 'order.created',
    from: sql`head`,
    payload: sql`jsonb_build_object(
      'order_id', head.id, 'sale_no', null, 'customer_id', head.customer_id,
      'placed_by_user_id', head.placed_by_user_id, 'status', head.status,
      'sale_date', head.sale_date::text, 'purchase_order', head.purchase_order,
      'total', head.total)`,
  });
}

/** The columns `head` returns for orderCreatedMessages. */
export const ANNOUNCED_COLUMNS = sql`id, customer_id, placed_by_user_id, status, sale_date,
  purchase_order, total, created_at, approver_role, approver_user_ids`;

/**
 * The approval webhook messages (decision 033) for a statement whose `head` is the order: when it
 * starts waiting, and when it is approved or declined.
 */
export function orderApprovalMessages(
  tenantId: number,
  event: 'order.approval_requested' | 'order.approved' | 'order.declined',
  decidedBy: number | null = null,
  comment: string | null = null,
) {
  return webhookFanOut({
    tenantId,
    event,
    from: sql`head`,
    payload: sql`jsonb_build_object(
      'order_id', head.id, 'sale_no', ${event === 'order.approval_requested' ? sql`null` : sql`(select sale_no from orders where tenant_id = ${tenantId} and id = head.id)`},
      'customer_id', head.customer_id, 'placed_by_user_id', head.placed_by_user_id,
      'status', head.status, 'total', head.total, 'decided_by_user_id', ${decidedBy}::int,
      'comment', ${comment}::text)`,
  });
}

/**
 * Writes an order in ONE statement: its head, its lines, its first event (draft) and the
 * webhook messages and e-mails that announce it (decision 017). The head
 * carries a placeholder number (minus its id) until its transaction commits, when a deferred
 * trigger (migration 0011) takes the tenant's next number: the counter row is locked only from
 * then to the end of the commit, so concurrent orders of a tenant write their rows side by side
 * and queue only for that instant (decision 015); that wait ends by the request's deadline
 * (decision 021: its lock timeout is set to what the request has left, and a lock it cannot get
 * in time rolls the order back). The commit does not wait for its WAL to reach
 * the disk, so the counter row is not held through that wait either: whoever acknowledges the
 * order must flush first, as insertPlacedOrder does. Lines travel as typed arrays, so the
 * statement has one shape whatever the number of lines.
 */
export async function writeOrder(
  db: Db,
  order: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<WrittenOrder | undefined> {
  const column = <K extends keyof NewOrderLine>(key: K) => lines.map((line) => line[key]);
  const { approval } = order;
  // An order that waits for approval is not the manufacturer's yet: its new-order messages wait
  // for a colleague's approval (approvals.repository.ts); its approvers hear of it now.
  const announcements = approval
    ? sql`, webhooks as (${orderApprovalMessages(order.tenant_id, 'order.approval_requested')}
    ), emails as (${approvalRequestedEmails(order.tenant_id)})`
    : sql`, webhooks as (${orderCreatedMessages(order.tenant_id)}
    ), emails as (${orderCreatedEmails(order.tenant_id)})`;
  // The limit's check and sum in one conditional UPDATE: a concurrent order of the same member
  // waits for this row and re-checks the sum it left, so two orders never pass the limit together.
  const spend = order.limited
    ? sql`spend as (${spendUpdate(order.tenant_id, order.placed_by_user_id ?? 0, order.total, order.limited === 'counted')}), `
    : sql``;
  const result = await sql<WrittenOrder>`
    with ${spend}new_order as (
      select nextval(pg_get_serial_sequence('orders', 'id'))::int as id,
        set_config('synchronous_commit', 'off', true) as commit_mode,
        set_config('lock_timeout', ${String(lockTimeoutNow(POSTGRES_BOUNDS.lockTimeoutMs))}, true)
          as lock_mode
      ${order.limited ? sql`from spend` : sql``}
    ), head as (
      insert into orders (
        tenant_id, id, sale_no, customer_id, placed_by_user_id, status, sale_date,
        purchase_order, note, delivery_method, payment_option, shipping_address_id,
        shipping_address, sales_person, total, idempotency_key, idempotency_fingerprint,
        approval_reasons, approver_role, approver_user_ids
      )
      select
        ${order.tenant_id}, new_order.id, -new_order.id, ${order.customer_id},
        ${order.placed_by_user_id}, ${approval ? 'awaiting_approval' : 'draft'},
        ${order.sale_date}::date, ${order.purchase_order},
        ${order.note}, ${order.delivery_method}, ${order.payment_option},
        ${order.shipping_address_id}, ${order.shipping_address}, ${order.sales_person},
        ${order.total}::numeric, ${order.idempotency_key}, ${order.idempotency_fingerprint},
        ${approval ? JSON.stringify(approval.reasons) : null}::jsonb,
        ${approval?.approverRole ?? null}::text,
        ${approval?.approverUserIds ? [...approval.approverUserIds] : null}::int[]
      from new_order
      returning ${ANNOUNCED_COLUMNS}
    ), line_rows as (
      insert into order_lines (
        tenant_id, order_id, line_no, product_id, puom_id, part_number, description, uom_code,
        cf, sale_qty, price, line_total, comment
      )
      select ${order.tenant_id}, head.id, l.*
      from head, unnest(
        ${column('line_no')}::int[], ${column('product_id')}::int[], ${column('puom_id')}::int[],
        ${column('part_number')}::text[], ${column('description')}::text[],
        ${column('uom_code')}::text[], ${column('cf')}::numeric[], ${column('sale_qty')}::int[],
        ${column('price')}::numeric[], ${column('line_total')}::numeric[],
        ${column('comment')}::text[]
      ) as l
    ), first_event as (
      insert into order_events (tenant_id, order_id, from_status, to_status, user_id)
      select ${order.tenant_id}, head.id, null, head.status, ${order.placed_by_user_id}
      from head
    )${announcements}
    select id, status, total from head ${sql.raw(PREPARED_MARK)}`.execute(db);
  return result.rows[0];
}

/**
 * Writes an order in its own transaction (the statement commits as it ends), then reads the
 * number its commit took once the WAL is on disk past that commit (durable-order-numbers.ts): the
 * order is durable before it is answered, and concurrent orders share those reads and flushes
 * instead of each holding the counter row through its own.
 */
export async function insertPlacedOrder(
  db: Db,
  order: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<OrderHead | undefined> {
  if (db.isTransaction) {
    throw new Error('an order is numbered when it commits: place it outside a transaction');
  }
  const head = await writeOrder(db, order, lines);
  if (!head) {
    if (order.limited) return undefined;
    throw new Error('the order statement returned no row');
  }
  return { ...head, sale_no: await durableOrderNumber(db, order.tenant_id, head.id) };
}

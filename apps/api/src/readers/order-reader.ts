import { mayApprove, seesCompanyOrders } from '@portal/contract';
import { companyMemberOf, type Member } from '../core/callers.ts';
import { builtOnce } from '../db/built-once.ts';
import type { Db } from '../db/schema.ts';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { prepared } from '../db/prepared-statements.ts';
import { eventFields, lineFields, orderFields } from './order-fields.ts';

/**
 * The one reader of orders: every read of an order's head, lines or history, whoever reads it,
 * goes through here with its audience's fields (order-fields.ts). Each read is scoped by tenant,
 * and a buyer's by their customer too: no read can reach another company's or customer's order.
 * Writes stay with their modules (orders.repository.ts places, admin orders move a status).
 */

/**
 * Whose orders a read may reach: the tenant's, only the customer's when one is named, and only
 * one person's own when `ownOrdersOf` names them (a buyer who does not see all their company's
 * orders: company-roles' maySeeOrder).
 */
export interface OrderScope {
  tenantId: number;
  customerId?: number | undefined;
  /**
   * A user id: only the orders they placed or decided (approved or declined), for every read of
   * a scope at once (company-roles' maySeeOrder; decision 033).
   */
  ownOrdersOf?: number | undefined;
  /**
   * With ownOrdersOf: the member approves orders, so the company's orders that went through
   * approval (waiting, decided or withdrawn) are theirs to read too: the inbox opens them, and an
   * approver who lost a race to a colleague learns that the order was decided (409), not that it
   * vanished (404).
   */
  seesApprovalOrders?: boolean | undefined;
}

/** A buyer's scope: their customer's orders only, and only their own unless they see all. */
export interface BuyerScope extends OrderScope {
  customerId: number;
}

/**
 * The orders a signed-in member may read, as company-roles' seesCompanyOrders says; undefined
 * for a member who orders for no customer (none are theirs).
 */
export function buyerScopeOf(member: Member): BuyerScope | undefined {
  const companyMember = companyMemberOf(member);
  if (!companyMember) return undefined;
  const scope = { tenantId: member.tenantId, customerId: companyMember.customerId };
  if (seesCompanyOrders(companyMember)) return scope;
  return { ...scope, ownOrdersOf: member.userId, seesApprovalOrders: mayApprove(companyMember) };
}

/** Orders of the scope (`o`). */
export function scopedOrderRows(db: Db, scope: OrderScope) {
  let orders = db.selectFrom('orders as o').where('o.tenant_id', '=', scope.tenantId);
  if (scope.customerId !== undefined) orders = orders.where('o.customer_id', '=', scope.customerId);
  const own = scope.ownOrdersOf;
  if (own !== undefined) {
    orders = orders.where((eb) =>
      eb.or([
        eb('o.placed_by_user_id', '=', own),
        eb('o.decided_by_user_id', '=', own),
        ...(scope.seesApprovalOrders ? [eb('o.approver_role', 'is not', null)] : []),
      ]),
    );
  }
  return orders;
}

/** Orders of the scope, each with its customer (`c`). */
export function scopedOrders(db: Db, scope: OrderScope) {
  return scopedOrderRows(db, scope).innerJoin('customers as c', (join) =>
    join.onRef('c.tenant_id', '=', 'o.tenant_id').onRef('c.id', '=', 'o.customer_id'),
  );
}

/** The same, with who placed each (the console's reads). */
export function scopedOrdersWithPlacer(db: Db, scope: OrderScope) {
  return scopedOrders(db, scope).leftJoin('users as u', 'u.id', 'o.placed_by_user_id');
}

/** One order's head as the buyer's order page shows it; undefined when not the customer's. */
export function buyerOrder(db: Db, scope: BuyerScope, orderId: number) {
  return scopedOrdersWithPlacer(db, scope)
    .leftJoin('users as d', 'd.id', 'o.decided_by_user_id')
    .select(orderFields.buyer)
    .select(orderFields.placedByName)
    .select(orderFields.approval)
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
export type BuyerOrderRow = NonNullable<Awaited<ReturnType<typeof buyerOrder>>>;

/** One order's head as the console shows it. */
export function consoleOrder(db: Db, tenantId: number, orderId: number) {
  return scopedOrdersWithPlacer(db, { tenantId })
    .leftJoin('users as d', 'd.id', 'o.decided_by_user_id')
    .select(orderFields.console)
    .select(orderFields.approval)
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/**
 * The orders of the member's customer that wait for approval, oldest first, with who placed each
 * and how many lines it has: the approvers' inbox (whether this approver may decide each is
 * order-approval's mayDecideOrder). Index orders_customer_idx.
 */
export function waitingOrders(db: Db, tenantId: number, customerId: number, limit: number) {
  return scopedOrdersWithPlacer(db, { tenantId, customerId })
    .select(orderFields.waiting)
    .select((eb) =>
      eb
        .selectFrom('order_lines as l')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('l.tenant_id', '=', 'o.tenant_id')
        .whereRef('l.order_id', '=', 'o.id')
        .as('lines'),
    )
    .where('o.status', '=', 'awaiting_approval')
    .orderBy('o.created_at')
    .orderBy('o.id')
    .limit(limit)
    .execute();
}
export type ConsoleOrderRow = NonNullable<Awaited<ReturnType<typeof consoleOrder>>>;

/** One order's head as the documents tell it (a buyer's own only, when the scope names one). */
// The reads of an order's e-mails and documents, by key (one shape each, so prepared: the outbox
// runs them for every order, and planning such a statement costs more than running it).

/**
 * One order as the documents tell it, in one statement: its head, who placed it, and its lines in
 * line order (the outbox reads it for every order's e-mails).
 */
export async function documentOrder(db: Db, scope: OrderScope, orderId: number) {
  const [order] = await documentOrderOnce(
    db,
    {
      customer: scope.customerId !== undefined,
      own: scope.ownOrdersOf !== undefined,
      approvals: scope.seesApprovalOrders === true,
    },
    {
      tenantId: scope.tenantId,
      customerId: scope.customerId ?? 0,
      ownOrdersOf: scope.ownOrdersOf ?? 0,
      orderId,
    },
  );
  return order;
}

/** Which of a scope's conditions a statement has; their values are its parameters. */
interface ScopeShape {
  customer: boolean;
  own: boolean;
  approvals: boolean;
}

/**
 * The document read of every order e-mail and PDF, built and compiled once per scope shape
 * (built-once.ts): building it by Kysely at each e-mail was a fifth of the server's Kysely time in
 * the order bench (a CPU profile of its servers).
 */
const documentOrderOnce = builtOnce(
  (shape: ScopeShape) => `${shape.customer}:${shape.own}:${shape.approvals}`,
  (
    db,
    shape: ScopeShape,
    args: { tenantId: number; customerId: number; ownOrdersOf: number; orderId: number },
  ) =>
    scopedOrders(db, {
      tenantId: args.tenantId,
      customerId: shape.customer ? args.customerId : undefined,
      ownOrdersOf: shape.own ? args.ownOrdersOf : undefined,
      seesApprovalOrders: shape.approvals,
    })
      .leftJoin('users as u', 'u.id', 'o.placed_by_user_id')
      .select(orderFields.document)
      .select(orderFields.documentPlacedBy)
      .select((eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('order_lines as l')
            .select(lineFields.document)
            .whereRef('l.tenant_id', '=', 'o.tenant_id')
            .whereRef('l.order_id', '=', 'o.id')
            .orderBy('l.line_no'),
        ).as('lines'),
      )
      .where('o.id', '=', args.orderId)
      .$call(prepared),
);

/** The number an order's commit took, for its webhook envelope. */
export function webhookOrder(db: Db, tenantId: number, orderId: number) {
  return scopedOrderRows(db, { tenantId })
    .select(orderFields.webhook)
    .where('o.id', '=', orderId)
    .$call(prepared)
    .executeTakeFirst();
}

function linesOf(db: Db, tenantId: number) {
  return db.selectFrom('order_lines as l').where('l.tenant_id', '=', tenantId);
}

/** Lines of an order already found for its reader, in line order, for the screens. */
export function screenLines(db: Db, tenantId: number, orderId: number) {
  return linesOf(db, tenantId)
    .select(lineFields.screen)
    .where('l.order_id', '=', orderId)
    .orderBy('l.line_no')
    .execute();
}

/** The lines of several orders for the ERP feed, each order's in line order. */
export function feedLines(db: Db, tenantId: number, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return linesOf(db, tenantId)
    .select(lineFields.feed)
    .where('l.order_id', 'in', [...orderIds])
    .orderBy('l.order_id')
    .orderBy('l.line_no')
    .execute();
}

/**
 * An order of the buyer's scope with its lines, in line order, in one statement: no row when the
 * order is not theirs, one row without a line for an order without lines. A line has
 * its product, its quantity, its part number as ordered, and whether its unit is the product's
 * default unit today (the unit quick order and the cart sell).
 */
export function reorderLines(db: Db, scope: BuyerScope, orderId: number) {
  return scopedOrderRows(db, scope)
    .leftJoin('order_lines as l', (join) =>
      join.onRef('l.tenant_id', '=', 'o.tenant_id').onRef('l.order_id', '=', 'o.id'),
    )
    .leftJoin('products as p', (join) =>
      join.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.product_id'),
    )
    .select(lineFields.reorder)
    .where('o.id', '=', orderId)
    .orderBy('l.line_no')
    .execute();
}

/** The order's status history for the console, oldest first, with who made each change. */
export function orderEvents(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('order_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(eventFields)
    .where('e.tenant_id', '=', tenantId)
    .where('e.order_id', '=', orderId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
}

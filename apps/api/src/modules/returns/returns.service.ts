import {
  checkReturn,
  creditAppliedMinor,
  fromMinorUnits,
  HOLDING_STATES,
  nextReturnState,
  RETURN_STATES,
  toMinorUnits,
  type AdminReturn,
  type CreateReturnInput,
  type OrderReturn,
  type ReturnAction,
  type ReturnState,
} from '@portal/contract';
import { sql, type UpdateObject } from 'kysely';
import type { AuditActor, Member } from '../../core/callers.ts';
import type { Database, Db, Trx } from '../../db/schema.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { returnNotAllowed } from './return-errors.ts';
import { actorOf, recordAudit } from '../admin/audit/record-audit.ts';
import { lockOrderStatus, markOrderChanged } from '../admin/orders/orders.repository.ts';
import { enqueue } from '../events/enqueue-event.ts';
import { DEFAULT_LEDGER_CURRENCY, ledgerCurrency, writeCredit } from '../invoices/ledger-writes.ts';
import { enqueueReturnDecidedEmail } from '../notifications/email-fan-out.ts';
import { buyerScopeOf, scopedOrderRows } from '../../readers/order-reader.ts';
import {
  adminReturnAnswer,
  creditAmountOf,
  returnAnswer,
  returnsOf,
} from '../../readers/return-reader.ts';
import { settledOfInvoice } from '../../readers/invoice-settled.ts';

/**
 * Returns (RMA, issue 31 point 4, decision 039), for the buyer and the console. Every write
 * locks the order's row first, as a shipment does (decision 037): two returns of one order, or a
 * return and a decision, run one after the other, each seeing the other's commit. The statement
 * that inserts a return's lines checks, per line, that it asks no more than the line shipped less
 * what other returns hold: a request that loses that race inserts fewer lines and is refused.
 */

/** The order the buyer may see, or 404: another customer's, or a colleague's they may not see. */
async function visibleOrderId(db: Db, member: Member, orderId: number): Promise<number> {
  const scope = buyerScopeOf(member);
  const row =
    scope &&
    (await scopedOrderRows(db, scope)
      .select('o.id')
      .where('o.id', '=', orderId)
      .executeTakeFirst());
  if (!row) throw notFound('orders.notFound');
  return row.id;
}

/** A return of an order the buyer may see, with its order id and state; 404 otherwise. */
async function visibleReturn(db: Db, member: Member, returnId: number) {
  const scope = buyerScopeOf(member);
  const row =
    scope &&
    (await scopedOrderRows(db, scope)
      .innerJoin('returns as r', (join) =>
        join.onRef('r.tenant_id', '=', 'o.tenant_id').onRef('r.order_id', '=', 'o.id'),
      )
      .select(['r.id', 'r.order_id', 'r.state'])
      .where('r.tenant_id', '=', member.tenantId)
      .where('r.customer_id', '=', scope.customerId)
      .where('r.id', '=', returnId)
      .executeTakeFirst());
  if (!row) throw notFound('returns.notFound');
  return row;
}

async function oneReturn(db: Db, tenantId: number, returnId: number) {
  const [row] = await returnsOf(db, { tenantId, returnId });
  if (!row) throw notFound('returns.notFound');
  return row;
}

/** The order's lines with what each shipped and what returns hold, read under the lock. */
function returnableLines(trx: Trx, tenantId: number, orderId: number) {
  return trx
    .selectFrom('order_lines as l')
    .select([
      'l.id',
      'l.line_no',
      sql<number>`(select coalesce(sum(sl.quantity), 0)::int from shipment_lines sl
        where sl.tenant_id = l.tenant_id and sl.order_line_id = l.id)`.as('shipped'),
      sql<number>`(select coalesce(sum(rl.quantity), 0)::int from return_lines rl
        join returns r on r.tenant_id = rl.tenant_id and r.id = rl.return_id
        where rl.tenant_id = l.tenant_id and rl.order_line_id = l.id
          and r.state in (${sql.join(HOLDING_STATES.map((state) => sql.lit(state)))}))`.as(
        'returned',
      ),
    ])
    .where('l.tenant_id', '=', tenantId)
    .where('l.order_id', '=', orderId)
    .execute();
}

/** The buyer's view of an order's returns, newest first. */
export async function listOrderReturns(
  db: Db,
  member: Member,
  orderId: number,
): Promise<OrderReturn[]> {
  const id = await visibleOrderId(db, member, orderId);
  const rows = await returnsOf(db, { tenantId: member.tenantId, orderId: id });
  return rows.map(returnAnswer);
}

/**
 * Asks to return some of what the order shipped. The order must be one the member may see (404);
 * it must have shipped something (409); each line must be the order's, named once, shipped, and
 * within what may still be returned (422 on the line's field).
 */
export async function requestReturn(
  db: Db,
  member: Member,
  orderId: number,
  input: CreateReturnInput,
): Promise<OrderReturn> {
  const { tenantId } = member;
  await visibleOrderId(db, member, orderId);
  const returnId = await db.transaction().execute(async (trx) => {
    const order = await lockOrderStatus(trx, tenantId, orderId);
    if (!order) throw notFound('orders.notFound');
    const lines = await returnableLines(trx, tenantId, orderId);
    if (!lines.some((line) => line.shipped > 0)) throw new AppError(409, 'returns.orderNotShipped');
    // The ERP's orders feed carries what returns hold of each line (decision 045).
    await markOrderChanged(trx, tenantId, orderId);
    const refusal = checkReturn(
      new Map(lines.map((line) => [line.line_no, line])),
      input.lines.map((line) => ({ lineNo: line.line_no, quantity: line.quantity })),
    );
    if (refusal) {
      const index = input.lines.findIndex((line) => line.line_no === refusal.lineNo);
      switch (refusal.reason) {
        case 'exceeds_returnable':
          throw fieldError(`lines.${index}.quantity`, 'returns.exceedsReturnable', {
            line: refusal.lineNo,
            max: refusal.returnable,
          });
        case 'not_shipped':
          throw fieldError(`lines.${index}.line_no`, 'returns.notShipped', {
            line: refusal.lineNo,
          });
        case 'unknown_line':
          throw fieldError(`lines.${index}.line_no`, 'returns.unknownLine', {
            line: refusal.lineNo,
          });
        case 'duplicate_line':
          throw fieldError(`lines.${index}.line_no`, 'returns.duplicateLine', {
            line: refusal.lineNo,
          });
      }
    }
    const { id } = await trx
      .insertInto('returns')
      .values({
        tenant_id: tenantId,
        order_id: orderId,
        customer_id: order.customer_id,
        reason: input.reason,
        comment: input.comment,
        requested_by_user_id: member.userId,
        currency:
          (await ledgerCurrency(trx, tenantId, order.customer_id)) ?? DEFAULT_LEDGER_CURRENCY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The check again, in the statement that writes: a line is inserted only while its quantity
    // fits what it shipped less what the returns holding quantities (this one not yet) hold.
    const requested = sql.join(
      input.lines.map((line) => sql`(${line.line_no}::int, ${line.quantity}::int)`),
    );
    const inserted = await sql<{ order_line_id: number }>`
      insert into return_lines (tenant_id, return_id, order_line_id, quantity)
      select l.tenant_id, ${id}::int, l.id, q.quantity
      from order_lines l join (values ${requested}) as q (line_no, quantity)
        on q.line_no = l.line_no
      where l.tenant_id = ${tenantId} and l.order_id = ${orderId}
        and q.quantity <= (select coalesce(sum(sl.quantity), 0) from shipment_lines sl
            where sl.tenant_id = l.tenant_id and sl.order_line_id = l.id)
          - (select coalesce(sum(rl.quantity), 0) from return_lines rl
            join returns r on r.tenant_id = rl.tenant_id and r.id = rl.return_id
            where rl.tenant_id = l.tenant_id and rl.order_line_id = l.id
              and r.state in (${sql.join(HOLDING_STATES.map((state) => sql.lit(state)))}))
      returning order_line_id`.execute(trx);
    if (inserted.rows.length !== input.lines.length) {
      throw fieldError('lines', 'returns.exceedsReturnable', { line: '', max: 0 });
    }
    const lineSummary = input.lines.map(({ line_no, quantity }) => ({ line_no, quantity }));
    await recordAudit(trx, {
      tenantId,
      ...actorOf(member),
      action: 'return.request',
      entity: 'order',
      entityId: orderId,
      before: null,
      after: { return_id: id, reason: input.reason, lines: lineSummary },
    });
    await enqueue(trx, tenantId, 'return.requested', {
      return_id: id,
      order_id: orderId,
      sale_no: order.sale_no,
      customer_id: order.customer_id,
      reason: input.reason,
      comment: input.comment,
      lines: lineSummary,
      requested_by_user_id: member.userId,
    });
    return id;
  });
  return returnAnswer(await oneReturn(db, tenantId, returnId));
}

/** Locks a return's order, then reads the return's state under that lock. */
async function lockReturn(trx: Trx, tenantId: number, returnId: number) {
  const head = await trx
    .selectFrom('returns')
    .select('order_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', returnId)
    .executeTakeFirst();
  if (!head) throw notFound('returns.notFound');
  await lockOrderStatus(trx, tenantId, head.order_id);
  const row = await trx
    .selectFrom('returns')
    .select(['id', 'order_id', 'customer_id', 'state', 'currency'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', returnId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('returns.notFound');
  return row;
}

/** The state an action leads to, or 409 naming the state it is in. */
function moveOr409(state: ReturnState, action: ReturnAction): ReturnState {
  const next = nextReturnState(state, action);
  if (!next) throw returnNotAllowed(state);
  return next;
}

type LockedReturn = Awaited<ReturnType<typeof lockReturn>>;

/** What a move writes besides the state: the return's own columns and the audit row's facts. */
interface MoveEffects {
  columns?: Omit<UpdateObject<Database, 'returns'>, 'state'>;
  audit?: Record<string, unknown>;
}

/** Whether the return is already where the action leads (the same call made again). */
const alreadyMoved = (state: ReturnState, action: ReturnAction) =>
  RETURN_STATES.some((from) => nextReturnState(from, action) === state);

export interface MoveOptions {
  /**
   * The ERP's calls (decision 045): the same move made again answers the return as it is, with
   * nothing written, instead of 409 — a retry after a lost answer never writes twice.
   */
  repeatAnswersSame?: boolean;
}

/**
 * One move of a return (return-states.ts) in the caller's transaction: locks it (its order
 * first), finds the state the action leads to or answers 409, runs the move's own effects (the
 * credit note), then writes the state with the move's columns and an audit row, and writes the
 * order again so that the ERP's orders feed carries its returned quantities. Answers the state
 * and whether it moved (false only for a repeat the options accept).
 */
async function moveReturn(
  trx: Trx,
  actor: AuditActor,
  returnId: number,
  action: ReturnAction,
  effects: (
    row: LockedReturn,
    next: ReturnState,
  ) => Promise<MoveEffects> | MoveEffects = () => ({}),
  options: MoveOptions = {},
): Promise<{ state: ReturnState; moved: boolean }> {
  const { tenantId } = actor;
  const row = await lockReturn(trx, tenantId, returnId);
  if (options.repeatAnswersSame && alreadyMoved(row.state, action)) {
    return { state: row.state, moved: false };
  }
  const next = moveOr409(row.state, action);
  // Before the return's own write: both take the tenant's change number at commit, in this order.
  await markOrderChanged(trx, tenantId, row.order_id);
  const { columns = {}, audit = {} } = await effects(row, next);
  await trx
    .updateTable('returns')
    .set({ ...columns, state: next })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', returnId)
    .execute();
  await recordAudit(trx, {
    tenantId,
    ...actorOf(actor),
    action: `return.${action}`,
    entity: 'order',
    entityId: row.order_id,
    before: { return_id: returnId, state: row.state },
    after: { return_id: returnId, state: next, ...audit },
  });
  return { state: next, moved: true };
}

/** The buyer withdraws a return nobody has decided yet. */
export async function withdrawReturn(
  db: Db,
  member: Member,
  returnId: number,
): Promise<OrderReturn> {
  await visibleReturn(db, member, returnId);
  await db.transaction().execute((trx) => moveReturn(trx, member, returnId, 'withdraw'));
  return returnAnswer(await oneReturn(db, member.tenantId, returnId));
}

/** The console's list of an order's returns; another tenant's order is 404. */
export async function listAdminOrderReturns(
  db: Db,
  tenantId: number,
  orderId: number,
): Promise<AdminReturn[]> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound('orders.notFound');
  return (await returnsOf(db, { tenantId, orderId })).map(adminReturnAnswer);
}

/**
 * Approves or refuses a requested return and e-mails the buyer who asked the decision. The
 * console's and the ERP's path alike; answers the return's id once written.
 */
export async function decideReturn(
  db: Db,
  actor: AuditActor,
  returnId: number,
  input: { decision: 'approve' | 'refuse'; comment: string | null },
  options: MoveOptions = {},
): Promise<AdminReturn> {
  const { tenantId } = actor;
  await db.transaction().execute(async (trx) => {
    const { state, moved } = await moveReturn(
      trx,
      actor,
      returnId,
      input.decision,
      () => ({
        columns: {
          decided_by_user_id: actor.userId,
          decided_at: sql<Date>`now()`,
          decision_comment: input.comment,
        },
        audit: { comment: input.comment },
      }),
      options,
    );
    // After the write: the e-mail reads the decision it tells (and a repeat sends none).
    if (moved) await enqueueReturnDecidedEmail(trx, tenantId, returnId, state === 'approved');
  });
  return adminReturnAnswer(await oneReturn(db, tenantId, returnId));
}

/**
 * The allocation of a credit note to the invoice chosen for it: the invoice must be the
 * customer's, in the credit's currency, with something open (422 on `invoice_id` otherwise); it
 * settles what the rule allows (creditAppliedMinor), never more than is open. Read with the
 * invoice locked; writeCredit checks it again on the same lock.
 */
async function creditAllocation(
  trx: Trx,
  tenantId: number,
  customerId: number,
  invoiceId: number,
  amount: number,
  currency: string,
) {
  const invoice = await trx
    .selectFrom('invoices as i')
    .select(['i.id', 'i.total', 'i.currency'])
    .select(settledOfInvoice)
    .where('i.tenant_id', '=', tenantId)
    .where('i.customer_id', '=', customerId)
    .where('i.id', '=', invoiceId)
    .forUpdate('i')
    .executeTakeFirst();
  if (!invoice) throw fieldError('invoice_id', 'ledger.notFound');
  if (invoice.currency.trim() !== currency) {
    throw fieldError('invoice_id', 'ledger.currencyMismatch');
  }
  const applied = creditAppliedMinor(
    {
      totalMinor: toMinorUnits(Number(invoice.total), currency) ?? 0,
      settledMinor: toMinorUnits(Number(invoice.settled), currency) ?? 0,
    },
    toMinorUnits(amount, currency) ?? 0,
  );
  if (applied === 0) throw fieldError('invoice_id', 'ledger.alreadyPaid');
  return { invoiceId, amount: fromMinorUnits(applied, currency), field: 'invoice_id' };
}

export interface ReceiveInput {
  /** The customer's open invoice the credit note settles; null leaves it on account. */
  invoiceId: number | null;
}

/**
 * Marks an approved return received: a credit note of its lines (quantity × the order line's
 * unit price, in the currency's decimals) enters the customer's ledger through the ledger's own
 * writer, in the same transaction, settling the chosen invoice (what it has open at most) or on
 * account. The console's and the ERP's path alike.
 */
export async function receiveReturn(
  db: Db,
  actor: AuditActor,
  returnId: number,
  input: ReceiveInput = { invoiceId: null },
  options: MoveOptions & { today?: string } = {},
): Promise<AdminReturn> {
  const { tenantId } = actor;
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  await db.transaction().execute((trx) =>
    moveReturn(
      trx,
      actor,
      returnId,
      'receive',
      async (row) => {
        const [current] = await returnsOf(trx, { tenantId, returnId });
        if (!current) throw notFound('returns.notFound');
        const currency = row.currency.trim();
        const amount = creditAmountOf(current.lines, currency);
        if (amount === 0 && input.invoiceId !== null) {
          throw fieldError('invoice_id', 'returns.nothingToCredit');
        }
        // Nothing to pay back (goods given free) writes no entry: the ledger takes no zero amount.
        const allocations =
          amount > 0 && input.invoiceId !== null
            ? [
                await creditAllocation(
                  trx,
                  tenantId,
                  row.customer_id,
                  input.invoiceId,
                  amount,
                  currency,
                ),
              ]
            : [];
        const creditEntryId =
          amount > 0
            ? (
                await writeCredit(trx, actor, {
                  kind: 'credit_note',
                  customerId: row.customer_id,
                  externalId: null,
                  date: today,
                  amount,
                  currency,
                  reference: `RMA-${returnId}`,
                  note: null,
                  allocations,
                })
              ).id
            : null;
        return {
          columns: {
            received_by_user_id: actor.userId,
            received_at: sql<Date>`now()`,
            credit_entry_id: creditEntryId,
          },
          audit: {
            credit_entry_id: creditEntryId,
            amount,
            invoice_id: allocations[0]?.invoiceId ?? null,
            applied: allocations[0]?.amount ?? 0,
          },
        };
      },
      options,
    ),
  );
  return adminReturnAnswer(await oneReturn(db, tenantId, returnId));
}

export { visibleReturn };

/** One return the member may see, as the buyer reads it. */
export async function oneBuyerReturn(db: Db, member: Member, returnId: number) {
  await visibleReturn(db, member, returnId);
  return returnAnswer(await oneReturn(db, member.tenantId, returnId));
}

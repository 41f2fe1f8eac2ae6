import {
  invoiceTotals,
  type AdminReturn,
  type IntegrationReturn,
  type OrderReturn,
} from '@portal/contract';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/schema.ts';

/**
 * The one reader of returns (issue 31 point 4, decision 039): returns with their lines, photos
 * (ids and sizes, never the bytes), who asked and who decided, in one statement. Every read is
 * scoped by tenant, and a buyer's by their customer and the orders they may see: the caller
 * passes the order it found in its scope (order-reader.ts), or the customer to match.
 */

export interface ReturnFilter {
  tenantId: number;
  /** The returns of one order (its page). */
  orderId?: number;
  /** One return. */
  returnId?: number;
  /** Only this customer's (a buyer's read). */
  customerId?: number;
}

function returnsQuery(db: Db, filter: ReturnFilter) {
  let query = db
    .selectFrom('returns as r')
    .innerJoin('orders as o', (join) =>
      join.onRef('o.tenant_id', '=', 'r.tenant_id').onRef('o.id', '=', 'r.order_id'),
    )
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'r.tenant_id').onRef('c.id', '=', 'r.customer_id'),
    )
    .leftJoin('users as q', 'q.id', 'r.requested_by_user_id')
    .leftJoin('users as d', 'd.id', 'r.decided_by_user_id')
    .select([
      'r.id',
      'r.order_id',
      'o.sale_no',
      'r.customer_id',
      'c.name as customer_name',
      'r.state',
      'r.reason',
      'r.comment',
      'r.requested_at',
      'r.decided_at',
      'r.decision_comment',
      'r.received_at',
      'r.currency',
      'r.credit_entry_id',
      'q.id as requested_by_id',
      'q.first_name as requested_by_first_name',
      'q.last_name as requested_by_last_name',
      'd.id as decided_by_id',
      'd.email as decided_by_email',
      'd.first_name as decided_by_first_name',
      'd.last_name as decided_by_last_name',
    ])
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('return_lines as rl')
          .innerJoin('order_lines as l', (join) =>
            join.onRef('l.tenant_id', '=', 'rl.tenant_id').onRef('l.id', '=', 'rl.order_line_id'),
          )
          .select([
            'rl.order_line_id',
            'l.line_no',
            'l.part_number',
            'l.description',
            'l.uom_code',
            'rl.quantity',
            'l.price as unit_price',
          ])
          .whereRef('rl.tenant_id', '=', 'r.tenant_id')
          .whereRef('rl.return_id', '=', 'r.id')
          .orderBy('l.line_no'),
      ).as('lines'),
      jsonArrayFrom(
        eb
          .selectFrom('return_photos as p')
          .select(['p.id', 'p.content_type', sql<number>`octet_length(p.data)`.as('bytes')])
          .whereRef('p.tenant_id', '=', 'r.tenant_id')
          .whereRef('p.return_id', '=', 'r.id')
          .orderBy('p.id'),
      ).as('photos'),
    ])
    .where('r.tenant_id', '=', filter.tenantId);
  if (filter.orderId !== undefined) query = query.where('r.order_id', '=', filter.orderId);
  if (filter.returnId !== undefined) query = query.where('r.id', '=', filter.returnId);
  if (filter.customerId !== undefined) query = query.where('r.customer_id', '=', filter.customerId);
  return query;
}

export function returnsOf(db: Db, filter: ReturnFilter) {
  return returnsQuery(db, filter).orderBy('r.id', 'desc').execute();
}
export type ReturnRow = Awaited<ReturnType<typeof returnsOf>>[number];

/**
 * Returns as the ERP reads them (decision 045), in one statement: one return, or those whose
 * last write took a change number above `since`, in change order (index returns_change_seq_idx),
 * with the customer's code and what the credit note settled.
 */
export function integrationReturnsOf(
  db: Db,
  tenantId: number,
  which: { returnId: number } | { since: number; limit: number },
) {
  let query = returnsQuery(db, {
    tenantId,
    ...('returnId' in which ? { returnId: which.returnId } : {}),
  })
    .select(['c.code as customer_code', sql<number>`r.change_seq`.as('change_seq')])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('ledger_allocations as a')
          .innerJoin('invoices as i', (join) =>
            join.onRef('i.tenant_id', '=', 'a.tenant_id').onRef('i.id', '=', 'a.invoice_id'),
          )
          .select(['a.invoice_id', 'i.number', 'a.amount'])
          .whereRef('a.tenant_id', '=', 'r.tenant_id')
          .whereRef('a.entry_id', '=', 'r.credit_entry_id')
          .orderBy('a.invoice_id'),
      ).as('allocations'),
    );
  if ('since' in which) {
    query = query
      .where('r.change_seq', '>', which.since)
      .orderBy('r.change_seq')
      .limit(which.limit);
  }
  return query.execute();
}
export type IntegrationReturnRow = Awaited<ReturnType<typeof integrationReturnsOf>>[number];

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : String(value);
const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** What the credit note of the lines pays back: quantity × the order line's unit price. */
export function creditAmountOf(
  lines: readonly { quantity: number; unit_price: number | string }[],
  currency: string,
): number {
  return invoiceTotals(
    lines.map((line) => ({ quantity: line.quantity, unitPrice: Number(line.unit_price) })),
    [],
    currency,
  ).total;
}

/** A return as the buyer reads it. */
export function returnAnswer(row: ReturnRow): OrderReturn {
  const currency = row.currency.trim();
  const lines = row.lines.map((line) => ({ ...line, unit_price: Number(line.unit_price) }));
  return {
    id: row.id,
    order_id: row.order_id,
    sale_no: row.sale_no,
    state: row.state,
    reason: row.reason,
    comment: row.comment,
    lines,
    photos: row.photos.map((photo) => ({ ...photo, bytes: Number(photo.bytes) })),
    requested_by:
      row.requested_by_id === null
        ? null
        : {
            id: row.requested_by_id,
            name: nameOf(row.requested_by_first_name, row.requested_by_last_name),
          },
    requested_at: iso(row.requested_at) ?? '',
    decided_at: iso(row.decided_at),
    decision_comment: row.decision_comment,
    received_at: iso(row.received_at),
    credit_amount: creditAmountOf(lines, currency),
    currency,
    credit_entry_id: row.credit_entry_id,
  };
}

/** A return as the console reads it: the customer and who decided too. */
export function adminReturnAnswer(row: ReturnRow): AdminReturn {
  return {
    ...returnAnswer(row),
    customer: { id: row.customer_id, name: row.customer_name },
    decided_by:
      row.decided_by_id === null
        ? null
        : {
            id: row.decided_by_id,
            email: row.decided_by_email ?? '',
            name: nameOf(row.decided_by_first_name, row.decided_by_last_name),
          },
  };
}

/** A return as an ERP reads it: the customer's code, what its credit settled, no photos. */
export function integrationReturnAnswer(row: IntegrationReturnRow): IntegrationReturn {
  const { photos: _photos, requested_by: _requestedBy, ...answer } = returnAnswer(row);
  return {
    ...answer,
    change: String(row.change_seq ?? 0),
    customer: { id: row.customer_id, code: row.customer_code, name: row.customer_name },
    allocations: row.allocations.map((allocation) => ({
      invoice_id: allocation.invoice_id,
      number: allocation.number,
      amount: Number(allocation.amount),
    })),
  };
}

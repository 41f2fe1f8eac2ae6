import {
  allocationProblem,
  currencyDecimals,
  fromMinorUnits,
  invoiceTotals,
  toMinorUnits,
  type MessageKey,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { AuditActor } from '../../core/callers.ts';
import { settledOfInvoice } from '../../readers/invoice-settled.ts';

/**
 * The writes of the ledger (issue 31, decision 038): an invoice and its entry; a payment or a
 * credit note and what it settles. Each runs inside the caller's transaction, so that the ERP's
 * and the console's paths share every rule: one currency per customer's ledger, no allocation
 * above an invoice's open amount (checked on the invoice rows locked FOR UPDATE, so two payments
 * at once never settle the same amount twice), and an ERP id posted twice answering the first.
 */

const plainAmount = (amount: number, currency: string) =>
  `${amount.toFixed(currencyDecimals(currency))} ${currency}`;

/** A line to bill: what an ERP sends, what an order line (later a shipment line) becomes. */
export interface BillableLine {
  partNumber: string;
  description: string;
  quantity: number;
  unitPrice: number;
  orderLineId: number | null;
}

export interface InvoiceHeader {
  customerId: number;
  number: string;
  externalId: string | null;
  issueDate: string;
  dueDate: string;
  poNumber: string | null;
  orderId: number | null;
  /** The shipment billed (the console's invoice of a shipment); one invoice per shipment. */
  shipmentId?: number | undefined;
  currency: string;
  /** The total the sender computed, if it sent one: it must agree with ours. */
  expectedTotal?: number | undefined;
}

export interface WrittenInvoice {
  id: number;
  created: boolean;
}

/** The portal's currency for a customer without ledger entries yet (decision 038). */
export const DEFAULT_LEDGER_CURRENCY = 'USD';

/** The currency of the customer's ledger so far, if it has entries. */
export async function ledgerCurrency(trx: Db, tenantId: number, customerId: number) {
  const row = await trx
    .selectFrom('ledger_entries')
    .select('currency')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .limit(1)
    .executeTakeFirst();
  return row?.currency.trim();
}

async function checkCurrency(trx: Db, tenantId: number, customerId: number, currency: string) {
  const current = await ledgerCurrency(trx, tenantId, customerId);
  if (current && current !== currency) throw fieldError('currency', 'ledger.currencyMismatch');
}

/** The invoice an ERP id names, if it was posted before. */
async function invoiceByExternalId(trx: Db, tenantId: number, externalId: string) {
  return trx
    .selectFrom('invoices')
    .select(['id', 'number', 'customer_id', 'total'])
    .where('tenant_id', '=', tenantId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

/** The same ERP id with another number, customer or total is another document: refused. */
function sameInvoiceOr409(
  existing: { number: string; customer_id: number; total: number },
  header: InvoiceHeader,
  total: number,
) {
  if (
    existing.number !== header.number ||
    existing.customer_id !== header.customerId ||
    existing.total !== total
  ) {
    throw new AppError(409, 'ledger.differentInvoice');
  }
}

/**
 * Writes an invoice of the lines with its ledger entry, or answers the one an ERP id already
 * names. The one function every way of billing goes through: the ERP's lines, an order's lines
 * chosen in the console, and later a shipment's lines.
 */
export async function writeInvoice(
  trx: Db,
  actor: AuditActor,
  header: InvoiceHeader,
  lines: readonly BillableLine[],
  taxes: readonly { name: string; rate: number | null; amount: number }[],
): Promise<WrittenInvoice> {
  const { tenantId } = actor;
  const totals = invoiceTotals(
    lines.map((line) => ({ quantity: line.quantity, unitPrice: line.unitPrice })),
    taxes.map((tax) => tax.amount),
    header.currency,
  );
  if (totals.total < 0) throw fieldError('lines', 'ledger.amountPositive');
  if (header.externalId) {
    const existing = await invoiceByExternalId(trx, tenantId, header.externalId);
    if (existing) {
      sameInvoiceOr409(existing, header, totals.total);
      return { id: existing.id, created: false };
    }
  }
  if (header.expectedTotal !== undefined && header.expectedTotal !== totals.total) {
    throw fieldError('total', 'ledger.totalMismatch', {
      computed: plainAmount(totals.total, header.currency),
    });
  }
  await checkCurrency(trx, tenantId, header.customerId, header.currency);

  // Both the number and the ERP id are unique: a concurrent post of the same invoice waits for
  // the first to commit, writes nothing, and answers that one.
  const inserted = await trx
    .insertInto('invoices')
    .values({
      tenant_id: tenantId,
      customer_id: header.customerId,
      number: header.number,
      external_id: header.externalId,
      issue_date: header.issueDate,
      due_date: header.dueDate,
      po_number: header.poNumber,
      order_id: header.orderId,
      shipment_id: header.shipmentId ?? null,
      currency: header.currency,
      subtotal: totals.subtotal,
      tax_total: totals.taxTotal,
      total: totals.total,
      created_by_user_id: actor.userId,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const existing = header.externalId
      ? await invoiceByExternalId(trx, tenantId, header.externalId)
      : undefined;
    if (!existing && header.shipmentId !== undefined) {
      const billed = await trx
        .selectFrom('invoices')
        .select('number')
        .where('tenant_id', '=', tenantId)
        .where('shipment_id', '=', header.shipmentId)
        .executeTakeFirst();
      if (billed) throw new AppError(409, 'ledger.shipmentInvoiced', { number: billed.number });
    }
    if (!existing) throw fieldError('number', 'ledger.numberTaken');
    sameInvoiceOr409(existing, header, totals.total);
    return { id: existing.id, created: false };
  }
  const invoiceId = inserted.id;
  await trx
    .insertInto('invoice_lines')
    .values(
      lines.map((line, index) => ({
        tenant_id: tenantId,
        invoice_id: invoiceId,
        line_no: index + 1,
        part_number: line.partNumber,
        description: line.description,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        line_total: totals.lineTotals[index]!,
        order_line_id: line.orderLineId,
      })),
    )
    .execute();
  if (taxes.length > 0) {
    await trx
      .insertInto('invoice_taxes')
      .values(
        taxes.map((tax, index) => ({
          tenant_id: tenantId,
          invoice_id: invoiceId,
          line_no: index + 1,
          name: tax.name,
          rate: tax.rate,
          amount: tax.amount,
        })),
      )
      .execute();
  }
  await trx
    .insertInto('ledger_entries')
    .values({
      tenant_id: tenantId,
      customer_id: header.customerId,
      kind: 'invoice',
      entry_date: header.issueDate,
      amount: totals.total,
      currency: header.currency,
      invoice_id: invoiceId,
      external_id: header.externalId,
      reference: header.number,
      created_by_user_id: actor.userId,
    })
    .execute();
  return { id: invoiceId, created: true };
}

export interface Allocation {
  invoiceId: number;
  amount: number;
  /** Where a refusal points in the request ('allocations.0.amount', 'amount'). */
  field: string;
}

export interface CreditInput {
  kind: 'payment' | 'credit_note';
  customerId: number;
  externalId: string | null;
  date: string;
  amount: number;
  currency: string;
  reference: string | null;
  note: string | null;
  allocations: readonly Allocation[];
}

export interface WrittenCredit {
  id: number;
  created: boolean;
}

async function creditByExternalId(
  trx: Db,
  tenantId: number,
  kind: CreditInput['kind'],
  externalId: string,
) {
  return trx
    .selectFrom('ledger_entries')
    .select(['id', 'customer_id', 'amount'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

function sameCreditOr409(existing: { customer_id: number; amount: number }, input: CreditInput) {
  if (existing.customer_id !== input.customerId || existing.amount !== -input.amount) {
    throw new AppError(409, 'ledger.differentInvoice');
  }
}

/**
 * Writes a payment or credit note (a negative entry) and what it settles. Each invoice settled
 * is locked first and its open amount checked against the rule (allocationProblem): a payment
 * larger than what is open is refused with 422, never silently capped.
 */
export async function writeCredit(
  trx: Db,
  actor: AuditActor,
  input: CreditInput,
): Promise<WrittenCredit> {
  const { tenantId } = actor;
  if (input.externalId) {
    const existing = await creditByExternalId(trx, tenantId, input.kind, input.externalId);
    if (existing) {
      sameCreditOr409(existing, input);
      return { id: existing.id, created: false };
    }
  }
  await checkCurrency(trx, tenantId, input.customerId, input.currency);
  const amountMinor = toMinorUnits(input.amount, input.currency);
  if (amountMinor === null) throw fieldError('amount', 'ledger.tooManyDecimals');
  let allocatedMinor = 0;
  if (input.allocations.length > 0) {
    const ids = [...new Set(input.allocations.map((allocation) => allocation.invoiceId))].sort(
      (a, b) => a - b,
    );
    // Locked in id order, so that two payments of the same invoices never deadlock.
    const invoices = await trx
      .selectFrom('invoices as i')
      .select(['i.id', 'i.total', 'i.currency'])
      .select(settledOfInvoice)
      .where('i.tenant_id', '=', tenantId)
      .where('i.customer_id', '=', input.customerId)
      .where('i.id', 'in', ids)
      .orderBy('i.id')
      .forUpdate('i')
      .execute();
    const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
    const settledNow = new Map<number, number>();
    for (const allocation of input.allocations) {
      const invoice = byId.get(allocation.invoiceId);
      if (!invoice) throw fieldError(allocation.field, 'ledger.notFound');
      if (invoice.currency.trim() !== input.currency) {
        throw fieldError(allocation.field, 'ledger.currencyMismatch');
      }
      const minor = toMinorUnits(allocation.amount, input.currency);
      if (minor === null) throw fieldError(allocation.field, 'ledger.tooManyDecimals');
      const standing = {
        totalMinor: toMinorUnits(Number(invoice.total), input.currency) ?? 0,
        settledMinor:
          (toMinorUnits(Number(invoice.settled), input.currency) ?? 0) +
          (settledNow.get(invoice.id) ?? 0),
      };
      const problem: MessageKey | null = allocationProblem(standing, minor);
      if (problem) {
        const open = fromMinorUnits(standing.totalMinor - standing.settledMinor, input.currency);
        // A machine amount with its code: the message is translated, the number stays plain.
        throw fieldError(allocation.field, problem, { open: plainAmount(open, input.currency) });
      }
      settledNow.set(invoice.id, (settledNow.get(invoice.id) ?? 0) + minor);
      allocatedMinor += minor;
    }
    if (allocatedMinor > amountMinor) {
      throw fieldError('allocations', 'ledger.allocatedMoreThanAmount');
    }
  }

  const inserted = await trx
    .insertInto('ledger_entries')
    .values({
      tenant_id: tenantId,
      customer_id: input.customerId,
      kind: input.kind,
      entry_date: input.date,
      amount: -input.amount,
      currency: input.currency,
      external_id: input.externalId,
      reference: input.reference,
      note: input.note,
      created_by_user_id: actor.userId,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const existing = await creditByExternalId(trx, tenantId, input.kind, input.externalId ?? '');
    if (!existing) throw new AppError(409, 'ledger.differentInvoice');
    sameCreditOr409(existing, input);
    return { id: existing.id, created: false };
  }
  // Two parts of one request for the same invoice are one allocation.
  const perInvoice = new Map<number, number>();
  for (const allocation of input.allocations) {
    const minor = toMinorUnits(allocation.amount, input.currency) ?? 0;
    perInvoice.set(allocation.invoiceId, (perInvoice.get(allocation.invoiceId) ?? 0) + minor);
  }
  if (perInvoice.size > 0) {
    await trx
      .insertInto('ledger_allocations')
      .values(
        [...perInvoice].map(([invoiceId, minor]) => ({
          tenant_id: tenantId,
          entry_id: inserted.id,
          invoice_id: invoiceId,
          amount: fromMinorUnits(minor, input.currency),
        })),
      )
      .execute();
  }
  return { id: inserted.id, created: true };
}

/**
 * Where an invoice stands (issue 31 point 2, decision 038), computed from the ledger and never
 * stored: its open amount is its total less what payments and credit notes settled of it.
 * - paid: nothing left open;
 * - overdue: something left open after its due date (in the tenant's time zone), paid in part
 *   or not: what the buyer must act on first;
 * - partly_paid: something settled, something left, not yet due;
 * - open: nothing settled, not yet due.
 * The invoices list filters by status in SQL (invoices.sql.ts), which mirrors this module and
 * is checked against it by the API's tests.
 */
export const INVOICE_STATUSES = ['open', 'partly_paid', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceStanding {
  /** Amounts in minor units of the invoice's currency. */
  totalMinor: number;
  settledMinor: number;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
}

export const openAmountMinor = (invoice: Pick<InvoiceStanding, 'totalMinor' | 'settledMinor'>) =>
  Math.max(0, invoice.totalMinor - invoice.settledMinor);

/** The status on `today` ('YYYY-MM-DD' in the tenant's time zone: valid-until.ts's dayIn). */
export function invoiceStatus(invoice: InvoiceStanding, today: string): InvoiceStatus {
  if (openAmountMinor(invoice) === 0) return 'paid';
  if (invoice.dueDate < today) return 'overdue';
  return invoice.settledMinor > 0 ? 'partly_paid' : 'open';
}

/**
 * Why an allocation of `amountMinor` to the invoice is refused, or null: more than it has open
 * (a payment larger than what is owed must go on account, unallocated, instead).
 */
export function allocationProblem(
  invoice: Pick<InvoiceStanding, 'totalMinor' | 'settledMinor'>,
  amountMinor: number,
): 'ledger.moreThanOpen' | 'ledger.alreadyPaid' | null {
  const open = openAmountMinor(invoice);
  if (open === 0) return 'ledger.alreadyPaid';
  return amountMinor > open ? 'ledger.moreThanOpen' : null;
}

/**
 * How much of a return's credit note settles the invoice chosen for it (decision 045): all of it
 * when the invoice has that much open, else what is open; the rest stays on account. Never more
 * than the invoice's open amount, so a credit never turns a settled invoice negative.
 */
export const creditAppliedMinor = (
  invoice: Pick<InvoiceStanding, 'totalMinor' | 'settledMinor'>,
  creditMinor: number,
): number => Math.min(openAmountMinor(invoice), Math.max(0, creditMinor));

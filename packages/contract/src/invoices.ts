import { z } from 'zod';
import { codeParams, idParam, paged, pageQuery } from './common.ts';
import { bodyId, clearableText, withoutNul } from './admin/common.ts';
import { INVOICE_STATUSES } from './rules/invoice-status.ts';
import { AGEING_BUCKETS } from './rules/statement-ageing.ts';
import { isCurrency, isCurrencyAmount, MAX_LEDGER_AMOUNT } from './rules/invoice-money.ts';

/**
 * Invoices, payments, credit notes and each customer's ledger (issue 31 points 2, 3, 7;
 * decision 038): what the ERP posts, what the console records and what the buyer reads. Open
 * amounts, statuses and balances are answers computed from the ledger, never inputs.
 */

export const MAX_INVOICE_LINES = 500;
export const MAX_INVOICE_TAXES = 20;
export const MAX_ALLOCATIONS = 100;
/** The longest period a statement covers, in days (about five years). */
export const MAX_STATEMENT_DAYS = 1830;
export const LEDGER_ENTRY_KINDS = ['invoice', 'payment', 'credit_note'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const invoiceParams = codeParams.extend({ invoiceId: idParam });

const text = (max: number) =>
  z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .min(1, { error: 'validation.requiredField' })
    .max(max, { error: 'validation.tooLong' })
    .refine(withoutNul, { error: 'validation.invalidValue' });

const isoDate = z.iso.date({ error: 'validation.invalidDate' });

export const currencyCode = z
  .string({ error: 'ledger.invalidCurrency' })
  .refine(isCurrency, { error: 'ledger.invalidCurrency' });

/** An amount in currency units; its decimals are checked against the currency by the object. */
const amount = z
  .number({ error: 'ledger.invalidAmount' })
  .refine(Number.isFinite, { error: 'ledger.invalidAmount' })
  .refine((value) => Math.abs(value) <= MAX_LEDGER_AMOUNT, { error: 'ledger.invalidAmount' });
const positiveAmount = amount.refine((value) => value > 0, { error: 'ledger.amountPositive' });

/** Adds an issue at each path whose amount has more decimals than the currency. */
function checkDecimals(
  ctx: z.RefinementCtx,
  currency: string,
  amounts: readonly [number | undefined, (string | number)[]][],
) {
  if (!isCurrency(currency)) return;
  for (const [value, path] of amounts) {
    if (value !== undefined && !isCurrencyAmount(value, currency)) {
      ctx.addIssue({ code: 'custom', message: 'ledger.tooManyDecimals', path });
    }
  }
}

export const invoiceLineInput = z.object({
  part_number: text(100),
  description: clearableText(500).optional().default(null),
  quantity: z
    .number({ error: 'ledger.invalidQuantity' })
    .positive({ error: 'ledger.invalidQuantity' })
    .max(1_000_000, { error: 'ledger.invalidQuantity' })
    .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, {
      error: 'ledger.invalidQuantity',
    }),
  unit_price: amount,
});
export type InvoiceLineInput = z.input<typeof invoiceLineInput>;

export const invoiceTaxInput = z.object({
  name: text(100),
  rate: z.number({ error: 'ledger.invalidAmount' }).min(0).max(100).nullish(),
  amount,
});

/**
 * An invoice as the ERP posts it: its own number and id (posting it again answers the one
 * already there), the customer by its code, the order it bills by its number when there is one.
 * Line totals and totals are computed (rules/invoice-money.ts); a `total` given must agree.
 */
export const postInvoiceRequest = z
  .object({
    external_id: text(100),
    number: text(50),
    customer_code: text(50),
    issue_date: isoDate,
    due_date: isoDate,
    po_number: clearableText(100).optional().default(null),
    order_number: z.number().int().positive().max(2_147_483_647).nullish(),
    currency: currencyCode.optional().default('USD'),
    lines: z
      .array(invoiceLineInput, { error: 'validation.invalidValue' })
      .min(1, { error: 'ledger.noLines' })
      .max(MAX_INVOICE_LINES, { error: 'ledger.tooManyLines' }),
    taxes: z.array(invoiceTaxInput).max(MAX_INVOICE_TAXES).optional().default([]),
    total: amount.optional(),
  })
  .superRefine((invoice, ctx) => {
    if (invoice.due_date < invoice.issue_date) {
      ctx.addIssue({ code: 'custom', message: 'ledger.dueBeforeIssue', path: ['due_date'] });
    }
    checkDecimals(ctx, invoice.currency, [
      ...invoice.lines.map(
        (line, index) =>
          [line.unit_price, ['lines', index, 'unit_price']] as [number, (string | number)[]],
      ),
      ...invoice.taxes.map(
        (tax, index) => [tax.amount, ['taxes', index, 'amount']] as [number, (string | number)[]],
      ),
      [invoice.total, ['total']],
    ]);
  });
export type PostInvoiceRequest = z.input<typeof postInvoiceRequest>;
export type PostInvoiceInput = z.output<typeof postInvoiceRequest>;

/** What part of a payment or credit note settles which invoice (by its number). */
export const allocationInput = z.object({
  invoice_number: text(50),
  amount: positiveAmount,
});

/**
 * A payment or a credit note as the ERP posts it: positive amount (the ledger signs it), the
 * invoices it settles (none: it stays on account, unallocated).
 */
export const postLedgerCreditRequest = z
  .object({
    external_id: text(100),
    customer_code: text(50),
    date: isoDate,
    amount: positiveAmount,
    currency: currencyCode.optional().default('USD'),
    reference: clearableText(100).optional().default(null),
    note: clearableText(500).optional().default(null),
    allocations: z.array(allocationInput).max(MAX_ALLOCATIONS).optional().default([]),
  })
  .superRefine((credit, ctx) => {
    checkDecimals(ctx, credit.currency, [
      [credit.amount, ['amount']],
      ...credit.allocations.map(
        (allocation, index) =>
          [allocation.amount, ['allocations', index, 'amount']] as [number, (string | number)[]],
      ),
    ]);
  });
export type PostLedgerCreditRequest = z.input<typeof postLedgerCreditRequest>;
export type PostLedgerCreditInput = z.output<typeof postLedgerCreditRequest>;

/** The console's payment or credit note for a customer, settling one invoice or none. */
export const recordLedgerCreditRequest = z
  .object({
    kind: z.enum(['payment', 'credit_note'], { error: 'validation.invalidValue' }),
    date: isoDate,
    amount: positiveAmount,
    reference: clearableText(100).optional().default(null),
    note: clearableText(500).optional().default(null),
    invoice_id: bodyId.nullish(),
  })
  .superRefine((credit, ctx) => checkDecimals(ctx, 'USD', [[credit.amount, ['amount']]]));
export type RecordLedgerCreditRequest = z.input<typeof recordLedgerCreditRequest>;
export type RecordLedgerCreditInput = z.output<typeof recordLedgerCreditRequest>;

/**
 * The console's invoice for a tenant without an ERP, from lines of one of the customer's orders
 * with the quantity billed of each (issue 31 point 2: "from a shipment" once shipments exist).
 */
export const createInvoiceFromOrderRequest = z
  .object({
    order_id: bodyId,
    number: text(50),
    issue_date: isoDate,
    due_date: isoDate,
    lines: z
      .array(
        z.object({
          order_line_id: bodyId,
          quantity: invoiceLineInput.shape.quantity,
        }),
      )
      .min(1, { error: 'ledger.noLines' })
      .max(MAX_INVOICE_LINES, { error: 'ledger.tooManyLines' }),
    taxes: z.array(invoiceTaxInput).max(MAX_INVOICE_TAXES).optional().default([]),
  })
  .superRefine((invoice, ctx) => {
    if (invoice.due_date < invoice.issue_date) {
      ctx.addIssue({ code: 'custom', message: 'ledger.dueBeforeIssue', path: ['due_date'] });
    }
    checkDecimals(
      ctx,
      'USD',
      invoice.taxes.map((tax, index) => [tax.amount, ['taxes', index, 'amount']]),
    );
  });
export type CreateInvoiceFromOrderRequest = z.input<typeof createInvoiceFromOrderRequest>;
export type CreateInvoiceFromOrderInput = z.output<typeof createInvoiceFromOrderRequest>;

/**
 * The console's invoice of one shipment, for a tenant without an ERP (issue 31 point 2): its
 * lines are the shipment's, at the order's prices; the number, dates and any taxes are typed. A
 * shipment is invoiced once (409 `ledger.shipmentInvoiced`).
 */
export const createInvoiceFromShipmentRequest = z
  .object({
    number: text(50),
    issue_date: isoDate,
    due_date: isoDate,
    taxes: z.array(invoiceTaxInput).max(MAX_INVOICE_TAXES).optional().default([]),
  })
  .superRefine((invoice, ctx) => {
    if (invoice.due_date < invoice.issue_date) {
      ctx.addIssue({ code: 'custom', message: 'ledger.dueBeforeIssue', path: ['due_date'] });
    }
    checkDecimals(
      ctx,
      'USD',
      invoice.taxes.map((tax, index) => [tax.amount, ['taxes', index, 'amount']]),
    );
  });
export type CreateInvoiceFromShipmentRequest = z.input<typeof createInvoiceFromShipmentRequest>;
export type CreateInvoiceFromShipmentInput = z.output<typeof createInvoiceFromShipmentRequest>;
export const shipmentInvoiceParams = codeParams.extend({ id: idParam, shipmentId: idParam });

export const invoiceStatusValue = z.enum(INVOICE_STATUSES);

export const invoiceListQuery = z
  .object({
    status: z.enum(INVOICE_STATUSES, { error: 'validation.invalidStatus' }).optional(),
    due_from: isoDate.optional(),
    due_to: isoDate.optional(),
    po_number: z.string().trim().max(100).refine(withoutNul).optional(),
    /** Only invoices with something open (open, partly paid, overdue): what a credit may settle. */
    open_only: z
      .enum(['true', 'false'], { error: 'validation.invalidValue' })
      .optional()
      .transform((value) => value === 'true'),
    search: z
      .string()
      .max(100, { error: 'validation.searchTooLong' })
      .refine(withoutNul, { error: 'validation.invalidValue' })
      .optional()
      .default(''),
    page: pageQuery,
  })
  .refine((query) => !query.due_from || !query.due_to || query.due_from <= query.due_to, {
    error: 'ledger.periodReversed',
    path: ['due_to'],
  });
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;
export type InvoiceListFilters = z.output<typeof invoiceListQuery>;

export const invoiceSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  po_number: z.string().nullable(),
  order_number: z.number().int().nullable(),
  currency: z.string(),
  total: z.number(),
  open_amount: z.number(),
  status: invoiceStatusValue,
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;
export const invoiceList = paged(invoiceSummary);
export type InvoiceList = z.infer<typeof invoiceList>;

export const invoiceDetail = invoiceSummary.extend({
  customer: z.object({ code: z.string(), name: z.string() }),
  order_id: z.number().int().nullable(),
  subtotal: z.number(),
  tax_total: z.number(),
  paid_amount: z.number(),
  lines: z.array(
    z.object({
      line_no: z.number().int(),
      part_number: z.string(),
      description: z.string(),
      quantity: z.number(),
      unit_price: z.number(),
      line_total: z.number(),
    }),
  ),
  taxes: z.array(z.object({ name: z.string(), rate: z.number().nullable(), amount: z.number() })),
  /** The payments and credit notes that settled it, oldest first. */
  settlements: z.array(
    z.object({
      kind: z.enum(['payment', 'credit_note']),
      date: z.string(),
      reference: z.string().nullable(),
      amount: z.number(),
    }),
  ),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
export const invoiceResponse = z.object({ data: invoiceDetail });

export const ledgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  date: z.string(),
  /** The invoice's number for an invoice; the reference given for a payment or credit note. */
  reference: z.string().nullable(),
  invoice_id: z.number().int().nullable(),
  /** Signed: an invoice adds to the balance, a payment or credit note takes from it. */
  amount: z.number(),
  currency: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const ledgerEntryResponse = z.object({
  data: ledgerEntry.extend({ unallocated: z.number() }),
});

export const statementQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((period) => period.from <= period.to, { error: 'ledger.periodReversed', path: ['to'] })
  .refine(
    (period) => Date.parse(period.to) - Date.parse(period.from) <= MAX_STATEMENT_DAYS * 86_400_000,
    { error: 'ledger.periodTooLong', path: ['from'] },
  );
export type StatementQuery = z.input<typeof statementQuery>;

export const statementAgeing = z.object(
  Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, z.number()])) as Record<
    (typeof AGEING_BUCKETS)[number],
    z.ZodNumber
  >,
);

export const accountStatement = z.object({
  customer: z.object({ code: z.string(), name: z.string() }),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  opening_balance: z.number(),
  entries: z.array(ledgerEntry.extend({ balance: z.number() })),
  closing_balance: z.number(),
  /** What is open on `to`, by the age of its invoice; plus credit not settled against any. */
  ageing: statementAgeing,
  unallocated_credit: z.number(),
});
export type AccountStatement = z.infer<typeof accountStatement>;
export const statementResponse = z.object({ data: accountStatement });

/** The account's balance today: what the buyer owes, how much of it is overdue. */
export const accountBalance = z.object({
  currency: z.string(),
  balance: z.number(),
  overdue: z.number(),
  open_invoices: z.number().int(),
});
export const accountBalanceResponse = z.object({ data: accountBalance });

export const consoleCustomerParams = codeParams.extend({ customerId: idParam });
export const consoleInvoiceListQuery = invoiceListQuery;

/** The console's ledger of a customer: the newest entries first, paged. */
export const ledgerQuery = z.object({ page: pageQuery });
export const ledgerPage = paged(ledgerEntry).extend({ balance: z.number() });
export type LedgerPage = z.infer<typeof ledgerPage>;

/** What posting an invoice or credit answers: the record, and whether this call created it. */
export const postedInvoiceResponse = z.object({
  data: invoiceDetail,
  created: z.boolean(),
});
export const postedCreditResponse = z.object({
  data: ledgerEntry.extend({ unallocated: z.number() }),
  created: z.boolean(),
});

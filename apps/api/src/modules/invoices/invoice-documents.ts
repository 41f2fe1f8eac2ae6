import {
  AGEING_BUCKETS,
  formatCalendarDate,
  formatMoney,
  translate,
  type AccountStatement,
  type InvoiceDetail,
  type Language,
  type MessageKey,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { readEmbeddableLogo } from '../documents/brand-logo.ts';
import { readBrand, type Brand } from '../documents/tenant-brand.ts';
import { csvLine } from '../admin/catalogue-csv/csv-format.ts';
import type { InvoiceRow } from './ledger.sql.ts';
import { renderLedgerPdf } from './ledger-pdf.ts';

/**
 * The invoice's and the statement's files (issue 31 points 3 and 6): PDFs in the tenant's
 * brand and the reader's language, money and dates through the contract's formatting; CSV in
 * machine format (ISO dates, plain numbers with a dot, codes rather than words), as every export.
 */

export interface LedgerFile {
  fileName: string;
  content: Buffer;
}

const safe = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '');

function translator(language: Language) {
  return (key: MessageKey, params: Record<string, string | number> = {}) =>
    translate(language, key, params);
}

async function brandOf(db: Db, tenantId: number): Promise<{ brand: Brand; logo: Buffer | null }> {
  const brand = await readBrand(db, tenantId);
  if (!brand) throw notFound();
  return { brand, logo: await readEmbeddableLogo(db, tenantId, brand) };
}

export async function invoicePdf(
  db: Db,
  tenantId: number,
  invoice: InvoiceDetail,
  language: Language,
): Promise<LedgerFile> {
  const { brand, logo } = await brandOf(db, tenantId);
  const t = translator(language);
  const money = (amount: number) => formatMoney(amount, language, invoice.currency);
  const date = (value: string) => formatCalendarDate(value, language);
  const facts: [string, string][] = [
    [t('invoiceDocument.facts.number'), invoice.number],
    [t('invoiceDocument.facts.issueDate'), date(invoice.issue_date)],
    [t('invoiceDocument.facts.dueDate'), date(invoice.due_date)],
    [t('invoiceDocument.facts.status'), t(`invoiceDocument.status.${invoice.status}`)],
    [t('invoiceDocument.facts.customer'), `${invoice.customer.name} (${invoice.customer.code})`],
    [t('invoiceDocument.facts.purchaseOrder'), invoice.po_number || '-'],
    ...(invoice.order_number
      ? [[t('invoiceDocument.facts.order'), String(invoice.order_number)] as [string, string]]
      : []),
  ];
  const content = await renderLedgerPdf({
    brand,
    logo,
    language,
    title: t('invoiceDocument.invoiceTitle', { number: invoice.number }),
    facts,
    columns: [
      { label: t('invoiceDocument.columns.partNumber'), width: 100, align: 'left' },
      { label: t('invoiceDocument.columns.description'), width: 182, align: 'left' },
      { label: t('invoiceDocument.columns.quantity'), width: 60, align: 'right' },
      { label: t('invoiceDocument.columns.unitPrice'), width: 85, align: 'right' },
      { label: t('invoiceDocument.columns.lineTotal'), width: 85, align: 'right' },
    ],
    rows: invoice.lines.map((line) => [
      line.part_number,
      line.description,
      line.quantity.toLocaleString(language),
      money(line.unit_price),
      money(line.line_total),
    ]),
    totals: [
      [t('invoiceDocument.subtotal'), money(invoice.subtotal)],
      ...invoice.taxes.map(
        (tax) =>
          [t('invoiceDocument.tax', { name: tax.name }), money(tax.amount)] as [string, string],
      ),
      [t('invoiceDocument.total'), money(invoice.total)],
      [t('invoiceDocument.paid'), money(invoice.paid_amount)],
      [t('invoiceDocument.open'), money(invoice.open_amount)],
    ],
    pageLabel: (page, pages) => t('invoiceDocument.page', { page, pages }),
  });
  return { fileName: `${safe(brand.code)}-invoice-${safe(invoice.number)}.pdf`, content };
}

export async function statementPdf(
  db: Db,
  tenantId: number,
  statement: AccountStatement,
  language: Language,
): Promise<LedgerFile> {
  const { brand, logo } = await brandOf(db, tenantId);
  const t = translator(language);
  const money = (amount: number) => formatMoney(amount, language, statement.currency);
  const date = (value: string) => formatCalendarDate(value, language);
  const content = await renderLedgerPdf({
    brand,
    logo,
    language,
    title: t('invoiceDocument.statementTitle'),
    facts: [
      [
        t('invoiceDocument.facts.customer'),
        `${statement.customer.name} (${statement.customer.code})`,
      ],
      [
        t('invoiceDocument.facts.period'),
        t('invoiceDocument.facts.periodValue', {
          from: date(statement.from),
          to: date(statement.to),
        }),
      ],
      [t('invoiceDocument.openingBalance'), money(statement.opening_balance)],
    ],
    columns: [
      { label: t('invoiceDocument.columns.date'), width: 100, align: 'left' },
      { label: t('invoiceDocument.columns.entry'), width: 90, align: 'left' },
      { label: t('invoiceDocument.columns.reference'), width: 122, align: 'left' },
      { label: t('invoiceDocument.columns.amount'), width: 100, align: 'right' },
      { label: t('invoiceDocument.columns.balance'), width: 100, align: 'right' },
    ],
    rows: statement.entries.map((entry) => [
      date(entry.date),
      t(`invoiceDocument.kind.${entry.kind}`),
      entry.reference ?? '',
      money(entry.amount),
      money(entry.balance),
    ]),
    totals: [
      [t('invoiceDocument.openingBalance'), money(statement.opening_balance)],
      [t('invoiceDocument.unallocated'), money(statement.unallocated_credit)],
      [t('invoiceDocument.closingBalance'), money(statement.closing_balance)],
    ],
    summary: {
      title: t('invoiceDocument.ageing', { date: date(statement.to) }),
      columns: AGEING_BUCKETS.map((bucket) => ({
        label: t(`invoiceDocument.bucket.${bucket}`),
        width: 128,
        align: 'right' as const,
      })),
      row: AGEING_BUCKETS.map((bucket) => money(statement.ageing[bucket])),
    },
    pageLabel: (page, pages) => t('invoiceDocument.page', { page, pages }),
  });
  return {
    fileName: `${safe(brand.code)}-statement-${statement.from}-${statement.to}.pdf`,
    content,
  };
}

/** Text a spreadsheet would run as a formula (=, +, -, @) is written with a leading quote. */
const text = (value: string | null) => (value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const INVOICE_CSV_COLUMNS = [
  'number',
  'issue_date',
  'due_date',
  'po_number',
  'order_number',
  'currency',
  'total',
  'open_amount',
  'status',
] as const;

/** The invoices the filters match, every page of them, in machine format. */
export function invoicesCsv(rows: readonly InvoiceRow[]): string {
  return [
    csvLine(INVOICE_CSV_COLUMNS),
    ...rows.map((row) =>
      csvLine([
        text(row.number),
        row.issue_date,
        row.due_date,
        text(row.po_number),
        row.order_number,
        row.currency.trim(),
        row.total,
        row.open_amount,
        row.status,
      ]),
    ),
  ].join('');
}

const STATEMENT_CSV_COLUMNS = ['date', 'kind', 'reference', 'amount', 'balance', 'currency'];

/** The statement's entries with the opening and closing balances as rows of their own. */
export function statementCsv(statement: AccountStatement): string {
  const { currency } = statement;
  return [
    csvLine(STATEMENT_CSV_COLUMNS),
    csvLine([statement.from, 'opening_balance', null, null, statement.opening_balance, currency]),
    ...statement.entries.map((entry) =>
      csvLine([
        entry.date,
        entry.kind,
        text(entry.reference),
        entry.amount,
        entry.balance,
        currency,
      ]),
    ),
    csvLine([statement.to, 'closing_balance', null, null, statement.closing_balance, currency]),
  ].join('');
}

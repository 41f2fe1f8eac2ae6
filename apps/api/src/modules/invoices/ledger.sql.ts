import { sql, type RawBuilder } from 'kysely';
import type { InvoiceStatus } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

/**
 * The reads of invoices and the ledger (issue 31 points 2 and 9, decision 038), each ONE
 * statement whatever the customer's history: the invoices page, the statement, the balance. An
 * invoice's settled amount is the sum of its allocations (ledger_allocations_invoice_idx), its
 * open amount and status are computed here from it, mirroring rules/invoice-status.ts (the
 * API's tests compare both), and "today" is the tenant's, read in the same statement.
 */

export interface CustomerScope {
  tenantId: number;
  customerId: number;
}

/** Today in the tenant's time zone (a setting checked when saved; UTC without one). */
const today = (tenantId: number) => sql<string>`(select timezone(coalesce(
    (select ts.value from tenant_settings ts where ts.tenant_id = ${tenantId} and ts.key = 'time_zone'),
    'UTC'), now())::date)`;

/** An invoice's status from its total, settled amount and due date: invoiceStatus in SQL. */
const statusOf = (settled: RawBuilder<number>, day: RawBuilder<string>) => sql<InvoiceStatus>`
  case when i.total - ${settled} <= 0 then 'paid'
       when i.due_date < ${day} then 'overdue'
       when ${settled} > 0 then 'partly_paid'
       else 'open' end`;

const settledSum = sql<number>`coalesce(settled.amount, 0)`;
const settledJoin = sql`left join lateral (
    select sum(a.amount) as amount from ledger_allocations a
    where a.tenant_id = i.tenant_id and a.invoice_id = i.id) settled on true`;

export interface InvoiceFilter {
  status?: InvoiceStatus | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
  poNumber?: string | undefined;
  /** Only invoices with something open. */
  openOnly?: boolean | undefined;
  search: string;
  limit: number;
  offset: number;
}

export interface InvoiceRow {
  id: number;
  number: string;
  issue_date: string;
  due_date: string;
  po_number: string | null;
  order_number: number | null;
  currency: string;
  total: number;
  open_amount: number;
  status: InvoiceStatus;
}

/** One page of a customer's invoices, newest first, and how many match: one statement. */
export async function invoicePage(
  db: Db,
  scope: CustomerScope,
  filter: InvoiceFilter,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const { tenantId, customerId } = scope;
  const conditions = [sql`i.tenant_id = ${tenantId}`, sql`i.customer_id = ${customerId}`];
  if (filter.dueFrom) conditions.push(sql`i.due_date >= ${filter.dueFrom}`);
  if (filter.dueTo) conditions.push(sql`i.due_date <= ${filter.dueTo}`);
  if (filter.poNumber) conditions.push(sql`i.po_number ilike ${containsPattern(filter.poNumber)}`);
  const search = filter.search.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(sql`(i.number ilike ${pattern} or i.po_number ilike ${pattern})`);
  }
  const standingConditions = [
    ...(filter.status ? [sql`s.status = ${filter.status}`] : []),
    ...(filter.openOnly ? [sql`s.open_amount > 0`] : []),
  ];
  const statusCondition =
    standingConditions.length > 0 ? sql`where ${sql.join(standingConditions, sql` and `)}` : sql``;
  const { rows } = await sql<{ total: number; rows: InvoiceRow[] }>`
    with standing as (
      select i.id, i.number, i.issue_date, i.due_date, i.po_number, i.order_id, i.currency,
             i.total, i.total - ${settledSum} as open_amount,
             ${statusOf(settledSum, sql<string>`d.today`)} as status
      from invoices i
      cross join (select ${today(tenantId)} as today) d
      ${settledJoin}
      where ${sql.join(conditions, sql` and `)}
    ),
    filtered as (select * from standing s ${statusCondition})
    select
      (select count(*)::int from filtered) as total,
      coalesce((
        select json_agg(page order by page.issue_date desc, page.id desc) from (
          select f.id, f.number, f.issue_date, f.due_date, f.po_number, o.sale_no as order_number,
                 f.currency, f.total, f.open_amount, f.status
          from filtered f
          left join orders o on o.tenant_id = ${tenantId} and o.id = f.order_id
          order by f.issue_date desc, f.id desc
          limit ${filter.limit} offset ${filter.offset}
        ) page
      ), '[]'::json) as rows
  `.execute(db);
  const [row] = rows;
  return { rows: parseJson(row?.rows) ?? [], total: row?.total ?? 0 };
}

/** JSON columns arrive parsed from one engine and as text from another. */
function parseJson<T>(value: T | string | null | undefined): T | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export interface InvoiceDetailRow extends InvoiceRow {
  order_id: number | null;
  subtotal: number;
  tax_total: number;
  paid_amount: number;
  customer: { code: string; name: string };
  lines: {
    line_no: number;
    part_number: string;
    description: string;
    quantity: number;
    unit_price: number;
    line_total: number;
  }[];
  taxes: { name: string; rate: number | null; amount: number }[];
  settlements: {
    kind: 'payment' | 'credit_note';
    date: string;
    reference: string | null;
    amount: number;
  }[];
}

/** One invoice of the customer with everything its page and PDF show: one statement. */
export async function invoiceDetail(
  db: Db,
  scope: CustomerScope | { tenantId: number; customerId?: undefined },
  invoiceId: number,
): Promise<InvoiceDetailRow | undefined> {
  const { tenantId, customerId } = scope;
  // The console and the ERP read any invoice of the tenant; a buyer only their customer's.
  const ofCustomer = customerId === undefined ? sql`` : sql`and i.customer_id = ${customerId}`;
  const { rows } = await sql<InvoiceDetailRow>`
    select i.id, i.number, i.issue_date, i.due_date, i.po_number, i.order_id,
           o.sale_no as order_number, i.currency, i.subtotal, i.tax_total, i.total,
           ${settledSum} as paid_amount, i.total - ${settledSum} as open_amount,
           ${statusOf(settledSum, today(tenantId))} as status,
           json_build_object('code', c.code, 'name', c.name) as customer,
           coalesce((select json_agg(json_build_object(
               'line_no', l.line_no, 'part_number', l.part_number, 'description', l.description,
               'quantity', l.quantity, 'unit_price', l.unit_price, 'line_total', l.line_total)
               order by l.line_no)
             from invoice_lines l where l.tenant_id = i.tenant_id and l.invoice_id = i.id),
             '[]'::json) as lines,
           coalesce((select json_agg(json_build_object(
               'name', t.name, 'rate', t.rate, 'amount', t.amount) order by t.line_no)
             from invoice_taxes t where t.tenant_id = i.tenant_id and t.invoice_id = i.id),
             '[]'::json) as taxes,
           coalesce((select json_agg(json_build_object(
               'kind', e.kind, 'date', e.entry_date, 'reference', e.reference,
               'amount', a.amount) order by e.entry_date, e.id)
             from ledger_allocations a
             join ledger_entries e on e.tenant_id = a.tenant_id and e.id = a.entry_id
             where a.tenant_id = i.tenant_id and a.invoice_id = i.id), '[]'::json) as settlements
    from invoices i
    join customers c on c.tenant_id = i.tenant_id and c.id = i.customer_id
    left join orders o on o.tenant_id = i.tenant_id and o.id = i.order_id
    ${settledJoin}
    where i.tenant_id = ${tenantId} ${ofCustomer} and i.id = ${invoiceId}
  `.execute(db);
  const [row] = rows;
  if (!row) return undefined;
  return {
    ...row,
    customer: parseJson(row.customer)!,
    lines: parseJson(row.lines) ?? [],
    taxes: parseJson(row.taxes) ?? [],
    settlements: parseJson(row.settlements) ?? [],
  };
}

export interface StatementEntryRow {
  id: number;
  kind: 'invoice' | 'payment' | 'credit_note';
  date: string;
  reference: string | null;
  invoice_id: number | null;
  amount: number;
  currency: string;
}

export interface StatementRow {
  customer: { code: string; name: string } | null;
  opening_balance: number;
  entries: StatementEntryRow[];
  /** Invoices open at the period's end, with their issue date, for the ageing. */
  open_invoices: { issue_date: string; open_amount: number; currency: string }[];
}

const entryJson = sql`json_build_object(
    'id', e.id, 'kind', e.kind, 'date', e.entry_date,
    'reference', coalesce(inv.number, e.reference), 'invoice_id', e.invoice_id,
    'amount', e.amount, 'currency', e.currency)`;
const entryInvoiceJoin = sql`left join invoices inv
    on inv.tenant_id = e.tenant_id and inv.id = e.invoice_id`;

/**
 * The statement of a period: the balance before it, its entries, and what was open at its end
 * (each invoice less what entries dated up to the end settled of it). One statement; the index
 * (tenant_id, customer_id, entry_date, id) include (amount) serves the sum, the entries and what
 * was settled by the end: the customer's own payments and credits, since an allocation only ever
 * settles an invoice of the entry's customer (ledger-writes.ts). What each invoice had settled is
 * summed in one pass over those entries, not by an index probe per invoice issued by the end
 * (docs/performance/2026-12-02-session-40.md measures both).
 */
export async function statementOf(
  db: Db,
  scope: CustomerScope,
  period: { from: string; to: string },
): Promise<StatementRow> {
  const { tenantId, customerId } = scope;
  const { rows } = await sql<StatementRow>`
    select
      (select json_build_object('code', c.code, 'name', c.name) from customers c
        where c.tenant_id = ${tenantId} and c.id = ${customerId}) as customer,
      (select coalesce(sum(e.amount), 0) from ledger_entries e
        where e.tenant_id = ${tenantId} and e.customer_id = ${customerId}
          and e.entry_date < ${period.from}) as opening_balance,
      (select coalesce(json_agg(${entryJson} order by e.entry_date, e.id), '[]'::json)
        from ledger_entries e ${entryInvoiceJoin}
        where e.tenant_id = ${tenantId} and e.customer_id = ${customerId}
          and e.entry_date between ${period.from} and ${period.to}) as entries,
      (select coalesce(json_agg(json_build_object(
            'issue_date', i.issue_date, 'open_amount', i.total - coalesce(settled.amount, 0),
            'currency', i.currency)), '[]'::json)
        from invoices i
        left join (
          select a.invoice_id, sum(a.amount) as amount from ledger_entries p
          join ledger_allocations a on a.tenant_id = p.tenant_id and a.entry_id = p.id
          where p.tenant_id = ${tenantId} and p.customer_id = ${customerId}
            and p.entry_date <= ${period.to}
          group by a.invoice_id) settled on settled.invoice_id = i.id
        where i.tenant_id = ${tenantId} and i.customer_id = ${customerId}
          and i.issue_date <= ${period.to}
          and i.total - coalesce(settled.amount, 0) > 0) as open_invoices
  `.execute(db);
  const row = rows[0]!;
  return {
    customer: parseJson(row.customer) ?? null,
    opening_balance: Number(row.opening_balance),
    entries: parseJson(row.entries) ?? [],
    open_invoices: parseJson(row.open_invoices) ?? [],
  };
}

export interface BalanceRow {
  currency: string | null;
  balance: number;
  overdue: number;
  open_invoices: number;
}

/** The customer's balance today, how much of it is overdue and how many invoices are open. */
export async function balanceOf(db: Db, scope: CustomerScope): Promise<BalanceRow> {
  const { tenantId, customerId } = scope;
  const { rows } = await sql<BalanceRow>`
    select
      (select min(e.currency) from ledger_entries e
        where e.tenant_id = ${tenantId} and e.customer_id = ${customerId}) as currency,
      (select coalesce(sum(e.amount), 0) from ledger_entries e
        where e.tenant_id = ${tenantId} and e.customer_id = ${customerId}) as balance,
      coalesce(sum(i.total - ${settledSum}) filter (where i.due_date < d.today), 0) as overdue,
      count(*)::int as open_invoices
    from invoices i
    cross join (select ${today(tenantId)} as today) d
    ${settledJoin}
    where i.tenant_id = ${tenantId} and i.customer_id = ${customerId}
      and i.total - ${settledSum} > 0
  `.execute(db);
  const row = rows[0]!;
  return {
    currency: row.currency,
    balance: Number(row.balance),
    overdue: Number(row.overdue),
    open_invoices: row.open_invoices,
  };
}

/** A page of the customer's ledger, newest first, with the balance: the console's ledger tab. */
export async function ledgerPage(
  db: Db,
  scope: CustomerScope,
  page: { limit: number; offset: number },
): Promise<{ rows: StatementEntryRow[]; total: number; balance: number }> {
  const { tenantId, customerId } = scope;
  const { rows } = await sql<{ rows: StatementEntryRow[]; total: number; balance: number }>`
    select
      (select count(*)::int from ledger_entries e
        where e.tenant_id = ${tenantId} and e.customer_id = ${customerId}) as total,
      (select coalesce(sum(e.amount), 0) from ledger_entries e
        where e.tenant_id = ${tenantId} and e.customer_id = ${customerId}) as balance,
      (select coalesce(json_agg(entry order by entry.date desc, entry.id desc), '[]'::json) from (
        select e.id, e.kind, e.entry_date as date, coalesce(inv.number, e.reference) as reference,
               e.invoice_id, e.amount, e.currency
        from ledger_entries e ${entryInvoiceJoin}
        where e.tenant_id = ${tenantId} and e.customer_id = ${customerId}
        order by e.entry_date desc, e.id desc
        limit ${page.limit} offset ${page.offset}) entry) as rows
  `.execute(db);
  const row = rows[0]!;
  return { rows: parseJson(row.rows) ?? [], total: row.total, balance: Number(row.balance) };
}

import {
  ageOpenInvoices,
  fromMinorUnits,
  maySeeInvoices,
  toMinorUnits,
  type AccountStatement,
  type CreateInvoiceFromOrderInput,
  type CreateInvoiceFromShipmentInput,
  type InvoiceDetail,
  type InvoiceList,
  type InvoiceListFilters,
  type LedgerPage,
  type PostInvoiceInput,
  type PostLedgerCreditInput,
  type RecordLedgerCreditInput,
} from '@portal/contract';
import type { Db, Trx } from '../../db/schema.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuditActor, Member } from '../../core/callers.ts';
import { pageOf, pageOffset } from '../../core/paging.ts';
import { recordAudit } from '../admin/audit/record-audit.ts';
import {
  balanceOf,
  invoiceDetail,
  invoicePage,
  ledgerPage,
  statementOf,
  type CustomerScope,
  type InvoiceFilter,
  type StatementEntryRow,
} from './ledger.sql.ts';
import {
  DEFAULT_LEDGER_CURRENCY,
  ledgerCurrency,
  writeCredit,
  writeInvoice,
  type BillableLine,
} from './ledger-writes.ts';
import { invoiceCreated } from './invoice-events.ts';

/**
 * Invoices, payments, credit notes and statements (issue 31, decision 038): who may read them
 * (a buyer of the customer allowed to see invoices; the console; the ERP's key), and the writes
 * of the ERP and the console, through the one set of ledger writes (ledger-writes.ts).
 */

export const INVOICES_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 50;

const noSuchInvoice = () => notFound('ledger.notFound');

/**
 * The customer whose invoices the member reads: theirs, when they may see invoices (403
 * otherwise); a member who orders for no customer has none (404).
 */
export function buyerLedgerScope(member: Member): CustomerScope {
  if (member.customerId === null) throw noSuchInvoice();
  const allowed = maySeeInvoices({
    role: member.companyRole,
    active: true,
    seesInvoices: member.seesInvoices,
  });
  if (!allowed) throw forbidden('ledger.noInvoices');
  return { tenantId: member.tenantId, customerId: member.customerId };
}

function filterOf(query: InvoiceListFilters, perPage: number): InvoiceFilter {
  return {
    status: query.status,
    dueFrom: query.due_from,
    dueTo: query.due_to,
    poNumber: query.po_number,
    openOnly: query.open_only,
    search: query.search,
    limit: perPage,
    offset: pageOffset(query.page, perPage),
  };
}

export async function listInvoices(
  db: Db,
  scope: CustomerScope,
  query: InvoiceListFilters,
): Promise<InvoiceList> {
  const { rows, total } = await invoicePage(db, scope, filterOf(query, INVOICES_PAGE_SIZE));
  return pageOf(rows, query.page, INVOICES_PAGE_SIZE, total);
}

export async function readInvoice(
  db: Db,
  scope: CustomerScope,
  invoiceId: number,
): Promise<InvoiceDetail> {
  const invoice = await invoiceDetail(db, scope, invoiceId);
  if (!invoice) throw noSuchInvoice();
  return invoice;
}

/** Every invoice the filters match (the CSV download): one statement, at most MAX_CSV_ROWS. */
export const MAX_CSV_ROWS = 50_000;
export async function allInvoices(db: Db, scope: CustomerScope, query: InvoiceListFilters) {
  const { rows } = await invoicePage(db, scope, {
    ...filterOf(query, MAX_CSV_ROWS),
    offset: 0,
  });
  return rows;
}

/** Any invoice of the tenant, for its staff and its ERP. */
export async function consoleInvoice(
  db: Db,
  tenantId: number,
  invoiceId: number,
): Promise<InvoiceDetail> {
  const invoice = await invoiceDetail(db, { tenantId }, invoiceId);
  if (!invoice) throw noSuchInvoice();
  return invoice;
}

/** The statement of a period: its entries with a running balance, and the ageing at its end. */
export async function readStatement(
  db: Db,
  scope: CustomerScope,
  period: { from: string; to: string },
): Promise<AccountStatement> {
  const row = await statementOf(db, scope, period);
  if (!row.customer) throw notFound('ledger.customerNotFound');
  const currency =
    row.entries[0]?.currency.trim() ??
    row.open_invoices[0]?.currency.trim() ??
    DEFAULT_LEDGER_CURRENCY;
  const minor = (amount: number) => toMinorUnits(Number(amount), currency) ?? 0;
  let balanceMinor = minor(row.opening_balance);
  const entries = row.entries.map((entry) => {
    balanceMinor += minor(entry.amount);
    return { ...entryOf(entry), balance: fromMinorUnits(balanceMinor, currency) };
  });
  const buckets = ageOpenInvoices(
    row.open_invoices.map((invoice) => ({
      issueDate: invoice.issue_date,
      openMinor: minor(invoice.open_amount),
    })),
    period.to,
  );
  const agedMinor = Object.values(buckets).reduce((sum, value) => sum + value, 0);
  return {
    customer: row.customer,
    currency,
    from: period.from,
    to: period.to,
    opening_balance: fromMinorUnits(minor(row.opening_balance), currency),
    entries,
    closing_balance: fromMinorUnits(balanceMinor, currency),
    ageing: {
      days_0_30: fromMinorUnits(buckets.days_0_30, currency),
      days_31_60: fromMinorUnits(buckets.days_31_60, currency),
      days_61_90: fromMinorUnits(buckets.days_61_90, currency),
      over_90: fromMinorUnits(buckets.over_90, currency),
    },
    // What the closing balance holds besides open invoices: payments and credits on account.
    unallocated_credit: fromMinorUnits(Math.max(0, agedMinor - balanceMinor), currency),
  };
}

const entryOf = (entry: StatementEntryRow) => ({
  id: entry.id,
  kind: entry.kind,
  date: entry.date,
  reference: entry.reference,
  invoice_id: entry.invoice_id,
  amount: Number(entry.amount),
  currency: entry.currency.trim(),
});

export async function readBalance(db: Db, scope: CustomerScope) {
  const row = await balanceOf(db, scope);
  return {
    currency: row.currency?.trim() ?? DEFAULT_LEDGER_CURRENCY,
    balance: row.balance,
    overdue: row.overdue,
    open_invoices: row.open_invoices,
  };
}

export async function readLedger(db: Db, scope: CustomerScope, page: number): Promise<LedgerPage> {
  const { rows, total, balance } = await ledgerPage(db, scope, {
    limit: LEDGER_PAGE_SIZE,
    offset: pageOffset(page, LEDGER_PAGE_SIZE),
  });
  return { ...pageOf(rows.map(entryOf), page, LEDGER_PAGE_SIZE, total), balance };
}

// ---- the console

/** A customer of the console's tenant, or 404. */
async function consoleCustomer(db: Db, tenantId: number, customerId: number) {
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) throw notFound('ledger.customerNotFound');
  return { tenantId, customerId: customer.id };
}

export async function consoleCustomerScope(db: Db, admin: Member, customerId: number) {
  return consoleCustomer(db, admin.tenantId, customerId);
}

/**
 * The console's invoice of lines of one of the customer's orders (issue 31 point 2, for a
 * tenant without an ERP), each with the quantity billed: never more than ordered less what
 * earlier invoices billed of that line. Once shipments exist, a shipment's lines feed the same
 * writeInvoice (decision 038).
 */
export async function createInvoiceFromOrder(
  db: Db,
  admin: Member,
  customerId: number,
  input: CreateInvoiceFromOrderInput,
): Promise<InvoiceDetail> {
  const scope = await consoleCustomer(db, admin.tenantId, customerId);
  const written = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'purchase_order', 'status'])
      .where('tenant_id', '=', admin.tenantId)
      .where('customer_id', '=', customerId)
      .where('id', '=', input.order_id)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw fieldError('order_id', 'ledger.orderNotFound');
    const lines = await billableOrderLines(trx, admin.tenantId, order.id, input.lines);
    const result = await writeInvoice(
      trx,
      admin,
      {
        customerId,
        number: input.number,
        externalId: null,
        issueDate: input.issue_date,
        dueDate: input.due_date,
        poNumber: order.purchase_order,
        orderId: order.id,
        currency: DEFAULT_LEDGER_CURRENCY,
      },
      lines,
      input.taxes.map((tax) => ({ name: tax.name, rate: tax.rate ?? null, amount: tax.amount })),
    );
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'invoice.create',
      entity: 'invoice',
      entityId: result.id,
      before: null,
      after: { number: input.number, order_id: order.id, customer_id: customerId },
    });
    await invoiceCreated(trx, admin.tenantId, result.id);
    return result;
  });
  return readInvoice(db, scope, written.id);
}

/** The invoice already made of a shipment, if any. */
async function invoiceOfShipment(trx: Trx, tenantId: number, shipmentId: number) {
  return trx
    .selectFrom('invoices')
    .select(['id', 'number'])
    .where('tenant_id', '=', tenantId)
    .where('shipment_id', '=', shipmentId)
    .executeTakeFirst();
}

/**
 * "Create invoice from shipment" (issue 31 point 2, a tenant without an ERP): the shipment's
 * lines at the order's prices, billed to the order's customer through the same writeInvoice and
 * the same "never more than ordered less what was billed" check as an order's lines. Under the
 * order's lock (as a shipment is recorded), so two clicks bill once; the unique index on
 * invoices.shipment_id refuses a second invoice whatever the path (409 ledger.shipmentInvoiced).
 */
export async function createInvoiceFromShipment(
  db: Db,
  admin: Member,
  orderId: number,
  shipmentId: number,
  input: CreateInvoiceFromShipmentInput,
): Promise<InvoiceDetail> {
  const { tenantId } = admin;
  const written = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'customer_id', 'purchase_order'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound('orders.notFound');
    const shipment = await trx
      .selectFrom('shipments')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', order.id)
      .where('id', '=', shipmentId)
      .executeTakeFirst();
    if (!shipment) throw notFound('ledger.shipmentNotFound');
    const already = await invoiceOfShipment(trx, tenantId, shipment.id);
    if (already) throw new AppError(409, 'ledger.shipmentInvoiced', { number: already.number });
    const shipped = await trx
      .selectFrom('shipment_lines')
      .select(['order_line_id', 'quantity'])
      .where('tenant_id', '=', tenantId)
      .where('shipment_id', '=', shipment.id)
      .orderBy('id')
      .execute();
    if (shipped.length === 0) throw new AppError(422, 'ledger.noLines');
    const lines = await billableOrderLines(
      trx,
      tenantId,
      order.id,
      shipped.map((line) => ({ order_line_id: line.order_line_id, quantity: line.quantity })),
    );
    const result = await writeInvoice(
      trx,
      admin,
      {
        customerId: order.customer_id,
        number: input.number,
        externalId: null,
        issueDate: input.issue_date,
        dueDate: input.due_date,
        poNumber: order.purchase_order,
        orderId: order.id,
        shipmentId: shipment.id,
        currency: DEFAULT_LEDGER_CURRENCY,
      },
      lines,
      input.taxes.map((tax) => ({ name: tax.name, rate: tax.rate ?? null, amount: tax.amount })),
    );
    await recordAudit(trx, {
      tenantId,
      actorUserId: admin.userId,
      action: 'invoice.create',
      entity: 'invoice',
      entityId: result.id,
      before: null,
      after: { number: input.number, order_id: order.id, shipment_id: shipment.id },
    });
    await invoiceCreated(trx, tenantId, result.id);
    return { id: result.id, customerId: order.customer_id };
  });
  return readInvoice(db, { tenantId, customerId: written.customerId }, written.id);
}

/** The order's lines chosen, as lines to bill; 422 on a line not of the order or over-billed. */
async function billableOrderLines(
  trx: Trx,
  tenantId: number,
  orderId: number,
  chosen: CreateInvoiceFromOrderInput['lines'],
): Promise<BillableLine[]> {
  const ids = chosen.map((line) => line.order_line_id);
  const rows = await trx
    .selectFrom('order_lines as l')
    .select(['l.id', 'l.part_number', 'l.description', 'l.sale_qty', 'l.price'])
    .select((eb) =>
      eb
        .selectFrom('invoice_lines as il')
        .select((inner) =>
          inner.fn.coalesce(inner.fn.sum<number>('il.quantity'), inner.lit(0)).as('q'),
        )
        .whereRef('il.tenant_id', '=', 'l.tenant_id')
        .whereRef('il.order_line_id', '=', 'l.id')
        .as('invoiced'),
    )
    .where('l.tenant_id', '=', tenantId)
    .where('l.order_id', '=', orderId)
    .where('l.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const billed = new Map<number, number>();
  return chosen.map((line, index) => {
    const row = byId.get(line.order_line_id);
    if (!row) throw fieldError(`lines.${index}.order_line_id`, 'ledger.lineNotInOrder');
    const already = Number(row.invoiced ?? 0) + (billed.get(row.id) ?? 0);
    if (line.quantity + already > row.sale_qty + 1e-9) {
      throw fieldError(`lines.${index}.quantity`, 'ledger.moreThanOrdered');
    }
    billed.set(row.id, already - Number(row.invoiced ?? 0) + line.quantity);
    return {
      partNumber: row.part_number,
      description: row.description,
      quantity: line.quantity,
      unitPrice: Number(row.price),
      orderLineId: row.id,
    };
  });
}

/** The console's payment or credit note, settling one invoice of the customer or none. */
export async function recordCredit(
  db: Db,
  admin: Member,
  customerId: number,
  input: RecordLedgerCreditInput,
) {
  await consoleCustomer(db, admin.tenantId, customerId);
  const currency =
    (await ledgerCurrency(db, admin.tenantId, customerId)) ?? DEFAULT_LEDGER_CURRENCY;
  const written = await db.transaction().execute(async (trx) => {
    const result = await writeCredit(trx, admin, {
      kind: input.kind,
      customerId,
      externalId: null,
      date: input.date,
      amount: input.amount,
      currency,
      reference: input.reference,
      note: input.note,
      allocations: input.invoice_id
        ? [{ invoiceId: input.invoice_id, amount: input.amount, field: 'amount' }]
        : [],
    });
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: `ledger.${input.kind}`,
      entity: 'ledger_entry',
      entityId: result.id,
      before: null,
      after: {
        customer_id: customerId,
        amount: input.amount,
        invoice_id: input.invoice_id ?? null,
      },
    });
    return result;
  });
  return creditAnswer(db, admin.tenantId, written.id);
}

/** A payment or credit note as answered: the entry and what of it settles no invoice. */
async function creditAnswer(db: Db, tenantId: number, entryId: number) {
  const row = await db
    .selectFrom('ledger_entries as e')
    .select(['e.id', 'e.kind', 'e.entry_date', 'e.reference', 'e.invoice_id', 'e.amount'])
    .select(['e.currency'])
    .select((eb) =>
      eb
        .selectFrom('ledger_allocations as a')
        .select((inner) =>
          inner.fn.coalesce(inner.fn.sum<number>('a.amount'), inner.lit(0)).as('s'),
        )
        .whereRef('a.tenant_id', '=', 'e.tenant_id')
        .whereRef('a.entry_id', '=', 'e.id')
        .as('allocated'),
    )
    .where('e.tenant_id', '=', tenantId)
    .where('e.id', '=', entryId)
    .executeTakeFirstOrThrow();
  const currency = row.currency.trim();
  const unallocated =
    (toMinorUnits(-Number(row.amount), currency) ?? 0) -
    (toMinorUnits(Number(row.allocated ?? 0), currency) ?? 0);
  return {
    id: row.id,
    kind: row.kind,
    date: row.entry_date,
    reference: row.reference,
    invoice_id: row.invoice_id,
    amount: Number(row.amount),
    currency,
    unallocated: fromMinorUnits(unallocated, currency),
  };
}

// ---- the ERP (integration API)

async function customerByCode(trx: Db, tenantId: number, code: string) {
  const customer = await trx
    .selectFrom('customers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!customer) throw fieldError('customer_code', 'ledger.customerNotFound');
  return customer.id;
}

/** An invoice from the ERP; the same external_id again answers the first (created: false). */
export async function postInvoice(db: Db, key: AuditActor, input: PostInvoiceInput) {
  const written = await db.transaction().execute(async (trx) => {
    const customerId = await customerByCode(trx, key.tenantId, input.customer_code);
    let orderId: number | null = null;
    if (input.order_number != null) {
      const order = await trx
        .selectFrom('orders')
        .select('id')
        .where('tenant_id', '=', key.tenantId)
        .where('customer_id', '=', customerId)
        .where('sale_no', '=', input.order_number)
        .executeTakeFirst();
      if (!order) throw fieldError('order_number', 'ledger.orderNotFound');
      orderId = order.id;
    }
    const result = await writeInvoice(
      trx,
      key,
      {
        customerId,
        number: input.number,
        externalId: input.external_id,
        issueDate: input.issue_date,
        dueDate: input.due_date,
        poNumber: input.po_number,
        orderId,
        currency: input.currency,
        expectedTotal: input.total,
      },
      input.lines.map((line) => ({
        partNumber: line.part_number,
        description: line.description ?? '',
        quantity: line.quantity,
        unitPrice: line.unit_price,
        orderLineId: null,
      })),
      input.taxes.map((tax) => ({ name: tax.name, rate: tax.rate ?? null, amount: tax.amount })),
    );
    if (result.created) await invoiceCreated(trx, key.tenantId, result.id);
    return { ...result, customerId };
  });
  const data = await readInvoice(
    db,
    { tenantId: key.tenantId, customerId: written.customerId },
    written.id,
  );
  return { data, created: written.created };
}

/** A payment or credit note from the ERP, settling invoices named by their numbers. */
export async function postCredit(
  db: Db,
  key: AuditActor,
  kind: 'payment' | 'credit_note',
  input: PostLedgerCreditInput,
) {
  const written = await db.transaction().execute(async (trx) => {
    const customerId = await customerByCode(trx, key.tenantId, input.customer_code);
    const numbers = [...new Set(input.allocations.map((allocation) => allocation.invoice_number))];
    const invoices =
      numbers.length === 0
        ? []
        : await trx
            .selectFrom('invoices')
            .select(['id', 'number'])
            .where('tenant_id', '=', key.tenantId)
            .where('customer_id', '=', customerId)
            .where('number', 'in', numbers)
            .execute();
    const idByNumber = new Map(invoices.map((invoice) => [invoice.number, invoice.id]));
    const allocations = input.allocations.map((allocation, index) => {
      const invoiceId = idByNumber.get(allocation.invoice_number);
      if (invoiceId === undefined) {
        throw fieldError(`allocations.${index}.invoice_number`, 'ledger.invoiceNotFound', {
          number: allocation.invoice_number,
        });
      }
      return { invoiceId, amount: allocation.amount, field: `allocations.${index}.amount` };
    });
    return writeCredit(trx, key, {
      kind,
      customerId,
      externalId: input.external_id,
      date: input.date,
      amount: input.amount,
      currency: input.currency,
      reference: input.reference,
      note: input.note,
      allocations,
    });
  });
  return { data: await creditAnswer(db, key.tenantId, written.id), created: written.created };
}

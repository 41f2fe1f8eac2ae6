import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatMoney,
  invoiceStatus,
  toMinorUnits,
  type AccountStatement,
  type InvoiceDetail,
  type InvoiceList,
  type LedgerPage,
} from '@portal/contract';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import * as integrationEndpoints from '@portal/contract/endpoints/integration';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { signedIn } from '../../../test/helpers/admin-fixtures.ts';
import { createApiKey, type TestApiKey } from '../../../test/helpers/api-key-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * Invoices and the ledger end to end (issue 31 points 2, 3, 6, 7; decision 038): the ERP posts
 * invoices, payments and credit notes (idempotent by external_id), the console bills an order's
 * lines and records payments, and the buyer reads their invoices, balance and statement, as JSON,
 * PDF and CSV. One app, one world.
 */
describe('invoices and the ledger', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let erp: TestApiKey;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  const invoiceBody = (number: string, extra: Record<string, unknown> = {}) => ({
    external_id: `ERP-${number}`,
    number,
    customer_code: 'CUST-A',
    issue_date: '2026-01-10',
    due_date: '2099-02-10',
    po_number: 'PO-77',
    lines: [
      { part_number: 'BOLT-1', description: 'Hex bolt', quantity: 3, unit_price: 10.5 },
      { part_number: 'NUT-1', description: 'Nut', quantity: 2, unit_price: 0.25 },
    ],
    taxes: [{ name: 'VAT', rate: 10, amount: 3.2 }],
    ...extra,
  });
  const post = (endpoint: { path: `/api/${string}` }, body: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: pathTo(endpoint as typeof integrationEndpoints.integrationPostInvoice, { code: 'ACME' }),
      headers: { ...erp.headers, 'accept-language': language },
      payload: body,
    });
  const buyerGet = (url: string, token = world.users.buyerA.token, language = 'en') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(token), 'accept-language': language },
    });
  const list = async (query: string) => {
    const response = await buyerGet(
      `${pathTo(memberEndpoints.invoices, { code: 'ACME' })}?${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InvoiceList>();
  };

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    erp = await createApiKey(t.db, world.acme.id, 'ERP', ['invoices:read', 'invoices:write']);
    admin = await signedIn(t.db, 'admin@acme.test', world.acme.id, { role: 'admin' });
  });

  it('posts an invoice once however often the ERP sends it, with totals computed', async () => {
    const first = await post(integrationEndpoints.integrationPostInvoice, invoiceBody('INV-1'));
    expect(first.statusCode, first.body).toBe(201);
    const invoice = first.json<{ data: InvoiceDetail; created: boolean }>();
    expect(invoice.created).toBe(true);
    expect(invoice.data).toMatchObject({
      number: 'INV-1',
      subtotal: 32,
      tax_total: 3.2,
      total: 35.2,
      open_amount: 35.2,
      status: 'open',
      po_number: 'PO-77',
    });
    expect(invoice.data.lines.map((line) => line.line_total)).toEqual([31.5, 0.5]);

    const again = await post(integrationEndpoints.integrationPostInvoice, invoiceBody('INV-1'));
    expect(again.statusCode).toBe(200);
    expect(again.json<{ created: boolean; data: { id: number } }>()).toMatchObject({
      created: false,
      data: { id: invoice.data.id },
    });
    const rows = await t.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('tenant_id', '=', world.acme.id)
      .where('invoice_id', '=', invoice.data.id)
      .execute();
    expect(rows).toHaveLength(1);
    // The same external id with other content is another document: refused.
    const changed = await post(
      integrationEndpoints.integrationPostInvoice,
      invoiceBody('INV-1', { taxes: [] }),
    );
    expect(changed.statusCode).toBe(409);
    // Another number already taken is refused on its field.
    const taken = await post(
      integrationEndpoints.integrationPostInvoice,
      invoiceBody('INV-1', { external_id: 'ERP-OTHER' }),
    );
    expect(taken.statusCode).toBe(422);
    // The webhook event and the e-mail to the customer's invoice recipients were written once.
    const outbox = await t.db
      .selectFrom('outbox_messages')
      .select(['kind', 'recipient'])
      .where('tenant_id', '=', world.acme.id)
      .where('event', '=', 'invoice.created')
      .execute();
    expect(outbox.filter((row) => row.kind === 'email').map((row) => row.recipient)).toEqual(
      expect.arrayContaining(['buyer-a@acme.test', 'rep@acme.test']),
    );
    expect(outbox.every((row) => row.recipient !== 'buyer-b@acme.test')).toBe(true);
  });

  it('refuses amounts with more decimals than the currency, in the caller’s language', async () => {
    const cents = await post(
      integrationEndpoints.integrationPostInvoice,
      invoiceBody('INV-DEC', {
        lines: [{ part_number: 'X', quantity: 1, unit_price: 1.005 }],
      }),
      'es',
    );
    expect(cents.statusCode).toBe(422);
    expect(cents.body).toContain('Este importe tiene más decimales que su moneda.');
    const yen = await post(
      integrationEndpoints.integrationPostInvoice,
      invoiceBody('INV-JPY', {
        currency: 'JPY',
        customer_code: 'CUST-B',
        lines: [{ part_number: 'X', quantity: 1, unit_price: 100.5 }],
        taxes: [],
      }),
    );
    expect(yen.statusCode).toBe(422);
    const unknown = await post(integrationEndpoints.integrationPostPayment, {
      external_id: 'P-X',
      customer_code: 'CUST-A',
      date: '2026-01-11',
      amount: 1.001,
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('settles invoices by payments and credit notes, never above what is open', async () => {
    await post(
      integrationEndpoints.integrationPostInvoice,
      invoiceBody('INV-2', {
        issue_date: '2026-01-05',
        due_date: '2026-01-20',
        po_number: 'PO-88',
      }),
    );
    const tooMuch = await post(
      integrationEndpoints.integrationPostPayment,
      {
        external_id: 'PAY-1',
        customer_code: 'CUST-A',
        date: '2026-01-25',
        amount: 50,
        allocations: [{ invoice_number: 'INV-1', amount: 40 }],
      },
      'fr',
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.body).toContain('C’est plus que le reste dû de la facture (35.20 USD).');

    const part = await post(integrationEndpoints.integrationPostPayment, {
      external_id: 'PAY-1',
      customer_code: 'CUST-A',
      date: '2026-01-25',
      amount: 15.2,
      allocations: [{ invoice_number: 'INV-1', amount: 15.2 }],
    });
    expect(part.statusCode, part.body).toBe(201);
    // Posted again (a retry): one payment.
    const retry = await post(integrationEndpoints.integrationPostPayment, {
      external_id: 'PAY-1',
      customer_code: 'CUST-A',
      date: '2026-01-25',
      amount: 15.2,
      allocations: [{ invoice_number: 'INV-1', amount: 15.2 }],
    });
    expect(retry.json<{ created: boolean }>().created).toBe(false);
    const credit = await post(integrationEndpoints.integrationPostCreditNote, {
      external_id: 'CN-1',
      customer_code: 'CUST-A',
      date: '2026-01-26',
      amount: 35.2,
      reference: 'CN-1',
      allocations: [{ invoice_number: 'INV-2', amount: 35.2 }],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const paidTwice = await post(integrationEndpoints.integrationPostPayment, {
      external_id: 'PAY-2',
      customer_code: 'CUST-A',
      date: '2026-01-27',
      amount: 1,
      allocations: [{ invoice_number: 'INV-2', amount: 1 }],
    });
    expect(paidTwice.statusCode).toBe(422);
    // Another customer's invoice number is not this customer's.
    const foreign = await post(integrationEndpoints.integrationPostPayment, {
      external_id: 'PAY-3',
      customer_code: 'CUST-B',
      date: '2026-01-27',
      amount: 1,
      allocations: [{ invoice_number: 'INV-1', amount: 1 }],
    });
    expect(foreign.statusCode).toBe(422);

    const invoices = await list('');
    const byNumber = new Map(invoices.data.map((invoice) => [invoice.number, invoice]));
    expect(byNumber.get('INV-1')).toMatchObject({ open_amount: 20, status: 'partly_paid' });
    expect(byNumber.get('INV-2')).toMatchObject({ open_amount: 0, status: 'paid' });
  });

  it('lists the buyer’s invoices by status, due date, PO and search, as the rule says', async () => {
    await post(
      integrationEndpoints.integrationPostInvoice,
      invoiceBody('INV-3', { issue_date: '2025-06-01', due_date: '2025-07-01', po_number: null }),
    );
    expect((await list('status=overdue')).data.map((i) => i.number)).toEqual(['INV-3']);
    expect((await list('status=paid')).data.map((i) => i.number)).toEqual(['INV-2']);
    expect((await list('status=partly_paid')).data.map((i) => i.number)).toEqual(['INV-1']);
    expect((await list('po_number=po-8')).data.map((i) => i.number)).toEqual(['INV-2']);
    expect((await list('search=INV-3')).data.map((i) => i.number)).toEqual(['INV-3']);
    expect((await list('due_from=2026-01-01&due_to=2026-12-31')).data.map((i) => i.number)).toEqual(
      ['INV-2'],
    );
    // Due dates and PO together, and only what is still open (the console's invoice picker).
    expect(
      (await list('due_from=2025-01-01&due_to=2026-12-31&po_number=PO')).data.map((i) => i.number),
    ).toEqual(['INV-2']);
    expect((await list('open_only=true')).data.map((i) => i.number).sort()).toEqual([
      'INV-1',
      'INV-3',
    ]);
    expect((await list('open_only=true&search=INV-3')).data.map((i) => i.number)).toEqual([
      'INV-3',
    ]);
    const reversed = await buyerGet(
      `${pathTo(memberEndpoints.invoices, { code: 'ACME' })}?due_from=2026-02-01&due_to=2026-01-01`,
    );
    expect(reversed.statusCode).toBe(422);
    const all = await list('');
    expect(all.meta).toMatchObject({ total: 3, current_page: 1 });
    // The SQL's status is the contract's rule's, for every invoice.
    const today = new Date().toISOString().slice(0, 10);
    for (const invoice of all.data) {
      const totalMinor = toMinorUnits(invoice.total, 'USD')!;
      const settledMinor = totalMinor - toMinorUnits(invoice.open_amount, 'USD')!;
      expect(invoiceStatus({ totalMinor, settledMinor, dueDate: invoice.due_date }, today)).toBe(
        invoice.status,
      );
    }
    const bad = await buyerGet(`${pathTo(memberEndpoints.invoices, { code: 'ACME' })}?status=late`);
    expect(bad.statusCode).toBe(422);
  });

  it('shows an invoice only to its customer’s members who see invoices', async () => {
    const [invoice] = (await list('search=INV-1')).data;
    const url = pathTo(memberEndpoints.invoice, { code: 'ACME', invoiceId: invoice!.id });
    const mine = await buyerGet(url);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ data: InvoiceDetail }>().data.settlements).toEqual([
      { kind: 'payment', date: '2026-01-25', reference: null, amount: 15.2 },
    ]);
    expect((await buyerGet(url, world.users.buyerB.token)).statusCode).toBe(404);
    // A member whose flag is off is refused the invoices, translated.
    await t.db
      .updateTable('memberships')
      .set({ sees_invoices: false })
      .where('tenant_id', '=', world.acme.id)
      .where('user_id', '=', world.users.rep.id)
      .execute();
    const refused = await buyerGet(url, world.users.rep.token, 'es');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Su función en su empresa no incluye sus facturas.',
    });
  });

  it('downloads the invoice as a PDF in the reader’s language, with the tenant’s name', async () => {
    const [invoice] = (await list('search=INV-1')).data;
    const response = await buyerGet(
      pathTo(memberEndpoints.invoicePdf, { code: 'ACME', invoiceId: invoice!.id }),
      world.users.buyerA.token,
      'fr',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Facture INV-1');
    expect(text).toContain('ACME Inc.');
    expect(text).toContain('Hex bolt');
    expect(text).toContain('PO-77');
    expect(text).toContain(formatMoney(35.2, 'fr').replace(/[\u202f\u00a0]/g, ' '));
    expect(text).toContain('Payée en partie');
  });

  it('gives the statement of a period: opening, entries, closing, ageing', async () => {
    const url = `${pathTo(memberEndpoints.accountStatement, { code: 'ACME' })}?from=2026-01-06&to=2026-01-31`;
    const response = await buyerGet(url);
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json<{ data: AccountStatement }>().data;
    // INV-3 (2025) and INV-2 (Jan 5) are before the period.
    expect(statement.opening_balance).toBe(70.4);
    expect(statement.entries.map((entry) => [entry.kind, entry.amount, entry.balance])).toEqual([
      ['invoice', 35.2, 105.6],
      ['payment', -15.2, 90.4],
      ['credit_note', -35.2, 55.2],
    ]);
    expect(statement.closing_balance).toBe(55.2);
    // On Jan 31: INV-1 (20 open, 21 days old) and INV-3 (35.20, 244 days old).
    expect(statement.ageing).toEqual({
      days_0_30: 20,
      days_31_60: 0,
      days_61_90: 0,
      over_90: 35.2,
    });
    expect(statement.unallocated_credit).toBe(0);
    // What was open at a period's end counts what entries dated up to it settled, not later ones:
    // on Jan 25, PAY-1 (that day) has settled 15.20 of INV-1; CN-1 (Jan 26) nothing of INV-2 yet.
    const jan25 = await buyerGet(
      `${pathTo(memberEndpoints.accountStatement, { code: 'ACME' })}?from=2026-01-06&to=2026-01-25`,
    );
    expect(jan25.json<{ data: AccountStatement }>().data.ageing).toEqual({
      days_0_30: 55.2,
      days_31_60: 0,
      days_61_90: 0,
      over_90: 35.2,
    });

    const csv = await buyerGet(
      `${pathTo(memberEndpoints.accountStatementCsv, { code: 'ACME' })}?from=2026-01-06&to=2026-01-31`,
    );
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')).toEqual([
      'date,kind,reference,amount,balance,currency',
      '2026-01-06,opening_balance,,,70.4,USD',
      '2026-01-10,invoice,INV-1,35.2,105.6,USD',
      '2026-01-25,payment,,-15.2,90.4,USD',
      '2026-01-26,credit_note,CN-1,-35.2,55.2,USD',
      '2026-01-31,closing_balance,,,55.2,USD',
      '',
    ]);
    const pdf = await buyerGet(
      `${pathTo(memberEndpoints.accountStatementPdf, { code: 'ACME' })}?from=2026-01-06&to=2026-01-31`,
      world.users.buyerA.token,
      'es',
    );
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Estado de cuenta');
    expect(text).toContain('Más de 90 días');
    expect(text).toContain('Nota de crédito');
    const reversed = await buyerGet(
      `${pathTo(memberEndpoints.accountStatement, { code: 'ACME' })}?from=2026-02-01&to=2026-01-01`,
    );
    expect(reversed.statusCode).toBe(422);

    const invoicesCsv = await buyerGet(
      `${pathTo(memberEndpoints.invoicesCsv, { code: 'ACME' })}?status=paid`,
    );
    expect(invoicesCsv.body.split('\r\n')).toEqual([
      'number,issue_date,due_date,po_number,order_number,currency,total,open_amount,status',
      'INV-2,2026-01-05,2026-01-20,PO-88,,USD,35.2,0,paid',
      '',
    ]);
    const balance = await buyerGet(pathTo(memberEndpoints.accountBalance, { code: 'ACME' }));
    expect(balance.json()).toEqual({
      data: { currency: 'USD', balance: 55.2, overdue: 35.2, open_invoices: 2 },
    });
  });

  it('bills an order’s lines from the console, never more than ordered, and records a payment', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.orders, { code: 'ACME' }),
      headers: bearer(world.users.buyerA.token),
      payload: orderBody(world, [{ puom_id: world.products.bolt.defaultPuomId, sale_qty: 4 }], {
        purchase_order: 'PO-ORDER',
      }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ data: { id: number } }>().data.id;
    const [line] = await t.db
      .selectFrom('order_lines')
      .select(['id', 'price'])
      .where('tenant_id', '=', world.acme.id)
      .where('order_id', '=', orderId)
      .execute();
    const create = (number: string, quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: pathTo(consoleEndpoints.adminCreateInvoice, { code: 'ACME', id: world.customerA.id }),
        headers: admin.headers,
        payload: {
          order_id: orderId,
          number,
          issue_date: '2026-02-01',
          due_date: '2099-03-01',
          lines: [{ order_line_id: line!.id, quantity }],
        },
      });
    const created = await create('INV-ORD-1', 3);
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json<{ data: InvoiceDetail }>().data;
    expect(invoice).toMatchObject({ po_number: 'PO-ORDER', total: 3 * Number(line!.price) });
    // One left to bill: two more is over what was ordered.
    const over = await create('INV-ORD-2', 2);
    expect(over.statusCode).toBe(422);
    // Another customer's order is not this customer's.
    const other = await t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminCreateInvoice, { code: 'ACME', id: world.customerB.id }),
      headers: admin.headers,
      payload: {
        order_id: orderId,
        number: 'INV-X',
        issue_date: '2026-02-01',
        due_date: '2026-03-01',
        lines: [{ order_line_id: line!.id, quantity: 1 }],
      },
    });
    expect(other.statusCode).toBe(422);

    const paid = await t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminRecordLedgerCredit, {
        code: 'ACME',
        id: world.customerA.id,
      }),
      headers: admin.headers,
      payload: { kind: 'payment', date: '2026-02-02', amount: 1, invoice_id: invoice.id },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ data: { kind: 'payment', amount: -1, unallocated: 0 } });
    const ledger = await t.app.inject({
      method: 'GET',
      url: pathTo(consoleEndpoints.adminCustomerLedger, { code: 'ACME', id: world.customerA.id }),
      headers: admin.headers,
    });
    const page = ledger.json<LedgerPage>();
    expect(page.data[0]).toMatchObject({ kind: 'payment', amount: -1 });
    expect(page.balance).toBe(55.2 + invoice.total - 1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('tenant_id', '=', world.acme.id)
      .where('action', 'in', ['invoice.create', 'ledger.payment'])
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(['invoice.create', 'ledger.payment']);
  });
});

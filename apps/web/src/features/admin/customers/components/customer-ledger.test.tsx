import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvoiceSummary, LedgerEntry } from '@portal/contract';
import { pageOf, sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { CustomerLedger } from './customer-ledger.tsx';

const overdue: InvoiceSummary = {
  id: 11,
  number: 'INV-100',
  issue_date: '2026-09-01',
  due_date: '2026-10-01',
  po_number: null,
  order_number: null,
  currency: 'USD',
  total: 120,
  open_amount: 35.2,
  status: 'overdue',
};
const entries: LedgerEntry[] = [
  {
    id: 2,
    kind: 'payment',
    date: '2026-09-15',
    reference: 'Wire 7',
    invoice_id: null,
    amount: -84.8,
    currency: 'USD',
  },
  {
    id: 1,
    kind: 'invoice',
    date: '2026-09-01',
    reference: 'INV-100',
    invoice_id: 11,
    amount: 120,
    currency: 'USD',
  },
];

function serve(sent: unknown[]) {
  signInAdmin();
  fakeServer((url, init) => {
    if (init.method === 'POST' && url.pathname === '/api/admin/ACME/customers/7/ledger') {
      sent.push(sentBody(init));
      return json(201, {
        data: { ...entries[0], id: 3, amount: -35.2, unallocated: 0 },
      });
    }
    if (url.pathname === '/api/admin/ACME/customers/7/ledger') {
      return json(200, { ...pageOf(entries), balance: 35.2 });
    }
    if (url.pathname === '/api/admin/ACME/customers/7/invoices') {
      // The server keeps to the open invoices, searched by number, a page at a time.
      if (url.searchParams.get('open_only') !== 'true') return json(200, pageOf([]));
      const search = url.searchParams.get('search') ?? '';
      return json(200, pageOf([overdue].filter((invoice) => invoice.number.includes(search))));
    }
    return json(404, { message: 'Not found.' });
  });
}

describe("a customer's ledger in the console", () => {
  it('lists the entries and the balance, and records a payment no larger than the open amount', async () => {
    const sent: unknown[] = [];
    serve(sent);
    renderScreen(<CustomerLedger code="ACME" customerId={7} />);
    const table = await screen.findByRole('table', { name: 'Ledger entries' });
    expect(within(table).getByText('-$84.80')).toBeInTheDocument();
    expect(screen.getByText('Balance: $35.20')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    const settles = within(within(dialog).getByRole('group', { name: 'Settles' }));
    // On account, or the open invoice the server found.
    expect(await settles.findAllByRole('radio')).toHaveLength(2);
    await userEvent.click(settles.getByRole('radio', { name: /INV-100/ }));
    const amount = within(dialog).getByLabelText(/Amount/);
    await userEvent.type(amount, '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText(/more than the invoice has open \(35\.20 USD\)/),
    ).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '35.205');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText(/more decimals than its currency/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '35.20');
    await userEvent.type(within(dialog).getByLabelText('Reference'), 'Wire 8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amount: 35.2,
        reference: 'Wire 8',
        invoice_id: 11,
      }),
    ]);
  });

  it('offers any open invoice of the customer, page after page, or by its number', async () => {
    signInAdmin();
    const open = Array.from({ length: 25 }, (_, index) => ({
      ...overdue,
      id: 100 + index,
      number: `INV-${String(index + 1).padStart(3, '0')}`,
    }));
    const sent: unknown[] = [];
    fakeServer((url, init) => {
      if (init.method === 'POST') {
        sent.push(sentBody(init));
        return json(201, { data: { ...entries[0], id: 3, unallocated: 0 } });
      }
      if (url.pathname === '/api/admin/ACME/customers/7/ledger') {
        return json(200, { ...pageOf(entries), balance: 35.2 });
      }
      if (url.pathname === '/api/admin/ACME/customers/7/invoices') {
        const search = url.searchParams.get('search') ?? '';
        const page = Number(url.searchParams.get('page') ?? 1);
        const matching = open.filter((invoice) => invoice.number.includes(search));
        return json(
          200,
          pageOf(matching.slice((page - 1) * 20, page * 20), { page, total: matching.length }),
        );
      }
      return json(404, { message: 'Not found.' });
    });
    renderScreen(<CustomerLedger code="ACME" customerId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Record credit note' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a credit note' }));
    const settles = within(dialog.getByRole('group', { name: 'Settles' }));
    expect(await settles.findByText('1–20 of 25')).toBeInTheDocument();
    expect(settles.queryByRole('radio', { name: /INV-024/ })).toBeNull();
    await userEvent.click(settles.getByRole('button', { name: 'Next' }));
    expect(await settles.findByRole('radio', { name: /INV-024/ })).toBeInTheDocument();
    expect(settles.getByText('21–25 of 25')).toBeInTheDocument();

    await userEvent.type(settles.getByRole('searchbox'), 'INV-022');
    await waitFor(() => expect(settles.queryByRole('radio', { name: /INV-024/ })).toBeNull());
    await userEvent.click(settles.getByRole('radio', { name: /INV-022/ }));
    await userEvent.type(dialog.getByLabelText(/Amount/), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Credit note recorded.')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ kind: 'credit_note', invoice_id: 121 })]);
  });
});

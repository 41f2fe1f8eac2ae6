import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceSummary } from '@portal/contract';
import { signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { InvoiceRoute } from './invoice.tsx';
import { InvoicesRoute } from './invoices.tsx';

const summary: InvoiceSummary = {
  id: 7,
  number: 'INV-26001',
  issue_date: '2026-10-01',
  due_date: '2026-10-31',
  po_number: 'PO-4100',
  order_number: null,
  currency: 'USD',
  total: 120,
  open_amount: 70,
  status: 'overdue',
};
const detail: InvoiceDetail = {
  ...summary,
  customer: { code: 'CUST-A', name: 'Alpha Hardware' },
  order_id: null,
  subtotal: 110,
  tax_total: 10,
  paid_amount: 50,
  lines: [
    {
      line_no: 1,
      part_number: 'BOLT-8',
      description: 'Hex bolt',
      quantity: 10,
      unit_price: 11,
      line_total: 110,
    },
  ],
  taxes: [{ name: 'VAT', rate: 10, amount: 10 }],
  settlements: [{ kind: 'payment', date: '2026-10-10', reference: 'Wire 1', amount: 50 }],
};
const meta = { current_page: 1, per_page: 20, from: 1, to: 1, total: 1, last_page: 1 };

describe('the buyer’s invoices', () => {
  it('lists invoices with their open amount and status, and searches by number or PO', async () => {
    signInBuyer();
    const asked: string[] = [];
    fakeServer((url) => {
      asked.push(url.search);
      return json(200, { data: [summary], meta });
    });
    renderScreen(<InvoicesRoute />, { path: '/invoices', route: '/invoices' });
    const table = await screen.findByRole('table', { name: 'Invoices: All' });
    const row = within(table).getByRole('link', { name: 'INV-26001' }).closest('tr')!;
    expect(within(row).getByText('$70.00')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Invoice or PO number'), 'PO-41{Enter}');
    await screen.findByRole('table');
    expect(asked.some((url) => url.includes('search=PO-41'))).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(asked.some((url) => url.includes('status=paid'))).toBe(true);
  });

  it('filters by PO number and due dates, kept in the URL, and refuses dates out of order', async () => {
    signInBuyer();
    const asked: URLSearchParams[] = [];
    fakeServer((url) => {
      asked.push(url.searchParams);
      return json(200, { data: [summary], meta });
    });
    renderScreen(<InvoicesRoute />, {
      path: '/invoices?status=overdue&po=PO-41&due_from=2026-10-01',
      route: '/invoices',
    });
    // The URL's filters are asked for and shown in the form.
    await screen.findByRole('table', { name: 'Invoices: Overdue' });
    expect(asked.at(-1)?.get('po_number')).toBe('PO-41');
    expect(asked.at(-1)?.get('due_from')).toBe('2026-10-01');
    expect(asked.at(-1)?.get('status')).toBe('overdue');
    const filters = within(screen.getByRole('search', { name: 'Find invoices' }));
    expect(filters.getByLabelText('PO number')).toHaveValue('PO-41');
    expect(filters.getByLabelText('Due from')).toHaveValue('2026-10-01');

    // A "to" before the "from" is refused on its field before anything is asked.
    const count = asked.length;
    await userEvent.type(filters.getByLabelText('Due to'), '2026-09-01');
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    expect(
      await filters.findByText('The end of the period cannot be before its start.'),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(count);

    await userEvent.clear(filters.getByLabelText('Due to'));
    await userEvent.type(filters.getByLabelText('Due to'), '2026-10-31');
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)?.get('due_to')).toBe('2026-10-31'));
    expect(asked.at(-1)?.get('po_number')).toBe('PO-41');

    await userEvent.click(filters.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked.at(-1)?.get('po_number')).toBeNull());
    expect(asked.at(-1)?.get('due_from')).toBeNull();
    expect(filters.getByLabelText('PO number')).toHaveValue('');
  });

  it('says so when the URL holds dates out of order, and asks nothing', async () => {
    signInBuyer();
    const asked: string[] = [];
    fakeServer((url) => {
      asked.push(url.search);
      return json(200, { data: [summary], meta });
    });
    renderScreen(<InvoicesRoute />, {
      path: '/invoices?due_from=2026-10-01&due_to=2026-09-01',
      route: '/invoices',
    });
    expect(await screen.findByText(/These filters cannot be used/)).toBeInTheDocument();
    expect(asked.filter((search) => search.includes('due_'))).toEqual([]);
  });

  it('shows an invoice with its lines, what settled it, and the PDF download', async () => {
    signInBuyer();
    fakeServer(() => json(200, { data: detail }));
    renderScreen(<InvoiceRoute />, { path: '/invoices/7', route: '/invoices/:invoiceId' });
    expect(await screen.findByRole('heading', { name: 'Invoice INV-26001' })).toBeInTheDocument();
    expect(screen.getByText('Hex bolt')).toBeInTheDocument();
    expect(screen.getByText(/Wire 1/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });
});

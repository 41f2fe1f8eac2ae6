import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminReturn, InvoiceSummary, ReturnState } from '@portal/contract';
import { pageOf, sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminOrderRoute } from '../routes/order.tsx';

const order: AdminOrderDetail = {
  id: 12,
  sale_no: 1006,
  sale_date: '2026-11-20',
  status: 'pending',
  customer: { id: 3, code: 'C-1001', name: 'Northwind Fabrication Ltd.' },
  placed_by: { id: 8, email: 'buyer@acme.example', name: 'Olivia Martin' },
  sales_person: null,
  purchase_order: null,
  note: null,
  delivery_method: 'delivery',
  payment_option: 'net30',
  shipping_address: '2250 Speers Road',
  total: 40,
  quote_id: null,
  approval: null,
  may_withdraw: false,
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  items: [
    {
      id: 29,
      sale_qty: 4,
      price: 10,
      comment: null,
      productuom: { product: { part_number: 'AC-1', description: 'Drill' }, uom: { code: 'EA' } },
      line_no: 1,
      confirmed_qty: null,
      promised_date: null,
      shipped_qty: 4,
      backordered_qty: 0,
    },
  ],
  fulfilment: 'shipped',
  shipments: [],
  events: [],
  next_statuses: ['processed', 'canceled'],
};

const returnIn = (state: ReturnState): AdminReturn => ({
  id: 4,
  order_id: 12,
  sale_no: 1006,
  state,
  reason: 'damaged',
  comment: 'Box crushed',
  lines: [
    {
      order_line_id: 29,
      line_no: 1,
      part_number: 'AC-1',
      description: 'Drill',
      uom_code: 'EA',
      quantity: 2,
      unit_price: 10,
    },
  ],
  photos: [],
  requested_by: { id: 8, name: 'Olivia Martin' },
  requested_at: '2026-11-25T10:00:00.000Z',
  decided_at: state === 'requested' ? null : '2026-11-26T10:00:00.000Z',
  decision_comment: state === 'requested' ? null : 'Send it back',
  received_at: state === 'received' ? '2026-11-27T10:00:00.000Z' : null,
  credit_amount: 20,
  currency: 'USD',
  credit_entry_id: state === 'received' ? 77 : null,
  customer: { id: 3, name: 'Northwind Fabrication Ltd.' },
  decided_by:
    state === 'requested' ? null : { id: 2, email: 'admin@acme.example', name: 'Ada Admin' },
});

const openInvoice = (number: string, id: number): InvoiceSummary => ({
  id,
  number,
  issue_date: '2026-10-01',
  due_date: '2026-10-31',
  po_number: null,
  order_number: 1042,
  currency: 'USD',
  total: 100,
  open_amount: 60,
  status: 'overdue',
});

function serve() {
  signInAdmin();
  let current = returnIn('requested');
  const writes: { path: string; body: unknown; key: string | undefined }[] = [];
  fakeServer((url, init) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (url.pathname === '/api/admin/ACME/orders/12') return json(200, { data: order });
    if (url.pathname === '/api/admin/ACME/orders/12/returns') {
      return json(200, { data: [current] });
    }
    if (url.pathname === '/api/admin/ACME/returns/4/decision') {
      writes.push({ path: url.pathname, body: sentBody(init), key: headers['Idempotency-Key'] });
      current = returnIn('approved');
      return json(200, { data: current });
    }
    if (url.pathname === '/api/admin/ACME/customers/3/invoices') {
      // Only the customer's open invoices are asked for, searched by number on the server.
      expect(url.searchParams.get('open_only')).toBe('true');
      const all = [openInvoice('INV-7', 7), openInvoice('INV-8', 8)];
      const search = url.searchParams.get('search') ?? '';
      return json(200, pageOf(all.filter((invoice) => invoice.number.includes(search))));
    }
    if (url.pathname === '/api/admin/ACME/returns/4/receive') {
      writes.push({
        path: url.pathname,
        body: sentBody(init),
        key: headers['Idempotency-Key'],
      });
      current = returnIn('received');
      return json(200, { data: current });
    }
    return json(200, pageOf([]));
  });
  renderScreen(<AdminOrderRoute />, { path: '/admin/orders/12', route: '/admin/orders/:orderId' });
  return writes;
}

describe('the console order page’s returns', () => {
  it('approves a requested return with a comment, then marks it received', async () => {
    const writes = serve();
    const returns = within(await screen.findByRole('region', { name: 'Returns' }));
    expect(await returns.findByText('Box crushed')).toBeInTheDocument();
    expect(returns.queryByRole('button', { name: 'Mark received' })).toBeNull();
    await userEvent.click(returns.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve return 4' }));
    await userEvent.type(dialog.getByLabelText('Comment for the buyer'), 'Send it back');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Return 4 approved.')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ body: { decision: 'approve', comment: 'Send it back' } });

    await userEvent.click(await returns.findByRole('button', { name: 'Mark received' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Mark return 4 received?' }));
    expect(
      confirm.getByText(/A credit note of \$20\.00 enters the ledger of Northwind/),
    ).toBeInTheDocument();
    // The credit may settle an open invoice of the customer, found by its number.
    const settles = within(confirm.getByRole('group', { name: 'Settles' }));
    expect(settles.getByRole('radio', { name: 'No invoice (on account)' })).toBeChecked();
    await userEvent.type(settles.getByRole('searchbox'), 'INV-8');
    await waitFor(() => expect(settles.queryByText(/INV-7/)).toBeNull());
    await userEvent.click(settles.getByRole('radio', { name: /INV-8, due .*, open \$60\.00/ }));
    await userEvent.click(confirm.getByRole('button', { name: 'Mark received' }));
    expect(await returns.findByText('Received', { exact: true })).toBeInTheDocument();
    expect(writes[1]?.path).toBe('/api/admin/ACME/returns/4/receive');
    expect(writes[1]?.key).toMatch(/.{16,}/);
    expect(writes[1]?.body).toEqual({ invoice_id: 8 });
    expect(returns.queryByRole('button', { name: /Approve|Refuse|Mark received/ })).toBeNull();
  });
});

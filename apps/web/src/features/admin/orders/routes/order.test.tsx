import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nextOrderStatuses, type AdminOrderDetail, type OrderStatus } from '@portal/contract';
import { pageOf, sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminOrderRoute } from './order.tsx';

const buyer = { id: 8, email: 'buyer@acme.example', name: 'Olivia Martin' };
const admin = { id: 2, email: 'admin@acme.example', name: 'Alexandra Chen' };

const detail = (status: OrderStatus): AdminOrderDetail => ({
  id: 12,
  sale_no: 1012,
  sale_date: '2026-11-20',
  status,
  customer: { id: 3, code: 'C-1001', name: 'Northwind Fabrication Ltd.' },
  placed_by: buyer,
  sales_person: null,
  purchase_order: 'PO-40347',
  note: 'Deliver to the back door.',
  delivery_method: 'delivery',
  payment_option: 'net30',
  shipping_address: '2250 Speers Road, Oakville, ON, CA, L6L 2X8',
  total: 451.7,
  quote_id: null,
  approval: null,
  may_withdraw: false,
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  items: [
    {
      id: 29,
      sale_qty: 2,
      price: 225.85,
      comment: 'Rush',
      productuom: {
        product: { part_number: 'AC-DR-7875', description: 'Cordless drill' },
        uom: { code: 'KT' },
      },
      line_no: 1,
      confirmed_qty: null,
      promised_date: null,
      shipped_qty: 0,
      backordered_qty: 0,
    },
  ],
  fulfilment: 'not_shipped',
  shipments: [],
  events: [
    {
      id: 1,
      from_status: null,
      to_status: 'draft',
      comment: null,
      user: buyer,
      created_at: '2026-11-20T15:00:00.000Z',
    },
    ...(status === 'draft'
      ? []
      : [
          {
            id: 2,
            from_status: 'draft' as const,
            to_status: 'pending' as const,
            comment: 'Stock confirmed',
            user: admin,
            created_at: '2026-11-21T09:30:00.000Z',
          },
        ]),
  ],
  next_statuses: [...nextOrderStatuses(status)],
});

/** An order that moves as the API moves it; `refuse` answers the change with that error. */
const shipments: unknown[] = [];
const confirmations: unknown[] = [];

function serve(start: OrderStatus, refuse?: { status: number; body: unknown }) {
  signInAdmin();
  let current = detail(start);
  return fakeServer((url, init) => {
    if (url.pathname === '/api/admin/ACME/orders/12/status' && init.method === 'POST') {
      if (refuse) return json(refuse.status, refuse.body);
      const { status } = sentBody(init) as { status: OrderStatus };
      current = { ...detail(status), status };
      return json(200, { data: current });
    }
    if (url.pathname === '/api/admin/ACME/orders/12/shipments' && init.method === 'POST') {
      shipments.push(sentBody(init));
      const body = sentBody(init) as { lines: { quantity: number }[] };
      const shipped = body.lines[0]?.quantity ?? 0;
      const line = { ...current.items[0]!, shipped_qty: shipped, backordered_qty: 2 - shipped };
      current = { ...current, items: [line], fulfilment: 'partly_shipped' };
      return json(201, {
        data: {
          id: 5,
          order_id: 12,
          external_id: null,
          carrier: 'ups',
          service: null,
          tracking_number: '1Z999',
          tracking_url: 'https://www.ups.com/track?tracknum=1Z999',
          shipped_date: '2026-11-24',
          created_at: '2026-11-24T10:00:00.000Z',
          lines: [],
        },
      });
    }
    if (url.pathname === '/api/admin/ACME/orders/12/lines' && init.method === 'PATCH') {
      confirmations.push(sentBody(init));
      return json(200, { data: current });
    }
    if (url.pathname === '/api/admin/ACME/orders/12') return json(200, { data: current });
    if (url.pathname === '/api/admin/ACME/orders/12/pdf') {
      return new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } });
    }
    if (url.pathname.startsWith('/api/admin/ACME/orders/')) {
      return json(404, { message: 'Order not found.' });
    }
    return json(200, pageOf([]));
  });
}

const render = (id = '12') =>
  renderScreen(<AdminOrderRoute />, {
    path: `/admin/orders/${id}`,
    route: '/admin/orders/:orderId',
  });

describe('admin order detail', () => {
  it('records a shipment of part of a line, its quantity checked against what is left to ship', async () => {
    serve('pending');
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Record shipment' }));
    const dialog = within(await screen.findByRole('dialog'));
    const quantity = dialog.getByLabelText('AC-DR-7875: quantity shipped');
    // By default, what is still to ship.
    expect(quantity).toHaveValue('2');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Record shipment' }));
    expect(await dialog.findByText('Line 1: at most 2 are still to ship.')).toBeVisible();
    expect(shipments).toEqual([]);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await userEvent.type(dialog.getByLabelText('Tracking number (optional)'), '1Z999');
    await userEvent.click(dialog.getByRole('button', { name: 'Record shipment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shipments).toEqual([
      expect.objectContaining({
        carrier: 'ups',
        tracking_number: '1Z999',
        lines: [{ line_no: 1, quantity: 1 }],
      }),
    ]);
    expect(await screen.findByText('Partly shipped')).toBeInTheDocument();

    // The line's confirmed quantity and promised date.
    await userEvent.click(screen.getByRole('button', { name: 'Confirm lines' }));
    const confirm = within(await screen.findByRole('dialog'));
    const confirmed = confirm.getByLabelText('AC-DR-7875: confirmed quantity');
    await userEvent.type(confirmed, '1');
    await userEvent.type(confirm.getByLabelText('Promised date'), '2026-12-15');
    await userEvent.click(confirm.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirmations).toEqual([
      { lines: [{ line_no: 1, confirmed_qty: 1, promised_date: '2026-12-15' }] },
    ]);
  });

  it('shows the order, its customer and buyer, lines, and status history', async () => {
    serve('pending');
    render();
    expect(await screen.findByRole('heading', { name: 'Order 1012', level: 1 })).toBeVisible();
    for (const text of [
      'Northwind Fabrication Ltd.',
      'C-1001',
      'Olivia Martin (buyer@acme.example)',
      'PO-40347',
      '2250 Speers Road, Oakville, ON, CA, L6L 2X8',
      'Deliver to the back door.',
      'Net 30 Days',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const lines = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row');
    expect(lines[1]).toHaveTextContent('1AC-DR-7875Cordless drillComment: Rush2KT$225.85$451.70');
    const history = within(screen.getByRole('region', { name: 'Status history' })).getAllByRole(
      'listitem',
    );
    expect(history[0]).toHaveTextContent('Placed as Draft');
    expect(history[0]).toHaveTextContent('by Olivia Martin');
    expect(history[1]).toHaveTextContent(/Draft\s*→\s*to\s*Pending/);
    expect(history[1]).toHaveTextContent('by Alexandra Chen');
    expect(history[1]).toHaveTextContent('Stock confirmed');
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });

  it("names who approved the order in the customer's company, and when", async () => {
    signInAdmin();
    fakeServer(() =>
      json(200, {
        data: {
          ...detail('draft'),
          approval: {
            reasons: [{ kind: 'requester' }],
            approver_role: 'approver',
            approver_user_ids: null,
            decided_by: { id: 9, name: 'Alan Approver' },
            decided_at: '2026-11-21T09:00:00.000Z',
            comment: null,
          },
        },
      }),
    );
    render();
    expect(await screen.findByText("Approved in the customer's company by")).toBeInTheDocument();
    expect(screen.getByText(/^Alan Approver, Nov 21, 2026/)).toBeInTheDocument();
  });

  it('offers only the moves the rules allow from each status', async () => {
    serve('draft');
    render();
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept (Pending)', 'Cancel order']);
  });

  it('moves a pending order to Processed with a comment after confirmation', async () => {
    const calls = serve('pending');
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Mark as Processed' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order 1012 as processed?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), 'Shipped');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Processed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const change = calls.find((call) => call.init.method === 'POST')!;
    expect(change.url.pathname).toBe('/api/admin/ACME/orders/12/status');
    expect(sentBody(change.init)).toEqual({ status: 'processed', comment: 'Shipped' });
    expect(await screen.findByText('Order 1012 is now Processed.')).toBeInTheDocument();
    expect(
      screen.getByText('This order is Processed: its status can no longer change.'),
    ).toBeInTheDocument();
  });

  it('keeps the dialog and its comment, with the reason, when the change is refused', async () => {
    serve('pending', {
      status: 422,
      body: {
        message: 'An order cannot go from processed to canceled.',
        errors: { status: ['An order cannot go from processed to canceled.'] },
      },
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order 1012?' });
    await user.type(within(dialog).getByRole('textbox'), 'Customer asked');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An order cannot go from processed to canceled.',
    );
    expect(within(dialog).getByRole('textbox')).toHaveValue('Customer asked');
  });

  it("says 'Order not found.' for an order of no customer of this company", async () => {
    serve('draft');
    render('99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  });

  it('downloads the order as a PDF and leaves the status changes out of the printed page', async () => {
    const calls = serve('pending');
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:order'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('ACME-order-1012.pdf');
    expect(calls.some((call) => call.url.pathname === '/api/admin/ACME/orders/12/pdf')).toBe(true);
    const statusHeading = screen.getByRole('heading', { level: 2, name: 'Status' });
    expect(statusHeading.closest('[data-print="hide"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    click.mockRestore();
  });
});

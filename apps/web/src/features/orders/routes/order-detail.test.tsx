import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { makeProduct, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import type { CheckedLine, OrderDetail } from '@portal/contract';
import { OrderDetailRoute } from './order-detail.tsx';

const detail: OrderDetail = {
  id: 12,
  sale_no: 1012,
  sale_date: '2026-11-20',
  status: 'pending',
  customer: { name: 'Northwind Fabrication Ltd.', code: 'C-1001' },
  sales_person: 'Daniel Roy',
  purchase_order: 'PO-40347',
  note: null,
  delivery_method: 'delivery',
  payment_option: 'net30',
  shipping_address: '2250 Speers Road, Oakville, ON, CA, L6L 2X8',
  total: 539.15,
  quote_id: null,
  placed_by: { id: 8, name: 'Olivia Martin' },
  approval: null,
  may_withdraw: false,
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
    {
      id: 30,
      sale_qty: 3,
      price: 29.15,
      comment: null,
      productuom: {
        product: { part_number: 'AC-WA-9920', description: 'Wedge anchor' },
        uom: { code: 'BX' },
      },
      line_no: 2,
      confirmed_qty: null,
      promised_date: null,
      shipped_qty: 0,
      backordered_qty: 0,
    },
  ],
  fulfilment: 'not_shipped',
  shipments: [],
};

/** The same order, its drills shipped by UPS and one wedge anchor box backordered (issue 31). */
const partlyShipped: OrderDetail = {
  ...detail,
  fulfilment: 'partly_shipped',
  items: [
    { ...detail.items[0]!, shipped_qty: 2 },
    {
      ...detail.items[1]!,
      confirmed_qty: 2,
      shipped_qty: 2,
      backordered_qty: 1,
      promised_date: '2026-12-15',
    },
  ],
  shipments: [
    {
      id: 5,
      order_id: 12,
      external_id: null,
      carrier: 'ups',
      service: 'Ground',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      shipped_date: '2026-11-24',
      created_at: '2026-11-24T10:00:00.000Z',
      lines: [
        {
          order_line_id: 29,
          line_no: 1,
          part_number: 'AC-DR-7875',
          description: 'Cordless drill',
          uom_code: 'KT',
          quantity: 2,
        },
      ],
    },
  ],
};

const render = (id: string, order: OrderDetail = detail) => {
  signInBuyer();
  fakeServer((url) =>
    url.pathname === '/api/orders/ACME/12'
      ? json(200, order)
      : json(404, { message: 'Order not found.' }),
  );
  return renderScreen(<OrderDetailRoute />, { path: `/orders/${id}`, route: '/orders/:orderId' });
};

describe('order detail', () => {
  it('shows each line’s shipped and backordered quantities, the promised date and the tracking link', async () => {
    render('12', partlyShipped);
    expect(await screen.findByText('Partly shipped')).toBeInTheDocument();
    const lines = within(screen.getByRole('table', { name: 'Delivery of each line' }));
    const rows = lines.getAllByRole('row');
    expect(rows[2]).toHaveTextContent('2AC-WA-9920Wedge anchor3 BX221Dec 15, 2026');
    const link = screen.getByRole('link', { name: /Track 1Z999AA10123456784/ });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText('UPS (Ground)')).toBeInTheDocument();
  });

  it('shows every field, the lines and the total', async () => {
    render('12');
    expect(await screen.findByRole('heading', { name: 'Order 1012' })).toBeInTheDocument();
    for (const text of [
      'Northwind Fabrication Ltd.',
      'Nov 20, 2026',
      'Daniel Roy',
      'PO-40347',
      'Confirmed, in preparation',
      '2250 Speers Road, Oakville, ON, CA, L6L 2X8',
      'Delivery',
      'Net 30 Days',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const rows = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1AC-DR-7875Cordless drillComment: Rush2KT$225.85$451.70');
    expect(rows[2]).toHaveTextContent('2AC-WA-9920Wedge anchor3BX$29.15$87.45');
    expect(rows[3]).toHaveTextContent('Order total$539.15');
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByText('Pending')).toBeNull();
  });

  it('names a placed order for what it is and says what comes next, in the language chosen', async () => {
    render('12', { ...detail, status: 'draft' });
    expect(await screen.findByText('Submitted, awaiting confirmation')).toBeInTheDocument();
    expect(screen.queryByText('Draft')).toBeNull();
    expect(
      screen.getByText(/Acme has received this order and will confirm it/),
    ).toBeInTheDocument();
    // Just placed: ordering it again is not what comes next, so it is not the primary action.
    expect(screen.getByRole('button', { name: 'Order again' }).className).toBe(
      buttonClasses('secondary', 'self-start'),
    );
  });

  it('also reads the lines as cards for a phone: quantity × unit price, subtotal, total', async () => {
    render('12');
    const cards = within(await screen.findByRole('list', { name: 'Lines' })).getAllByRole(
      'listitem',
    );
    expect(cards[0]).toHaveTextContent(
      '1. AC-DR-7875Cordless drillComment: Rush2 KT × $225.85Subtotal: $451.70',
    );
    expect(cards[1]).toHaveTextContent('2. AC-WA-9920Wedge anchor3 BX × $29.15Subtotal: $87.45');
    expect(screen.getAllByText('$539.15')).toHaveLength(2);
  });

  it('lays the facts out as a valid definition list, the long note included', async () => {
    const { container } = render('12', {
      ...detail,
      note: 'Leave at the loading dock.\nCall first.',
    });
    await screen.findByText(/Leave at the loading dock/);
    const list = container.querySelector('dl')!;
    for (const group of Array.from(list.children)) {
      // A <dl> may hold only <div>s that hold a <dt> and its <dd> directly.
      expect(group.tagName).toBe('DIV');
      expect(Array.from(group.children).map((child) => child.tagName)).toEqual(['DT', 'DD']);
    }
  });

  it("says 'Order not found.' for an order the buyer cannot see", async () => {
    render('99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  });
});

const drill = makeProduct({
  id: 7,
  part_number: 'AC-DR-7875',
  description: 'Cordless drill',
  selling_price: 219.9,
  uom_code: 'KT',
});
const anchor = makeProduct({
  id: 8,
  part_number: 'AC-WA-9920',
  description: 'Wedge anchor',
  selling_price: 29.15,
  uom_code: 'BX',
  min_order_qty: 5,
});

/** What the API answers for order 12 today: the drill as ordered, the anchor's minimum raised. */
const today: CheckedLine[] = [
  { part_number: 'AC-DR-7875', quantity: 2, product: drill, problems: [], out_of_stock: false },
  {
    part_number: 'AC-WA-9920',
    quantity: 3,
    product: anchor,
    out_of_stock: false,
    problems: [
      {
        key: 'orders.minQuantity',
        params: { productName: 'Wedge anchor', minQty: 5 },
        message: "Product 'Wedge anchor' requires a minimum quantity of 5.",
        fix: { quantity: 5 },
      },
    ],
  },
  {
    part_number: 'AC-OLD-1',
    quantity: 1,
    product: null,
    out_of_stock: false,
    problems: [
      {
        key: 'quickOrder.productUnavailable',
        params: { partNumber: 'AC-OLD-1' },
        message: "Product 'AC-OLD-1' is no longer available.",
        fix: null,
      },
    ],
  },
];

function renderReorder(answer: { status: number; body: unknown }) {
  signInBuyer();
  cartStore.clear();
  const calls = fakeServer((url, init) => {
    if (url.pathname === '/api/orders/ACME/12/reorder' && init.method === 'POST')
      return json(answer.status, answer.body);
    if (url.pathname === '/api/orders/ACME/12') return json(200, detail);
    return json(404, { message: 'Not found.' });
  });
  renderScreen(<OrderDetailRoute />, {
    path: '/orders/12',
    route: '/orders/:orderId',
    extraRoutes: <Route path="/cart" element={<p>cart screen</p>} />,
  });
  return { calls, user: userEvent.setup({ delay: null }) };
}

const inCart = () => cartStore.getItems().map((item) => [item.product.part_number, item.quantity]);

describe('order again', () => {
  it("puts the good lines in the cart at today's price and says which were not added and why", async () => {
    const { calls, user } = renderReorder({ status: 200, body: { data: { lines: today } } });
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    const outcome = await screen.findByText(
      "1 line of this order is in your cart, at today's price.",
    );
    expect(calls.filter((call) => call.url.pathname.endsWith('/reorder'))).toHaveLength(1);
    expect(inCart()).toEqual([['AC-DR-7875', 2]]);
    expect(cartStore.getItems()[0]!.product.selling_price).toBe(219.9);

    const box = outcome.closest('[role="status"]') as HTMLElement;
    expect(box).toHaveFocus();
    expect(box).toHaveTextContent('2 lines were not added:');
    expect(box).toHaveTextContent(
      "AC-WA-9920 Wedge anchor: Product 'Wedge anchor' requires a minimum quantity of 5.",
    );
    expect(box).toHaveTextContent("AC-OLD-1: Product 'AC-OLD-1' is no longer available.");

    // The line below today's minimum can go in at the minimum, in one click.
    await user.click(within(box).getByRole('button', { name: 'Add 5 of AC-WA-9920' }));
    expect(inCart()).toEqual([
      ['AC-DR-7875', 2],
      ['AC-WA-9920', 5],
    ]);
    expect(box).toHaveTextContent('2 lines of this order are in your cart');
    expect(box).toHaveTextContent('1 line was not added:');
    expect(within(box).queryByRole('button', { name: /Add 5/ })).toBeNull();

    await user.click(within(box).getByRole('link', { name: 'Go to cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('says so when no line can be added, and adds nothing', async () => {
    const { user } = renderReorder({
      status: 200,
      body: { data: { lines: [today[2]] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(
      await screen.findByText('No line of this order could be put in the cart.'),
    ).toBeInTheDocument();
    expect(inCart()).toEqual([]);
  });

  it("shows the server's refusal and leaves the cart as it was", async () => {
    const { user } = renderReorder({ status: 404, body: { message: 'Order not found.' } });
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
    expect(inCart()).toEqual([]);
  });

  it('downloads the order as a PDF in the reader language, with the token, and prints the page', async () => {
    signInBuyer();
    const calls = fakeServer((url) =>
      url.pathname === '/api/orders/ACME/12/pdf'
        ? new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } })
        : url.pathname === '/api/orders/ACME/12'
          ? json(200, detail)
          : json(404, { message: 'Order not found.' }),
    );
    const created = vi.fn((_blob: Blob) => 'blob:order');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderScreen(<OrderDetailRoute />, { path: '/orders/12', route: '/orders/:orderId' });

    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('ACME-order-1012.pdf');
    expect(link.href).toBe('blob:order');
    const call = calls.find((sent) => sent.url.pathname.endsWith('/pdf'))!;
    expect(new Headers(call.init.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(new Headers(call.init.headers).get('Accept-Language')).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    // The printed page is headed by the company (the portal's header is left out).
    expect(screen.getByText('Acme', { selector: 'span' }).parentElement).toHaveClass('print:flex');
    // What printing leaves out: the actions and the way back.
    expect(
      screen.getByRole('button', { name: 'Print' }).closest('[data-print="hide"]'),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'data-print',
      'hide',
    );
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    click.mockRestore();
    print.mockRestore();
  });

  it('tells who placed a waiting order and why it waits, and lets its placer withdraw it', async () => {
    const waiting: OrderDetail = {
      ...detail,
      status: 'awaiting_approval',
      approval: {
        reasons: [{ kind: 'total_above', rule_id: 1, threshold: 5000 }],
        approver_role: 'approver',
        approver_user_ids: null,
        decided_by: null,
        decided_at: null,
        comment: null,
      },
      may_withdraw: true,
    };
    signInBuyer();
    const calls = fakeServer((url, init) =>
      init.method === 'POST'
        ? json(200, { data: { id: 12, status: 'withdrawn' } })
        : json(200, waiting),
    );
    renderScreen(<OrderDetailRoute />, { path: '/orders/12', route: '/orders/:orderId' });
    const facts = await screen.findByRole('region', { name: 'Placed and approved' });
    expect(facts).toHaveTextContent('Placed by Olivia Martin.');
    expect(facts).toHaveTextContent('The total is above $5,000.00.');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw order #1012?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Order #1012 withdrawn.');
    expect(calls.map((call) => call.url.pathname)).toContain('/api/orders/ACME/12/withdraw');
  });

  it('tells who declined an order and why, with no withdraw', async () => {
    signInBuyer();
    fakeServer(() =>
      json(200, {
        ...detail,
        status: 'declined',
        approval: {
          reasons: [{ kind: 'requester' }],
          approver_role: 'approver',
          approver_user_ids: null,
          decided_by: { id: 3, name: 'Grace Okafor' },
          decided_at: '2026-11-21T15:00:00.000Z',
          comment: 'Use the framework deal',
        },
      } satisfies OrderDetail),
    );
    renderScreen(<OrderDetailRoute />, { path: '/orders/12', route: '/orders/:orderId' });
    const facts = await screen.findByRole('region', { name: 'Placed and approved' });
    expect(facts).toHaveTextContent('Declined by Grace Okafor on');
    expect(facts).toHaveTextContent('Reason: Use the framework deal');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});

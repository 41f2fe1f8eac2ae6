import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import type { OrderDetail } from '@portal/contract';
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

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import type { OrderDetail, OrderReturn } from '@portal/contract';
import { OrderDetailRoute } from '../routes/order-detail.tsx';

const line = (id: number, lineNo: number, part: string, shipped: number) => ({
  id,
  sale_qty: 4,
  price: 10,
  comment: null,
  productuom: { product: { part_number: part, description: `Part ${part}` }, uom: { code: 'EA' } },
  line_no: lineNo,
  confirmed_qty: null,
  promised_date: null,
  shipped_qty: shipped,
  backordered_qty: 0,
});

const order: OrderDetail = {
  id: 12,
  sale_no: 1006,
  sale_date: '2026-11-20',
  status: 'pending',
  customer: { name: 'Northwind Fabrication Ltd.', code: 'C-1001' },
  sales_person: null,
  purchase_order: null,
  note: null,
  delivery_method: 'delivery',
  payment_option: 'net30',
  shipping_address: '2250 Speers Road',
  total: 80,
  quote_id: null,
  placed_by: { id: 8, name: 'Olivia Martin' },
  approval: null,
  may_withdraw: false,
  items: [line(29, 1, 'AC-1', 3), line(30, 2, 'AC-2', 0)],
  fulfilment: 'partly_shipped',
  shipments: [],
};

const requested: OrderReturn = {
  id: 4,
  order_id: 12,
  sale_no: 1006,
  state: 'requested',
  reason: 'defective',
  comment: 'Stops after a minute',
  lines: [
    {
      order_line_id: 29,
      line_no: 1,
      part_number: 'AC-1',
      description: 'Part AC-1',
      uom_code: 'EA',
      quantity: 1,
      unit_price: 10,
    },
  ],
  photos: [],
  requested_by: { id: 8, name: 'Olivia Martin' },
  requested_at: '2026-11-25T10:00:00.000Z',
  decided_at: null,
  decision_comment: null,
  received_at: null,
  credit_amount: 10,
  currency: 'USD',
  credit_entry_id: null,
};

function render() {
  signInBuyer();
  const calls = fakeServer((url, init) => {
    if (url.pathname === '/api/orders/ACME/12') return json(200, order);
    if (url.pathname === '/api/orders/ACME/12/returns') {
      if (init.method === 'POST') return json(201, { data: { ...requested, id: 5 } });
      return json(200, { data: [requested] });
    }
    return json(404, { message: 'Not found.' });
  });
  renderScreen(<OrderDetailRoute />, { path: '/orders/12', route: '/orders/:orderId' });
  return calls;
}

describe('the order page’s returns', () => {
  it('lists the order’s returns with their state and offers to withdraw one requested', async () => {
    render();
    const card = await screen.findByTestId('return-4');
    expect(within(card).getByText('Requested')).toBeInTheDocument();
    expect(within(card).getByText('Defective')).toBeInTheDocument();
    expect(card).toHaveTextContent('1 EA × AC-1 Part AC-1');
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('asks for a return of shipped lines only, no more than what is left, with a reason', async () => {
    const calls = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Request a return' }));
    const dialog = await screen.findByRole('dialog');
    // Only the shipped line is offered; 3 shipped, 1 held by the requested return.
    expect(within(dialog).queryByLabelText(/AC-2/)).toBeNull();
    expect(within(dialog).getByText('Shipped 3, 2 can still be returned.')).toBeInTheDocument();
    const quantity = within(dialog).getByLabelText(/AC-1 Part AC-1: quantity to return/);
    await userEvent.type(quantity, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request the return' }));
    expect(
      await within(dialog).findByText('Line 1: at most 2 can still be returned.'),
    ).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Reason/), 'damaged');
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Crushed box');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request the return' }));
    expect(await screen.findByText('Return 5 requested.')).toBeInTheDocument();
    const post = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(post?.init.body as string)).toEqual({
      reason: 'damaged',
      comment: 'Crushed box',
      lines: [{ line_no: 1, quantity: 2 }],
    });
  });
});

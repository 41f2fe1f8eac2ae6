import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminOrderSummary, OrderStatus } from '@portal/contract';
import { pageOf, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminOrdersRoute } from './orders.tsx';

const order = (id: number, status: OrderStatus): AdminOrderSummary => ({
  id,
  sale_no: 1000 + id,
  customer: { id: 3, code: 'C-1001', name: 'Northwind Fabrication Ltd.' },
  placed_by: { id: 8, email: 'buyer@acme.example', name: 'Olivia Martin' },
  order_date: '2026-11-20',
  total: 651.79,
  status,
  purchase_order: id === 10 ? null : `PO-${id}`,
  fulfilment: id === 10 ? 'shipped' : 'not_shipped',
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
});

function serve({ fail = false } = {}) {
  signInAdmin();
  return fakeServer((url) => {
    if (fail) return json(500, { message: 'The server is down.' });
    const status = url.searchParams.get('status') as OrderStatus | null;
    const data = status === 'canceled' ? [] : [order(12, status ?? 'draft'), order(10, 'pending')];
    return json(200, pageOf(data, { page: Number(url.searchParams.get('page')), total: 45 }));
  });
}

const asked = (calls: ReturnType<typeof serve>) =>
  Object.fromEntries(calls.at(-1)!.url.searchParams);
const render = (path = '/admin/orders') =>
  renderScreen(<AdminOrdersRoute />, { path, route: '/admin/orders' });

describe('admin orders list', () => {
  it("lists every customer's orders with number, date, customer, buyer, PO, total, status", async () => {
    const calls = serve();
    render();
    const table = await screen.findByRole('table', { name: 'Orders: All' });
    expect(calls[0]!.url.pathname).toBe('/api/admin/ACME/orders');
    expect(asked(calls)).toEqual({ page: '1' });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const [header, first, second] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('Order numberDateCustomerBuyerCustomer POTotalStatusShipping');
    expect(first).toHaveTextContent(
      '1012Nov 20, 2026Northwind Fabrication Ltd.C-1001Olivia Martinbuyer@acme.examplePO-12$651.79Draft',
    );
    expect(second).toHaveTextContent('1010');
    expect(second).toHaveTextContent('-$651.79PendingShipped');
    expect(within(first!).getByRole('link', { name: '1012' })).toHaveAttribute(
      'href',
      '/admin/orders/12',
    );
    expect(screen.getByText('Showing 1-2 of 45')).toBeInTheDocument();
  });

  it("shows one customer's orders when a customer's page links here, until cleared", async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render('/admin/orders?customer_id=3');
    await screen.findByRole('table');
    expect(asked(calls)).toEqual({ customer_id: '3', page: '1' });
    expect(screen.getByText('Orders of C-1001 - Northwind Fabrication Ltd.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: "Show every customer's orders" }));
    await waitFor(() => expect(asked(calls)).toEqual({ page: '1' }));
    expect(screen.queryByText(/^Orders of C-1001/)).toBeNull();
  });

  it('opens on the tab named in the URL (the overview links to ?status=pending)', async () => {
    const calls = serve();
    render('/admin/orders?status=pending');
    await screen.findByRole('table', { name: 'Orders: Pending' });
    expect(asked(calls)).toEqual({ status: 'pending', page: '1' });
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  });

  it('changes tab by click and arrows, back to page 1, and says when a tab is empty', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render('/admin/orders?page=2');
    await screen.findByRole('table');
    expect(asked(calls).page).toBe('2');
    await user.click(screen.getByRole('tab', { name: 'Processed' }));
    await waitFor(() => expect(asked(calls)).toEqual({ status: 'processed', page: '1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders?status=processed');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(asked(calls).status).toBe('canceled'));
    expect(screen.getByRole('tab', { name: 'Canceled' })).toHaveFocus();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('searches by order number, PO or customer and pages through the results', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), ' Northwind ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked(calls)).toEqual({ search: 'Northwind', page: '1' }));
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked(calls)).toEqual({ search: 'Northwind', page: '2' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/orders?search=Northwind&page=2',
    );
  });

  it('opens an order from anywhere on its row', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    render();
    const table = await screen.findByRole('table');
    await user.click(within(table).getAllByRole('cell', { name: /Northwind/ })[1]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders/10');
  });

  it("shows the server's message when the list cannot load", async () => {
    serve({ fail: true });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is down.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@portal/contract';
import { signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { OrderListRoute } from './order-list.tsx';

const order = (id: number, status: OrderStatus) => ({
  id,
  sale_no: 1000 + id,
  customer_name: 'Northwind Fabrication Ltd.',
  order_date: '2026-11-20',
  total: 651.79,
  status,
  purchase_order: `PO-${id}`,
  placed_by: { id: 4, name: 'Rita Requester' },
  decided_by: status === 'draft' ? { id: 5, name: 'Alan Approver' } : null,
  fulfilment: id === 12 ? ('partly_shipped' as const) : ('not_shipped' as const),
});

function serve() {
  signInBuyer();
  return fakeServer((url) => {
    const status = (url.searchParams.get('status') ?? 'draft') as OrderStatus;
    const data = status === 'canceled' ? [] : [order(12, status), order(10, status)];
    return json(200, {
      data,
      meta: {
        current_page: Number(url.searchParams.get('page') ?? 1),
        per_page: 15,
        from: data.length ? 1 : null,
        to: data.length ? 2 : null,
        total: data.length ? 32 : 0,
        last_page: data.length ? 3 : 0,
      },
    });
  });
}

const asked = (calls: ReturnType<typeof serve>) =>
  Object.fromEntries(calls.at(-1)!.url.searchParams);
const render = (path = '/orders') => renderScreen(<OrderListRoute />, { path, route: '/orders' });

describe('orders list', () => {
  it('opens on the Submitted (draft) tab and lists number, customer, date, total and state', async () => {
    const calls = serve();
    render();
    const table = await screen.findByRole('table', { name: 'Submitted orders' });
    expect(asked(calls)).toEqual({ status: 'draft', page: '1' });
    expect(screen.getByRole('tab', { name: 'Submitted' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Draft')).toBeNull();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('1012');
    expect(row).toHaveTextContent('Northwind Fabrication Ltd.');
    expect(row).toHaveTextContent('Nov 20, 2026');
    expect(row).toHaveTextContent('$651.79');
    expect(within(row).getByRole('link', { name: '1012' })).toHaveAttribute('href', '/orders/12');
    expect(row).toHaveTextContent('Submitted, awaiting confirmation');
    expect(row).toHaveTextContent('Rita RequesterApproved by Alan Approver');
    // How far it has shipped (issue 31).
    expect(row).toHaveTextContent('Partly shipped');
  });

  it('searches every status from the All tab', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render('/orders?search=PO-12');
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(asked(calls)).toEqual({ page: '1', search: 'PO-12' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders?status=all&search=PO-12');
    expect(await screen.findByRole('table', { name: 'All orders' })).toBeInTheDocument();
  });

  it('sends the chosen tab as a lowercase status, from page 1', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render('/orders?page=2');
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: 'Processed' }));
    await waitFor(() => expect(asked(calls)).toEqual({ status: 'processed', page: '1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders?status=processed');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(asked(calls).status).toBe('canceled'));
    expect(screen.getByRole('tab', { name: 'Canceled' })).toHaveFocus();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('searches by order number or PO and pages', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'PO-12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(asked(calls)).toEqual({ status: 'draft', page: '1', search: 'PO-12' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked(calls).page).toBe('2'));
  });

  it('opens an order from its row', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    render();
    const table = await screen.findByRole('table');
    await user.click(
      within(table).getAllByRole('cell', { name: 'Northwind Fabrication Ltd.' })[1]!,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/10');
  });
});

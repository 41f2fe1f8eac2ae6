import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminCustomerSummary } from '@portal/contract';
import { pageOf, sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminCustomersRoute } from './customers.tsx';

const customer = (id: number, code: string, name: string): AdminCustomerSummary => ({
  id,
  code,
  name,
  email: `orders@${code.toLowerCase()}.example`,
  mobile_phone: null,
  created_at: '2026-03-02T12:00:00.000Z',
});

const CUSTOMERS = [customer(7, 'C-007', 'Ridgeline Supply'), customer(8, 'C-008', 'Harbor Tools')];

function serve(create?: (init: RequestInit) => Response) {
  signInAdmin();
  return fakeServer((url, init) => {
    if (url.pathname !== '/api/admin/ACME/customers') return json(404, { message: 'Not found.' });
    if (init.method === 'POST' && create) return create(init);
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const rows = CUSTOMERS.filter((row) => row.name.toLowerCase().includes(search));
    return json(200, pageOf(rows, { page: Number(url.searchParams.get('page') ?? 1), total: 30 }));
  });
}

const render = (path = '/admin/customers') =>
  renderScreen(<AdminCustomersRoute />, {
    path,
    route: '/admin/customers',
    extraRoutes: <Route path="/admin/customers/:customerId" element={<p>customer page</p>} />,
  });
const lastList = (calls: ReturnType<typeof serve>) =>
  Object.fromEntries(calls.filter((call) => call.init.method !== 'POST').at(-1)!.url.searchParams);

describe('customers', () => {
  it('lists code, name, email and phone, searches and pages', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    const table = await screen.findByRole('table', { name: 'Customers' });
    const link = within(table).getByRole('link', { name: 'C-007' });
    expect(link).toHaveAttribute('href', '/admin/customers/7');
    expect(table).toHaveTextContent('orders@c-008.example');
    expect(screen.getByText('Showing 1-2 of 30')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'harbor');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastList(calls)).toEqual({ page: '1', search: 'harbor' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastList(calls)).toEqual({ page: '2', search: 'harbor' }));
  });

  it('creates a customer: required fields and a taken code at the field, then its page', async () => {
    let attempts = 0;
    const calls = serve(() => {
      attempts += 1;
      if (attempts === 1) {
        return json(422, {
          message: 'The given data was invalid.',
          errors: { code: ['A customer with this code already exists.'] },
        });
      }
      return json(201, {
        data: {
          ...customer(12, 'NW-2', 'Northwind'),
          addresses: [],
          members: [],
          price_list: null,
        },
      });
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'New customer' }));
    const dialog = screen.getByRole('dialog', { name: 'New customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText(/Customer code/)).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(
      'This field is required',
    );
    await user.type(within(dialog).getByLabelText(/Customer code/), 'NW-1');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Northwind');
    await user.type(within(dialog).getByLabelText(/^Email/), 'not an email');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('A customer with this code already exists.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Northwind');

    await user.clear(within(dialog).getByLabelText(/Customer code/));
    await user.type(within(dialog).getByLabelText(/Customer code/), 'NW-2');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The toast comes with the answer, the navigation after it (a transition that may suspend
    // the tree for a moment): the toast is found, not held, then the new location awaited.
    await screen.findByText('Customer NW-2 was created.');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/customers/12'),
    );
    const posts = calls.filter((call) => call.init.method === 'POST');
    expect(sentBody(posts.at(-1)!.init)).toEqual({
      code: 'NW-2',
      name: 'Northwind',
      email: '',
      mobile_phone: '',
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sentBody } from '@/test/admin-fixtures.ts';
import { json, renderScreen } from '@/test/render.tsx';
import { servePriceList, writesOf } from '../test/fake-price-list-server.ts';
import { priceList } from '../test/price-list-fixtures.ts';
import { AdminPriceListRoute } from './price-list.tsx';

const DISTRIBUTORS = priceList(4, 'Distributors', {
  valid_from: '2026-01-01',
  product_count: 2,
  customer_count: 2,
});
const RIDGELINE = { id: 7, code: 'C-007', name: 'Ridgeline Supply' };
const HARBOR = { id: 8, code: 'C-008', name: 'Harbor Tools' };

const render = (path = '/admin/price-lists/4') =>
  renderScreen(<AdminPriceListRoute />, {
    path,
    route: '/admin/price-lists/:priceListId',
    extraRoutes: <Route path="/admin/price-lists" element={<p>lists page</p>} />,
  });

describe('one price list', () => {
  it('renames it and changes its days, with the checks and the refusals at their fields', async () => {
    let attempts = 0;
    const calls = servePriceList({
      list: DISTRIBUTORS,
      write: (_url, init) => {
        if (init.method !== 'PATCH') return undefined;
        attempts += 1;
        return attempts === 1
          ? json(422, {
              message: 'The given data was invalid.',
              errors: { name: ['A price list with this name already exists.'] },
            })
          : json(200, { data: { ...DISTRIBUTORS, name: 'Distributors 2026' } });
      },
    });
    const user = userEvent.setup({ delay: null });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Distributors' })).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByLabelText('First day')).toHaveValue('2026-01-01');
    await user.type(screen.getByLabelText('Last day'), '2025-06-30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription(
      'The last day cannot come before the first day.',
    );
    await user.clear(screen.getByLabelText('Last day'));
    await user.type(screen.getByLabelText('Last day'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A price list with this name already exists.'),
    );
    await user.clear(name);
    await user.type(name, 'Distributors 2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The price list was saved.')).toBeVisible();
    expect(sentBody(writesOf(calls).at(-1)!.init)).toEqual({
      name: 'Distributors 2026',
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
    });
  });

  it('offers no deletion while customers use it, and says why', async () => {
    servePriceList({ list: DISTRIBUTORS });
    render();
    const remove = await screen.findByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      'Customers on this price list: 2. Give them another list first.',
    );
  });

  it("deletes an unused list after confirmation; the server's refusal is shown", async () => {
    let attempts = 0;
    const calls = servePriceList({
      list: { ...DISTRIBUTORS, customer_count: 0 },
      write: (_url, init) => {
        if (init.method !== 'DELETE') return undefined;
        attempts += 1;
        return attempts === 1
          ? json(409, {
              message: 'Customers on this price list: 1. Give them another list first.',
            })
          : new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Distributors?' });
    expect(confirm).toHaveTextContent('its prices for 2 products are deleted for good');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Customers on this price list: 1.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    // The toast comes with the answer, the navigation after it (a transition that may suspend
    // the tree for a moment): the toast is found, not held, then the new location awaited.
    await screen.findByText('The price list Distributors was deleted.');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/price-lists'),
    );
    expect(writesOf(calls).map((call) => [call.init.method, call.url.pathname])).toEqual([
      ['DELETE', '/api/admin/ACME/price-lists/4'],
      ['DELETE', '/api/admin/ACME/price-lists/4'],
    ]);
  });

  it('lists its customers, assigns one found by the picker and takes one off', async () => {
    const calls = servePriceList({
      list: DISTRIBUTORS,
      customers: [RIDGELINE],
      allCustomers: [RIDGELINE, HARBOR],
      write: (_url, init) =>
        init.method === 'PUT' || init.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : undefined,
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('tab', { name: 'Customers (2)' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/price-lists/4?tab=customers');
    const table = await screen.findByRole('table', { name: 'Customers priced with Distributors' });
    expect(within(table).getByRole('link', { name: 'C-007' })).toHaveAttribute(
      'href',
      '/admin/customers/7',
    );
    expect(screen.getByText('Showing 1-1 of 25')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Assign a customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign Distributors to a customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign a customer' }));
    expect(within(dialog).getByText('Choose a customer.')).toBeVisible();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search customers' }), 'harbor');
    await user.click(await within(dialog).findByRole('radio', { name: /C-008/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign a customer' }));
    expect(await screen.findByText('Harbor Tools is now priced with Distributors.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Take off the list: Ridgeline Supply' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Take Ridgeline Supply off the list?' })).getByRole(
        'button',
        { name: 'Take off the list' },
      ),
    );
    expect(await screen.findByText('Ridgeline Supply was taken off the list.')).toBeVisible();
    expect(writesOf(calls).map((call) => [call.init.method, call.url.pathname])).toEqual([
      ['PUT', '/api/admin/ACME/price-lists/4/customers/8'],
      ['DELETE', '/api/admin/ACME/price-lists/4/customers/7'],
    ]);
  });

  it('says when the list does not exist', async () => {
    servePriceList({ list: DISTRIBUTORS });
    render('/admin/price-lists/99');
    expect(await screen.findByText('Price list not found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to price lists' })).toHaveAttribute(
      'href',
      '/admin/price-lists',
    );
  });
});

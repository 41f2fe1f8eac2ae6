import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminPriceList } from '@portal/contract';
import { pageOf, sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { priceList } from '../test/price-list-fixtures.ts';
import { AdminPriceListsRoute } from './price-lists.tsx';

const LISTS: AdminPriceList[] = [
  priceList(1, 'Distributors', { product_count: 120, customer_count: 4 }),
  priceList(2, 'Spring promotion', { valid_from: '2099-03-01', valid_to: '2099-06-30' }),
  priceList(3, 'Old contract', { valid_to: '2020-12-31', customer_count: 1 }),
];

function serve({
  lists = LISTS,
  create,
}: { lists?: AdminPriceList[]; create?: () => Response } = {}) {
  signInAdmin();
  return fakeServer((url, init) => {
    if (url.pathname !== '/api/admin/ACME/price-lists') return json(404, { message: 'Not found.' });
    if (init.method === 'POST' && create) return create();
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const rows = lists.filter((row) => row.name.toLowerCase().includes(search));
    const page = Number(url.searchParams.get('page') ?? 1);
    return json(200, pageOf(rows, { page, total: rows.length ? 45 : 0 }));
  });
}

const render = (path = '/admin/price-lists') =>
  renderScreen(<AdminPriceListsRoute />, {
    path,
    route: '/admin/price-lists',
    extraRoutes: <Route path="/admin/price-lists/:priceListId" element={<p>list page</p>} />,
  });
const reads = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.init.method !== 'POST');

describe('price lists', () => {
  it('lists name, validity and counts; searches and pages', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    expect(screen.getByText('Loading the price lists...')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Price lists' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Distributors' })).toHaveAttribute(
      'href',
      '/admin/price-lists/1',
    );
    expect(first).toHaveTextContent('DistributorsAlwaysIn force1204');
    expect(second).toHaveTextContent('Mar 1, 2099 to Jun 30, 2099Not yet in force');
    expect(third).toHaveTextContent('Until Dec 31, 2020Expired');
    expect(screen.getByText('Showing 1-3 of 45')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search price lists' }), 'spring');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(Object.fromEntries(reads(calls).at(-1)!.url.searchParams)).toEqual({
        page: '1',
        search: 'spring',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(reads(calls).at(-1)!.url.searchParams.get('page')).toBe('2'));
  });

  it('says when there is no list yet, and when none matches a search', async () => {
    serve({ lists: [] });
    const view = render();
    expect(await screen.findByText(/No price lists yet/)).toBeVisible();
    view.unmount();
    render('/admin/price-lists?search=zzz');
    expect(await screen.findByText('No price list matches this search.')).toBeVisible();
  });

  it('creates a list: the checks of the contract, a taken name at its field, then its page', async () => {
    let attempts = 0;
    const calls = serve({
      create: () => {
        attempts += 1;
        return attempts === 1
          ? json(422, {
              message: 'The given data was invalid.',
              errors: { name: ['A price list with this name already exists.'] },
            })
          : json(201, { data: priceList(9, 'Retail 2026', { valid_from: '2026-01-01' }) });
      },
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'New price list' }));
    const dialog = screen.getByRole('dialog', { name: 'New price list' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(
      'This field is required',
    );
    await user.type(within(dialog).getByLabelText(/^Name/), 'Retail 2026');
    await user.type(within(dialog).getByLabelText('First day'), '2026-01-01');
    await user.type(within(dialog).getByLabelText('Last day'), '2025-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText('Last day')).toHaveAccessibleDescription(
      'The last day cannot come before the first day.',
    );
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Last day'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('A price list with this name already exists.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(
      'A price list with this name already exists.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The toast comes with the answer, the navigation after it (a transition that may suspend
    // the tree for a moment): the toast is found, not held, then the new location awaited.
    await screen.findByText('The price list Retail 2026 was created.');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/price-lists/9'),
    );
    const posts = calls.filter((call) => call.init.method === 'POST');
    expect(sentBody(posts.at(-1)!.init)).toEqual({
      name: 'Retail 2026',
      valid_from: '2026-01-01',
      valid_to: '',
    });
  });
});

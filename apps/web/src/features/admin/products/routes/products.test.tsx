import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf, sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { categories, product, summary } from '../test/catalogue-fixtures.ts';
import { AdminProductsRoute } from './products.tsx';

const bolt = summary();
const nut = summary({
  id: 2,
  part_number: 'AC-HN-1',
  description: 'Hex nut',
  selling_price: 0.3,
  available: 0,
  uom_code: null,
  cf: null,
  active: false,
});

function serve({ rows = [bolt, nut], total = 2 } = {}) {
  signInAdmin();
  return fakeServer((url, init) => {
    if (url.pathname === '/api/admin/ACME/categories') return json(200, { data: categories });
    if (init.method === 'PATCH') {
      const body = sentBody(init) as { active: boolean };
      return json(200, { data: product({ id: 2, part_number: 'AC-HN-1', active: body.active }) });
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    return json(200, pageOf(rows, { page, total }));
  });
}

const listCalls = (calls: ReturnType<typeof serve>) =>
  calls.filter(
    (call) => call.url.pathname === '/api/admin/ACME/products' && call.init.method === 'GET',
  );
const lastQuery = (calls: ReturnType<typeof serve>) =>
  Object.fromEntries(listCalls(calls).at(-1)!.url.searchParams);
const render = (path = '/admin/products') =>
  renderScreen(<AdminProductsRoute />, { path, route: '/admin/products' });

describe('admin products list', () => {
  it('lists part number, description, price, stock, unit and status, linking to the editor', async () => {
    const calls = serve();
    render();
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(lastQuery(calls)).toEqual({ page: '1' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Hex bolt');
    expect(first).toHaveTextContent('$12.50');
    expect(first).toHaveTextContent('40');
    expect(first).toHaveTextContent('BX × 50');
    expect(first).toHaveTextContent('Active');
    expect(within(first!).getByRole('link', { name: 'AC-HB-1' })).toHaveAttribute(
      'href',
      '/admin/products/1',
    );
    expect(second).toHaveTextContent('Inactive');
    expect(second).toHaveTextContent('-');
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute(
      'href',
      '/admin/products/new',
    );
  });

  it('searches, filters by category and status in the URL, and pages', async () => {
    const calls = serve({ total: 45 });
    const user = userEvent.setup({ delay: null });
    render('/admin/products?page=2');
    await screen.findByRole('table');
    expect(lastQuery(calls)).toEqual({ page: '2' });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'bolt');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', search: 'bolt' }));

    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(5));
    await user.selectOptions(category, '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive only');
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({ page: '1', search: 'bolt', categoryId: '3', active: '0' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/products?search=bolt&category=3&active=inactive',
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(calls).page).toBe('2'));
    expect(screen.getByText('Showing 21-22 of 45')).toBeInTheDocument();
  });

  it('deactivates after a confirmation and reactivates at once', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Deactivate AC-HB-1' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate this product?' });
    expect(dialog).toHaveTextContent('Buyers will no longer see AC-HB-1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.init.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Deactivate AC-HB-1' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await screen.findByText('AC-HB-1 is deactivated.');
    const patch = calls.find((call) => call.init.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/admin/ACME/products/1');
    expect(sentBody(patch.init)).toEqual({ active: false });

    await user.click(screen.getByRole('button', { name: 'Reactivate AC-HN-1' }));
    await screen.findByText('AC-HN-1 is active again.');
    expect(sentBody(calls.filter((call) => call.init.method === 'PATCH')[1]!.init)).toEqual({
      active: true,
    });
  });

  it('says when nothing matches', async () => {
    serve({ rows: [], total: 0 });
    render();
    expect(await screen.findByText('No products match.')).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot load", async () => {
    signInAdmin();
    fakeServer((url) =>
      url.pathname.endsWith('/categories')
        ? json(200, { data: [] })
        : json(500, { message: 'The server failed.' }),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server failed.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { BrowseRoute } from './browse.tsx';

const products = (page: number) => ({
  manufacturer_name: 'Boreal Foods',
  manufacturer_logo_url: null,
  manufacturer_code: 'BOREAL',
  data: [
    {
      id: page * 10 + 1,
      part_number: `MAPLE-${page}`,
      description: 'Maple syrup 1 L',
      primary_image: '/img/1.svg',
    },
    {
      id: page * 10 + 2,
      part_number: `OATS-${page}`,
      description: 'Rolled oats 5 kg',
      primary_image: '',
    },
  ],
  meta: {
    current_page: page,
    per_page: 2,
    from: page * 2 - 1,
    to: page * 2,
    total: 6,
    last_page: 3,
  },
});
const categoryPage = (page: number) => ({
  data:
    page === 1
      ? [{ id: 5, parent_id: null, category: 'Syrups' }]
      : [{ id: 6, parent_id: 5, category: 'Maple' }],
  meta: { current_page: page, per_page: 1, from: page, to: page, total: 2, last_page: 2 },
});

function serve() {
  return fakeServer((url) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    if (url.pathname === '/api/browse/BOREAL/categories') return json(200, categoryPage(page));
    if (url.pathname === '/api/browse/BOREAL/products') return json(200, products(page));
    if (url.pathname === '/api/browse/BOREAL/facets') {
      const organic = url.searchParams.get('filter') === '8:yes';
      return json(200, {
        total: organic ? 2 : 6,
        categories: [],
        attributes: [
          {
            id: 8,
            name: 'Organic',
            kind: 'yes_no',
            unit: null,
            values: [
              { value: 'yes', label: 'yes', count: 2, selected: organic },
              { value: 'no', label: 'no', count: 4, selected: false },
            ],
          },
        ],
      });
    }
    return json(404, { message: 'Could not retrieve products or invalid company code.' });
  });
}

const renderBrowse = (path = '/browse/boreal') =>
  renderScreen(<BrowseRoute />, { path, route: '/browse/:code' });

describe('guest catalogue', () => {
  it('shows image, part number and description only', async () => {
    serve();
    renderBrowse();
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('MAPLE-1')).toBeInTheDocument();
    expect(screen.getByText('Maple syrup 1 L')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Boreal Foods products' })).toBeInTheDocument();
    expect(list.textContent).not.toMatch(/\$|stock/i);
  });

  it("titles each card with a heading under the page title, the first row's pictures fetched first", async () => {
    serve();
    renderBrowse();
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Maple syrup 1 L', 'Rolled oats 5 kg']);
    for (const picture of list.querySelectorAll('img')) {
      expect(picture).toHaveAttribute('loading', 'eager');
      expect(picture).toHaveAttribute('fetchpriority', 'high');
    }
  });

  it('asks a visitor who opens a product to sign in or register', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderBrowse();
    await user.click(await screen.findByRole('button', { name: 'Open Maple syrup 1 L' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in to see prices and order' });
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login/BOREAL',
    );
    expect(within(dialog).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register/BOREAL',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads every category page into the sidebar', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderBrowse();
    const sidebar = within(await screen.findByRole('navigation', { name: 'Categories' }));
    await user.click(await sidebar.findByRole('button', { name: 'Expand Syrups' }));
    expect(sidebar.getByRole('button', { name: 'Maple' })).toBeInTheDocument();
    const pages = calls
      .filter((call) => call.url.pathname.endsWith('/categories'))
      .map((call) => call.url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('filters by category from page 1, keeping the filter in the URL', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderBrowse('/browse/boreal?page=2');
    const sidebar = within(await screen.findByRole('navigation', { name: 'Categories' }));
    await user.click(await sidebar.findByRole('button', { name: 'Syrups' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/browse/boreal?category=5'),
    );
    const last = calls.filter((call) => call.url.pathname.endsWith('/products')).at(-1)!;
    expect(last.url.searchParams.get('categoryId')).toBe('5');
    expect(last.url.searchParams.get('page')).toBe('1');
    expect(last.url.searchParams.has('per_page')).toBe(false);
  });

  it('names the chosen category with its path above the products, and clears it', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderBrowse('/browse/boreal?category=6');
    const filters = await screen.findByRole('list', { name: 'Active filters' });
    await waitFor(() => expect(filters).toHaveTextContent('Category: Syrups › Maple'));
    await user.click(
      within(filters).getByRole('button', { name: 'Clear the filter Category: Syrups › Maple' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/browse\/boreal$/),
    );
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('pages through the results', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderBrowse();
    expect(await screen.findByText('Showing 1-2 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('MAPLE-2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it("shows the server's message for an unknown company", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve();
    renderScreen(<BrowseRoute />, { path: '/browse/nope', route: '/browse/:code' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not retrieve products or invalid company code.',
    );
  });

  it('narrows by the facets, without a price, stock or price order, the choice in the URL', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderBrowse('/browse/boreal?search=syrup');
    const organic = await screen.findByRole('group', { name: 'Organic' });
    expect(screen.queryByRole('checkbox', { name: /In stock/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Min price' })).toBeNull();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Relevance', 'Part number']);
    await user.click(within(organic).getByRole('checkbox', { name: 'Yes (2)' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/browse/boreal?search=syrup&filter=8%3Ayes',
    );
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.url.pathname === '/api/browse/BOREAL/products' &&
            call.url.searchParams.get('filter') === '8:yes',
        ),
      ).toBe(true),
    );
    await user.selectOptions(sort, 'part_number');
    expect(screen.getByTestId('location').textContent).toContain('sort=part_number');
  });
});

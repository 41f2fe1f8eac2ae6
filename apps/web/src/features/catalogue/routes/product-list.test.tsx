import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct, settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { ProductListRoute } from './product-list.tsx';

const page = (number: number, total = 30, perPage = 12) => ({
  data: [
    makeProduct({ id: number * 10 + 1, part_number: `P-${number}`, description: 'Hex bolt' }),
    makeProduct({
      id: number * 10 + 2,
      part_number: `Q-${number}`,
      description: 'Wing nut',
      selling_price: 1234.5,
      available: 0,
      uom_code: 'EA',
      cf: 1,
    }),
  ],
  meta: {
    current_page: number,
    per_page: perPage,
    from: (number - 1) * perPage + 1,
    to: Math.min(total, number * perPage),
    total,
    last_page: Math.ceil(total / perPage),
  },
});
const categories = {
  data: [{ id: 3, parent_id: null, category: 'Fasteners' }],
  meta: { current_page: 1, per_page: 100, from: 1, to: 1, total: 1, last_page: 1 },
};

function serve(
  products: (url: URL) => Response = (url) =>
    json(200, page(Number(url.searchParams.get('page') ?? 1))),
) {
  signInBuyer();
  return fakeServer((url) => {
    if (url.pathname === '/api/settings/ACME') return json(200, settingsOf());
    if (url.pathname === '/api/categories/ACME') return json(200, categories);
    if (url.pathname === '/api/products/ACME') return products(url);
    return json(404, { message: 'Not found.' });
  });
}

const productCalls = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.url.pathname === '/api/products/ACME').map((call) => call.url);
const location = () => screen.getByTestId('location').textContent;
const render = (path = '/products') =>
  renderScreen(<ProductListRoute />, { path, route: '/products' });

describe('product list', () => {
  it('shows the cards with price, stock and unit badge, and the paging text', async () => {
    const calls = serve();
    render();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Products' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('$12.50')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('In stock')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('BX x 50')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Out of stock')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Details of Hex bolt' })).toHaveAttribute(
      'href',
      '/products/11',
    );
    expect(screen.getByText('Showing 1-12 of 30')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(productCalls(calls)[0]!.search).toBe('?page=1&per_page=12');
  });

  it("titles each card with a heading under the page title, and fetches the first row's pictures first", async () => {
    const three = page(1);
    three.data.push(makeProduct({ id: 13, part_number: 'R-1', description: 'Lock washer' }));
    serve(() => json(200, three));
    render();
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(
      within(grid)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Hex bolt', 'Wing nut', 'Lock washer']);
    // A phone shows two columns: their pictures are the largest thing painted first.
    const pictures = grid.querySelectorAll('img');
    expect([...pictures].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
    ]);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[2]).toHaveAttribute('fetchpriority', 'auto');
  });

  it('reads search, page, page size and category from the URL', async () => {
    const calls = serve();
    render('/products?search=bolt&categoryId=3&per_page=24&page=2');
    await screen.findByRole('list', { name: 'Products' });
    const query = productCalls(calls)[0]!.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      page: '2',
      per_page: '24',
      search: 'bolt',
      categoryId: '3',
    });
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('bolt');
    expect(screen.getByRole('combobox', { name: 'Products per page' })).toHaveValue('24');
  });

  it('searches, changes the page size and filters by category from page 1', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    render('/products?page=3');
    await screen.findByRole('list', { name: 'Products' });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'nut');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/products?search=nut'));
    await user.click(screen.getAllByRole('button', { name: 'Next page' })[0]!);
    await waitFor(() => expect(location()).toBe('/products?search=nut&page=2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Products per page' }), '48');
    await waitFor(() => expect(location()).toBe('/products?search=nut&per_page=48'));
    const sidebar = screen.getAllByRole('navigation', { name: 'Categories' })[0]!;
    await user.click(await within(sidebar).findByRole('button', { name: 'Fasteners' }));
    await waitFor(() => expect(location()).toBe('/products?search=nut&categoryId=3&per_page=48'));
  });

  it('pages with the arrows and with the first/previous/next/last buttons', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('list', { name: 'Products' });
    const arrows = screen.getByRole('navigation', { name: 'Previous and next page' });
    await user.click(within(arrows).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location()).toBe('/products?page=2'));
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(location()).toBe('/products?page=3'));
    await user.click(await within(pager).findByRole('button', { name: 'First page' }));
    await waitFor(() => expect(location()).toBe('/products'));
  });

  it('opens the category drawer from its button', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    const drawer = screen.getByRole('dialog', { name: 'Categories' });
    await user.click(await within(drawer).findByRole('button', { name: 'Fasteners' }));
    await waitFor(() => expect(location()).toBe('/products?categoryId=3'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'No products found.' for an empty page", async () => {
    serve(() =>
      json(200, {
        data: [],
        meta: { current_page: 1, per_page: 12, from: null, to: null, total: 0, last_page: 0 },
      }),
    );
    render('/products?search=zzz');
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0-0 of 0')).toBeInTheDocument();
  });

  it('shows the translated error when the products cannot load', async () => {
    serve(() => json(500, { message: 'An unexpected error occurred.' }));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load products.');
  });

  it('switches to the list view, one row per product with its facts, and remembers it', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    const view = render();
    await screen.findByRole('list', { name: 'Products' });
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'List' }));
    const table = screen.getByRole('table', { name: 'Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Image',
      'Part number',
      'Description',
      'Unit of measure',
      'Price',
      'Availability',
      'Quantity',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getAllByText('Q-1')).not.toHaveLength(0);
    expect(within(rows[1]!).getByRole('link', { name: 'Wing nut' })).toHaveAttribute(
      'href',
      '/products/12',
    );
    expect(within(rows[1]!).getAllByText('$1,234.50')).not.toHaveLength(0);
    expect(within(rows[1]!).getAllByText('Out of stock')).not.toHaveLength(0);
    expect(
      within(rows[1]!).getByRole('spinbutton', { name: 'Quantity of Wing nut in the cart' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(localStorage.getItem('productListView')).toBe('list');

    view.unmount();
    render();
    expect(await screen.findByRole('table', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.getByRole('list', { name: 'Products' })).toBeInTheDocument();
    expect(localStorage.getItem('productListView')).toBe('grid');
  });

  it('names the filters in force above the products, and clears each one', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    render('/products?search=bolt&categoryId=3');
    await screen.findByRole('list', { name: 'Products' });
    const filters = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(filters)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Category: Fasteners×', 'Search: bolt×']);
    await user.click(
      within(filters).getByRole('button', { name: 'Clear the filter Category: Fasteners' }),
    );
    await waitFor(() => expect(location()).toBe('/products?search=bolt'));
    await user.click(screen.getByRole('button', { name: 'Clear the filter Search: bolt' }));
    await waitFor(() => expect(location()).toBe('/products'));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });
});

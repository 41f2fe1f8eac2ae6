import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductFacets } from '@portal/contract';
import { makeProduct, settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { ProductListRoute } from './product-list.tsx';

const meta = { current_page: 1, per_page: 12, from: 1, to: 1, total: 1, last_page: 1 };
const categories = {
  data: [
    { id: 3, parent_id: null, category: 'Fasteners' },
    { id: 4, parent_id: null, category: 'Hinges' },
  ],
  meta: { ...meta, per_page: 100, to: 2, total: 2 },
};

/** The facets the server would count: Steel's count is what choosing it would list. */
function facetsFor(url: URL): ProductFacets {
  const steel = (url.searchParams.get('filter') ?? '') === '1:11';
  return {
    total: steel ? 3 : 5,
    // Not in the categories' order: the panel lists them in the screen's.
    categories: [
      { id: 4, count: 2 },
      { id: 3, count: 3 },
    ],
    attributes: [
      {
        id: 1,
        name: 'Material',
        kind: 'options',
        unit: null,
        values: [
          { value: '11', label: 'Steel', count: 3, selected: steel },
          { value: '12', label: 'Brass', count: 2, selected: false },
        ],
      },
      {
        id: 2,
        name: 'Diameter',
        kind: 'number',
        unit: 'mm',
        values: [
          { value: '6.5', label: '6.5', count: steel ? 1 : 2, selected: false },
          { value: '10', label: '10', count: 1, selected: false },
        ],
      },
      {
        id: 5,
        name: 'Coated',
        kind: 'yes_no',
        unit: null,
        values: [{ value: 'yes', label: 'yes', count: 1, selected: false }],
      },
    ],
    in_stock: steel ? 1 : 2,
    price: { min: 4, max: 50 },
  };
}

function serve() {
  signInBuyer();
  return fakeServer((url) => {
    if (url.pathname === '/api/settings/ACME') return json(200, settingsOf());
    if (url.pathname === '/api/categories/ACME') return json(200, categories);
    if (url.pathname === '/api/products/ACME/facets') return json(200, facetsFor(url));
    if (url.pathname === '/api/products/ACME') {
      const steel = url.searchParams.get('filter') === '1:11';
      return json(200, {
        data: [makeProduct({ id: 1, description: steel ? 'Steel bolt' : 'Any bolt' })],
        meta,
      });
    }
    return json(404, { message: 'Not found.' });
  });
}

/** The browser's back button. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

const render = (path = '/products') =>
  renderScreen(
    <>
      <ProductListRoute />
      <Back />
    </>,
    { path, route: '/products' },
  );
const location = () => screen.getByTestId('location').textContent;
const calls = (server: ReturnType<typeof serve>, path: string) =>
  server.filter((call) => call.url.pathname === path).map((call) => call.url);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('product list facets', () => {
  it('narrows the list by a value, keeps it in the URL, and the back button restores', async () => {
    const server = serve();
    const user = userEvent.setup({ delay: null });
    render('/products?search=bolt');
    const material = await screen.findByRole('group', { name: 'Material' });
    const steel = within(material).getByRole('checkbox', { name: 'Steel (3)' });
    expect(steel).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '6.5 mm (2)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Yes (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'In stock only (2)' })).toBeInTheDocument();
    expect(screen.getByText('From $4.00 to $50.00')).toBeInTheDocument();
    const category = screen.getByRole('heading', { name: 'Category' }).parentElement!;
    expect(
      within(category)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Fasteners (3)', 'Hinges (2)']);

    await user.click(steel);
    expect(location()).toBe('/products?search=bolt&filter=1%3A11');
    expect(await screen.findByText('Steel bolt')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'In stock only (1)' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: 'Steel (3)' })).toBeChecked();
    expect(calls(server, '/api/products/ACME').at(-1)?.searchParams.get('filter')).toBe('1:11');
    expect(calls(server, '/api/products/ACME/facets').at(-1)?.searchParams.get('filter')).toBe(
      '1:11',
    );

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toBe('/products?search=bolt');
    expect(await screen.findByText('Any bolt')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Steel (3)' })).not.toBeChecked(),
    );
  });

  it('orders, bounds the price and clears, by keyboard too', async () => {
    const server = serve();
    const user = userEvent.setup({ delay: null });
    render('/products?page=2');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'price_desc');
    expect(location()).toBe('/products?sort=price_desc');
    await waitFor(() =>
      expect(calls(server, '/api/products/ACME').at(-1)?.searchParams.get('sort')).toBe(
        'price_desc',
      ),
    );

    // A bound the list would refuse stays in its field, told why, and the address is unchanged.
    const max = screen.getByRole('spinbutton', { name: 'Max price' });
    await user.type(max, '9999999999{Enter}');
    expect(max).toHaveAccessibleDescription('Enter a price between 0 and 999,999,999.');
    expect(location()).toBe('/products?sort=price_desc');
    await user.clear(max);

    await user.type(screen.getByRole('spinbutton', { name: 'Min price' }), '5');
    await user.type(max, '20{Enter}');
    expect(location()).toBe('/products?price_min=5&price_max=20&sort=price_desc');

    // A value chosen with the keyboard: Tab reaches it, Space chooses it.
    const brass = screen.getByRole('checkbox', { name: 'Brass (2)' });
    brass.focus();
    await user.keyboard(' ');
    expect(location()).toContain('filter=1%3A12');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/products?sort=price_desc');
  });

  it('opens the facets in a drawer on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    serve();
    const user = userEvent.setup({ delay: null });
    render('/products?filter=1:11&in_stock=1');
    await screen.findByText('Steel bolt');
    expect(screen.queryByRole('group', { name: 'Material' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.click(drawer.getByRole('checkbox', { name: 'Brass (2)' }));
    expect(location()).toBe('/products?filter=1%3A11%2C12&in_stock=1');
    await user.click(drawer.getByRole('button', { name: 'Fasteners (3)' }));
    expect(location()).toBe('/products?categoryId=3&filter=1%3A11%2C12&in_stock=1');
    await user.click(drawer.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  });

  it('bounds a number attribute by a range typed in its group, checked first', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    render('/products?search=bolt');
    const diameter = await screen.findByRole('group', { name: 'Diameter' });
    expect(within(diameter).getByText('From 6.5 mm to 10 mm')).toBeInTheDocument();
    const from = within(diameter).getByRole('spinbutton', { name: 'From (mm)' });
    const to = within(diameter).getByRole('spinbutton', { name: 'To (mm)' });

    // A number the attributes cannot hold stays in its field, told why; the address is unchanged.
    await user.type(from, '6.12345{Enter}');
    expect(from).toHaveAccessibleDescription('Enter a number with at most four decimals.');
    expect(location()).toBe('/products?search=bolt');
    await user.clear(from);

    await user.type(from, '6');
    await user.type(to, '8');
    await user.click(within(diameter).getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/products?search=bolt&filter=2%3A6..8');
    // One side left open, then both: the range goes.
    await user.clear(from);
    await user.click(within(diameter).getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/products?search=bolt&filter=2%3A..8');
    await user.clear(to);
    await user.click(within(diameter).getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/products?search=bolt');
  });

  it('shows a range from the address in its fields', async () => {
    serve();
    render('/products?filter=2:6..');
    const diameter = await screen.findByRole('group', { name: 'Diameter' });
    expect(within(diameter).getByRole('spinbutton', { name: 'From (mm)' })).toHaveValue(6);
    expect(within(diameter).getByRole('spinbutton', { name: 'To (mm)' })).toHaveValue(null);
  });
});

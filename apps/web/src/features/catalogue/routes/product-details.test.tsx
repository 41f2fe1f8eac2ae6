import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PrivateSettings, ProductDetails } from '@portal/contract';
import { makeDetails, makeProduct, settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { ProductDetailsRoute } from './product-details.tsx';

const valve = makeDetails({
  id: 7,
  part_number: 'AC-BV-2201',
  description: 'Ball valve',
  min_order_qty: 5,
  max_order_qty: 12,
  categories_names: ['Valves', 'Plumbing'],
  additional_info: 'Lead-free brass.',
  related_products: [
    makeProduct({ id: 8, description: 'Gate valve', max_order_qty: 2, selling_price: 3.25 }),
  ],
  complementary_products: [makeProduct({ id: 9, description: 'Thread tape', selling_price: 1.1 })],
});

function serve(product: ProductDetails | null, settings: Partial<PrivateSettings> = {}) {
  signInBuyer();
  cartStore.clear();
  return fakeServer((url) => {
    if (url.pathname === '/api/settings/ACME') return json(200, settingsOf(settings));
    if (product && url.pathname === `/api/products/ACME/details/${product.id}`) {
      return json(200, { data: [product] });
    }
    return json(404, { message: 'Not found.' });
  });
}

const render = (id: number | string = 7) =>
  renderScreen(<ProductDetailsRoute />, {
    path: `/products/${id}`,
    route: '/products/:productId',
    extraRoutes: <Route path="/products" element={<p>the list</p>} />,
  });

describe('product details', () => {
  it('shows every field of the product', async () => {
    serve(valve);
    render();
    expect(await screen.findByRole('heading', { name: 'Ball valve', level: 1 })).toBeVisible();
    expect(screen.getByText('AC-BV-2201')).toBeInTheDocument();
    expect(screen.getByText('Valves, Plumbing')).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText('BX x 50')).toBeInTheDocument();
    expect(screen.getByText('Minimum order quantity:').nextSibling).toHaveTextContent('5');
    expect(screen.getByText('Lead-free brass.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to products/ })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('lists the attributes: options, a number with its unit, yes or no', async () => {
    serve({
      ...valve,
      attributes: [
        { kind: 'options', name: 'Material', options: ['Brass', 'Steel'] },
        { kind: 'number', name: 'Diameter', number: 1234.5, unit: 'mm' },
        { kind: 'yes_no', name: 'Lead-free', flag: true },
        { kind: 'yes_no', name: 'Plated', flag: false },
      ],
    });
    render();
    const section = await screen.findByRole('region', { name: 'Specifications' });
    const names = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(section)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(names).toEqual(['Material', 'Diameter', 'Lead-free', 'Plated']);
    expect(values).toEqual(['Brass, Steel', '1,234.5 mm', 'Yes', 'No']);
  });

  it('shows no specifications for a product without attributes', async () => {
    serve(valve);
    render();
    await screen.findByRole('heading', { name: 'Ball valve', level: 1 });
    expect(screen.queryByRole('region', { name: 'Specifications' })).toBeNull();
  });

  it("says 'no category' and hides the additional info when the setting asks", async () => {
    serve({ ...valve, categories_names: [] }, { b2b_hide_additional_info: '1' });
    render();
    expect(await screen.findByText('no category')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Lead-free brass.')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Additional information' })).toBeNull();
  });

  it('adds to the cart only from the minimum, then returns to the list', async () => {
    serve(valve);
    const user = userEvent.setup({ delay: null });
    render();
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum quantity is 5.');
    expect(cartStore.getItems()).toEqual([]);

    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(field).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(field).toHaveValue(6);
    await user.clear(field);
    await user.type(field, '40');
    await user.tab();
    expect(field).toHaveValue(12);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

    await user.click(add);
    expect(cartStore.getItems()[0]).toMatchObject({ quantity: 12 });
    expect(await screen.findByText('12 x Ball valve updated in cart!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('starts the stepper at the quantity already in the cart', async () => {
    serve(valve);
    cartStore.setQuantity(valve, 8);
    render();
    expect(await screen.findByRole('spinbutton', { name: 'Quantity' })).toHaveValue(8);
  });

  it('opens related products first, and one accordion at a time', async () => {
    serve(valve);
    const user = userEvent.setup({ delay: null });
    render();
    const related = await screen.findByRole('button', { name: 'Related products (1)' });
    const complementary = screen.getByRole('button', { name: 'Complementary products (1)' });
    expect(related).toHaveAttribute('aria-expanded', 'true');
    expect(complementary).toHaveAttribute('aria-expanded', 'false');
    const panel = screen.getByRole('region', { name: 'Related products (1)' });
    expect(within(panel).getByRole('link', { name: 'Gate valve' })).toHaveAttribute(
      'href',
      '/products/8',
    );

    await user.click(complementary);
    expect(related).toHaveAttribute('aria-expanded', 'false');
    expect(complementary).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Thread tape' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Gate valve' })).toBeNull();
  });

  it('gives mini cards their own plus and minus', async () => {
    serve(valve);
    const user = userEvent.setup({ delay: null });
    render();
    const plus = await screen.findByRole('button', { name: 'Increase quantity of Gate valve' });
    await user.click(plus);
    await user.click(plus);
    expect(cartStore.getItems()[0]).toMatchObject({ quantity: 2 });
    expect(plus).toBeDisabled();
    expect(screen.getByText('Maximum order quantity is 2.')).toBeInTheDocument();
  });

  it("says 'Product not found.' for an unknown product", async () => {
    serve(null);
    render(999);
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found.');
  });

  it("says 'Product not found.' for an id that is not one, without asking the server", async () => {
    const calls = serve(valve);
    render('abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Product not found.');
    expect(calls.filter((call) => call.url.pathname.includes('/products/'))).toHaveLength(0);
  });

  it("shows the buyer's price for the chosen quantity and the volume pricing table (issue 11)", async () => {
    serve({
      ...valve,
      price_tiers: [
        { min_qty: 1, unit_price: 11 },
        { min_qty: 10, unit_price: 10 },
      ],
    });
    const user = userEvent.setup({ delay: null });
    render();
    const table = await screen.findByRole('table', { name: 'Volume pricing' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The tier below the minimum of 5 applies from 5.
    expect(rows.map((row) => row.textContent)).toEqual(['from 5$11.00', 'from 10$10.00']);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).not.toHaveAttribute('aria-current');
    const price = () => screen.getByText('Price:').nextSibling;
    expect(price()).toHaveTextContent('$11.00 was $12.50');

    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '10');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(price()).toHaveTextContent('$10.00 was $12.50');
  });

  it('shows no volume pricing for a product without tiers', async () => {
    serve(valve);
    render();
    await screen.findByRole('heading', { name: 'Ball valve', level: 1 });
    expect(screen.queryByRole('table', { name: 'Volume pricing' })).toBeNull();
    expect(screen.getByText('Price:').nextSibling).toHaveTextContent('$12.50');
    expect(screen.getByText('Price:').nextSibling).not.toHaveTextContent('was');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Customer, Product } from '@portal/contract';
import { makeProduct, settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { isoDate } from '@/shared/lib/format.ts';
import { checkoutAttempts } from '../lib/attempt-key.ts';
import { CheckoutRoute } from './checkout.tsx';
import { pageOf } from '@/test/admin-fixtures.ts';

const address = (id: number, type: string, street: string) => ({
  id,
  type,
  address: street,
  city: 'Aurora',
  province: { code: 'ON' },
  country: id === 3 ? null : { code: 'CA' },
  postal_code: 'L4G 4C4',
});
const northwind = (
  addresses = [
    address(1, 'S', '85 Industrial'),
    address(2, 'B', '100 King'),
    address(3, 'S', '2250 Speers'),
  ],
): Customer => ({
  id: 41,
  code: 'C-1001',
  name: 'Northwind Fabrication Ltd.',
  email: 'purchasing@northwind.example',
  mobile_phone: '4165550123',
  shipping_addresses: addresses,
});
const bolt = makeProduct({ id: 5, part_number: 'AC-HB-1', description: 'Hex bolt' });

type OrderAnswer = () => Response | Promise<Response>;

interface SetUpOptions {
  customer?: Customer;
  items?: Product[];
  repCode?: string | null;
  order?: OrderAnswer;
  /** The catalogue's products now, answered by the products route's ids. */
  catalogue?: Product[];
}

const placed: OrderAnswer = () =>
  json(201, { data: { id: 70, sale_no: 1070, status: 'draft', total: 25 } });

function setUp({
  customer = northwind(),
  items = [bolt],
  repCode = null,
  order = placed,
  catalogue = [],
}: SetUpOptions = {}) {
  signInBuyer({ repCode, name: 'Daniel Roy' });
  checkoutAttempts.forget();
  cartStore.clear();
  for (const item of items) cartStore.setQuantity(item, 2);
  const calls = fakeServer((url, init) => {
    if (url.pathname === '/api/settings/ACME') return json(200, settingsOf());
    if (url.pathname === '/api/customers/ACME') return json(200, { data: [customer] });
    if (url.pathname === '/api/orders/ACME' && init.method === 'POST') return order();
    if (url.pathname === '/api/products/ACME' && url.searchParams.has('ids')) {
      const ids = url.searchParams.get('ids')!.split(',').map(Number);
      const now = catalogue.filter((product) => ids.includes(product.id));
      return json(200, pageOf(now));
    }
    return json(404, { message: 'Not found.' });
  });
  renderScreen(<CheckoutRoute />, {
    path: '/checkout',
    route: '/checkout',
    extraRoutes: <Route path="/order-success" element={<p>success screen</p>} />,
  });
  const posts = () => calls.filter((call) => call.init.method === 'POST');
  return { user: userEvent.setup({ delay: null }), posts };
}

const complete = () => screen.getByRole('button', { name: 'Complete order' });
const bodyOf = (call: { init: RequestInit }) => JSON.parse(call.init.body as string) as unknown;
const keyOf = (call: { init: RequestInit }) =>
  (call.init.headers as Record<string, string>)['Idempotency-Key'];

describe('checkout screen', () => {
  it("shows the customer, the type 'S' addresses with the first chosen, and today's date", async () => {
    setUp();
    expect(await screen.findByText('C-1001')).toBeInTheDocument();
    expect(screen.getByText('Northwind Fabrication Ltd.')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Shipping address' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['85 Industrial, Aurora, ON, CA, L4G 4C4', '2250 Speers, Aurora, ON, -, L4G 4C4']);
    expect(select).toHaveValue('1');
    expect(screen.getByText('Order date').nextSibling?.firstChild).toHaveAttribute(
      'datetime',
      isoDate(new Date()),
    );
    expect(screen.queryByText('Sales person')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Pick Up' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Payment option' })).toHaveValue('cod');
  });

  it("shows each line at the buyer's tier price and totals them (issue 11)", async () => {
    const tiered = makeProduct({
      id: 6,
      description: 'Wing nut',
      selling_price: 3,
      price_tiers: [{ min_qty: 2, unit_price: 2.4 }],
    });
    setUp({ items: [bolt, tiered] });
    const table = await screen.findByRole('table', { name: 'Items' });
    expect(within(table).getByRole('row', { name: /Wing nut/ })).toHaveTextContent('$2.40$4.80');
    // 2 x $12.50 + 2 x $2.40
    expect(within(table).getByRole('row', { name: /Order total/ })).toHaveTextContent('$29.80');
  });

  it('reads the products again, so a price changed since the cart was filled shows', async () => {
    setUp({ catalogue: [{ ...bolt, price_tiers: [{ min_qty: 2, unit_price: 11 }] }] });
    const table = await screen.findByRole('table', { name: 'Items' });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Order total/ })).toHaveTextContent('$22.00'),
    );
  });

  it('shows the sales person to a user with a rep code', async () => {
    setUp({ repCode: 'R-017' });
    expect(await screen.findByText('Sales person')).toBeInTheDocument();
    expect(screen.getByText('Daniel Roy')).toBeInTheDocument();
  });

  it('shows a single address as text', async () => {
    setUp({ customer: northwind([address(1, 'S', '85 Industrial')]) });
    expect(await screen.findByText('85 Industrial, Aurora, ON, CA, L4G 4C4')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Shipping address' })).toBeNull();
  });

  it("refuses to order without an address: 'No address on file.'", async () => {
    const { user, posts } = setUp({ customer: northwind([address(2, 'B', '100 King')]) });
    expect(await screen.findByText('No address on file.')).toBeInTheDocument();
    await user.click(complete());
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Please select a shipping address.');
    expect(posts()).toHaveLength(0);
  });

  it('refuses an empty cart, and a product without a default unit', async () => {
    const { user } = setUp({ items: [] });
    await user.click(await screen.findByRole('button', { name: 'Complete order' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: Customer data or cart items are missing.',
    );
    cartStore.setQuantity(makeProduct({ id: 6, part_number: 'NO-UNIT', default_puom_id: null }), 1);
    await user.click(complete());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Product NO-UNIT is missing a default PUOM ID.',
    );
  });

  it('places the order with every field, empties the cart and shows the success screen', async () => {
    const { user, posts } = setUp();
    await screen.findByText('C-1001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shipping address' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Customer PO' }), 'PO-77');
    await user.type(screen.getByRole('textbox', { name: 'Special instructions' }), 'Call first');
    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment option' }), 'net60');
    await user.click(complete());
    expect(await screen.findByText('success screen')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(bodyOf(posts()[0]!)).toEqual({
      header: {
        customer_id: 41,
        sale_date: isoDate(new Date()),
        shipping_address_id: 3,
        purchase_order: 'PO-77',
        note: 'Call first',
        delivery_method: 'delivery',
        payment_option: 'net60',
      },
      items: [{ puom_id: 100, sale_qty: 2, price: 12.5, comment: null }],
    });
    expect(keyOf(posts()[0]!)).toMatch(/^[0-9a-f]{32}$/);
    expect(cartStore.getItems()).toEqual([]);
  });

  it('stays on checkout with the first field message of a 422, retries with the same key, and a changed request with a new one', async () => {
    let answer = json(422, {
      message: 'The given data was invalid.',
      errors: { 'items.0.sale_qty': ["Product 'Hex bolt' is sold in multiples of 5."] },
    });
    const { user, posts } = setUp({ order: () => answer });
    await user.click(await screen.findByRole('button', { name: 'Complete order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Product 'Hex bolt' is sold in multiples of 5.",
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(cartStore.getItems()).toHaveLength(1);

    answer = json(500, { message: 'The service is temporarily unavailable.' });
    await user.click(complete());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The service is temporarily unavailable.',
      ),
    );
    expect(keyOf(posts()[1]!)).toBe(keyOf(posts()[0]!));

    // The server refuses a key sent with another body (422): a changed request is a new key.
    await user.type(screen.getByRole('textbox', { name: 'Customer PO' }), 'PO-9');
    await user.click(complete());
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(keyOf(posts()[2]!)).not.toBe(keyOf(posts()[1]!));

    cartStore.setQuantity(bolt, 3);
    await user.click(complete());
    await waitFor(() => expect(posts()).toHaveLength(4));
    expect(new Set(posts().map(keyOf)).size).toBe(3);
  });

  it("shows 'Processing...' while sending, and a double click sends one request", async () => {
    let release: (response: Response) => void = () => {};
    const { user, posts } = setUp({
      order: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    await user.dblClick(await screen.findByRole('button', { name: 'Complete order' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(posts()).toHaveLength(1);
    release(json(201, { data: { id: 70, sale_no: 1070, status: 'draft', total: 25 } }));
    expect(await screen.findByText('success screen')).toBeInTheDocument();
  });

  it('clears the order after confirmation', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Clear order' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Clear this order?' })).getByRole('button', {
        name: 'Clear order',
      }),
    );
    expect(cartStore.getItems()).toEqual([]);
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });
});

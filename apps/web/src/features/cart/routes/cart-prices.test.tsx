import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  makeProduct,
  saveCart,
  settingsOf,
  settingsOnly,
  signInBuyer,
} from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import type { CartItem } from '@/entities/cart/cart-rules.ts';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { CartRoute } from './cart.tsx';
import { pageOf } from '@/test/admin-fixtures.ts';

// The buyer's price list: $5.10 from 1, $4.50 from 10, against the product's own $6.00.
const bolt = makeProduct({
  id: 1,
  description: 'Hex bolt',
  selling_price: 6,
  price_tiers: [
    { min_qty: 1, unit_price: 5.1 },
    { min_qty: 10, unit_price: 4.5 },
  ],
});
const nut = makeProduct({ id: 2, description: 'Wing nut', selling_price: 1 });

const line = (product: typeof bolt, quantity: number): CartItem => ({
  product,
  quantity,
  comment: '',
  tag1: '',
  tag2: '',
});

function setUp(items: CartItem[]) {
  signInBuyer();
  fakeServer(settingsOnly);
  saveCart(items);
  renderScreen(<CartRoute />, { path: '/cart', route: '/cart' });
  return userEvent.setup({ delay: null });
}

const noteOf = (name: string) =>
  screen.getByRole('link', { name }).closest('td')!.querySelector('[aria-live="polite"]');

describe('cart contract prices (issue 11)', () => {
  it("prices each line at the buyer's tier, the own price struck through", () => {
    setUp([line(bolt, 8), line(nut, 2)]);
    const table = screen.getByRole('table', { name: 'Products in the cart' });
    const boltRow = within(table).getByRole('row', { name: /Hex bolt/ });
    expect(boltRow).toHaveTextContent('$5.10 was $6.00');
    expect(boltRow).toHaveTextContent('$40.80');
    expect(within(table).getByRole('row', { name: /Wing nut/ })).not.toHaveTextContent('was');
    expect(within(table).getByRole('row', { name: /Grand total/ })).toHaveTextContent('$42.80');
  });

  it('changes the line price and total when its quantity crosses a tier, and says so politely', async () => {
    const user = setUp([line(bolt, 8), line(nut, 2)]);
    expect(noteOf('Hex bolt')).toHaveTextContent('Buy 2 more for $4.50 each');
    // A product without tiers has nothing to say.
    expect(noteOf('Wing nut')).toBeNull();

    const field = screen.getByRole('spinbutton', { name: 'Quantity of Hex bolt' });
    await user.clear(field);
    await user.type(field, '1');
    // Nothing changes, nor is announced, while the buyer types.
    expect(noteOf('Hex bolt')).toHaveTextContent('Buy 2 more for $4.50 each');
    await user.type(field, '2{Enter}');
    const row = screen.getByRole('row', { name: /Hex bolt/ });
    expect(row).toHaveTextContent('$4.50 was $6.00');
    expect(row).toHaveTextContent('$54.00');
    expect(noteOf('Hex bolt')).toHaveTextContent('Tier price from 10');
    expect(noteOf('Hex bolt')).toHaveAttribute('aria-atomic', 'true');
    expect(screen.getByRole('row', { name: /Grand total/ })).toHaveTextContent('$56.00');

    await user.clear(field);
    await user.type(field, '9{Enter}');
    expect(screen.getByRole('row', { name: /Hex bolt/ })).toHaveTextContent('$45.90');
    expect(noteOf('Hex bolt')).toHaveTextContent('Buy 1 more for $4.50 each');
  });

  it("reads the cart's products again, so a price changed since shows and totals at once", async () => {
    // The cart was filled before the buyer's customer got a price list.
    signInBuyer();
    saveCart([line({ ...bolt, price_tiers: [] }, 12), line(nut, 2)]);
    const calls = fakeServer((url) => {
      if (url.pathname === '/api/settings/ACME') return json(200, settingsOf());
      if (url.pathname === '/api/products/ACME' && url.searchParams.has('ids')) {
        // The catalogue answers the bolt, no longer the nut.
        return json(200, pageOf([bolt]));
      }
      return json(404, { message: 'Not found.' });
    });
    renderScreen(<CartRoute />, { path: '/cart', route: '/cart' });
    const row = () => screen.getByRole('row', { name: /Hex bolt/ });
    expect(row()).toHaveTextContent('$72.00');
    await waitFor(() => expect(row()).toHaveTextContent('$54.00'));
    expect(row()).toHaveTextContent('Tier price from 10');
    expect(screen.getByRole('row', { name: /Grand total/ })).toHaveTextContent('$56.00');
    // Saved as it is now; the unanswered product kept as it was.
    expect(cartStore.getItems().map((item) => item.product)).toEqual([bolt, nut]);
    // One request for the whole cart, naming every line's product.
    const asked = calls.filter((call) => call.url.searchParams.has('ids'));
    expect(asked.map((call) => call.url.searchParams.get('ids'))).toEqual(['1,2']);
  });

  it('says the same on the phone cards', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    setUp([line(bolt, 12)]);
    const card = within(screen.getByRole('list', { name: 'Products in the cart' })).getByRole(
      'listitem',
    );
    expect(card).toHaveTextContent('Price: $4.50 was $6.00');
    expect(card).toHaveTextContent('Tier price from 10');
    expect(card).toHaveTextContent('Total: $54.00');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, saveCart, settingsOnly, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, renderScreen } from '@/test/render.tsx';
import type { CartItem } from '@/entities/cart/cart-rules.ts';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { CartRoute } from './cart.tsx';

const bolt = makeProduct({ id: 1, description: 'Hex bolt', selling_price: 12.5 });
const valve = makeProduct({
  id: 2,
  description: 'Ball valve',
  selling_price: 0.1,
  min_order_qty: 5,
  max_order_qty: 50,
});

function setUp(items: CartItem[] = []) {
  signInBuyer();
  fakeServer(settingsOnly);
  saveCart(items);
  const view = renderScreen(<CartRoute />, {
    path: '/cart',
    route: '/cart',
    extraRoutes: <Route path="/checkout" element={<p>checkout screen</p>} />,
  });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const line = (product: typeof bolt, quantity: number): CartItem => ({
  product,
  quantity,
  comment: '',
  tag1: '',
  tag2: '',
});

describe('cart page', () => {
  it('shows each line with its total and the grand total', () => {
    setUp([line(bolt, 3), line(valve, 6)]);
    const table = screen.getByRole('table', { name: 'Products in the cart' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Hex bolt');
    expect(rows[1]).toHaveTextContent('$37.50');
    expect(rows[2]).toHaveTextContent('$0.60');
    expect(within(table).getByRole('row', { name: /Grand total/ })).toHaveTextContent('$38.10');
  });

  it('saves a line comment with the cart', async () => {
    const { user } = setUp([line(bolt, 3)]);
    await user.type(screen.getByRole('textbox', { name: 'Comment for Hex bolt' }), 'Dock 4');
    expect(cartStore.getItems()[0]?.comment).toBe('Dock 4');
    expect(localStorage.getItem(cartStore.storageKey()!)).toContain('"comment":"Dock 4"');
  });

  it('applies a typed quantity within the limits, and 0 removes the line', async () => {
    const { user } = setUp([line(bolt, 3), line(valve, 6)]);
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Ball valve' });
    await user.clear(field);
    await user.type(field, '99{Enter}');
    expect(cartStore.getItems()[1]?.quantity).toBe(50);
    await user.clear(field);
    await user.type(field, '2');
    await user.tab();
    expect(cartStore.getItems()[1]?.quantity).toBe(5);
    const boltField = screen.getByRole('spinbutton', { name: 'Quantity of Hex bolt' });
    await user.clear(boltField);
    await user.type(boltField, '0');
    await user.tab();
    expect(cartStore.getItems().map((item) => item.product.id)).toEqual([2]);
  });

  it('removes a line', async () => {
    const { user } = setUp([line(bolt, 3), line(valve, 6)]);
    await user.click(screen.getByRole('button', { name: 'Remove Hex bolt' }));
    expect(cartStore.getItems().map((item) => item.product.id)).toEqual([2]);
  });

  it('says which line was removed and puts it back, quantity and comment, with Undo', async () => {
    const commented = { ...line(bolt, 3), comment: 'Dock 4' };
    const { user } = setUp([
      line(valve, 6),
      commented,
      line(makeProduct({ id: 3, description: 'Gasket' }), 1),
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Hex bolt' }));
    expect(cartStore.getItems().map((item) => item.product.id)).toEqual([2, 3]);
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    const toast = within(toasts).getByRole('status');
    expect(toast).toHaveTextContent('Removed Hex bolt.');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(cartStore.getItems()).toEqual([line(valve, 6), commented, expect.anything()]);
    expect(screen.getByRole('textbox', { name: 'Comment for Hex bolt' })).toHaveValue('Dock 4');
    expect(within(toasts).queryByRole('status')).toBeNull();
  });

  it("does not bring a removed line into another company's cart", async () => {
    const { user } = setUp([line(bolt, 3)]);
    await user.click(screen.getByRole('button', { name: 'Remove Hex bolt' }));
    localStorage.setItem('manufacturer', JSON.stringify({ code: 'BOREAL', name: 'Boreal' }));
    sessionStore.refresh();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(cartStore.getItems()).toEqual([]);
  });

  it('refuses to check out an empty cart', async () => {
    const { user } = setUp();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your cart is empty. Please add products before checking out.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('names a line below its minimum and scrolls to the top', async () => {
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    const { user } = setUp([line(bolt, 1), line(valve, 2)]);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Product 'Ball valve' requires a minimum quantity of 5.",
    );
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('goes to checkout when the cart is valid', async () => {
    const { user } = setUp([line(bolt, 1)]);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('checkout screen')).toBeInTheDocument();
  });

  it('keeps Cancel order secondary in weight and away from Checkout', async () => {
    setUp([line(bolt, 1)]);
    const cancel = screen.getByRole('button', { name: 'Cancel order' });
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect(cancel.parentElement).not.toBe(checkout.parentElement);
    expect(cancel.parentElement).toContainElement(
      screen.getByRole('link', { name: 'Continue shopping' }),
    );
    expect(cancel.className).not.toMatch(/bg-red-700/);
  });

  it('cancels the order only after confirmation', async () => {
    const { user } = setUp([line(bolt, 1), line(valve, 5)]);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my cart' }));
    expect(cartStore.getItems()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    );
    expect(cartStore.getItems()).toEqual([]);
    expect(localStorage.getItem(cartStore.storageKey()!)).toBe('[]');
    expect(await screen.findByText('Your order has been canceled.')).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('shows cards instead of a table on a phone', () => {
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
    setUp([line(bolt, 3)]);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getByRole('list', { name: 'Products in the cart' });
    expect(within(cards).getByRole('listitem')).toHaveTextContent('Total: $37.50');
    expect(screen.getByText('Grand total').parentElement).toHaveTextContent('$37.50');
  });
});

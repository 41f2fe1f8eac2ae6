import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct, settingsOf, settingsOnly, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderApp } from '@/test/render.tsx';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { sideCartStore } from '@/entities/cart/side-cart-store.ts';
import { SideCartLayout } from './side-cart-layout.tsx';
import { pageOf } from '@/test/admin-fixtures.ts';

async function setUp(answer: (url: URL) => Response = settingsOnly) {
  signInBuyer();
  fakeServer(answer);
  cartStore.clear();
  cartStore.setQuantity(makeProduct({ id: 1, description: 'Hex bolt', selling_price: 2.5 }), 4);
  cartStore.setQuantity(makeProduct({ id: 2, description: 'Wing nut', selling_price: 1 }), 1);
  await renderApp(
    '/products',
    <Routes>
      <Route element={<SideCartLayout />}>
        <Route path="/products" element={<Link to="/orders">go to orders</Link>} />
        <Route path="/orders" element={<p>orders</p>} />
        <Route path="/checkout" element={<p>checkout</p>} />
      </Route>
    </Routes>,
  );
  return userEvent.setup({ delay: null });
}

describe('side cart', () => {
  it('is drawn by the signed-in layout and opened through the cart state', async () => {
    const user = await setUp();
    expect(sideCartStore.hosted()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => sideCartStore.open());
    const panel = screen.getByRole('dialog', { name: 'Your cart' });
    expect(within(panel).getByText('Subtotal').parentElement).toHaveTextContent('$11.00');

    const field = within(panel).getByRole('spinbutton', { name: 'Quantity of Hex bolt' });
    await user.clear(field);
    await user.type(field, '6{Enter}');
    expect(cartStore.getItems()[0]?.quantity).toBe(6);
    expect(within(panel).getByText('Subtotal').parentElement).toHaveTextContent('$16.00');
    await user.click(within(panel).getByRole('button', { name: 'Remove Wing nut' }));
    expect(cartStore.getItems()).toHaveLength(1);

    expect(within(panel).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    await user.click(within(panel).getByRole('link', { name: 'Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape and when the screen changes', async () => {
    const user = await setUp();
    act(() => sideCartStore.open());
    expect(screen.getByRole('button', { name: 'Close the cart' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => sideCartStore.open());
    act(() => screen.getByRole('link', { name: 'go to orders', hidden: true }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("prices the lines at the buyer's tiers and says when a quantity reaches one (issue 11)", async () => {
    const user = await setUp();
    cartStore.setQuantity(
      makeProduct({
        id: 1,
        description: 'Hex bolt',
        selling_price: 2.5,
        price_tiers: [{ min_qty: 6, unit_price: 2 }],
      }),
      4,
    );
    act(() => sideCartStore.open());
    const panel = screen.getByRole('dialog', { name: 'Your cart' });
    expect(within(panel).getByText('Buy 2 more for $2.00 each')).toBeInTheDocument();
    const field = within(panel).getByRole('spinbutton', { name: 'Quantity of Hex bolt' });
    await user.clear(field);
    await user.type(field, '6{Enter}');
    // 6 x $2.00 + 1 x $1.00
    expect(within(panel).getByText('Subtotal').parentElement).toHaveTextContent('$13.00');
    expect(within(panel).getByText('Tier price from 6').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('reads its products again from the catalogue when it opens', async () => {
    const newPrice = makeProduct({ id: 2, description: 'Wing nut', selling_price: 1.25 });
    const asked: string[] = [];
    await setUp((url) => {
      asked.push(url.pathname + url.search);
      if (url.pathname === '/api/settings/ACME') return json(200, settingsOf());
      if (url.pathname === '/api/products/ACME' && url.searchParams.has('ids')) {
        return json(200, pageOf([newPrice]));
      }
      return json(404, { message: 'Not found.' });
    });
    // Closed, it asks for nothing.
    expect(asked.some((path) => path.includes('ids='))).toBe(false);
    act(() => sideCartStore.open());
    const panel = screen.getByRole('dialog', { name: 'Your cart' });
    // 4 x $2.50 + 1 x $1.25
    await waitFor(() =>
      expect(within(panel).getByText('Subtotal').parentElement).toHaveTextContent('$11.25'),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct, settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { cartStore } from '@/shared/cart/cart-store.ts';
import { QuantityControl } from './quantity-control.tsx';

/** Renders the control once the settings (the step rule) have answered. */
async function setUp(sellMinimum: '0' | '1', variant: 'card' | 'mini' = 'card') {
  signInBuyer();
  cartStore.clear();
  fakeServer(() => json(200, settingsOf({ b2b_sell_minimum: sellMinimum })));
  const product = makeProduct({ description: 'Ball valve', min_order_qty: 5, max_order_qty: 12 });
  const view = renderScreen(<QuantityControl product={product} variant={variant} />);
  await waitFor(() => expect(view.queryClient.getQueryData(['ACME', 'settings'])).toBeDefined());
  return { product, user: userEvent.setup() };
}

const plus = () => screen.getByRole('button', { name: 'Increase quantity of Ball valve' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity of Ball valve' });
const inCart = () => cartStore.getItems()[0]?.quantity ?? 0;

describe('card quantity control', () => {
  it('puts in the minimum on the first plus, then steps by one', async () => {
    const { user } = await setUp('0');
    expect(minus()).toBeDisabled();
    await user.click(plus());
    expect(inCart()).toBe(5);
    expect(screen.getByText('In cart: 5')).toBeInTheDocument();
    await user.click(plus());
    expect(inCart()).toBe(6);
    expect(localStorage.getItem('cartItems')).toContain('"quantity":6');
  });

  it('steps by the minimum when the company sells by the minimum', async () => {
    const { user } = await setUp('1');
    await user.click(plus());
    await user.click(plus());
    expect(inCart()).toBe(10);
  });

  it('refuses to pass the maximum with the maximum message', async () => {
    const { user } = await setUp('1');
    await user.click(plus());
    await user.click(plus());
    await user.click(plus());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Maximum order quantity for this item is 12.',
    );
    expect(inCart()).toBe(10);
  });

  it("asks 'Remove Product?' below the minimum, and removes only on confirmation", async () => {
    const { user } = await setUp('0');
    await user.click(plus());
    await user.click(minus());
    let dialog = screen.getByRole('dialog', { name: 'Remove Product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(inCart()).toBe(5);
    await user.click(minus());
    dialog = screen.getByRole('dialog', { name: 'Remove Product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(cartStore.getItems()).toEqual([]);
  });

  it('steps down by one above the minimum', async () => {
    const { user } = await setUp('0');
    await user.click(plus());
    await user.click(plus());
    await user.click(minus());
    expect(inCart()).toBe(5);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('mini card quantity control', () => {
  it('disables plus at the maximum and says what the maximum is', async () => {
    const { user, product } = await setUp('0', 'mini');
    cartStore.setQuantity(product, 11);
    await user.click(plus());
    expect(inCart()).toBe(12);
    expect(plus()).toBeDisabled();
    expect(screen.getByText('Maximum order quantity is 12.')).toBeInTheDocument();
  });
});

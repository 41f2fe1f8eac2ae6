import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct, settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { QuantityControl } from './quantity-control.tsx';

/** Renders the control once the settings (the step rule) have answered. */
async function setUp(
  sellMinimum: '0' | '1',
  variant: 'card' | 'mini' | 'row' = 'card',
  limits: { min_order_qty: number; max_order_qty: number } = {
    min_order_qty: 5,
    max_order_qty: 12,
  },
) {
  signInBuyer();
  cartStore.clear();
  fakeServer((url) =>
    url.pathname === '/api/settings/ACME'
      ? json(200, settingsOf({ b2b_sell_minimum: sellMinimum }))
      : json(404, { message: 'Not found.' }),
  );
  const product = makeProduct({ description: 'Ball valve', ...limits });
  const view = renderScreen(<QuantityControl product={product} variant={variant} />);
  await waitFor(() => expect(view.queryClient.getQueryData(['ACME', 'settings'])).toBeDefined());
  return { product, user: userEvent.setup({ delay: null }) };
}

const plus = () => screen.getByRole('button', { name: 'Increase quantity of Ball valve' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity of Ball valve' });
const field = () => screen.getByRole('spinbutton', { name: 'Quantity of Ball valve in the cart' });
const toast = (text: string) => screen.getByText(text).parentElement;
const inCart = () => cartStore.getItems()[0]?.quantity ?? 0;

describe('card quantity control', () => {
  it('puts in the minimum on the first plus, then steps by one', async () => {
    const { user } = await setUp('0');
    expect(minus()).toBeDisabled();
    await user.click(plus());
    expect(inCart()).toBe(5);
    expect(field()).toHaveValue(5);
    expect(toast('5 x Ball valve updated in cart!')).toHaveAttribute('role', 'status');
    await user.click(plus());
    expect(inCart()).toBe(6);
    expect(localStorage.getItem(cartStore.storageKey()!)).toContain('"quantity":6');
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
    act(() => cartStore.setQuantity(product, 11));
    await user.click(plus());
    expect(inCart()).toBe(12);
    expect(plus()).toBeDisabled();
    expect(screen.getByText('Maximum order quantity is 12.')).toBeInTheDocument();
  });
});

describe('a quantity typed on a card', () => {
  /** Tabs into the field (which selects what it holds, as a click does) and types over it. */
  const type = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
    field().blur();
    await user.click(field());
    await user.keyboard(`${text}{Enter}`);
  };

  it('puts in exactly what was typed, says so, and shows the limits', async () => {
    const { user } = await setUp('0', 'card', { min_order_qty: 5, max_order_qty: 40 });
    expect(field()).toHaveValue(0);
    expect(field()).toHaveAccessibleDescription('Min. 5 · Max. 40');
    await type(user, '20');
    expect(inCart()).toBe(20);
    expect(field()).toHaveValue(20);
    expect(toast('20 x Ball valve updated in cart!')).toHaveAttribute('role', 'status');
    await user.click(plus());
    expect(inCart()).toBe(21);
    expect(field()).toHaveValue(21);
  });

  it('applies the typed quantity when the field is left', async () => {
    const { user } = await setUp('0', 'card', { min_order_qty: 1, max_order_qty: 0 });
    expect(screen.queryByText(/Min\.|Max\./)).toBeNull();
    expect(field()).not.toHaveAttribute('aria-describedby');
    await user.click(field());
    await user.keyboard('250');
    expect(inCart()).toBe(0);
    await user.tab();
    expect(inCart()).toBe(250);
  });

  it.each([
    ['3', '0', "Product 'Ball valve' requires a minimum quantity of 5."],
    ['41', '0', 'Maximum order quantity for this item is 40.'],
    ['12', '1', "Product 'Ball valve' is sold in multiples of 5."],
  ] as const)(
    'refuses %s (sell by minimum %s) with the message of its rule',
    async (typed, by, message) => {
      const { user, product } = await setUp(by, 'card', { min_order_qty: 5, max_order_qty: 40 });
      act(() => cartStore.setQuantity(product, 10));
      await type(user, typed);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(inCart()).toBe(10);
      expect(field()).toHaveValue(10);
    },
  );

  it("asks 'Remove Product?' for 0 and puts the quantity back on Cancel", async () => {
    const { user, product } = await setUp('0');
    act(() => cartStore.setQuantity(product, 7));
    await type(user, '0');
    const dialog = screen.getByRole('dialog', { name: 'Remove Product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(inCart()).toBe(7);
    expect(field()).toHaveValue(7);
    await type(user, '0');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(cartStore.getItems()).toEqual([]);
    expect(field()).toHaveValue(0);
  });

  it('puts the cart quantity back on Escape', async () => {
    const { user, product } = await setUp('0');
    act(() => cartStore.setQuantity(product, 6));
    await user.click(field());
    await user.keyboard('9{Escape}');
    expect(inCart()).toBe(6);
    expect(field()).toHaveValue(6);
    await user.tab();
    expect(inCart()).toBe(6);
  });

  it('follows the cart when another screen changes it', async () => {
    const { product } = await setUp('0');
    act(() => cartStore.setQuantity(product, 8));
    expect(field()).toHaveValue(8);
  });

  it('on a mini card, refuses past the maximum with the mini card message', async () => {
    const { user } = await setUp('0', 'mini');
    expect(field()).toHaveAccessibleDescription('Min. 5 · Max. 12');
    await type(user, '13');
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum order quantity is 12.');
    await type(user, '12');
    expect(inCart()).toBe(12);
    expect(plus()).toBeDisabled();
  });

  it('in a list row, works the same way', async () => {
    const { user } = await setUp('0', 'row');
    await type(user, '9');
    expect(inCart()).toBe(9);
    await user.click(minus());
    expect(inCart()).toBe(8);
  });
});

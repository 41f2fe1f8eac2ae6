import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@/entities/cart/cart-rules.ts';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { makeProduct, saveCart } from '@/test/buyer-fixtures.ts';
import { serveSavedLists, writesOf } from '@/test/fake-saved-lists-server.ts';
import { json, renderScreen } from '@/test/render.tsx';
import { CartRoute } from './cart.tsx';

const bolt = makeProduct({ id: 1, description: 'Hex bolt' });
const valve = makeProduct({ id: 2, description: 'Ball valve', min_order_qty: 5 });
const line = (product: typeof bolt, quantity: number, comment = ''): CartItem => ({
  product,
  quantity,
  comment,
  tag1: '',
  tag2: '',
});

function setUp(items: CartItem[], options: Parameters<typeof serveSavedLists>[1] = {}) {
  const server = serveSavedLists([{ id: 3, name: 'Job site A' }], {
    catalogue: [bolt, valve],
    ...options,
  });
  saveCart(items);
  const view = renderScreen(<CartRoute />, {
    path: '/cart',
    route: '/cart',
    extraRoutes: <Route path="/lists/:listId" element={<p>list page</p>} />,
  });
  return { ...view, ...server, user: userEvent.setup({ delay: null }) };
}

describe("the cart's 'Save as list' (the specification's 'save a draft')", () => {
  it("saves the cart's lines, quantities and comments as a named list, and leaves the cart as it is", async () => {
    const { user, calls } = setUp([line(bolt, 3, 'Dock 4'), line(valve, 10)]);
    await user.click(screen.getByRole('button', { name: 'Save as list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the cart as a list' });
    expect(dialog).toHaveTextContent("The cart's 2 lines, their quantities and comments");
    const name = within(dialog).getByRole('textbox', { name: 'List name' });
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'Weekly restock{Enter}');
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Your cart was saved as Weekly restock.')).toBeVisible();
    expect(writesOf(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/lists/ACME',
        body: {
          name: 'Weekly restock',
          lines: [
            { product_id: 1, quantity: 3, comment: 'Dock 4' },
            { product_id: 2, quantity: 10, comment: null },
          ],
        },
      },
    ]);
    expect(cartStore.getItems()).toHaveLength(2);
    await user.click(within(toasts).getByRole('button', { name: 'Open list' }));
    expect(await screen.findByText('list page')).toBeInTheDocument();
  });

  it('says at the field, in Spanish, that the name is taken', async () => {
    await i18n.changeLanguage('es');
    const { user } = setUp([line(bolt, 3)], {
      before: (_url, init) =>
        init.method === 'POST'
          ? json(409, {
              message: "Su empresa ya tiene una lista llamada 'Job site A'.",
              errors: { name: ["Su empresa ya tiene una lista llamada 'Job site A'."] },
            })
          : undefined,
    });
    await user.click(screen.getByRole('button', { name: 'Guardar como lista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar el carrito como lista' });
    const name = within(dialog).getByRole('textbox', { name: 'Nombre de la lista' });
    await user.type(name, 'job site a{Enter}');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        "Su empresa ya tiene una lista llamada 'Job site A'.",
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is not offered for an empty cart', () => {
    setUp([]);
    expect(screen.queryByRole('button', { name: 'Save as list' })).toBeNull();
  });
});

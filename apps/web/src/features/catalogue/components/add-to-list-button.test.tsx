import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { makeDetails, makeProduct } from '@/test/buyer-fixtures.ts';
import { serveSavedLists, writesOf, type FakeList } from '@/test/fake-saved-lists-server.ts';
import { json, renderScreen } from '@/test/render.tsx';
import { ProductDetailsRoute } from '../routes/product-details.tsx';
import { ProductCard } from './product-card.tsx';

const valve = makeProduct({
  id: 7,
  part_number: 'AC-BV-2201',
  description: 'Ball valve',
  min_order_qty: 5,
  max_order_qty: 40,
});
const lists: FakeList[] = [
  { id: 3, name: 'Job site A', lines: [{ id: 1, product: makeProduct({ id: 1 }), quantity: 2 }] },
  { id: 4, name: 'Winter stock' },
];

function renderCard(saved: FakeList[] = lists, settings = {}) {
  const server = serveSavedLists(saved, { catalogue: [valve], settings });
  cartStore.clear();
  const view = renderScreen(<ProductCard product={valve} />, {
    path: '/products',
    route: '/products',
    extraRoutes: <Route path="/lists/:listId" element={<p>list page</p>} />,
  });
  return { ...view, ...server, user: userEvent.setup({ delay: null }) };
}

describe("a card's 'Add to list'", () => {
  it('adds the minimum to the most recently changed list, and offers to open it', async () => {
    const { user, calls } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Add to list: Ball valve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to a list: Ball valve' });
    const list = await within(dialog).findByRole('combobox', { name: 'List' });
    expect(list).toHaveDisplayValue('Job site A (1 line)');
    expect(within(dialog).getByRole('spinbutton', { name: /Quantity/ })).toHaveValue(5);
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Added Ball valve to Job site A.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writesOf(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/lists/ACME/3/lines',
        body: { lines: [{ product_id: 7, quantity: 5 }] },
      },
    ]);
    await user.click(within(toasts).getByRole('button', { name: 'Open list' }));
    expect(await screen.findByText('list page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/lists/3');
  });

  it('works from the keyboard: another list, a quantity made valid by the cart rules, Enter', async () => {
    const { user, calls } = renderCard(lists, { b2b_sell_minimum: '1' });
    screen.getByRole('button', { name: 'Add to list: Ball valve' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const list = await within(dialog).findByRole('combobox', { name: 'List' });
    await waitFor(() => expect(list).toHaveFocus());
    await user.selectOptions(list, 'Winter stock (0 lines)');
    const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ });
    await user.clear(quantity);
    // Sold by the minimum of 5: 12 becomes 15.
    await user.type(quantity, '12{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesOf(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/lists/ACME/4/lines',
        body: { lines: [{ product_id: 7, quantity: 15 }] },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Add to list: Ball valve' })).toHaveFocus();
  });

  it('makes a new list with the product when there is none, its name required', async () => {
    const { user, calls } = renderCard([]);
    await user.click(screen.getByRole('button', { name: 'Add to list: Ball valve' }));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByRole('textbox', { name: /Name of the new list/ });
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(name).toHaveAccessibleDescription('This field is required');
    await user.type(name, 'Roof repairs');
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesOf(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/lists/ACME',
        body: { name: 'Roof repairs', lines: [{ product_id: 7, quantity: 5 }] },
      },
    ]);
  });

  it("says the server's refusal and keeps the dialog open", async () => {
    const { user } = renderCard(lists);
    serveSavedLists(lists, {
      catalogue: [valve],
      before: (_url, init) =>
        init.method === 'POST'
          ? json(422, { message: 'A list can hold at most 1,000 lines.' })
          : undefined,
    });
    await user.click(screen.getByRole('button', { name: 'Add to list: Ball valve' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox');
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A list can hold at most 1,000 lines.',
    );
  });
});

describe("the details' 'Add to list'", () => {
  it('offers the quantity chosen on the details', async () => {
    const details = makeDetails({ ...valve, categories_names: [] });
    const { calls } = serveSavedLists(lists, {
      catalogue: [valve],
      before: (url) =>
        url.pathname === '/api/products/ACME/details/7'
          ? json(200, { data: [details] })
          : undefined,
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<ProductDetailsRoute />, { path: '/products/7', route: '/products/:productId' });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to list: Ball valve' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox');
    expect(within(dialog).getByRole('spinbutton', { name: /Quantity/ })).toHaveValue(6);
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    await waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(writesOf(calls)[0]?.body).toEqual({ lines: [{ product_id: 7, quantity: 6 }] });
  });
});

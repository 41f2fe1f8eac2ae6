import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { makeProduct, saveCart } from '@/test/buyer-fixtures.ts';
import { renderScreen } from '@/test/render.tsx';
import { serveSavedLists, writesOf, type FakeList } from '@/test/fake-saved-lists-server.ts';
import { SavedListRoute } from './saved-list.tsx';

const bolt = makeProduct({
  id: 1,
  part_number: 'AC-HB-1',
  description: 'Hex bolt',
  selling_price: 10,
  price_tiers: [
    { min_qty: 1, unit_price: 9 },
    { min_qty: 10, unit_price: 8 },
  ],
});
const valve = makeProduct({
  id: 2,
  part_number: 'AC-BV-2',
  description: 'Ball valve',
  selling_price: 4,
  min_order_qty: 5,
  max_order_qty: 50,
  available: 1,
});
const gasket = makeProduct({ id: 3, part_number: 'AC-GK-3', description: 'Gasket' });

const jobSite = (): FakeList => ({
  id: 7,
  name: 'Job site A',
  created_by: 'Olivia Martin',
  lines: [
    { id: 11, product: bolt, quantity: 12, comment: 'Dock 4', added_by: 'Noah Tremblay' },
    { id: 12, product: valve, quantity: 2 },
    { id: 13, product: null, part_number: 'AC-OLD-9', description: 'Old clamp', quantity: 4 },
    { id: 14, product: gasket, quantity: 1 },
  ],
});

function render(list: FakeList = jobSite(), options: Parameters<typeof serveSavedLists>[1] = {}) {
  const server = serveSavedLists([list], { catalogue: [bolt, valve, gasket], ...options });
  const view = renderScreen(<SavedListRoute />, {
    path: `/lists/${list.id}`,
    route: '/lists/:listId',
    extraRoutes: <Route path="/lists" element={<p>lists page</p>} />,
  });
  return { ...view, ...server, user: userEvent.setup({ delay: null }) };
}

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => row.textContent?.includes(name))!;

describe('a saved list', () => {
  it("shows each line at the buyer's tier price, with its check, comment and who added it", async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Job site A' })).toBeVisible();
    expect(screen.getByText(/^4 lines · made by Olivia Martin · updated /)).toBeInTheDocument();
    const bolts = rowOf('Hex bolt');
    // 12 reach the tier from 10: $8.00, the own $10.00 struck through.
    expect(bolts).toHaveTextContent('$8.00');
    expect(bolts).toHaveTextContent('$96.00');
    expect(bolts).toHaveTextContent('Tier price from 10');
    expect(bolts).toHaveTextContent('Noah Tremblay');
    expect(within(bolts).getByRole('textbox', { name: 'Comment for Hex bolt' })).toHaveValue(
      'Dock 4',
    );
    const valves = rowOf('Ball valve');
    expect(valves).toHaveTextContent("Product 'Ball valve' requires a minimum quantity of 5.");
    expect(within(valves).getByRole('button', { name: 'Change to 5: Ball valve' })).toBeVisible();
    expect(valves).toHaveTextContent('Out of stock');
    const gone = rowOf('Old clamp');
    expect(gone).toHaveTextContent("Product 'AC-OLD-9' is no longer available.");
    expect(gone).toHaveTextContent('No longer available');
    expect(within(gone).queryByRole('spinbutton')).toBeNull();
    expect(within(gone).queryByRole('link')).toBeNull();
  });

  it('takes a typed quantity by the cart rules and fixes a line in one click', async () => {
    const { user, calls } = render(jobSite(), { settings: { b2b_sell_minimum: '1' } });
    const field = await screen.findByRole('spinbutton', { name: 'Quantity of Ball valve' });
    // The field waits for the company's selling rules.
    await waitFor(() => expect(field).toBeEnabled());
    await user.clear(field);
    await user.type(field, '7{Enter}');
    // Sold by the minimum: 7 becomes the next multiple of 5.
    expect(field).toHaveValue(10);
    expect(writesOf(calls)).toEqual([
      { method: 'PATCH', path: '/api/lists/ACME/7/lines/12', body: { quantity: 10 } },
    ]);
    await screen.findByText('$40.00');
    expect(rowOf('Ball valve')).not.toHaveTextContent('requires a minimum');
  });

  it('puts the fix the server offers in one click', async () => {
    const { user, calls } = render();
    await user.click(await screen.findByRole('button', { name: 'Change to 5: Ball valve' }));
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Ball valve' })).toHaveValue(
      5,
    );
    expect(writesOf(calls)).toEqual([
      { method: 'PATCH', path: '/api/lists/ACME/7/lines/12', body: { quantity: 5 } },
    ]);
    expect(screen.queryByRole('button', { name: /^Change to/ })).toBeNull();
  });

  it('saves a comment when the field is left', async () => {
    const { user, calls } = render();
    const field = await screen.findByRole('textbox', { name: 'Comment for Gasket' });
    await user.type(field, ' Shelf 2 ');
    expect(writesOf(calls)).toEqual([]);
    await user.tab();
    expect(writesOf(calls)).toEqual([
      { method: 'PATCH', path: '/api/lists/ACME/7/lines/14', body: { comment: 'Shelf 2' } },
    ]);
  });

  it('removes a line, and puts it back as it was with Undo', async () => {
    const { user, calls, state } = render();
    await user.click(await screen.findByRole('button', { name: 'Remove Hex bolt' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Removed Hex bolt from the list.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Comment for Hex bolt' })).toBeNull();
    await user.click(within(toasts).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('textbox', { name: 'Comment for Hex bolt' })).toHaveValue(
      'Dock 4',
    );
    expect(writesOf(calls)).toEqual([
      { method: 'DELETE', path: '/api/lists/ACME/7/lines/11', body: null },
      {
        method: 'POST',
        path: '/api/lists/ACME/7/lines',
        body: { lines: [{ product_id: 1, quantity: 12, comment: 'Dock 4' }] },
      },
    ]);
    expect(state[0]?.lines.map((line) => line.product?.id ?? null)).toEqual([2, null, 3, 1]);
  });

  it('puts only the lines without problems in the cart, and says which stayed and why', async () => {
    const { user } = render();
    saveCart([{ product: gasket, quantity: 2, comment: 'Mine', tag1: '', tag2: '' }]);
    await user.click(await screen.findByRole('button', { name: 'Add the whole list to the cart' }));
    expect(
      cartStore.getItems().map((item) => [item.product.part_number, item.quantity, item.comment]),
    ).toEqual([
      ['AC-GK-3', 3, 'Mine'],
      ['AC-HB-1', 12, 'Dock 4'],
    ]);
    const report = screen.getByText('2 lines were added to your cart.').parentElement!;
    expect(report).toHaveTextContent('2 lines stay on the list until they are fixed:');
    const left = within(report).getAllByRole('listitem');
    expect(left.map((item) => item.textContent)).toEqual([
      "AC-BV-2 Ball valve: Product 'Ball valve' requires a minimum quantity of 5.",
      "AC-OLD-9 Old clamp: Product 'AC-OLD-9' is no longer available.",
    ]);
    expect(within(report).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    // A fix changes the list: the report of the lines as they were goes.
    await user.click(screen.getByRole('button', { name: 'Change to 5: Ball valve' }));
    await waitFor(() => expect(screen.queryByText(/were added to your cart/)).toBeNull());
  });

  it('puts the chosen lines in the cart', async () => {
    const { user } = render();
    const add = await screen.findByRole('button', { name: 'Add the chosen lines to the cart' });
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Choose Gasket' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Old clamp' }));
    await user.click(screen.getByRole('button', { name: 'Add 2 chosen lines to the cart' }));
    expect(cartStore.getItems().map((item) => item.product.id)).toEqual([3]);
    expect(screen.getByText('1 line was added to your cart.')).toBeInTheDocument();
    expect(screen.getByText('1 line stays on the list until it is fixed:')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Choose every line' }));
    expect(screen.getByRole('button', { name: 'Add 4 chosen lines to the cart' })).toBeEnabled();
  });

  it('renames the list', async () => {
    const { user, calls } = render();
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename the list' });
    const field = within(dialog).getByRole('textbox', { name: 'List name' });
    expect(field).toHaveValue('Job site A');
    await user.clear(field);
    await user.type(field, 'Job site B{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job site B' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writesOf(calls)).toEqual([
      { method: 'PATCH', path: '/api/lists/ACME/7', body: { name: 'Job site B' } },
    ]);
  });

  it('deletes the list only once asked, then goes back to the lists', async () => {
    const { user, calls } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete list' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Job site A?' });
    expect(dialog).toHaveTextContent('The list and its 4 lines are deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the list' }));
    expect(writesOf(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete list' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete list' }),
    );
    expect(await screen.findByText('lists page')).toBeInTheDocument();
    expect(writesOf(calls)).toEqual([{ method: 'DELETE', path: '/api/lists/ACME/7', body: null }]);
  });

  it("answers a list of another customer's, or none, as not found", async () => {
    serveSavedLists([]);
    renderScreen(<SavedListRoute />, { path: '/lists/99', route: '/lists/:listId' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This list does not exist, or it was deleted.',
    );
    expect(screen.getByRole('link', { name: /Back to saved lists/ })).toHaveAttribute(
      'href',
      '/lists',
    );
  });

  it('says what an empty list is for', async () => {
    render({ id: 7, name: 'Empty', lines: [] });
    expect(await screen.findByText(/This list has no products yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add the whole list to the cart' })).toBeNull();
  });

  it('shows cards on a phone, in Spanish', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await i18n.changeLanguage('es');
    render();
    const cards = await screen.findByRole('list', { name: 'Productos de la lista' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveTextContent('Agregado por Noah Tremblay');
    expect(cards).toHaveTextContent("El producto 'Ball valve' requiere una cantidad mínima de 5.");
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BuyerSuggestions, GuestSuggestions } from '@portal/contract';
import { makeProduct, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { Header } from './header.tsx';

const buyerAnswer: BuyerSuggestions = {
  products: [
    makeProduct({ id: 7, part_number: 'BOL-9', description: 'Washer', selling_price: 4.5 }),
    makeProduct({ id: 8, part_number: 'AC-101', description: 'Hex bolt', selling_price: 2 }),
  ],
  categories: [{ id: 3, category: 'Bolt cutters', parent: 'Hardware' }],
};
const guestAnswer: GuestSuggestions = {
  products: [{ id: 7, part_number: 'BOL-9', description: 'Washer', primary_image: '' }],
  categories: [{ id: 3, category: 'Bolt cutters', parent: null }],
};

function asBuyer() {
  signInBuyer();
  const calls = fakeServer((url) =>
    url.pathname === '/api/products/ACME/suggestions'
      ? json(
          200,
          url.searchParams.get('q') === 'zzz' ? { products: [], categories: [] } : buyerAnswer,
        )
      : json(404, { message: 'Not found.' }),
  );
  renderScreen(<Header />, { path: '/dashboard' });
  return { calls, person: userEvent.setup({ delay: null }) };
}

function asVisitor() {
  sessionStore.clear();
  const calls = fakeServer((url) =>
    url.pathname === '/api/browse/ACME/suggestions'
      ? json(200, guestAnswer)
      : json(404, { message: 'Not found.' }),
  );
  renderScreen(<Header />, { path: '/browse/ACME', route: '/browse/:code' });
  return { calls, person: userEvent.setup({ delay: null }) };
}

const box = () => screen.getByRole('combobox', { name: 'Search the catalogue' });
const location = () => screen.getByTestId('location');
const suggestionCalls = <Call extends { url: URL }>(calls: Call[]) =>
  calls.filter((call) => call.url.pathname.endsWith('/suggestions'));

describe('the header search box', () => {
  it('suggests products with the buyer’s price and categories from two characters', async () => {
    const { calls, person } = asBuyer();
    await person.type(box(), 'b');
    // One character asks nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(suggestionCalls(calls)).toEqual([]);
    await person.type(box(), 'ol');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const products = within(list).getByRole('group', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['BOL-9Washer$4.50', 'AC-101Hex bolt$2.00']);
    const categories = within(list).getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('option')).toHaveTextContent('Bolt cuttersin Hardware');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    // The words typed in one go are asked once, after the pause.
    expect(suggestionCalls(calls).map((call) => call.url.searchParams.get('q'))).toEqual(['bol']);
  });

  it('tells screen readers how many suggestions there are, or that there are none', async () => {
    const { person } = asBuyer();
    await person.type(box(), 'bol');
    const status = within(screen.getByRole('search')).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        '3 suggestions. Use the up and down arrow keys to review them.',
      ),
    );
    await person.clear(box());
    await person.type(box(), 'zzz');
    await waitFor(() => expect(status).toHaveTextContent('No suggestions. Press Enter to search.'));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves with the arrow keys, wraps, and opens the active product with Enter', async () => {
    const { person } = asBuyer();
    await person.type(box(), 'bol');
    await screen.findByRole('listbox');
    await person.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await person.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await person.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await person.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/products/8');
    expect(box()).toHaveValue('');
  });

  it('opens a category’s list, and runs the full search on Enter without a choice', async () => {
    const { person } = asBuyer();
    await person.type(box(), 'bol');
    await person.click(await screen.findByRole('option', { name: /Bolt cutters/ }));
    expect(location()).toHaveTextContent('/products?categoryId=3');
    await person.type(box(), 'hex bolt{Enter}');
    expect(location()).toHaveTextContent('/products?search=hex+bolt');
  });

  it('closes the list with Escape, then clears the box', async () => {
    const { person } = asBuyer();
    await person.type(box(), 'bol');
    await screen.findByRole('listbox');
    await person.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('bol');
    await person.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    expect(location()).toHaveTextContent('/dashboard');
  });

  it('shows a visitor no price, and leads to the public catalogue', async () => {
    const { calls, person } = asVisitor();
    await person.type(box(), 'bol');
    const option = await screen.findByRole('option', { name: /Washer/ });
    expect(option).not.toHaveTextContent('$');
    const [call] = suggestionCalls(calls);
    expect(new Headers(call?.init.headers).get('authorization')).toBeNull();
    await person.keyboard('{ArrowDown}{Enter}');
    expect(location()).toHaveTextContent('/browse/ACME?search=BOL-9');
    await person.type(box(), 'bol');
    await person.click(await screen.findByRole('option', { name: /Bolt cutters/ }));
    expect(location()).toHaveTextContent('/browse/ACME?category=3');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import { json, renderScreen } from '@/test/render.tsx';
import { makeProduct } from '@/test/buyer-fixtures.ts';
import { serveSavedLists, writesOf, type FakeList } from '@/test/fake-saved-lists-server.ts';
import { SavedListsRoute } from './saved-lists.tsx';

const bolt = makeProduct({ id: 1, description: 'Hex bolt' });
const twoLists: FakeList[] = [
  {
    id: 7,
    name: 'Job site A',
    created_by: 'Olivia Martin',
    updated_at: '2026-11-20T15:05:00.000Z',
    lines: [
      { id: 1, product: bolt, quantity: 3 },
      { id: 2, product: makeProduct({ id: 2 }), quantity: 1 },
    ],
  },
  { id: 8, name: 'Winter stock', created_by: 'Noah Tremblay', lines: [] },
];

function render(lists: FakeList[], options: Parameters<typeof serveSavedLists>[1] = {}) {
  const server = serveSavedLists(lists, options);
  const view = renderScreen(<SavedListsRoute />, {
    path: '/lists',
    route: '/lists',
    extraRoutes: <Route path="/lists/:listId" element={<p>list page</p>} />,
  });
  return { ...view, ...server, user: userEvent.setup({ delay: null }) };
}

describe('saved lists', () => {
  it("shows the customer's lists: name, lines, who made each and when it changed", async () => {
    render(twoLists);
    const table = await screen.findByRole('table', { name: 'Saved lists' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameLinesMade byUpdated',
      expect.stringContaining('Job site A'),
      expect.stringContaining('Winter stock'),
    ]);
    expect(rows[1]).toHaveTextContent('2Olivia Martin');
    expect(rows[1]).toHaveTextContent(/Nov 20, 2026/);
    expect(rows[2]).toHaveTextContent('0Noah Tremblay');
    expect(within(rows[1]!).getByRole('link', { name: 'Job site A' })).toHaveAttribute(
      'href',
      '/lists/7',
    );
  });

  it('opens a list from anywhere on its row', async () => {
    const { user } = render(twoLists);
    await user.click(await screen.findByText('Noah Tremblay'));
    expect(await screen.findByText('list page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/lists/8');
  });

  it('says how to make a first list when there is none', async () => {
    render([]);
    expect(await screen.findByText(/No saved lists yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('says so when the lists cannot be read', async () => {
    render(twoLists, { before: () => json(500, { message: 'Boom.' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your lists could not be loaded. Please try again.',
    );
  });

  it('creates a list by name and opens it; a name is required', async () => {
    const { user, calls } = render(twoLists);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'New list' }));
    const dialog = screen.getByRole('dialog', { name: 'New list' });
    const field = within(dialog).getByRole('textbox', { name: 'List name' });
    expect(field).toHaveFocus();
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    expect(field).toHaveAccessibleDescription('This field is required');
    expect(writesOf(calls)).toEqual([]);
    await user.clear(field);
    await user.type(field, ' Roof repairs {Enter}');
    expect(await screen.findByText('list page')).toBeInTheDocument();
    expect(writesOf(calls)).toEqual([
      { method: 'POST', path: '/api/lists/ACME', body: { name: 'Roof repairs' } },
    ]);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'List Roof repairs created.',
    );
  });

  it("says at the field that the customer already has a list of that name, in the reader's language", async () => {
    await i18n.changeLanguage('fr');
    const { user } = render(twoLists, {
      before: (url, init) =>
        init.method === 'POST'
          ? json(409, {
              message: "Votre entreprise a déjà une liste nommée 'Job site A'.",
              errors: { name: ["Votre entreprise a déjà une liste nommée 'Job site A'."] },
            })
          : undefined,
    });
    await screen.findByRole('table', { name: 'Listes enregistrées' });
    await user.click(screen.getByRole('button', { name: 'Nouvelle liste' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle liste' });
    const field = within(dialog).getByRole('textbox', { name: 'Nom de la liste' });
    await user.type(field, 'job site a{Enter}');
    expect(await within(dialog).findByText(/déjà une liste nommée/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/lists');
  });

  it('says above the field that the company keeps too many lists', async () => {
    const { user } = render(twoLists, {
      before: (_url, init) =>
        init.method === 'POST'
          ? json(409, { message: 'Your company can keep at most 200 lists. Delete one first.' })
          : undefined,
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'New list' }));
    const dialog = screen.getByRole('dialog', { name: 'New list' });
    await user.type(within(dialog).getByRole('textbox', { name: 'List name' }), 'One more{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your company can keep at most 200 lists. Delete one first.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'List name' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });
});

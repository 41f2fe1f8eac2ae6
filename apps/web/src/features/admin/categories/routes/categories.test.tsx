import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@portal/contract';
import { sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminCategoriesRoute } from './categories.tsx';

const category = (
  id: number,
  parent_id: number | null,
  name: string,
  counts: Partial<AdminCategory> = {},
): AdminCategory => ({
  id,
  parent_id,
  name,
  name_es: null,
  name_fr: null,
  sort_order: 0,
  child_count: 0,
  product_count: 0,
  ...counts,
});

function serve() {
  signInAdmin();
  let tree = [
    category(1, null, 'Fasteners', { child_count: 1 }),
    category(2, 1, 'Bolts', { child_count: 1 }),
    category(3, 2, 'Hex Bolts', { product_count: 3 }),
    category(4, null, 'Tools'),
  ];
  return fakeServer((url, init) => {
    const id = Number(url.pathname.split('/').at(-1));
    if (init.method === 'POST') {
      const body = sentBody(init) as { name: string; parent_id: number | null };
      tree = [...tree, category(9, body.parent_id, body.name)];
      return json(201, { data: tree.at(-1) });
    }
    if (init.method === 'PATCH') {
      const body = sentBody(init) as { name?: string; parent_id?: number | null };
      // Meanwhile another administrator has put Tools under Fasteners.
      if (id === 1 && body.parent_id === 4) {
        return json(422, {
          message: 'The given data was invalid.',
          errors: {
            parent_id: ['A category cannot be moved under itself or one of its subcategories.'],
          },
        });
      }
      tree = tree.map((c) => (c.id === id ? { ...c, ...body } : c));
      return json(200, { data: tree.find((c) => c.id === id) });
    }
    if (init.method === 'DELETE') {
      if (id === 3) return json(422, { message: 'Remove this category from its products first.' });
      tree = tree.filter((c) => c.id !== id);
      return new Response(null, { status: 204 });
    }
    return json(200, { data: tree });
  });
}

const writes = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.init.method !== 'GET');
const render = () => renderScreen(<AdminCategoriesRoute />, { path: '/admin/categories' });

describe('admin categories', () => {
  it('shows the tree nested, with the counts of each category', async () => {
    serve();
    render();
    const hexBolts = await screen.findByText('Hex Bolts');
    const bolts = screen.getByText('Bolts').closest('li')!;
    expect(within(bolts).getByText('Hex Bolts')).toBe(hexBolts);
    expect(screen.getByText('Fasteners').closest('li')).toContainElement(bolts);
    expect(hexBolts.closest('li')).toHaveTextContent('Products: 3 · Subcategories: 0');
  });

  it('creates a category under a parent, checking the name first', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Add subcategory under Bolts' }));
    const dialog = screen.getByRole('dialog', { name: 'New category' });
    expect(within(dialog).getByRole('combobox', { name: 'Parent category' })).toHaveValue('2');
    const name = within(dialog).getByLabelText(/^Name\s*\*?$/);
    expect(name).toHaveFocus();
    await user.type(name, 'Carriage | Bolts');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(name).toHaveAccessibleDescription("A category name cannot contain '|'.");
    expect(writes(calls)).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Carriage Bolts');
    await user.type(within(dialog).getByLabelText('Name in French'), 'Boulons de carrosserie');
    // jsdom submits on Enter only for a lone field; browsers use the dialog's Create button.
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText('The category Carriage Bolts is created.');
    expect(sentBody(writes(calls)[0]!.init)).toEqual({
      name: 'Carriage Bolts',
      name_es: '',
      name_fr: 'Boulons de carrosserie',
      parent_id: 2,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Carriage Bolts')).toBeInTheDocument();
  });

  it('renames, and moves without offering the category or its own subcategories', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Rename Tools' }));
    const rename = screen.getByRole('dialog', { name: 'Rename Tools' });
    await user.clear(within(rename).getByLabelText(/^Name\s*\*?$/));
    await user.type(within(rename).getByLabelText(/^Name\s*\*?$/), 'Hand Tools');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    await screen.findByText('The category is now named Hand Tools.');
    expect(sentBody(writes(calls)[0]!.init)).toEqual({
      name: 'Hand Tools',
      name_es: '',
      name_fr: '',
    });

    await user.click(screen.getByRole('button', { name: 'Move Bolts' }));
    const move = screen.getByRole('dialog', { name: 'Move Bolts' });
    const parent = within(move).getByRole('combobox', { name: 'Parent category' });
    expect(
      within(parent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None (top level)', 'Fasteners', 'Hand Tools']);
    await user.selectOptions(parent, '4');
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    await screen.findByText('The category Bolts is moved.');
    expect(sentBody(writes(calls)[1]!.init)).toEqual({ parent_id: 4 });
    await waitFor(() =>
      expect(screen.getByText('Hand Tools').closest('li')).toHaveTextContent('Bolts'),
    );
  });

  it("shows the API's refusal of a cycle at the parent field", async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    render();
    // The tree on screen is a moment old: the server has the last word.
    await user.click(await screen.findByRole('button', { name: 'Move Fasteners' }));
    const move = screen.getByRole('dialog', { name: 'Move Fasteners' });
    const parent = within(move).getByRole('combobox', { name: 'Parent category' });
    await user.selectOptions(parent, '4');
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(parent).toHaveAccessibleDescription(
        'A category cannot be moved under itself or one of its subcategories.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Move Fasteners' })).toBeInTheDocument();
  });

  it("deletes after a confirmation, and says why the API refused a category that isn't empty", async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Hex Bolts' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the category Hex Bolts?' });
    expect(confirm).toHaveTextContent('Only an empty category can be deleted');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hex Bolts was not deleted. Remove this category from its products first.',
    );
    expect(screen.getByText('Hex Bolts')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Tools' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('The category Tools is deleted.');
    expect(writes(calls).at(-1)!.url.pathname).toBe('/api/admin/ACME/categories/4');
    await waitFor(() => expect(screen.queryByText('Tools')).not.toBeInTheDocument());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductAttribute } from '@portal/contract';
import { sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminProductAttributesRoute } from './product-attributes.tsx';

const material: ProductAttribute = {
  id: 1,
  kind: 'options',
  name: 'Material',
  name_es: 'Material',
  name_fr: 'Matériau',
  unit: null,
  filter: true,
  position: 0,
  options: [{ id: 5, value: 'Brass', value_es: 'Latón', value_fr: 'Laiton' }],
  product_count: 4,
  updated_at: '2026-11-28T14:05:00.000Z',
};

const render = () =>
  renderScreen(<AdminProductAttributesRoute />, {
    path: '/admin/product-attributes',
    route: '/admin/product-attributes',
  });

describe('product attributes', () => {
  it('adds a number attribute with its unit, checked as the server will, and lists it', async () => {
    signInAdmin();
    const list = [material];
    const calls = fakeServer((_url, init) => {
      if (init.method === 'POST') {
        const body = sentBody(init) as Partial<ProductAttribute>;
        list.push({ ...material, ...body, id: 2, options: [], product_count: 0 });
        return json(201, { data: list[1] });
      }
      return json(200, { data: list });
    });
    const user = userEvent.setup({ delay: null });
    render();
    const table = await screen.findByRole('table', { name: 'Product attributes' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Material');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Brass');

    await user.click(screen.getByRole('button', { name: 'New attribute' }));
    const dialog = screen.getByRole('dialog', { name: 'New attribute' });
    // A list needs an option: the empty one is refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save attribute' }));
    expect(within(dialog).getByLabelText(/^Name\s*\*?$/)).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'number');
    expect(within(dialog).queryByText('Options')).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Name\s*\*?$/), 'Diameter');
    await user.type(within(dialog).getByLabelText('Name in Spanish'), 'Diámetro');
    await user.type(within(dialog).getByLabelText('Unit'), 'mm');
    await user.click(within(dialog).getByRole('button', { name: 'Save attribute' }));
    await screen.findByText('Attribute added.');
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/admin/ACME/product-attributes');
    expect(sentBody(post.init)).toEqual({
      kind: 'number',
      name: 'Diameter',
      name_es: 'Diámetro',
      name_fr: '',
      unit: 'mm',
      filter: true,
      position: 1,
      options: [],
    });
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3),
    );
  });

  it('edits the options of a list, keeping their ids, and fixes the kind once products use it', async () => {
    signInAdmin();
    const calls = fakeServer((_url, init) =>
      init.method === 'PUT' ? json(200, { data: material }) : json(200, { data: [material] }),
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Material' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit attribute' });
    expect(within(dialog).getByLabelText('Kind')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add an option' }));
    await user.type(within(dialog).getByLabelText(/^Option 2/), 'Steel');
    await user.click(within(dialog).getByRole('button', { name: 'Save attribute' }));
    await screen.findByText('Attribute saved.');
    const put = calls.find((call) => call.init.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/ACME/product-attributes/1');
    expect((sentBody(put.init) as { options: unknown }).options).toEqual([
      { id: 5, value: 'Brass', value_es: 'Latón', value_fr: 'Laiton' },
      { value: 'Steel', value_es: '', value_fr: '' },
    ]);
  });

  it('deletes an attribute only once confirmed, saying how many products hold it', async () => {
    signInAdmin();
    const calls = fakeServer((_url, init) =>
      init.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : json(200, { data: [material] }),
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Material' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this attribute?' });
    expect(confirm).toHaveTextContent('its values on 4 products');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Attribute deleted.');
    expect(calls.find((call) => call.init.method === 'DELETE')!.url.pathname).toBe(
      '/api/admin/ACME/product-attributes/1',
    );
  });

  it('says so when there is none yet', async () => {
    signInAdmin();
    fakeServer(() => json(200, { data: [] }));
    render();
    expect(await screen.findByText(/No attributes yet/)).toBeVisible();
  });
});

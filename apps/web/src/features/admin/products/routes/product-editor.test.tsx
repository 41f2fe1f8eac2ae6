import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '@portal/contract';
import { pageOf, sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { attributes, categories, product, summary, uoms } from '../test/catalogue-fixtures.ts';
import { AdminProductEditorRoute } from './product-editor.tsx';

const nut = product({ id: 5, part_number: 'AC-HN-1', description: 'Hex nut' });

/** A product as the server stores a write: units sent as {uom_id, cf} come back with id and code. */
function asStored(body: object) {
  const { units } = body as { units?: { uom_id: number; cf: number; is_default: boolean }[] };
  if (!units) return body;
  return {
    ...body,
    units: units.map((unit, index) => ({
      id: 200 + index,
      uom_code: uoms.find((uom) => uom.id === unit.uom_id)?.code ?? 'EA',
      ...unit,
    })),
  };
}

function serve(
  answers: { create?: (body: unknown) => Response; stored?: AdminProduct | null } = {},
) {
  signInAdmin();
  let stored = answers.stored === undefined ? product() : answers.stored;
  let uomList = uoms;
  return fakeServer((url, init) => {
    const path = url.pathname.replace('/api/admin/ACME', '');
    const method = init.method ?? 'GET';
    if (path === '/uoms' && method === 'POST') {
      const body = sentBody(init) as { code: string; description: string };
      uomList = [
        ...uomList,
        { id: 4, code: body.code.toUpperCase(), description: body.description, product_count: 0 },
      ];
      return json(201, { data: uomList.at(-1) });
    }
    if (path === '/uoms') return json(200, { data: uomList });
    if (path === '/categories') return json(200, { data: categories });
    if (path === '/product-attributes') return json(200, { data: attributes });
    if (path === '/products' && method === 'POST') {
      const body = sentBody(init);
      return (
        answers.create?.(body) ??
        json(201, { data: { ...product(), id: 7, ...asStored(body as object) } })
      );
    }
    if (path === '/products') return json(200, pageOf([summary(), summary({ ...nut })]));
    if (path === '/products/5') return json(200, { data: nut });
    if (path === '/products/1' && stored) {
      if (method === 'PATCH') stored = { ...stored, ...asStored(sentBody(init) as object) };
      return json(200, { data: stored });
    }
    if (path === '/products/1/image' && stored) {
      stored =
        method === 'DELETE'
          ? { ...stored, image_id: null, image_url: null }
          : { ...stored, image_id: 9, image_url: '/api/media/ACME/9' };
      return json(200, { data: stored });
    }
    return json(404, { message: 'Product not found.' });
  });
}

const renderNew = () =>
  renderScreen(<AdminProductEditorRoute />, {
    path: '/admin/products/new',
    route: '/admin/products/new',
    extraRoutes: (
      <Route path="/admin/products/:productId" element={<p>Editor of the new product</p>} />
    ),
  });
const renderEdit = (id = 1) =>
  renderScreen(<AdminProductEditorRoute />, {
    path: `/admin/products/${id}`,
    route: '/admin/products/:productId',
  });
const writes = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.init.method !== 'GET');

describe('admin product editor', () => {
  it('gives a product its attribute values, checks a number and sends only what is set', async () => {
    const calls = serve({
      stored: product({ attribute_values: [{ attribute_id: 11, option_ids: [21] }] }),
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();
    const steel = await screen.findByRole('checkbox', { name: 'Steel' });
    expect(steel).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Brass' }));
    await user.type(screen.getByRole('textbox', { name: 'Diameter (mm)' }), '12.55555');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zinc plated' }), 'yes');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('textbox', { name: 'Diameter (mm)' })).toHaveAccessibleDescription(
      'Enter a number with at most four decimals.',
    );
    expect(writes(calls)).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Diameter (mm)' }));
    await user.type(screen.getByRole('textbox', { name: 'Diameter (mm)' }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Changes to AC-HB-1 are saved.');
    const [patch] = writes(calls);
    expect((sentBody(patch!.init) as { attribute_values: unknown }).attribute_values).toEqual([
      { attribute_id: 11, option_ids: [21, 22] },
      { attribute_id: 12, number: 12.5 },
      { attribute_id: 13, flag: true },
    ]);
  });

  it('creates a product in the default unit and opens its editor', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderNew();
    await user.type(await screen.findByLabelText(/Part number/), 'ZZ-NEW-1');
    await user.type(screen.getByLabelText(/^Description\s*\*?$/), 'Test bracket');
    await user.type(screen.getByLabelText(/Price/), '4.25');
    await user.clear(screen.getByLabelText(/Minimum order quantity/));
    await user.type(screen.getByLabelText(/Minimum order quantity/), '2');
    expect(screen.getByRole('combobox', { name: 'Unit of measure, row 1' })).toHaveValue('1');
    expect(screen.getByRole('radio', { name: 'Default unit: EA' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Hex Bolts' }));
    expect(
      within(screen.getByRole('list', { name: 'Chosen categories' })).getByText(
        'Fasteners / Bolts & Screws / Hex Bolts',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await screen.findByText('ZZ-NEW-1 is created. You can now add its image.');
    const [post] = writes(calls);
    expect(post!.url.pathname).toBe('/api/admin/ACME/products');
    expect(sentBody(post!.init)).toEqual({
      part_number: 'ZZ-NEW-1',
      description: 'Test bracket',
      additional_info: '',
      description_es: '',
      description_fr: '',
      additional_info_es: '',
      additional_info_fr: '',
      selling_price: 4.25,
      available: 0,
      min_order_qty: 2,
      max_order_qty: 0,
      active: true,
      units: [{ uom_id: 1, cf: 1, is_default: true }],
      category_ids: [3],
      related_ids: [],
      complementary_ids: [],
      attribute_values: [],
    });
    // The notice comes first; the router then loads the new product's editor.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/7'),
    );
  });

  it("checks the contract's rules at the fields before sending anything", async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderNew();
    const minimum = await screen.findByLabelText(/Minimum order quantity/);
    await user.clear(minimum);
    await user.type(minimum, '10');
    await user.clear(screen.getByLabelText(/Maximum order quantity/));
    await user.type(screen.getByLabelText(/Maximum order quantity/), '4');
    await user.type(screen.getByLabelText(/Price/), '1.999');
    await user.click(screen.getByRole('button', { name: 'Remove EA' }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention');
    expect(screen.getByLabelText(/Part number/)).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(screen.getByLabelText(/Part number/)).toHaveFocus();
    expect(screen.getByLabelText(/Price/)).toHaveAccessibleDescription(
      'Enter a price of at least 0 with at most 2 decimals.',
    );
    expect(screen.getByLabelText(/Maximum order quantity/)).toHaveAccessibleDescription(
      /cannot be below the minimum/,
    );
    expect(screen.getByText('Add at least one unit of measure.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    // Editing a field takes its message away.
    await user.type(screen.getByLabelText(/Part number/), 'Z');
    expect(screen.getByLabelText(/Part number/)).not.toHaveAccessibleDescription();
  });

  it("shows the server's answer at the field and keeps what was typed", async () => {
    serve({
      create: () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { part_number: ['A product with this part number already exists.'] },
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderNew();
    await user.type(await screen.findByLabelText(/Part number/), 'AC-HB-1');
    await user.type(screen.getByLabelText(/^Description\s*\*?$/), 'Duplicate');
    await user.type(screen.getByLabelText(/Price/), '3');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    const partNumber = screen.getByLabelText(/Part number/);
    expect(partNumber).toHaveAccessibleDescription(
      'A product with this part number already exists.',
    );
    expect(partNumber).toHaveValue('AC-HB-1');
    expect(screen.getByLabelText(/^Description\s*\*?$/)).toHaveValue('Duplicate');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/new');
  });

  it('edits the price, units and linked products of a product', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderEdit();
    const price = await screen.findByLabelText(/Price/);
    expect(screen.getByRole('heading', { name: 'Product AC-HB-1' })).toBeInTheDocument();
    expect(price).toHaveValue('12.5');
    expect(screen.getByLabelText(/^Additional information$/)).toHaveValue('Grade 8 steel.');
    await user.clear(price);
    await user.type(price, '13.75');

    await user.click(screen.getByRole('button', { name: 'Add a unit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Conversion factor of CS' }));
    await user.type(screen.getByRole('textbox', { name: 'Conversion factor of CS' }), '500');
    await user.click(screen.getByRole('radio', { name: 'Default unit: CS' }));
    await user.click(screen.getByRole('button', { name: 'Remove EA' }));

    await user.type(
      screen.getByRole('searchbox', { name: 'Find a product to add to Related products' }),
      'hex{Enter}',
    );
    const results = await screen.findByRole('list', {
      name: 'Products found for Related products',
    });
    // The product itself is never offered.
    expect(within(results).queryByText('AC-HB-1')).not.toBeInTheDocument();
    await user.click(
      within(results).getByRole('button', { name: 'Add AC-HN-1 to Related products' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Remove AC-HN-1 - Hex nut from Related products' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Changes to AC-HB-1 are saved.');
    const patch = writes(calls)[0]!;
    expect(patch.init.method).toBe('PATCH');
    expect(sentBody(patch.init)).toMatchObject({
      selling_price: 13.75,
      units: [
        { uom_id: 2, cf: 50, is_default: false },
        { uom_id: 3, cf: 500, is_default: true },
      ],
      category_ids: [3],
      related_ids: [5],
      complementary_ids: [],
    });
  });

  it('creates a missing unit of measure and sells in it', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'New unit of measure...' }));
    const group = screen.getByRole('group', { name: 'New unit of measure' });
    await user.type(within(group).getByLabelText(/Code/), 'P K');
    await user.click(within(group).getByRole('button', { name: 'Create unit' }));
    expect(within(group).getByLabelText(/Code/)).toHaveAccessibleDescription(
      "Use 1 to 20 letters, digits, '.', '-' or '_'.",
    );
    expect(writes(calls)).toHaveLength(0);

    await user.clear(within(group).getByLabelText(/Code/));
    await user.type(within(group).getByLabelText(/Code/), 'pk');
    await user.type(within(group).getByLabelText('Description'), 'Pack{Enter}');
    await screen.findByText('Unit PK is created.');
    expect(sentBody(writes(calls)[0]!.init)).toEqual({ code: 'pk', description: 'Pack' });
    expect(await screen.findByRole('textbox', { name: 'Conversion factor of PK' })).toHaveValue(
      '1',
    );
    // Still the product's own form: nothing else was sent.
    expect(writes(calls)).toHaveLength(1);
  });

  describe('image', () => {
    beforeEach(() => {
      Object.assign(URL, {
        createObjectURL: vi.fn(() => 'blob:preview'),
        revokeObjectURL: vi.fn(),
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('previews, uploads as multipart and removes after a confirmation', async () => {
      const calls = serve();
      // The browser's file dialog filters by type; a drop or "All files" does not.
      const user = userEvent.setup({ delay: null, applyAccept: false });
      renderEdit();
      const input = await screen.findByLabelText('Choose an image');
      await user.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Upload a PNG, JPEG, WebP or SVG image.');

      const png = new File([new Uint8Array([137, 80, 78, 71])], 'bolt.png', { type: 'image/png' });
      await user.upload(input, png);
      expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
        'src',
        'blob:preview',
      );
      await user.click(screen.getByRole('button', { name: 'Upload image' }));
      await screen.findByText('The image is saved.');
      const upload = writes(calls)[0]!;
      expect(upload.url.pathname).toBe('/api/admin/ACME/products/1/image');
      expect(upload.init.body).toBeInstanceOf(FormData);
      expect((upload.init.body as FormData).get('file')).toBe(png);
      expect(screen.getByRole('img', { name: 'Current image of the product' })).toHaveAttribute(
        'src',
        '/api/media/ACME/9',
      );

      await user.click(screen.getByRole('button', { name: 'Remove image' }));
      const dialog = screen.getByRole('dialog', { name: 'Remove the image?' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));
      await screen.findByText('The image is removed.');
      expect(writes(calls)[1]!.init.method).toBe('DELETE');
    });
  });

  it('says when the product does not exist', async () => {
    serve({ stored: null });
    renderEdit(99);
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody } from '@/test/admin-fixtures.ts';
import { json, renderScreen } from '@/test/render.tsx';
import { servePriceList, writesOf } from '../test/fake-price-list-server.ts';
import { priceEntry, priceList } from '../test/price-list-fixtures.ts';
import { AdminPriceListRoute } from './price-list.tsx';

const LIST = priceList(4, 'Distributors', { product_count: 2 });
const BOLT = priceEntry(11, 'AC-HB-1', {
  description: 'Hex bolt',
  uom_code: 'BX',
  selling_price: 12.5,
  min_order_qty: 2,
  tiers: [
    { min_qty: 2, unit_price: 11 },
    { min_qty: 10, unit_price: 4.5 },
  ],
});
const NUT = priceEntry(12, 'AC-NUT-1', { tiers: [{ min_qty: 1, unit_price: 0.2 }] });

const render = () =>
  renderScreen(<AdminPriceListRoute />, {
    path: '/admin/price-lists/4',
    route: '/admin/price-lists/:priceListId',
  });
const puts = (calls: ReturnType<typeof servePriceList>) =>
  writesOf(calls).map((call) => sentBody(call.init));

describe("a price list's prices", () => {
  it('shows each product and unit with its tiers, and searches by part number', async () => {
    const calls = servePriceList({ list: LIST, entries: [BOLT, NUT] });
    const user = userEvent.setup({ delay: null });
    render();
    const table = await screen.findByRole('table', {
      name: 'Prices of the list, by product and unit',
    });
    const [, bolt] = within(table).getAllByRole('row');
    expect(bolt).toHaveTextContent('AC-HB-1Hex boltBX$12.50From 2: $11.00From 10: $4.50');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search the prices by part number' }),
      'nut',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(table).toHaveTextContent('AC-NUT-1');
    expect(calls.at(-1)!.url.searchParams.get('search')).toBe('nut');
  });

  it("edits a row's tiers: the contract's checks, then the server's 422 at its tier", async () => {
    let attempts = 0;
    const calls = servePriceList({
      list: LIST,
      entries: [BOLT, NUT],
      write: (_url, init) => {
        if (init.method !== 'PUT') return undefined;
        attempts += 1;
        return attempts === 1
          ? json(422, {
              message: 'The given data was invalid.',
              errors: {
                'tiers.2.min_qty': [
                  "A tier cannot start below the product's minimum order quantity (2).",
                ],
              },
            })
          : json(200, { data: BOLT });
      },
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(
      await screen.findByRole('button', { name: 'Edit the prices of AC-HB-1 (BX)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Prices of AC-HB-1 (BX)' });
    expect(dialog).toHaveTextContent('Product price: $12.50 per BX; minimum order quantity 2.');
    const minQty = (row: number) =>
      within(dialog).getByRole('textbox', { name: `Minimum quantity of tier ${row}` });
    const unitPrice = (row: number) =>
      within(dialog).getByRole('textbox', { name: `Unit price of tier ${row}` });
    expect(minQty(2)).toHaveValue('10');

    await user.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    await user.type(minQty(3), '10');
    await user.type(unitPrice(3), '3,90');
    await user.clear(unitPrice(1));
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    expect(unitPrice(1)).toHaveAccessibleDescription(
      'Enter a price of at least 0 with at most 2 decimals.',
    );
    expect(unitPrice(3)).toHaveAccessibleDescription(
      'Enter a price of at least 0 with at most 2 decimals.',
    );
    expect(minQty(3)).toHaveAccessibleDescription(
      'Each minimum quantity can be listed only once for a product and unit.',
    );
    await user.clear(minQty(1));
    await user.type(minQty(1), '1');
    await user.type(unitPrice(1), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    expect(minQty(1)).toHaveAccessibleDescription(
      "A tier cannot start below the product's minimum order quantity (2).",
    );
    expect(writesOf(calls)).toHaveLength(0);

    await user.clear(minQty(1));
    await user.type(minQty(1), '2');
    await user.clear(minQty(3));
    await user.type(minQty(3), '25');
    await user.clear(unitPrice(3));
    await user.type(unitPrice(3), '3.90');
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    // The server found what the browser could not: the refusal lands on the third tier's field.
    await waitFor(() =>
      expect(minQty(3)).toHaveAccessibleDescription(
        "A tier cannot start below the product's minimum order quantity (2).",
      ),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove tier 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('The prices of AC-HB-1 (BX) were saved.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts(calls)).toEqual([
      {
        part_number: 'AC-HB-1',
        uom_code: 'BX',
        tiers: [
          { min_qty: 2, unit_price: 11 },
          { min_qty: 10, unit_price: 4.5 },
          { min_qty: 25, unit_price: 3.9 },
        ],
      },
      {
        part_number: 'AC-HB-1',
        uom_code: 'BX',
        tiers: [
          { min_qty: 2, unit_price: 11 },
          { min_qty: 10, unit_price: 4.5 },
        ],
      },
    ]);
  });

  it('adds a product by part number and unit; an unknown part number shows at its field', async () => {
    let attempts = 0;
    const calls = servePriceList({
      list: LIST,
      entries: [BOLT],
      write: () => {
        attempts += 1;
        return attempts === 1
          ? json(422, {
              message: 'The given data was invalid.',
              errors: { part_number: ['No product has this part number.'] },
            })
          : json(200, { data: NUT });
      },
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Add a product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a product to the list' });
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    expect(within(dialog).getByLabelText(/^Part number/)).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(within(dialog).getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Part number/), 'AC-NUT-9');
    await user.type(within(dialog).getByLabelText(/^Unit code/), 'ea');
    await user.type(within(dialog).getByRole('textbox', { name: 'Unit price of tier 1' }), '0.18');
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Part number/)).toHaveAccessibleDescription(
        'No product has this part number.',
      ),
    );
    await user.clear(within(dialog).getByLabelText(/^Part number/));
    await user.type(within(dialog).getByLabelText(/^Part number/), 'AC-NUT-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('AC-NUT-1 (EA) was added to the list.')).toBeVisible();
    expect(puts(calls).at(-1)).toEqual({
      part_number: 'AC-NUT-1',
      uom_code: 'ea',
      tiers: [{ min_qty: 1, unit_price: 0.18 }],
    });
  });

  it('removes a row from the list after confirmation', async () => {
    const calls = servePriceList({
      list: LIST,
      entries: [BOLT],
      write: () => json(200, { data: null }),
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(
      await screen.findByRole('button', { name: 'Remove AC-HB-1 (BX) from the list' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Remove this product from the list?' });
    expect(confirm).toHaveTextContent('will pay the product');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('AC-HB-1 (BX) was removed from the list.')).toBeVisible();
    expect(puts(calls)).toEqual([{ part_number: 'AC-HB-1', uom_code: 'BX', tiers: [] }]);
  });
});

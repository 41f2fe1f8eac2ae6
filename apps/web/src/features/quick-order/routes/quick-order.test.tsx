import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '@portal/contract';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { makeProduct, signInBuyer } from '@/test/buyer-fixtures.ts';
import { renderScreen } from '@/test/render.tsx';
import { fakeQuickOrderServer } from '../test/fake-quick-order-server.ts';
import { QuickOrderRoute } from './quick-order.tsx';

const catalogue: Product[] = Array.from({ length: 9 }, (_, index) =>
  makeProduct({
    id: index + 1,
    part_number: `AC-0${index + 1}`,
    description: `Product ${index + 1}`,
    selling_price: 10,
    available: 100,
  }),
);
catalogue[4] = { ...catalogue[4]!, description: 'Wedge anchor', min_order_qty: 12 };
catalogue[7] = { ...catalogue[7]!, description: 'Cordless drill', available: 2 };
catalogue[8] = {
  ...catalogue[8]!,
  description: 'Hex bolt',
  selling_price: 2,
  // The buyer's own price from 5 up (issue 11): the line shows it.
  price_tiers: [{ min_qty: 5, unit_price: 1.5 }],
};

function setUp(options: Partial<Parameters<typeof fakeQuickOrderServer>[0]> = {}) {
  signInBuyer();
  cartStore.clear();
  const calls = fakeQuickOrderServer({ catalogue, ...options });
  const view = renderScreen(<QuickOrderRoute />, {
    path: '/quick-order',
    route: '/quick-order',
    extraRoutes: <Route path="/cart" element={<p>cart screen</p>} />,
  });
  const checks = () => calls.filter((call) => call.url.pathname.endsWith('/check'));
  return { ...view, calls, checks, user: userEvent.setup({ delay: null }) };
}

/** The rows of the list (not the lists of problems inside them). */
const lines = () => {
  const list = screen.getByRole('list', { name: 'Lines' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
};
const lineOf = (part: string) =>
  lines().find((item) => within(item).queryByDisplayValue(part) !== null)!;

async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Lines to read' }));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Read lines' }));
}

const TEN_LINES = [
  'Part number\tQuantity',
  'AC-01\t2',
  'AC-02\t3',
  'AC-03\t1',
  'AC-04\t4',
  'AC-05\t5',
  'AC-06\t6',
  'AC-07\t7',
  'AC-08\t8',
  'AC-NOPE\t1',
  'AC-09\t9',
].join('\n');

describe('quick order', () => {
  it('checks ten pasted lines in one call, fixes one, and puts the ready ones in the cart', async () => {
    const { user, checks } = setUp();
    await paste(user, TEN_LINES);
    expect(await screen.findByText('10 lines read into the list below.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Lines to read' })).toHaveValue('');
    expect(lines()).toHaveLength(10);
    expect(screen.getByText('10 lines, not checked yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    expect(await screen.findByText('8 of 10 lines ready')).toBeInTheDocument();
    expect(checks()).toHaveLength(1);
    expect(JSON.parse(checks()[0]!.init.body as string)).toEqual({
      lines: [
        { part_number: 'AC-01', quantity: 2 },
        { part_number: 'AC-02', quantity: 3 },
        { part_number: 'AC-03', quantity: 1 },
        { part_number: 'AC-04', quantity: 4 },
        { part_number: 'AC-05', quantity: 5 },
        { part_number: 'AC-06', quantity: 6 },
        { part_number: 'AC-07', quantity: 7 },
        { part_number: 'AC-08', quantity: 8 },
        { part_number: 'AC-NOPE', quantity: 1 },
        { part_number: 'AC-09', quantity: 9 },
      ],
    });

    // Each bad line says why, in the server's words, named as the buyer pasted it (issue 27); the
    // one with a fix offers it.
    expect(lineOf('AC-05')).toHaveTextContent(
      "AC-05 5: Product 'Wedge anchor' requires a minimum quantity of 12.",
    );
    expect(lineOf('AC-NOPE')).toHaveTextContent(
      "AC-NOPE 1: Part number 'AC-NOPE' is not in the catalogue.",
    );
    expect(within(lineOf('AC-NOPE')).queryByRole('button', { name: /Raise/ })).toBeNull();
    // Out of stock is shown and allowed.
    expect(lineOf('AC-08')).toHaveTextContent('Out of stock: you can still order it');
    expect(lineOf('AC-08')).toHaveTextContent('Ready');
    // The buyer's own price: the tier from 5 up, the product's price struck through.
    expect(lineOf('AC-09')).toHaveTextContent('$1.50');
    expect(lineOf('AC-09')).toHaveTextContent('$13.50');
    expect(screen.getByRole('button', { name: 'Add 8 lines to cart' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Raise to 12, line 5' }));
    expect(lineOf('AC-05')).toHaveTextContent('Ready');
    expect(within(lineOf('AC-05')).getByRole('textbox', { name: 'Quantity, line 5' })).toHaveValue(
      '12',
    );
    expect(screen.getByText('9 of 10 lines ready')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add 9 lines to cart' }));
    expect(cartStore.getItems().map((item) => [item.product.part_number, item.quantity])).toEqual([
      ['AC-01', 2],
      ['AC-02', 3],
      ['AC-03', 1],
      ['AC-04', 4],
      ['AC-05', 12],
      ['AC-06', 6],
      ['AC-07', 7],
      ['AC-08', 8],
      ['AC-09', 9],
    ]);
    // The bad line stays on screen to fix; the others are gone from it.
    expect(lines()).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Part number, line 1' })).toHaveValue('AC-NOPE');
    const added = screen.getByText(/9 lines added to the cart/);
    await user.click(within(added.parentElement!).getByRole('link', { name: 'Go to cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('keeps the lines it cannot read in the box, with their line numbers', async () => {
    const { user } = setUp();
    await paste(user, 'AC-01 2\nAC-02 2.5\n\nAC-03\nac-01 3');
    expect(await screen.findByText('1 line read into the list below.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Lines to read' })).toHaveValue('AC-02 2.5\nAC-03');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('These lines stay in the box to fix:');
    expect(alert).toHaveTextContent(
      "Line 1: '2.5' is not a quantity for AC-02. Enter a whole number of at least 1.",
    );
    expect(alert).toHaveTextContent('Line 2: no quantity for AC-03.');
    // Two lines of AC-01 became one.
    expect(screen.getByRole('combobox', { name: 'Part number, line 1' })).toHaveValue('AC-01');
    expect(screen.getByRole('textbox', { name: 'Quantity, line 1' })).toHaveValue('5');

    // Fixed in the box and read again: added to the list, the same part number merged.
    const box = screen.getByRole('textbox', { name: 'Lines to read' });
    await user.clear(box);
    await user.type(box, 'AC-02 2{Enter}AC-01 1');
    await user.click(screen.getByRole('button', { name: 'Read lines' }));
    expect(await screen.findByText('2 lines read into the list below.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity, line 1' })).toHaveValue('6');
    expect(screen.getByRole('textbox', { name: 'Quantity, line 2' })).toHaveValue('2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('finds a part number by type-ahead, and Enter moves on and adds the next line', async () => {
    const { user } = setUp();
    const part = await screen.findByRole('combobox', { name: 'Part number, line 1' });
    await user.type(part, 'drill');
    const listbox = await screen.findByRole('listbox', { name: 'Matching products' });
    expect(within(listbox).getByRole('option')).toHaveTextContent('AC-08 Cordless drill');
    expect(part).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(part).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(part).toHaveValue('AC-08');
    expect(part).toHaveAttribute('aria-expanded', 'false');

    // Enter in the part number goes to the quantity; Enter there adds a line and goes to it.
    await user.keyboard('{Enter}');
    const quantity = screen.getByRole('textbox', { name: 'Quantity, line 1' });
    expect(quantity).toHaveFocus();
    await user.keyboard('3{Enter}');
    const next = screen.getByRole('combobox', { name: 'Part number, line 2' });
    await waitFor(() => expect(next).toHaveFocus());
    await user.keyboard('ac-01{Escape}{Enter}4{Enter}');
    expect(screen.getByRole('textbox', { name: 'Quantity, line 2' })).toHaveValue('4');
    expect(lines()).toHaveLength(3);
  });

  it('says what a line lacks before asking the server, and that an empty list has nothing to check', async () => {
    const { user, checks } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Check lines' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add at least one line.');

    await user.type(screen.getByRole('combobox', { name: 'Part number, line 1' }), 'AC-01');
    await user.type(screen.getByRole('textbox', { name: 'Quantity, line 1' }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    const quantity = screen.getByRole('textbox', { name: 'Quantity, line 1' });
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription(
      'The quantity must be a whole number of at least 1.',
    );
    expect(quantity).toHaveFocus();
    expect(checks()).toHaveLength(0);

    // Editing the line clears its message.
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(quantity).not.toHaveAttribute('aria-invalid');
  });

  it('reads an uploaded CSV file into the list and names the rows it cannot read', async () => {
    const { user } = setUp();
    const file = new File(['Item;Qty\nAC-01;2\nAC-02;x\nAC-03;3\n'], 'order.csv', {
      type: 'text/csv',
    });
    await user.upload(await screen.findByLabelText('CSV or Excel (.xlsx) file'), file);
    expect(
      await screen.findByText('2 lines of order.csv read into the list below.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Row 3: 'x' is not a quantity for AC-02. Enter a whole number of at least 1.",
    );
    expect(lines()).toHaveLength(2);

    // A buyer who picks 'All files' in the browser's dialog.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        screen.getByLabelText('CSV or Excel (.xlsx) file'),
        new File(['%PDF'], 'order.pdf', { type: 'application/pdf' }),
      );
    expect(await screen.findByText('Choose a .csv or .xlsx file.')).toBeInTheDocument();
  });

  it('shows a failed check and keeps every line', async () => {
    const { user } = setUp({
      checkAnswer: { status: 500, body: { message: 'An unexpected error occurred.' } },
    });
    await paste(user, 'AC-01 1\nAC-02 2');
    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    expect(lines()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add lines to cart' })).toBeDisabled();
  });

  it("shows the server's refusal of a line at that line", async () => {
    const { user } = setUp({
      checkAnswer: {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'lines.1.part_number': ['The value is not valid.'] },
        },
      },
    });
    await paste(user, 'AC-01 1\nAC-02 2');
    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    const part = screen.getByRole('combobox', { name: 'Part number, line 2' });
    await waitFor(() => expect(part).toHaveAccessibleDescription('The value is not valid.'));
  });

  it('applies every offered fix at once, rounding to the step when the company sells by the minimum', async () => {
    const { user } = setUp({ sellByMinimum: true });
    await paste(user, 'AC-05 20\nAC-05x 1');
    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    expect(await screen.findByRole('button', { name: 'Round to 24, line 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply 1 fix' }));
    expect(screen.getByRole('textbox', { name: 'Quantity, line 1' })).toHaveValue('24');
    expect(screen.getByRole('button', { name: 'Add 1 line to cart' })).toBeEnabled();
  });

  it('says the problems in the language chosen', async () => {
    const { user } = setUp();
    await paste(user, 'AC-05 1');
    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    await screen.findByText("AC-05 1: Product 'Wedge anchor' requires a minimum quantity of 12.");
    await i18n.changeLanguage('es');
    expect(
      await screen.findByText(
        "AC-05 1: El producto 'Wedge anchor' requiere una cantidad mínima de 12.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir a 12, línea 1' })).toBeInTheDocument();
    await i18n.changeLanguage('fr');
    // French puts a space before the colon.
    expect(await screen.findByText(/^AC-05 1 : /)).toBeInTheDocument();
  });
});

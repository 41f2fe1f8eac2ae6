import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { makeProduct, settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { MiniCard } from './mini-card.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductTable } from './product-table.tsx';

// The buyer's list: $5.10 from 1, $4.50 from 10, $4.00 from 50; the product's own price is $6.00.
const bolt = makeProduct({
  description: 'Hex bolt',
  selling_price: 6,
  min_order_qty: 2,
  price_tiers: [
    { min_qty: 1, unit_price: 5.1 },
    { min_qty: 10, unit_price: 4.5 },
    { min_qty: 50, unit_price: 4 },
  ],
});

async function setUp(ui: ReactElement) {
  signInBuyer();
  cartStore.clear();
  fakeServer((url) =>
    url.pathname === '/api/settings/ACME'
      ? json(200, settingsOf())
      : json(404, { message: 'Not found.' }),
  );
  const view = renderScreen(ui);
  await waitFor(() => expect(view.queryClient.getQueryData(['ACME', 'settings'])).toBeDefined());
  return userEvent.setup({ delay: null });
}

describe("a card's price (issue 11)", () => {
  it("shows the buyer's price at the minimum, the own price struck through, and the next tier", async () => {
    await setUp(<ProductCard product={bolt} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('$5.10 was $6.00');
    expect(within(card).getByText('$6.00').tagName).toBe('S');
    expect(within(card).getByText('$6.00')).toHaveAttribute('aria-hidden', 'true');
    expect(card).toHaveTextContent('from 10: $4.50');
  });

  it('follows the quantity in the cart across tiers', async () => {
    const user = await setUp(<ProductCard product={bolt} />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Hex bolt in the cart' });
    await user.clear(field);
    await user.type(field, '12{Enter}');
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('$4.50 was $6.00');
    expect(card).toHaveTextContent('from 50: $4.00');
    act(() => cartStore.setQuantity(bolt, 60));
    expect(card).toHaveTextContent('$4.00 was $6.00');
    expect(card).toHaveTextContent('Tier price from 50');
  });

  it("shows the product's own price alone without tiers", async () => {
    await setUp(<ProductCard product={makeProduct({ selling_price: 6 })} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('$6.00');
    expect(card).not.toHaveTextContent('was');
    expect(card).not.toHaveTextContent('from');
  });

  it('prices the rows of the list view and the mini cards the same way', async () => {
    await setUp(
      <>
        <ProductTable products={[bolt]} busy={false} />
        <MiniCard product={{ ...bolt, id: 2 }} />
      </>,
    );
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('$5.10 was $6.00');
    expect(row).toHaveTextContent('from 10: $4.50');
    const mini = screen.getByRole('article');
    expect(mini).toHaveTextContent('$5.10 was $6.00');
    expect(mini).toHaveTextContent('from 10: $4.50');
  });
});

import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, saveCart, settingsOnly, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, renderScreen } from '@/test/render.tsx';
import { i18n } from '@/shared/i18n/i18n.ts';
import { CartRoute } from '../routes/cart.tsx';

const line = (product: ReturnType<typeof makeProduct>, quantity: number) => ({
  product,
  quantity,
  comment: '',
  tag1: '',
  tag2: '',
});

function setUp() {
  signInBuyer();
  fakeServer(settingsOnly);
  saveCart([
    line(makeProduct({ id: 1, description: 'Hex bolt', available: 10 }), 3),
    line(makeProduct({ id: 2, description: 'Ball valve', available: 0 }), 5),
    line(makeProduct({ id: 3, description: 'Lock nut', available: 4 }), 6),
  ]);
  renderScreen(<CartRoute />, { path: '/cart', route: '/cart' });
  return within(screen.getByRole('table', { name: /./ })).getAllByRole('row');
}

describe("the cart's stock warning", () => {
  it('says in words which lines are out of stock or above the stock, and leaves the others alone', () => {
    const rows = setUp();
    expect(rows[1]).not.toHaveTextContent(/stock/);
    expect(rows[2]).toHaveTextContent('Out of stock: this line may ship later.');
    expect(rows[3]).toHaveTextContent('Only 4 in stock: the rest may ship later.');
  });

  it('speaks the reader’s language', async () => {
    const rows = setUp();
    await act(() => i18n.changeLanguage('fr'));
    expect(rows[2]).toHaveTextContent(
      'En rupture de stock : cette ligne pourrait être expédiée plus tard.',
    );
    await act(() => i18n.changeLanguage('es'));
    expect(rows[3]).toHaveTextContent(
      'Solo quedan 4 en existencia: el resto puede enviarse más tarde.',
    );
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, settingsOnly, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, renderScreen } from '@/test/render.tsx';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { ProductCard } from './product-card.tsx';

const products = [1, 2, 3, 4, 5, 6].map((id) =>
  makeProduct({ id, part_number: `P-${id}`, description: `Valve ${id}` }),
);

/**
 * A page of cards as the list renders them, each in a Profiler that records when anything in it
 * rendered, and a button that re-renders the page with the same products (as the list does when
 * its categories arrive or the drawer opens).
 */
function Page({ renders }: { renders: number[] }) {
  const [, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount((count) => count + 1)}>
        Re-render the page
      </button>
      {products.map((product) => (
        <Profiler
          key={product.id}
          id={String(product.id)}
          onRender={() => renders.push(product.id)}
        >
          <ProductCard product={product} />
        </Profiler>
      ))}
    </>
  );
}

async function setUp() {
  signInBuyer();
  cartStore.clear();
  fakeServer(settingsOnly);
  const renders: number[] = [];
  renderScreen(<Page renders={renders} />);
  // Every card's quantity control is enabled once the selling settings have answered.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Increase quantity of Valve 6' })).toBeEnabled(),
  );
  renders.length = 0;
  return { renders, user: userEvent.setup({ delay: null }) };
}

describe('product cards on a page', () => {
  it('re-render only the card whose cart line changed, not every card of the page', async () => {
    const { renders, user } = await setUp();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Valve 3' }));
    expect(cartStore.getItems().map((item) => [item.product.id, item.quantity])).toEqual([[3, 1]]);
    expect(new Set(renders)).toEqual(new Set([3]));

    renders.length = 0;
    act(() => cartStore.setQuantity(products[4]!, 7));
    expect(new Set(renders)).toEqual(new Set([5]));
  });

  it('are left alone when the page around them re-renders with the same products', async () => {
    const { user } = await setUp();
    // A Profiler reports its own re-render too, so what a card renders is seen another way: each
    // of its parts reads its texts, and the page itself reads none.
    const textReads = vi.spyOn(i18n, 'load');
    try {
      await user.click(screen.getByRole('button', { name: 'Re-render the page' }));
      expect(textReads).not.toHaveBeenCalled();
    } finally {
      textReads.mockRestore();
    }
  });
});

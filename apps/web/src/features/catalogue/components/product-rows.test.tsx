import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductTable } from './product-table.tsx';

// Three variants whose only difference is at the end of a long description (issue 27 point 4).
const hoses = ['3/8 in x 25 ft', '3/8 in x 50 ft', '1/2 in x 50 ft'].map((size, index) =>
  makeProduct({
    id: index + 1,
    part_number: `AC-AH-${index + 1}`,
    description: `Rubber air hose, reinforced, brass fittings, oil resistant, for shop compressors, ${size}`,
  }),
);

function setUp() {
  signInBuyer();
  fakeServer(() => json(200, settingsOf()));
}

/** Tailwind's line clamp is what hid the size on a phone: no product text may carry one. */
const clamped = (element: HTMLElement) =>
  [element, ...element.querySelectorAll<HTMLElement>('*')].some((node) =>
    /(^|\s|:)line-clamp-\d/.test(node.className),
  );

describe('product rows and cards', () => {
  it('show the whole description of each variant in the list view, unclamped', () => {
    setUp();
    renderScreen(<ProductTable products={hoses} busy={false} />);
    for (const hose of hoses) {
      const link = screen.getByRole('link', { name: hose.description });
      expect(clamped(link.closest('td')!)).toBe(false);
    }
  });

  it('show the whole description on a card, and the picture on a neutral tile in dark mode', () => {
    setUp();
    renderScreen(<ProductCard product={hoses[2]!} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: hoses[2]!.description })).toBeVisible();
    expect(clamped(card)).toBe(false);
    const tile = within(card).getByRole('link', { name: /Rubber air hose/ });
    expect(tile).toHaveClass('dark:bg-slate-300');
    expect(within(tile).getByRole('presentation', { hidden: true })).toHaveClass(
      'dark:mix-blend-multiply',
    );
  });
});

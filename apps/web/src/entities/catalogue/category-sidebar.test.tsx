import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CategorySidebar, revealWithin } from './category-sidebar.tsx';

const categories = [
  { id: 1, parent_id: null, category: 'Fasteners' },
  { id: 2, parent_id: 1, category: 'Bolts' },
  { id: 3, parent_id: 2, category: 'Hex bolts' },
  { id: 4, parent_id: null, category: 'Electrical' },
];

function Harness({ initial = null as number | null, drawer = false }) {
  const [selected, setSelected] = useState<number | null>(initial);
  const [open, setOpen] = useState(drawer);
  return (
    <>
      <output data-testid="selected">{String(selected)}</output>
      <button type="button" onClick={() => setSelected(3)}>
        chosen elsewhere
      </button>
      <CategorySidebar
        categories={categories}
        selectedId={selected}
        onSelect={setSelected}
        drawerOpen={open}
        onDrawerClose={() => setOpen(false)}
      />
    </>
  );
}

const desktop = () => within(screen.getByRole('navigation', { name: 'Categories' }));

describe('category sidebar', () => {
  it('shows the roots, and children once expanded', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    expect(desktop().queryByRole('button', { name: 'Bolts' })).toBeNull();
    await user.click(desktop().getByRole('button', { name: 'Expand Fasteners' }));
    await user.click(desktop().getByRole('button', { name: 'Expand Bolts' }));
    expect(desktop().getByRole('button', { name: 'Hex bolts' })).toBeInTheDocument();
  });

  it('opens the branch around the chosen category and marks it', () => {
    render(<Harness initial={3} />);
    expect(desktop().getByRole('button', { name: 'Hex bolts' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(desktop().getByRole('button', { name: 'All Categories' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('chooses a category, and All Categories resets', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(desktop().getByRole('button', { name: 'Electrical' }));
    expect(screen.getByTestId('selected')).toHaveTextContent('4');
    await user.click(desktop().getByRole('button', { name: 'All Categories' }));
    expect(screen.getByTestId('selected')).toHaveTextContent('null');
  });

  it('searches the tree when the search is toggled on', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(desktop().getByRole('button', { name: 'Search categories' }));
    await user.type(desktop().getByRole('searchbox'), 'hex');
    expect(desktop().getByRole('button', { name: 'Hex bolts' })).toBeInTheDocument();
    expect(desktop().queryByRole('button', { name: 'Electrical' })).toBeNull();
  });

  it('closes the mobile drawer when a category is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness drawer />);
    const drawer = within(screen.getByRole('dialog', { name: 'Categories' }));
    await user.click(drawer.getByRole('button', { name: 'Electrical' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('selected')).toHaveTextContent('4');
  });

  it('on a phone renders no column, only the drawer when it is open', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      const { unmount } = render(<Harness />);
      expect(screen.queryByRole('button', { name: 'Fasteners' })).toBeNull();
      unmount();
      render(<Harness drawer />);
      const drawer = within(screen.getByRole('dialog', { name: 'Categories' }));
      expect(drawer.getByRole('button', { name: 'Fasteners' })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Fasteners' })).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('closes the drawer with Escape', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness drawer />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the branches of a new choice again, even ones the buyer had closed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={3} />);
    await user.click(desktop().getByRole('button', { name: 'Collapse Fasteners' }));
    expect(desktop().queryByRole('button', { name: 'Hex bolts' })).toBeNull();
    await user.click(desktop().getByRole('button', { name: 'Electrical' }));
    await user.click(screen.getByRole('button', { name: 'chosen elsewhere' }));
    expect(desktop().getByRole('button', { name: 'Hex bolts' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

describe('keeping the chosen category in view', () => {
  /** A scrolling box 100 px high whose top is at 50 px, and an item 30 px high at `at`. */
  function layout(scrollTop: number, at: number) {
    const box = document.createElement('div');
    const item = document.createElement('button');
    box.append(item);
    box.scrollTop = scrollTop;
    Object.defineProperty(box, 'clientHeight', { value: 100 });
    Object.defineProperty(item, 'offsetHeight', { value: 30 });
    box.getBoundingClientRect = () => DOMRect.fromRect({ y: 50, height: 100 });
    // Where the item shows: its place in the content, less how far the box has scrolled.
    item.getBoundingClientRect = () => DOMRect.fromRect({ y: 50 + at - box.scrollTop, height: 30 });
    return { box, item };
  }

  it('scrolls the box down to an item below its visible part', () => {
    const { box, item } = layout(0, 300);
    revealWithin(box, item);
    expect(box.scrollTop).toBe(230);
  });

  it('scrolls the box up to an item above its visible part', () => {
    const { box, item } = layout(230, 20);
    revealWithin(box, item);
    expect(box.scrollTop).toBe(20);
  });

  it('leaves the box alone when the item is already in view', () => {
    const { box, item } = layout(200, 250);
    revealWithin(box, item);
    expect(box.scrollTop).toBe(200);
  });
});

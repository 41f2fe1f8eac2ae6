import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { CategoryPanel, type CategoryPanelProps } from './category-panel.tsx';

export interface CategorySidebarProps extends Omit<CategoryPanelProps, 'onClose' | 'titleId'> {
  /** The mobile drawer; the screen opens it with its own 'Categories' button. */
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

/**
 * The category sidebar of specification section 2: a column on wide screens, a slide-in drawer on
 * small ones. Choosing a category (or All Categories) closes the drawer. Shared by the guest
 * catalogue and the signed-in product list.
 */
export function CategorySidebar({
  drawerOpen,
  onDrawerClose,
  onSelect,
  ...panel
}: CategorySidebarProps) {
  const desktopTitleId = useId();
  const drawerTitleId = useId();
  const close = useEffectEvent(onDrawerClose);
  const drawer = useRef<HTMLDivElement>(null);
  const column = useRef<HTMLDivElement>(null);
  const { selectedId, categories } = panel;
  const choose = (id: number | null) => {
    onSelect(id);
    onDrawerClose();
  };

  useEffect(() => {
    if (!drawerOpen) return;
    // Focus moves into the drawer, and back to the button that opened it when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    drawer.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [drawerOpen]);

  // The chosen category stays in view in the desktop column, however long the tree.
  useEffect(() => {
    const box = column.current;
    const chosen = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (box && chosen) revealWithin(box, chosen);
  }, [selectedId, categories]);

  return (
    <>
      <aside className="hidden w-64 shrink-0 lg:block">
        <div ref={column} className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto pr-1">
          <CategoryPanel {...panel} onSelect={choose} titleId={desktopTitleId} />
        </div>
      </aside>
      {drawerOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden">
          <div
            className="absolute inset-0 bg-slate-900/60"
            aria-hidden="true"
            onClick={onDrawerClose}
          />
          <div
            ref={drawer}
            role="dialog"
            aria-modal="true"
            aria-labelledby={drawerTitleId}
            className="animate-slide-in absolute inset-y-0 left-0 w-80 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-900"
          >
            <CategoryPanel
              {...panel}
              onSelect={choose}
              onClose={onDrawerClose}
              titleId={drawerTitleId}
            />
          </div>
        </div>
      ) : null}
    </>
  );
}

/**
 * Scrolls `box` (and only it: the window stays where the buyer left it) so that `item` is inside
 * its visible part.
 */
export function revealWithin(box: HTMLElement, item: HTMLElement) {
  const top = item.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  const bottom = top + item.offsetHeight;
  if (top < box.scrollTop) box.scrollTop = top;
  else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
}

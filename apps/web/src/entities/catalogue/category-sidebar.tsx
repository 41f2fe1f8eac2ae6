import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { screenFrom, useMediaQuery } from '@/shared/lib/use-media-query.ts';
import { Dialog } from '@/shared/ui/dialog.tsx';
import { CategoryPanel, type CategoryPanelProps } from './category-panel.tsx';

export interface CategorySidebarProps extends Omit<CategoryPanelProps, 'onClose' | 'titleId'> {
  /** The mobile drawer; the screen opens it with its own 'Categories' button. */
  drawerOpen: boolean;
  onDrawerClose: () => void;
  /**
   * What the wide screen's column shows under the tree (the facets, facet-sidebar.tsx): in the
   * same sticky column, so that the list keeps the page's width.
   */
  columnFooter?: ReactNode;
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
  columnFooter,
  ...panel
}: CategorySidebarProps) {
  const desktopTitleId = useId();
  const drawerTitleId = useId();
  const column = useRef<HTMLDivElement>(null);
  // The column only where it shows: a phone neither renders nor lays out a tree it hides.
  const wide = useMediaQuery(screenFrom.lg);
  const { selectedId, categories } = panel;
  const choose = (id: number | null) => {
    onSelect(id);
    onDrawerClose();
  };

  // A drawer still open when the window widens past the column's breakpoint would hide and leave
  // the page behind inert (a modal dialog): it closes, and the column takes over.
  const closeDrawer = useEffectEvent(onDrawerClose);
  useEffect(() => {
    if (!drawerOpen || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(screenFrom.lg);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) closeDrawer();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [drawerOpen]);

  // The chosen category stays in view in the desktop column, however long the tree.
  useEffect(() => {
    const box = column.current;
    const chosen = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (box && chosen) revealWithin(box, chosen);
  }, [selectedId, categories, wide]);

  return (
    <>
      {wide ? (
        <aside className="hidden w-64 shrink-0 lg:block">
          <div ref={column} className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto pr-1">
            <CategoryPanel {...panel} onSelect={choose} titleId={desktopTitleId} />
            {columnFooter}
          </div>
        </aside>
      ) : null}
      {drawerOpen ? (
        // On wide screens the column serves; the drawer (modal, see Dialog) is for small ones.
        <Dialog
          onClose={onDrawerClose}
          labelledBy={drawerTitleId}
          className="animate-slide-in fixed inset-y-0 right-auto left-0 m-0 h-full max-h-none w-80 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl lg:hidden dark:bg-slate-900"
        >
          <CategoryPanel
            {...panel}
            onSelect={choose}
            onClose={onDrawerClose}
            titleId={drawerTitleId}
          />
        </Dialog>
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

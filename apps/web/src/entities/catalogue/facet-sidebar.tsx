import { useEffect, useEffectEvent, useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { screenFrom, useMediaQuery } from '@/shared/lib/use-media-query.ts';
import { Button } from '@/shared/ui/button.tsx';
import { Dialog } from '@/shared/ui/dialog.tsx';
import { inputClasses } from '@/shared/ui/field.tsx';
import type { FacetChoices, ProductSort } from './facet-choices.ts';
import { FacetPanel, type FacetPanelProps } from './facet-panel.tsx';

export type FacetColumnProps = Omit<FacetPanelProps, 'onClose' | 'titleId'>;

/**
 * The facets on a wide screen, under the category tree in its sticky column (CategorySidebar's
 * columnFooter): the list keeps the page's width, a dozen rows above the fold at 1366x768.
 */
export function FacetColumn(panel: FacetColumnProps) {
  const titleId = useId();
  return (
    <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">
      <FacetPanel {...panel} titleId={titleId} />
    </div>
  );
}

export interface FacetDrawerProps extends FacetColumnProps {
  /** Opened by FacetBar's 'Filters' button. */
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

/**
 * The facets on a phone: a drawer, like the categories' (category-sidebar.tsx). A choice in the
 * drawer applies at once; the drawer stays open to make the next one, over the counts it updated.
 */
export function FacetDrawer({ drawerOpen, onDrawerClose, ...panel }: FacetDrawerProps) {
  const titleId = useId();
  const wide = useMediaQuery(screenFrom.lg);
  // A drawer left open as the window widens would leave the page inert: the column takes over.
  const closeDrawer = useEffectEvent(onDrawerClose);
  useEffect(() => {
    if (drawerOpen && wide) closeDrawer();
  }, [drawerOpen, wide]);
  return drawerOpen && !wide ? (
    <Dialog
      onClose={onDrawerClose}
      labelledBy={titleId}
      className="animate-slide-in fixed inset-y-0 right-auto left-0 m-0 h-full max-h-none w-80 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl lg:hidden dark:bg-slate-900"
    >
      <FacetPanel {...panel} titleId={titleId} onClose={onDrawerClose} />
    </Dialog>
  ) : null;
}

interface FacetBarProps {
  choices: FacetChoices;
  onChange: (choices: FacetChoices) => void;
  /** A visitor sees no prices: no price order. */
  withPrices: boolean;
  /** Whether the list has search words: relevance is then the search's order. */
  searching: boolean;
  onOpenFilters: () => void;
}

/** The phone's 'Filters' button (with how many are chosen) and the list's order. */
export function FacetBar({
  choices,
  onChange,
  withPrices,
  searching,
  onOpenFilters,
}: FacetBarProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const chosen =
    choices.filter.reduce((sum, selection) => sum + selection.values.length, 0) +
    (choices.inStock ? 1 : 0) +
    (choices.priceMin !== null || choices.priceMax !== null ? 1 : 0);
  // Without search words the list's own order is by part number: one choice, not two.
  const sorts = (
    withPrices
      ? (['relevance', 'part_number', 'price_asc', 'price_desc'] as const)
      : (['relevance', 'part_number'] as const)
  ).filter((sort) => searching || sort !== 'part_number' || choices.sort === 'part_number');
  const names: Record<ProductSort, string> = {
    relevance: searching ? t('facets.sortRelevance') : t('facets.sortPartNumber'),
    part_number: t('facets.sortPartNumber'),
    price_asc: t('facets.sortPriceAsc'),
    price_desc: t('facets.sortPriceDesc'),
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" className="lg:hidden" onClick={onOpenFilters}>
        {chosen > 0 ? t('facets.openWithCount', { count: chosen }) : t('facets.open')}
      </Button>
      <div className="ml-auto flex items-center gap-2">
        <label
          htmlFor={`${id}-sort`}
          className="text-sm whitespace-nowrap text-slate-700 dark:text-slate-300"
        >
          {t('facets.sort')}
        </label>
        <select
          id={`${id}-sort`}
          value={choices.sort}
          onChange={(event) => onChange({ ...choices, sort: event.target.value as ProductSort })}
          className={inputClasses}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {names[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Category } from '@portal/contract';
import { buildCategoryTree, categoryPathNames } from './category-tree.ts';

interface ActiveFiltersProps {
  categories: readonly Category[] | undefined;
  categoryId: number | null;
  search: string;
  onClearCategory: () => void;
  onClearSearch: () => void;
}

const chipClasses =
  'inline-flex max-w-full items-center gap-1 rounded-full border border-blue-200 bg-blue-50 py-0.5 pr-1 pl-3 text-sm text-blue-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100';

/**
 * Above the products, on every width (issue 16): a chip naming each filter in force, the
 * category with its path, each with a button that clears it. Nothing when no filter is set.
 */
export function ActiveFilters(props: ActiveFiltersProps) {
  const { categories, categoryId, search, onClearCategory, onClearSearch } = props;
  const { t } = useTranslation();
  const tree = useMemo(() => buildCategoryTree(categories ?? []), [categories]);
  if (categoryId === null && !search) return null;
  const path = categoryId === null ? [] : categoryPathNames(tree, categoryId);
  const chips = [
    categoryId === null
      ? null
      : {
          key: 'category',
          text: t('filters.category', { name: path.length > 0 ? path.join(' › ') : '…' }),
          clear: onClearCategory,
        },
    search
      ? { key: 'search', text: t('filters.search', { text: search }), clear: onClearSearch }
      : null,
  ].filter((chip) => chip !== null);

  return (
    <ul aria-label={t('filters.label')} className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key} className={chipClasses}>
          <span className="min-w-0 truncate">{chip.text}</span>
          <button
            type="button"
            onClick={chip.clear}
            aria-label={t('filters.clear', { filter: chip.text })}
            className="flex size-6 shrink-0 items-center justify-center rounded-full text-base leading-none hover:bg-blue-100 dark:hover:bg-sky-900"
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

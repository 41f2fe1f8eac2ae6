import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Category } from '@portal/contract';
import { inputClasses } from '@/shared/ui/field.tsx';
import { buildCategoryTree, filterCategoryTree, pathToCategory } from './category-tree.ts';
import { CategoryTreeView, categoryItemClasses } from './category-tree-view.tsx';

export interface CategoryPanelProps {
  categories: readonly Category[] | undefined;
  loading?: boolean | undefined;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  title?: string | undefined;
  /** The drawer's close button; absent on the desktop sidebar. */
  onClose?: (() => void) | undefined;
  titleId?: string | undefined;
}

/** Title, toggleable search, 'All Categories' and the nested tree. */
export function CategoryPanel(props: CategoryPanelProps) {
  const { categories, loading, selectedId, onSelect, title, onClose, titleId } = props;
  const { t } = useTranslation();
  const searchId = useId();
  const [searching, setSearching] = useState(false);
  const [search, setSearch] = useState('');
  const tree = useMemo(() => buildCategoryTree(categories ?? []), [categories]);
  // The branches around the chosen category start open; a press flips a branch from there. A
  // new choice starts again from its own branches, so that it is never hidden in a closed one.
  const [toggled, setToggled] = useState<ReadonlySet<number>>(new Set());
  const [toggledFor, setToggledFor] = useState(selectedId);
  if (toggledFor !== selectedId) {
    setToggledFor(selectedId);
    setToggled(new Set());
  }
  const around = useMemo(
    () => new Set(selectedId === null ? [] : pathToCategory(tree, selectedId).slice(0, -1)),
    [tree, selectedId],
  );
  const isOpen = (id: number) => toggled.has(id) !== around.has(id);
  const visible = searching ? filterCategoryTree(tree, search) : tree;
  const toggle = (id: number) =>
    setToggled((flipped) => {
      const next = new Set(flipped);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <nav aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <h2 id={titleId} className="flex-1 text-base font-semibold">
          {title ?? t('categories.title')}
        </h2>
        <button
          type="button"
          aria-expanded={searching}
          aria-controls={searchId}
          onClick={() => {
            setSearching((on) => !on);
            setSearch('');
          }}
          className="rounded p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <span className="sr-only">{t('categories.toggleSearch')}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
        </button>
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            className="rounded p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <span className="sr-only">{t('categories.close')}</span>
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
          </button>
        ) : null}
      </div>
      {searching ? (
        <div id={searchId}>
          <label htmlFor={`${searchId}-input`} className="sr-only">
            {t('categories.search')}
          </label>
          <input
            id={`${searchId}-input`}
            type="search"
            value={search}
            placeholder={t('categories.search')}
            onChange={(event) => setSearch(event.target.value)}
            className={inputClasses}
          />
        </div>
      ) : null}
      <button
        type="button"
        aria-current={selectedId === null ? 'true' : undefined}
        onClick={() => onSelect(null)}
        className={`${categoryItemClasses} ml-8`}
      >
        {t('categories.all')}
      </button>
      {loading ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('categories.loading')}</p>
      ) : visible.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('categories.empty')}</p>
      ) : (
        <CategoryTreeView
          nodes={visible}
          selectedId={selectedId}
          isOpen={isOpen}
          showAll={searching && search.trim() !== ''}
          onToggle={toggle}
          onSelect={onSelect}
        />
      )}
    </nav>
  );
}

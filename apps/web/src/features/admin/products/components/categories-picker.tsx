import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { AdminCategory } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { adminCategoryTree, flattenCategoryTree } from '@/entities/admin/admin-categories.ts';
import { filterCategoryTree } from '@/entities/catalogue/category-tree.ts';
import { inputClasses } from '@/shared/ui/field.tsx';
import { ChosenList } from './chosen-list.tsx';

interface CategoriesPickerProps {
  categories: readonly AdminCategory[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}

/** The categories a product is filed under: any number, ticked in the tree, with a filter. */
export function CategoriesPicker({ categories, selected, onChange, error }: CategoriesPickerProps) {
  const { t } = useTranslation('admin-catalogue');
  const filterId = useId();
  const errorId = useId();
  const [filter, setFilter] = useState('');
  const tree = adminCategoryTree(categories);
  const all = flattenCategoryTree(tree);
  const shown = flattenCategoryTree(filterCategoryTree(tree, filter));
  const chosen = all.filter((option) => selected.includes(option.id));
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((other) => other !== id));

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="text-base font-semibold">{t('editor.categories.title')}</legend>
      <ChosenList
        label={t('editor.categories.chosen')}
        empty={t('editor.categories.noneChosen')}
        items={chosen.map((option) => ({ id: option.id, text: option.path }))}
        removeLabel={(text) => t('editor.categories.remove', { name: text })}
        onRemove={(id) => toggle(id, false)}
      />
      {all.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('editor.categories.noCategories')}{' '}
          <Link
            to={consolePaths.adminCategories()}
            className="text-blue-800 underline dark:text-sky-300"
          >
            {t('editor.categories.manage')}
          </Link>
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={filterId} className="text-sm font-medium">
              {t('editor.categories.filter')}
            </label>
            <input
              id={filterId}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              className={inputClasses}
            />
          </div>
          <ul className="max-h-64 overflow-y-auto rounded-md border border-slate-200 p-2 dark:border-slate-700">
            {shown.map((option) => (
              <li key={option.id} style={{ paddingLeft: `${option.depth * 1.25}rem` }}>
                <label className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={selected.includes(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                  />
                  {option.name}
                </label>
              </li>
            ))}
            {shown.length === 0 ? (
              <li className="p-2 text-sm text-slate-600 dark:text-slate-400">
                {t('editor.categories.noMatch')}
              </li>
            ) : null}
          </ul>
        </>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

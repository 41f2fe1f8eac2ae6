import { useQueries } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Button } from '@/shared/ui/button.tsx';
import { inputClasses } from '@/shared/ui/field.tsx';
import { productQuery, useProducts } from '../api/products-api.ts';
import { ChosenList } from './chosen-list.tsx';

interface LinkedProductsPickerProps {
  code: string;
  /** The product being edited (never offered), or null for a new one. */
  productId: number | null;
  legend: string;
  ids: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}

/** Products shown with this one (related or complementary): found by part number, added, removed. */
export function LinkedProductsPicker(props: LinkedProductsPickerProps) {
  const { code, productId, legend, ids, onChange, error } = props;
  const { t } = useTranslation('admin-catalogue');
  const searchId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const found = useProducts(code, { search, page: 1 }, search !== '');
  // The chosen ones are named by their part numbers, read one by one (and cached).
  const chosen = useQueries({
    queries: ids.map((id) => productQuery(code, id)),
  });
  const offered = (found.data?.data ?? []).filter(
    (product) => product.id !== productId && !ids.includes(product.id),
  );
  const find = () => setSearch(text.trim());
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find();
  };

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="text-base font-semibold">{legend}</legend>
      <ChosenList
        label={legend}
        empty={t('editor.links.none')}
        items={ids.map((id, index) => {
          const product = chosen[index]?.data;
          return {
            id,
            text: product ? `${product.part_number} - ${product.description}` : `#${id}`,
          };
        })}
        removeLabel={(name) => t('editor.links.remove', { name, list: legend })}
        onRemove={(id) => onChange(ids.filter((other) => other !== id))}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t('editor.links.search', { list: legend })}
        </label>
        <div className="flex gap-2">
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={100}
            placeholder={t('products.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onEnter}
            className={inputClasses}
          />
          <Button variant="secondary" onClick={find}>
            {t('editor.links.find')}
          </Button>
        </div>
      </div>
      {search === '' ? null : found.isPending ? (
        <p role="status" className="text-sm">
          {t('editor.links.searching')}
        </p>
      ) : found.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('editor.links.searchError')}
        </p>
      ) : offered.length === 0 ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('editor.links.noMatch')}
        </p>
      ) : (
        <ul
          aria-label={t('editor.links.results', { list: legend })}
          className="max-h-56 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
        >
          {offered.map((product) => (
            <li
              key={product.id}
              className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0">
                <span className="font-semibold">{product.part_number}</span> {product.description}
              </span>
              <Button
                variant="ghost"
                className="shrink-0 px-2 py-1"
                aria-label={t('editor.links.addTo', { name: product.part_number, list: legend })}
                onClick={() => onChange([...ids, product.id])}
              >
                {t('editor.links.add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

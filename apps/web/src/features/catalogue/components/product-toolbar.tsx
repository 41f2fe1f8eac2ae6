import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { PRODUCT_PAGE_SIZES } from '@portal/contract/catalogue-limits';
import { Button } from '@/shared/ui/button.tsx';
import { inputClasses } from '@/shared/ui/field.tsx';
import type { ProductView } from '../hooks/use-product-view.ts';
import { ViewSwitch } from './view-switch.tsx';

interface ProductToolbarProps {
  search: string;
  perPage: number;
  onSearch: (text: string) => void;
  onPerPage: (size: number) => void;
  view: ProductView;
  onView: (view: ProductView) => void;
  /** Opens the category drawer; the button shows on small screens only. */
  onOpenCategories: () => void;
  /** The list's order and a phone's Filters button (FacetBar): one row, not one more. */
  children?: ReactNode;
}

/**
 * The category button (mobile), the search form, the page-size selector, grid or list, and what
 * the screen adds (the order).
 */
export function ProductToolbar(props: ProductToolbarProps) {
  const { search, perPage, onSearch, onPerPage, view, onView, onOpenCategories, children } = props;
  const { t } = useTranslation(['catalogue', 'common']);
  const id = useId();
  // The field follows the URL (back, a shared link) until the buyer types.
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    setText(search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" className="lg:hidden" onClick={onOpenCategories}>
        {t('common:categories.open')}
      </Button>
      <form
        role="search"
        aria-label={t('productList.searchLabel')}
        onSubmit={submit}
        className="flex min-w-56 flex-1 gap-2"
      >
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('productList.searchLabel')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          maxLength={200}
          placeholder={t('productList.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          className={inputClasses}
        />
        <Button type="submit">{t('common:actions.search')}</Button>
      </form>
      <div className="flex items-center gap-2">
        <label
          htmlFor={`${id}-size`}
          className="text-sm whitespace-nowrap text-slate-700 dark:text-slate-300"
        >
          {t('productList.pageSize')}
        </label>
        <div className="w-20">
          <select
            id={`${id}-size`}
            value={perPage}
            onChange={(event) => onPerPage(Number(event.target.value))}
            className={inputClasses}
          >
            {PRODUCT_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ViewSwitch view={view} onChange={onView} />
      {children}
    </div>
  );
}

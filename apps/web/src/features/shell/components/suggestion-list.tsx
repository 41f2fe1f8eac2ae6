import type { ReactNode } from 'react';
import { minQuantity } from '@/entities/cart/cart-rules.ts';
import { BuyerPrice } from '@/entities/catalogue/buyer-price.tsx';
import { IMAGE_TILE, ProductImage } from '@/entities/catalogue/product-image.tsx';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { isPriced, type SuggestionOption } from '../lib/suggestion-targets.ts';

interface SuggestionListProps {
  id: string;
  shown: boolean;
  /** Nothing answered yet for the words typed. */
  loading: boolean;
  options: SuggestionOption[];
  /** The option the arrow keys are on, or -1. */
  active: number;
  signedIn: boolean;
  onChoose: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
}

const optionClasses = (active: boolean) =>
  `flex w-full cursor-pointer items-center gap-3 px-3 py-2 text-left text-sm ${
    active ? 'bg-slate-100 dark:bg-slate-800' : 'hover:bg-slate-50 dark:hover:bg-slate-800/60'
  }`;

/**
 * The search box's list: the products first (picture, part number, name and, for a buyer, their
 * price for the smallest quantity they may order), then the categories. Options are not
 * focusable: the focus stays in the box, which names the active one (aria-activedescendant).
 */
export function SuggestionList(props: SuggestionListProps) {
  const { id, shown, loading, options, active, signedIn, onChoose, onHover } = props;
  const { t } = useTranslation('shell');
  const products = options.flatMap((option, index) =>
    option.kind === 'product'
      ? [{ item: option.product, key: `p${option.product.id}`, option, index }]
      : [],
  );
  const categories = options.flatMap((option, index) =>
    option.kind === 'category'
      ? [{ item: option.category, key: `c${option.category.id}`, option, index }]
      : [],
  );
  const optionProps = { listId: id, active, onChoose, onHover };
  // Always in the page, hidden or not, so that the box's aria-controls names an element.
  return (
    <div
      hidden={!shown}
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] md:left-auto md:w-[28rem] md:max-w-[calc(100vw-2rem)] overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
      // Wider than the box from md up (it sits at the header's right end), so names fit.
      // Keeps the focus in the box when an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
    >
      {shown && options.length === 0 ? (
        <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">
          {loading ? t('search.loading') : t('search.none')}
        </p>
      ) : null}
      <div
        id={id}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={options.length === 0}
      >
        <OptionGroup
          id={`${id}-products`}
          title={t('search.products')}
          entries={products}
          {...optionProps}
          render={(product) => (
            <>
              <span className={`size-10 shrink-0 rounded ${IMAGE_TILE} p-0.5`}>
                <ProductImage src={product.primary_image} />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                  {product.part_number}
                </span>
                <span className="truncate">{product.description}</span>
              </span>
              {signedIn && isPriced(product) ? (
                <span className="shrink-0">
                  <BuyerPrice product={product} quantity={minQuantity(product)} />
                </span>
              ) : null}
            </>
          )}
        />
        <OptionGroup
          id={`${id}-categories`}
          title={t('search.categories')}
          entries={categories}
          {...optionProps}
          render={(category) => (
            <span className="flex min-w-0 flex-col">
              <span className="truncate">{category.category}</span>
              {category.parent ? (
                <span className="truncate text-xs text-slate-600 dark:text-slate-400">
                  {t('search.inCategory', { parent: category.parent })}
                </span>
              ) : null}
            </span>
          )}
        />
      </div>
    </div>
  );
}

interface OptionEntry<T> {
  item: T;
  key: string;
  option: SuggestionOption;
  /** Its place among all the list's options (what the arrow keys count). */
  index: number;
}

interface OptionGroupProps<T> {
  id: string;
  title: string;
  entries: OptionEntry<T>[];
  listId: string;
  active: number;
  onChoose: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
  render: (item: T) => ReactNode;
}

/** One kind of suggestion under its heading: a group of the listbox, absent when empty. */
function OptionGroup<T>(props: OptionGroupProps<T>) {
  const { id, title, entries, listId, active, onChoose, onHover, render } = props;
  if (entries.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id}>
      <div role="presentation" id={id} className={groupClasses}>
        {title}
      </div>
      {entries.map(({ item, key, option, index }) => (
        <div
          key={key}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className={optionClasses(index === active)}
          onClick={() => onChoose(option)}
          onMouseMove={() => onHover(index)}
        >
          {render(item)}
        </div>
      ))}
    </div>
  );
}

const groupClasses =
  'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';

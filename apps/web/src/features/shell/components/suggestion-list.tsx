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
    option.kind === 'product' ? [{ product: option.product, option, index }] : [],
  );
  const categories = options.flatMap((option, index) =>
    option.kind === 'category' ? [{ category: option.category, option, index }] : [],
  );
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
        {products.length > 0 ? (
          <div role="group" aria-labelledby={`${id}-products`}>
            <div role="presentation" id={`${id}-products`} className={groupClasses}>
              {t('search.products')}
            </div>
            {products.map(({ product, option, index }) => (
              <div
                key={`p${product.id}`}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                className={optionClasses(index === active)}
                onClick={() => onChoose(option)}
                onMouseMove={() => onHover(index)}
              >
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
              </div>
            ))}
          </div>
        ) : null}
        {categories.length > 0 ? (
          <div role="group" aria-labelledby={`${id}-categories`}>
            <div role="presentation" id={`${id}-categories`} className={groupClasses}>
              {t('search.categories')}
            </div>
            {categories.map(({ category, option, index }) => (
              <div
                key={`c${category.id}`}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                className={optionClasses(index === active)}
                onClick={() => onChoose(option)}
                onMouseMove={() => onHover(index)}
              >
                <span className="flex min-w-0 flex-col">
                  <span className="truncate">{category.category}</span>
                  {category.parent ? (
                    <span className="truncate text-xs text-slate-600 dark:text-slate-400">
                      {t('search.inCategory', { parent: category.parent })}
                    </span>
                  ) : null}
                </span>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

const groupClasses =
  'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';

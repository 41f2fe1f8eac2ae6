import { useId, useState } from 'react';
import type { AttributeFacet, Category, GuestFacets, ProductFacets } from '@portal/contract';
import { MAX_FILTER_PRICE } from '@portal/contract/catalogue-limits';
import { toggleFacetValue } from '@portal/contract/rules/facet-filter';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useLanguage } from '@/shared/i18n/use-language.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { hasChoices, NO_CHOICES, type FacetChoices } from './facet-choices.ts';

export interface FacetPanelProps {
  /** A buyer's facets have stock and their price range; a visitor's have neither. */
  facets: (GuestFacets & Partial<Pick<ProductFacets, 'in_stock' | 'price'>>) | undefined;
  loading: boolean;
  choices: FacetChoices;
  onChange: (choices: FacetChoices) => void;
  /** The names of the categories the facets count (the screen has them already). */
  categories?: readonly Category[] | undefined;
  onCategory?: ((id: number) => void) | undefined;
  titleId?: string | undefined;
  /** The drawer's close button; absent in the wide column. */
  onClose?: (() => void) | undefined;
}

const sectionTitle = 'text-sm font-semibold text-slate-900 dark:text-slate-100';
const countClasses = 'text-slate-600 tabular-nums dark:text-slate-400';

/**
 * The facets beside a list (decision 044): the categories below the list's, each filter
 * attribute's values, stock and the buyer's price range, each value with the products choosing
 * it would list. Every choice is the caller's (the URL); nothing is kept here but the price
 * being typed.
 */
export function FacetPanel(props: FacetPanelProps) {
  const { facets, loading, choices, onChange, categories, onCategory, titleId, onClose } = props;
  const { t } = useTranslation('common');
  const names = new Map((categories ?? []).map((category) => [category.id, category.category]));
  const categoryCounts = (facets?.categories ?? []).filter((entry) => names.has(entry.id));

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <h2 id={titleId} className="flex-1 text-base font-semibold">
          {t('facets.title')}
        </h2>
        {hasChoices(choices) ? (
          <button
            type="button"
            onClick={() => onChange({ ...NO_CHOICES, sort: choices.sort })}
            className="rounded text-sm text-blue-700 underline focus-visible:outline-2 dark:text-blue-300"
          >
            {t('facets.clear')}
          </button>
        ) : null}
        {onClose ? (
          <Button variant="secondary" onClick={onClose} aria-label={t('facets.close')}>
            ×
          </Button>
        ) : null}
      </div>
      {facets === undefined ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
          {loading ? t('facets.loading') : t('facets.none')}
        </p>
      ) : (
        <div className={`flex flex-col gap-4 ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
          {categoryCounts.length > 0 && onCategory ? (
            <div className="flex flex-col gap-1">
              <h3 className={sectionTitle}>{t('facets.category')}</h3>
              <ul className="flex flex-col gap-1">
                {categoryCounts.map((entry) => (
                  <li key={entry.id}>
                    <button
                      type="button"
                      onClick={() => onCategory(entry.id)}
                      className="rounded text-left text-sm hover:underline focus-visible:outline-2"
                    >
                      {names.get(entry.id)} <span className={countClasses}>({entry.count})</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {facets.attributes.map((attribute) => (
            <AttributeValues
              key={attribute.id}
              attribute={attribute}
              onToggle={(value) =>
                onChange({
                  ...choices,
                  filter: toggleFacetValue(choices.filter, attribute.id, value),
                })
              }
            />
          ))}
          {facets.in_stock !== undefined ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={choices.inStock}
                onChange={(event) => onChange({ ...choices, inStock: event.target.checked })}
              />
              <span>
                {t('facets.inStock')} <span className={countClasses}>({facets.in_stock})</span>
              </span>
            </label>
          ) : null}
          {facets.price !== undefined ? (
            <PriceRange range={facets.price} choices={choices} onChange={onChange} />
          ) : null}
          {facets.attributes.length === 0 &&
          categoryCounts.length === 0 &&
          facets.in_stock === undefined ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('facets.none')}</p>
          ) : null}
        </div>
      )}
    </section>
  );
}

/** One attribute's values as checkboxes: values of one attribute are alternatives. */
function AttributeValues({
  attribute,
  onToggle,
}: {
  attribute: AttributeFacet;
  onToggle: (value: string) => void;
}) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const label = (value: AttributeFacet['values'][number]) => {
    if (attribute.kind === 'yes_no')
      return value.value === 'yes' ? t('facets.yes') : t('facets.no');
    if (attribute.kind === 'number') {
      const number = new Intl.NumberFormat(language).format(Number(value.value));
      return attribute.unit ? `${number} ${attribute.unit}` : number;
    }
    return value.label;
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={`${sectionTitle} mb-1`}>{attribute.name}</legend>
      {attribute.values.map((value) => (
        <label key={value.value} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={value.selected}
            onChange={() => onToggle(value.value)}
          />
          <span>
            {label(value)} <span className={countClasses}>({value.count})</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The two bounds as typed; an empty one leaves that side open. */
interface PriceBounds {
  low: string;
  high: string;
}

const priceText = (value: number | null) => (value === null ? '' : String(value));
const priceBound = (text: string) => (text.trim() === '' ? null : Number(text));

/** A typed bound that is no price the list accepts (the contract's price_min and price_max). */
const badPrice = (value: number | null) =>
  value !== null && !(Number.isFinite(value) && value >= 0 && value <= MAX_FILTER_PRICE);

/** The rules the list's query applies to the bounds, checked before the URL changes. */
function priceRules(body: Pick<FacetChoices, 'priceMin' | 'priceMax'>) {
  const messages: Record<string, string> = {};
  if (badPrice(body.priceMin)) messages['low'] = 'validation.invalidPrice';
  if (badPrice(body.priceMax)) messages['high'] = 'validation.invalidPrice';
  return messages;
}

/** The buyer's price bounds, typed and applied together; the range the others leave as a hint. */
function PriceRange({
  range,
  choices,
  onChange,
}: {
  range: ProductFacets['price'];
  choices: FacetChoices;
  onChange: (choices: FacetChoices) => void;
}) {
  const { t } = useTranslation('common');
  const formatMoney = useFormatMoney();
  const id = useId();
  const bounds = (): PriceBounds => ({
    low: priceText(choices.priceMin),
    high: priceText(choices.priceMax),
  });
  const form = useSchemaForm(priceRules, bounds, {
    body: (values) => ({ priceMin: priceBound(values.low), priceMax: priceBound(values.high) }),
  });
  // The fields follow the URL (back, a shared link, clearing) until the buyer types.
  const [shown, setShown] = useState([choices.priceMin, choices.priceMax]);
  if (shown[0] !== choices.priceMin || shown[1] !== choices.priceMax) {
    setShown([choices.priceMin, choices.priceMax]);
    form.reset(bounds());
  }
  if (range === null && choices.priceMin === null && choices.priceMax === null) return null;
  return (
    <form
      onSubmit={form.submit((body) => onChange({ ...choices, ...body }))}
      noValidate
      className="flex flex-col gap-2"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={sectionTitle}>
        {t('facets.price')}
      </h3>
      {range ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('facets.priceRange', { min: formatMoney(range.min), max: formatMoney(range.max) })}
        </p>
      ) : null}
      <div className="flex items-start gap-2 text-xs">
        {(['low', 'high'] as const).map((side) => (
          <div key={side} className="min-w-0 flex-1">
            <TextField
              label={t(side === 'low' ? 'facets.priceMin' : 'facets.priceMax')}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={form.values[side]}
              error={form.errors[side]}
              onChange={(event) => form.edit(side, event.target.value)}
            />
          </div>
        ))}
      </div>
      <Button type="submit" variant="secondary">
        {t('facets.apply')}
      </Button>
    </form>
  );
}

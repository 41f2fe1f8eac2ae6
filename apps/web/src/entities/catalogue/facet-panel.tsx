import { useId, useState } from 'react';
import type { AttributeFacet, Category, GuestFacets, ProductFacets } from '@portal/contract';
import { MAX_FILTER_PRICE } from '@portal/contract/catalogue-limits';
import {
  numberRangeOf,
  setFacetRange,
  toggleFacetValue,
} from '@portal/contract/rules/facet-filter';
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
  // In the screen's order of its categories: the answer's own order is not one a reader knows.
  const places = new Map((categories ?? []).map((category, at) => [category.id, at]));
  const categoryCounts = (facets?.categories ?? [])
    .filter((entry) => names.has(entry.id))
    .sort((a, b) => places.get(a.id)! - places.get(b.id)!);

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
              chosen={choices.filter.find((s) => s.attributeId === attribute.id)?.values ?? []}
              onToggle={(value) =>
                onChange({
                  ...choices,
                  filter: toggleFacetValue(choices.filter, attribute.id, value),
                })
              }
              onRange={(low, high) =>
                onChange({
                  ...choices,
                  filter: setFacetRange(choices.filter, attribute.id, low, high),
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

/**
 * One attribute's values as checkboxes (values of one attribute are alternatives), and for a
 * number attribute a range to type.
 */
function AttributeValues({
  attribute,
  chosen,
  onToggle,
  onRange,
}: {
  attribute: AttributeFacet;
  /** Its values the URL holds: options, numbers, a range (ticked at once, not when counted). */
  chosen: readonly string[];
  onToggle: (value: string) => void;
  onRange: (low: Bound, high: Bound) => void;
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
            checked={chosen.includes(value.value)}
            onChange={() => onToggle(value.value)}
          />
          <span>
            {label(value)} <span className={countClasses}>({value.count})</span>
          </span>
        </label>
      ))}
      {attribute.kind === 'number' ? (
        <NumberRange
          attribute={attribute}
          chosen={chosen.map(numberRangeOf).find((range) => range !== null) ?? null}
          onApply={onRange}
        />
      ) : null}
    </fieldset>
  );
}

/** The two bounds as typed; an empty one leaves that side open. */
interface TypedBounds {
  low: string;
  high: string;
}

type Bound = number | null;
const boundText = (value: Bound) => (value === null ? '' : String(value));
const boundOf = (text: string): Bound => (text.trim() === '' ? null : Number(text));

interface BoundsFormProps {
  title: string;
  /** The range the other choices leave ("From 4 to 50"), as a hint; null for none. */
  hint: string | null;
  labels: { low: string; high: string };
  /** The bounds the list has now (the URL's). */
  current: { low: Bound; high: Bound };
  /** The message key of a bound the list's query would refuse; null for a good one. */
  problem: (value: Bound) => string | null;
  /** Neither bound is below zero (prices). */
  nonNegative?: boolean;
  onApply: (low: Bound, high: Bound) => void;
  /** The form sits in the attribute's fieldset: its title is the legend's. */
  titled?: boolean;
}

/** Two bounds typed and applied together, checked first (the one form pattern, decision 030). */
function BoundsForm(props: BoundsFormProps) {
  const { title, hint, labels, current, problem, nonNegative, onApply, titled = true } = props;
  const { t } = useTranslation('common');
  const id = useId();
  const typed = (): TypedBounds => ({ low: boundText(current.low), high: boundText(current.high) });
  const rules = (body: { low: Bound; high: Bound }) => {
    const messages: Record<string, string> = {};
    for (const side of ['low', 'high'] as const) {
      const key = problem(body[side]);
      if (key) messages[side] = key;
    }
    return messages;
  };
  const form = useSchemaForm(rules, typed, {
    body: (values) => ({ low: boundOf(values.low), high: boundOf(values.high) }),
  });
  // The fields follow the URL (back, a shared link, clearing) until the buyer types.
  const [shown, setShown] = useState([current.low, current.high]);
  if (shown[0] !== current.low || shown[1] !== current.high) {
    setShown([current.low, current.high]);
    form.reset(typed());
  }
  return (
    <form
      onSubmit={form.submit((body) => onApply(body.low, body.high))}
      noValidate
      className="flex flex-col gap-2"
      aria-label={titled ? undefined : title}
      aria-labelledby={titled ? `${id}-title` : undefined}
    >
      {titled ? (
        <h3 id={`${id}-title`} className={sectionTitle}>
          {title}
        </h3>
      ) : null}
      {hint ? <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
      <div className="flex items-start gap-2 text-xs">
        {(['low', 'high'] as const).map((side) => (
          <div key={side} className="min-w-0 flex-1">
            <TextField
              label={labels[side]}
              type="number"
              inputMode="decimal"
              min={nonNegative ? 0 : undefined}
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

/** A typed price the list's query refuses (the contract's price_min and price_max). */
const priceProblem = (value: Bound) =>
  value !== null && !(Number.isFinite(value) && value >= 0 && value <= MAX_FILTER_PRICE)
    ? 'validation.invalidPrice'
    : null;

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
  if (range === null && choices.priceMin === null && choices.priceMax === null) return null;
  return (
    <BoundsForm
      title={t('facets.price')}
      hint={
        range
          ? t('facets.range', { min: formatMoney(range.min), max: formatMoney(range.max) })
          : null
      }
      labels={{ low: t('facets.priceMin'), high: t('facets.priceMax') }}
      current={{ low: choices.priceMin, high: choices.priceMax }}
      problem={priceProblem}
      nonNegative
      onApply={(priceMin, priceMax) => onChange({ ...choices, priceMin, priceMax })}
    />
  );
}

/** A typed number a number attribute cannot hold (numeric(14,4), as the filter grammar reads). */
const numberProblem = (value: Bound) =>
  value !== null && !/^-?\d{1,10}(\.\d{1,4})?$/.test(String(value))
    ? 'validation.invalidNumber'
    : null;

/** A number attribute's range, typed and applied together; its values' range as a hint. */
function NumberRange({
  attribute,
  chosen,
  onApply,
}: {
  attribute: AttributeFacet;
  /** The range the URL holds for it, if any. */
  chosen: { min?: number; max?: number } | null;
  onApply: (low: Bound, high: Bound) => void;
}) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const numbers = attribute.values.map((value) => Number(value.value));
  // A range helps where there are values to span; one chosen before stays to be changed.
  if (numbers.length < 2 && chosen === null) return null;
  const format = (value: number) => {
    const text = new Intl.NumberFormat(language).format(value);
    return attribute.unit ? `${text} ${attribute.unit}` : text;
  };
  const unit = attribute.unit ? ` (${attribute.unit})` : '';
  return (
    <BoundsForm
      title={attribute.name}
      titled={false}
      hint={
        numbers.length > 1
          ? t('facets.range', {
              min: format(Math.min(...numbers)),
              max: format(Math.max(...numbers)),
            })
          : null
      }
      labels={{ low: `${t('facets.numberFrom')}${unit}`, high: `${t('facets.numberTo')}${unit}` }}
      current={{ low: chosen?.min ?? null, high: chosen?.max ?? null }}
      problem={numberProblem}
      onApply={onApply}
    />
  );
}

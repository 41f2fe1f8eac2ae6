import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Product } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSettled } from '@/shared/lib/use-settled.ts';
import { inputClasses } from '@/shared/ui/field.tsx';
import { useProductSuggestions } from '../api/quick-order-api.ts';

/** Typed characters before the catalogue is searched. */
const MIN_SEARCH = 2;

interface PartNumberComboboxProps {
  code: string;
  id: string;
  /** The visible label. */
  label: ReactNode;
  labelClassName?: string;
  /** The field's name when it differs from the visible label (it names the line). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: its part number is the value. */
  onPick: (product: Product) => void;
  /** Enter with no suggestion chosen (the row moves on to its quantity). */
  onEnter: () => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * A part number field with type-ahead on part number and description (the catalogue's search),
 * as the ARIA combobox pattern: arrows move through the suggestions, Enter takes one, Escape
 * closes them; typed text is kept as it is when none is taken.
 */
export function PartNumberCombobox(props: PartNumberComboboxProps) {
  const { code, id, label, labelClassName = '', name, value, onChange, onPick, onEnter } = props;
  const { describedBy, invalid } = props;
  const { t } = useTranslation('quick-order');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useSettled(value);
  const searching = open && search.length >= MIN_SEARCH;
  const found = useProductSuggestions(code, search, searching);
  const options = searching ? (found.data?.data ?? []) : [];
  const expanded = searching && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (product: Product) => {
    onPick(product);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded && active >= 0 ? options[active] : undefined;
      if (chosen) pick(chosen);
      else {
        close();
        onEnter();
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  // What the search is doing, said once (a live region), beside the suggestions.
  const status = !searching
    ? ''
    : found.isError
      ? t('search.error')
      : found.isPending
        ? t('search.searching')
        : options.length === 0
          ? t('search.none')
          : t('search.found', { count: options.length });

  return (
    <div className="relative">
      <label
        htmlFor={id}
        className={`mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200 ${labelClassName}`}
      >
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-label={name}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className={`${inputClasses} font-mono`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute left-0 z-20 mt-1 max-h-72 w-[min(28rem,calc(100vw-3rem))] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {options.map((product, index) => (
          <li
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the field, which would close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(product)}
            className="cursor-pointer px-3 py-2 text-sm aria-selected:bg-blue-50 hover:bg-slate-100 dark:aria-selected:bg-sky-950 dark:hover:bg-slate-800"
          >
            <span className="font-mono font-semibold">{product.part_number}</span>{' '}
            <span className="text-slate-700 dark:text-slate-300">{product.description}</span>
          </li>
        ))}
      </ul>
      <span role="status" className="sr-only">
        {status}
      </span>
      {searching && options.length === 0 && !found.isPending ? (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
          {status}
        </p>
      ) : null}
    </div>
  );
}

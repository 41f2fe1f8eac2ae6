import type { ReactNode } from 'react';
import { FieldError } from '@/shared/ui/field.tsx';
import { InFormSearch } from '@/shared/ui/in-form-search.tsx';

interface SearchPickerProps {
  /** useId() of the picker: the search field, the error and the options' radio group hang on it. */
  id: string;
  /** The group's name ("Existing customer", "Settles"). */
  label: string;
  /** The search field's name, for screen readers. */
  searchLabel: string;
  placeholder: string;
  text: string;
  onText: (text: string) => void;
  error?: string | undefined;
  className?: string;
  /** What the search found: the options, their loading and empty states, their paging. */
  children: ReactNode;
}

/**
 * The frame of a console picker that finds one record by a search and offers it as radio buttons:
 * its group's name, the search field (Enter never submits the form it sits in) and its error.
 */
export function SearchPicker({
  id,
  label,
  searchLabel,
  placeholder,
  text,
  onText,
  error,
  className = 'flex flex-col gap-2',
  children,
}: SearchPickerProps) {
  return (
    <fieldset
      className={className}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</legend>
      <label htmlFor={`${id}-search`} className="sr-only">
        {searchLabel}
      </label>
      <InFormSearch
        id={`${id}-search`}
        value={text}
        placeholder={placeholder}
        onChange={(event) => onText(event.target.value)}
      />
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

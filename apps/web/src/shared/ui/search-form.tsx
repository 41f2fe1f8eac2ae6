import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Button } from './button.tsx';
import { inputClasses } from './field.tsx';

interface SearchFormProps {
  /** The search in force (from the URL); the box follows it when it changes elsewhere. */
  value: string;
  onSearch: (text: string) => void;
  /** The box's accessible name ("Search orders"). */
  label: string;
  placeholder?: string;
}

/** A search box and its button; the search runs on submit, trimmed. */
export function SearchForm({ value, onSearch, label, placeholder }: SearchFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full max-w-md gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className={inputClasses}
      />
      <Button type="submit">{t('actions.search')}</Button>
    </form>
  );
}

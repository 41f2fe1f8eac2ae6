import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Button } from '@/shared/ui/button.tsx';
import { inputClasses } from '@/shared/ui/field.tsx';

/** Search by part number or description. */
export function ProductSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation(['browse', 'common']);
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      aria-label={t('search.label')}
      onSubmit={submit}
      className="flex min-w-56 flex-1 gap-2"
    >
      <label htmlFor="product-search" className="sr-only">
        {t('search.label')}
      </label>
      <input
        id="product-search"
        type="search"
        value={text}
        placeholder={t('search.placeholder')}
        onChange={(event) => setText(event.target.value)}
        className={inputClasses}
      />
      <Button type="submit">{t('common:actions.search')}</Button>
    </form>
  );
}

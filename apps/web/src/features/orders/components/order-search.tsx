import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button.tsx';
import { inputClasses } from '@/shared/ui/field.tsx';

/** Search by order number or purchase order. */
export function OrderSearch({ value, onSearch }: { value: string; onSearch: (t: string) => void }) {
  const { t } = useTranslation(['orders', 'common']);
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
        {t('orderList.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={t('orderList.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        className={inputClasses}
      />
      <Button type="submit">{t('common:actions.search')}</Button>
    </form>
  );
}

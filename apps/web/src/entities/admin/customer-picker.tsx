import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { CustomerRef } from '@portal/contract';
import { useSettled } from '@/shared/lib/use-settled.ts';
import { SearchPicker } from './search-picker.tsx';
import { adminCustomersQuery } from './admin-customers.ts';

interface CustomerPickerProps {
  /** The tenant code. */
  code: string;
  value: CustomerRef | null;
  onChange: (customer: CustomerRef) => void;
  /** The group's name ("Existing customer"). */
  label: string;
  error?: string | undefined;
}

/**
 * Finds one of the tenant's customers by code, name or email and picks it: a search field and
 * the first page of matches as radio buttons. No form of its own, so it can sit inside one.
 */
export function CustomerPicker({ code, value, onChange, label, error }: CustomerPickerProps) {
  const { t } = useTranslation('admin-accounts');
  const id = useId();
  const [text, setText] = useState('');
  const search = useSettled(text);
  const customers = useQuery(adminCustomersQuery(code, { search, page: 1 }));
  const list = customers.data?.data ?? [];
  const more = (customers.data?.meta.total ?? 0) - list.length;

  return (
    <SearchPicker
      id={id}
      label={label}
      searchLabel={t('customerPicker.search')}
      placeholder={t('customerPicker.placeholder')}
      text={text}
      onText={setText}
      error={error}
    >
      {value ? (
        <p className="text-sm">
          {t('customerPicker.chosen', { code: value.code, name: value.name })}
        </p>
      ) : null}
      {customers.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('customerPicker.loading')}
        </p>
      ) : customers.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('customerPicker.loadError')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('customerPicker.none')}</p>
      ) : (
        <ul className="max-h-48 overflow-y-auto rounded-md border border-slate-200 dark:border-slate-700">
          {list.map((customer) => (
            <li
              key={customer.id}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800"
            >
              <label className="flex cursor-pointer items-start gap-2 px-3 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
                <input
                  type="radio"
                  name={`${id}-customer`}
                  className="mt-1"
                  checked={value?.id === customer.id}
                  onChange={() =>
                    onChange({ id: customer.id, code: customer.code, name: customer.name })
                  }
                />
                <span>
                  <span className="font-semibold">{customer.code}</span> {customer.name}
                  {customer.email ? (
                    <span className="block text-slate-600 dark:text-slate-400">
                      {customer.email}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('customerPicker.more', { count: more })}
        </p>
      ) : null}
    </SearchPicker>
  );
}

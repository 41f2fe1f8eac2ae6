import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { InvoiceSummary } from '@portal/contract/invoices';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDate, useFormatMoney } from '@/shared/lib/format.ts';
import { useSettled } from '@/shared/lib/use-settled.ts';
import { Button } from '@/shared/ui/button.tsx';
import { SearchPicker } from './search-picker.tsx';
import { adminOpenInvoicesQuery } from './admin-open-invoices.ts';

interface OpenInvoicePickerProps {
  code: string;
  customerId: number;
  /** The invoice chosen; null is "on account". */
  value: InvoiceSummary | null;
  onChange: (invoice: InvoiceSummary | null) => void;
  /** The group's name ("Settles"). */
  label: string;
  error?: string | undefined;
}

/**
 * Picks one of a customer's open invoices, or none (on account): a search by number and a page
 * of matches as radio buttons, with previous and next pages, so that any open invoice can be
 * chosen however many the customer has. No form of its own, so it can sit inside one.
 */
export function OpenInvoicePicker({
  code,
  customerId,
  value,
  onChange,
  label,
  error,
}: OpenInvoicePickerProps) {
  const { t, i18n } = useTranslation('admin-accounts');
  const formatMoney = useFormatMoney();
  const id = useId();
  const [text, setText] = useState('');
  const search = useSettled(text);
  const [pageOf, setPageOf] = useState({ search, page: 1 });
  // A new search starts at its first page.
  const page = pageOf.search === search ? pageOf.page : 1;
  const invoices = useQuery(adminOpenInvoicesQuery(code, customerId, { search, page }));
  const list = invoices.data?.data ?? [];
  const meta = invoices.data?.meta;
  const radio = (checked: boolean, onPick: () => void, children: ReactNode, key: string) => (
    <li key={key} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
      <label className="flex cursor-pointer items-start gap-2 px-3 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
        <input
          type="radio"
          name={`${id}-invoice`}
          className="mt-1"
          checked={checked}
          onChange={onPick}
        />
        <span>{children}</span>
      </label>
    </li>
  );

  return (
    <SearchPicker
      id={id}
      label={label}
      searchLabel={t('invoicePicker.search')}
      placeholder={t('invoicePicker.placeholder')}
      text={text}
      onText={setText}
      error={error}
      className="flex min-w-0 flex-col gap-2"
    >
      <ul className="max-h-56 overflow-y-auto rounded-md border border-slate-200 dark:border-slate-700">
        {radio(value === null, () => onChange(null), t('invoicePicker.onAccount'), 'none')}
        {value && !list.some((invoice) => invoice.id === value.id)
          ? radio(
              true,
              () => onChange(value),
              t('invoicePicker.option', {
                number: value.number,
                due: formatDate(value.due_date, i18n.language),
                open: formatMoney(value.open_amount),
              }),
              `chosen-${value.id}`,
            )
          : null}
        {list.map((invoice) =>
          radio(
            value?.id === invoice.id,
            () => onChange(invoice),
            t('invoicePicker.option', {
              number: invoice.number,
              due: formatDate(invoice.due_date, i18n.language),
              open: formatMoney(invoice.open_amount),
            }),
            String(invoice.id),
          ),
        )}
      </ul>
      {invoices.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('invoicePicker.loading')}
        </p>
      ) : invoices.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('invoicePicker.loadError')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('invoicePicker.none')}</p>
      ) : null}
      {meta && meta.last_page > 1 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Button
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPageOf({ search, page: page - 1 })}
          >
            {t('invoicePicker.previous')}
          </Button>
          <span aria-live="polite" className="text-slate-600 dark:text-slate-400">
            {t('invoicePicker.range', {
              from: meta.from ?? 0,
              to: meta.to ?? 0,
              total: meta.total,
            })}
          </span>
          <Button
            variant="secondary"
            disabled={page >= meta.last_page}
            onClick={() => setPageOf({ search, page: page + 1 })}
          >
            {t('invoicePicker.next')}
          </Button>
        </div>
      ) : null}
    </SearchPicker>
  );
}

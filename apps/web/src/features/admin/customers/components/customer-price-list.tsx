import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { updateCustomerRequest, type AdminCustomer } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { adminPriceListsQuery } from '@/entities/admin/admin-price-lists.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { useSettled } from '@/shared/lib/use-settled.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { SelectField } from '@/shared/ui/field.tsx';
import { InFormSearch } from '@/shared/ui/in-form-search.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useSetCustomerPriceList } from '../api/customers.ts';

/**
 * The list the customer's buyers are priced with, chosen among the tenant's lists, or none (the
 * products' own prices). A tenant with more lists than one page narrows the choice by name.
 */
export function CustomerPriceList({ code, customer }: { code: string; customer: AdminCustomer }) {
  const { t } = useTranslation('admin-accounts');
  const id = useId();
  const toast = useToast();
  const save = useSetCustomerPriceList(code, customer.id);
  // '' is no list: the products' own prices.
  const form = useSchemaForm(
    updateCustomerRequest,
    { price_list_id: String(customer.price_list?.id ?? '') },
    { body: ({ price_list_id: id }) => ({ price_list_id: id === '' ? null : Number(id) }) },
  );
  const [text, setText] = useState('');
  const search = useSettled(text);
  const lists = useQuery(adminPriceListsQuery(code, { search, page: 1 }));
  const found = lists.data?.data ?? [];
  // The current list stays a choice whatever the search finds.
  const current = customer.price_list;
  const choices =
    current && !found.some((list) => list.id === current.id) ? [current, ...found] : found;
  const narrows = search !== '' || (lists.data?.meta.last_page ?? 1) > 1;

  const submit = form.submit(({ price_list_id: id }) =>
    save.mutate(id, {
      onSuccess: () => toast.success(t('customer.priceList.saved')),
      onError: form.failed,
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('customer.priceList.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('customer.priceList.help')}</p>
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      {lists.isError ? <Alert tone="error">{t('customer.priceList.loadError')}</Alert> : null}
      {narrows ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-search`} className="text-sm font-medium">
            {t('customer.priceList.search')}
          </label>
          <InFormSearch
            id={`${id}-search`}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      ) : null}
      <SelectField
        label={t('customer.priceList.label')}
        value={form.values.price_list_id}
        onChange={(event) => form.edit('price_list_id', event.target.value)}
        error={form.errors.price_list_id}
      >
        <option value="">{t('customer.priceList.none')}</option>
        {choices.map((list) => (
          <option key={list.id} value={String(list.id)}>
            {list.name}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('customer.priceList.saving') : t('customer.priceList.save')}
        </Button>
        {current ? (
          <Link
            to={consolePaths.adminPriceList(current.id)}
            className="text-sm text-blue-800 hover:underline dark:text-sky-300"
          >
            {t('customer.priceList.open', { name: current.name })}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

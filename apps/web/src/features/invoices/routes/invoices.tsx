import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { INVOICE_STATUSES, invoiceListQuery, type InvoiceStatus } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { useInvoices } from '@/entities/invoices/invoices-api.ts';
import { InvoicesTable } from '@/entities/invoices/invoices-table.tsx';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { PageSummary, Pager } from '@/shared/ui/pager.tsx';
import { TabList, tabId } from '@/shared/ui/tab-list.tsx';

type Tab = InvoiceStatus | 'all';
const TABS: readonly Tab[] = ['all', ...INVOICE_STATUSES];
const tabOf = (value: string | null): Tab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'all';

/** The filters the form edits, as the URL keeps them ('' for none). */
interface Filters {
  search: string;
  po: string;
  due_from: string;
  due_to: string;
}
const FILTER_KEYS = ['search', 'po', 'due_from', 'due_to'] as const;

/** The list query's part the form checks: only the filters given, as the API takes them. */
const queryOf = (filters: Filters) => ({
  ...(filters.search ? { search: filters.search } : {}),
  ...(filters.po ? { po_number: filters.po } : {}),
  ...(filters.due_from ? { due_from: filters.due_from } : {}),
  ...(filters.due_to ? { due_to: filters.due_to } : {}),
});

/**
 * /invoices: the company's invoices by status, searched by number or PO, filtered by PO number
 * and due dates (issue 31 point 3). Every filter lives in the URL, so a filtered list can be
 * bookmarked, shared and reached again with Back; the contract's list query checks them first.
 */
export function InvoicesRoute() {
  const { t } = useTranslation('invoices');
  const code = useSession().manufacturer?.code ?? '';
  const idPrefix = useId();
  const [search, setSearch] = useSearchParams();
  const status = tabOf(search.get('status'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const asked: Filters = {
    search: (search.get('search') ?? '').trim(),
    po: (search.get('po') ?? '').trim(),
    due_from: search.get('due_from') ?? '',
    due_to: search.get('due_to') ?? '',
  };
  const valid = invoiceListQuery.safeParse(queryOf(asked)).success;
  const form = useSchemaForm<Filters, ReturnType<typeof queryOf>>(invoiceListQuery, () => asked, {
    body: (values) =>
      queryOf({
        search: values.search.trim(),
        po: values.po.trim(),
        due_from: values.due_from,
        due_to: values.due_to,
      }),
    shows: (path) => ['search', 'po_number', 'due_from', 'due_to'].includes(path),
  });
  const invoices = useInvoices(
    code,
    {
      status,
      search: asked.search,
      poNumber: asked.po,
      dueFrom: asked.due_from,
      dueTo: asked.due_to,
      page,
    },
    valid,
  );
  const go = (next: { status?: Tab; page?: number; filters?: Filters }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status ?? status;
    const filters = next.filters ?? asked;
    if (nextStatus !== 'all') params.set('status', nextStatus);
    for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
  };
  const filtered = FILTER_KEYS.some((key) => asked[key]);
  const clear = () => {
    for (const key of FILTER_KEYS) form.edit(key, '');
    go({ filters: { search: '', po: '', due_from: '', due_to: '' } });
  };
  const statusLabel = status === 'all' ? t('list.all') : t(`status.${status}`);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t('list.title')}</h1>
        <Link to={paths.account()} className="underline">
          {t('list.account')}
        </Link>
      </div>
      <form
        role="search"
        aria-label={t('list.filtersLabel')}
        noValidate
        onSubmit={form.submit((query) =>
          go({
            filters: {
              search: query.search ?? '',
              po: query.po_number ?? '',
              due_from: query.due_from ?? '',
              due_to: query.due_to ?? '',
            },
          }),
        )}
        className="grid grid-cols-1 items-end gap-2 sm:grid-cols-2 lg:flex lg:flex-wrap"
      >
        <TextField
          type="search"
          label={t('list.searchLabel')}
          maxLength={100}
          value={form.values.search}
          error={form.errors['search']}
          onChange={(event) => form.edit('search', event.target.value)}
        />
        <TextField
          type="search"
          label={t('list.po')}
          maxLength={100}
          value={form.values.po}
          error={form.errors['po_number']}
          onChange={(event) => form.edit('po', event.target.value, 'po_number')}
        />
        <TextField
          type="date"
          label={t('list.dueFrom')}
          value={form.values.due_from}
          error={form.errors['due_from']}
          onChange={(event) => form.edit('due_from', event.target.value)}
        />
        <TextField
          type="date"
          label={t('list.dueTo')}
          value={form.values.due_to}
          error={form.errors['due_to']}
          onChange={(event) => form.edit('due_to', event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClasses('secondary')}>
            {t('list.search')}
          </button>
          {filtered ? (
            <button type="button" className={buttonClasses('ghost')} onClick={clear}>
              {t('list.clearFilters')}
            </button>
          ) : null}
        </div>
      </form>
      <TabList
        label={t('list.tabsLabel')}
        tabs={TABS.map((tab) => ({
          value: tab,
          label: tab === 'all' ? t('list.all') : t(`status.${tab}`),
        }))}
        value={status}
        onChange={(tab) => go({ status: tab })}
        idPrefix={idPrefix}
      />
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(idPrefix, status)}
        className="flex flex-col gap-3"
      >
        {!valid ? (
          <Alert tone="error">{t('list.badFilters')}</Alert>
        ) : invoices.isPending ? (
          <Loading label={t('list.loading')} />
        ) : invoices.isError ? (
          <Alert tone="error">{t('list.loadError')}</Alert>
        ) : invoices.data.data.length === 0 ? (
          <p className="py-10 text-center text-slate-600 dark:text-slate-400">
            {filtered ? t('list.emptyFiltered') : t('list.empty')}
          </p>
        ) : (
          <>
            <PageSummary meta={invoices.data.meta} />
            <InvoicesTable
              invoices={invoices.data.data}
              label={t('list.tableLabel', { status: statusLabel })}
              pathOf={paths.invoice}
            />
            {invoices.data.meta.last_page > 1 ? (
              <Pager meta={invoices.data.meta} onPage={(next) => go({ page: next })} />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

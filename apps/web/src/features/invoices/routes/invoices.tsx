import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { INVOICE_STATUSES, type InvoiceStatus } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { useInvoices } from '@/entities/invoices/invoices-api.ts';
import { InvoicesTable } from '@/entities/invoices/invoices-table.tsx';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { PageSummary, Pager } from '@/shared/ui/pager.tsx';
import { TabList, tabId } from '@/shared/ui/tab-list.tsx';

type Tab = InvoiceStatus | 'all';
const TABS: readonly Tab[] = ['all', ...INVOICE_STATUSES];
const tabOf = (value: string | null): Tab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'all';

/** /invoices: the company's invoices by status, searched by number or PO (issue 31 point 3). */
export function InvoicesRoute() {
  const { t } = useTranslation('invoices');
  const code = useSession().manufacturer?.code ?? '';
  const idPrefix = useId();
  const [search, setSearch] = useSearchParams();
  const status = tabOf(search.get('status'));
  const text = search.get('search') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [draft, setDraft] = useState(text);
  const invoices = useInvoices(code, { status, search: text, page });
  const go = (next: { status?: Tab; page?: number; search?: string }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status ?? status;
    const nextText = next.search ?? text;
    if (nextStatus !== 'all') params.set('status', nextStatus);
    if (nextText) params.set('search', nextText);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ search: draft.trim() });
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
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('list.searchLabel')}
          <input
            type="search"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
            className="rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
          />
        </label>
        <button type="submit" className={buttonClasses('secondary')}>
          {t('list.search')}
        </button>
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
        {invoices.isPending ? (
          <Loading label={t('list.loading')} />
        ) : invoices.isError ? (
          <Alert tone="error">{t('list.loadError')}</Alert>
        ) : invoices.data.data.length === 0 ? (
          <p className="py-10 text-center text-slate-600 dark:text-slate-400">{t('list.empty')}</p>
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

import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { QUOTE_STATUSES, type QuoteStatus } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { useQuotes } from '@/entities/quotes/quotes-api.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { PageSummary, Pager } from '@/shared/ui/pager.tsx';
import { TabList, tabId } from '@/shared/ui/tab-list.tsx';
import { QuotesTable } from '@/entities/quotes/quotes-table.tsx';

type Tab = QuoteStatus | 'all';
const TABS: readonly Tab[] = ['all', ...QUOTE_STATUSES];
const tabOf = (value: string | null): Tab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'all';

/** /quotes: the customer's quotes, filtered by status, newest change first (issue 30 point 7). */
export function QuotesRoute() {
  const { t } = useTranslation('quotes');
  const code = useSession().manufacturer?.code ?? '';
  const idPrefix = useId();
  const [search, setSearch] = useSearchParams();
  const status = tabOf(search.get('status'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const quotes = useQuotes(code, status, page);
  const go = (next: { status?: Tab; page?: number }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'all') params.set('status', nextStatus);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
  };
  const statusLabel = status === 'all' ? t('list.all') : t(`status.${status}`);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('list.title')}</h1>
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
        {quotes.isPending ? (
          <Loading label={t('list.loading')} />
        ) : quotes.isError ? (
          <Alert tone="error">{t('list.loadError')}</Alert>
        ) : quotes.data.data.length === 0 ? (
          <p className="py-10 text-center text-slate-600 dark:text-slate-400">{t('list.empty')}</p>
        ) : (
          <>
            <PageSummary meta={quotes.data.meta} />
            <QuotesTable
              quotes={quotes.data.data}
              label={t('list.tableLabel', { status: statusLabel })}
              pathOf={paths.quote}
            />
            {quotes.data.meta.last_page > 1 ? (
              <Pager meta={quotes.data.meta} onPage={(next) => go({ page: next })} />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

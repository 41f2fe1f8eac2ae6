import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { PageSummary, Pager } from '@/shared/ui/pager.tsx';
import { SearchForm } from '@/shared/ui/search-form.tsx';
import { tabId } from '@/shared/ui/tab-list.tsx';
import { useOrders } from '../api/get-orders.ts';
import { OrdersTable } from '../components/orders-table.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { useOrderParams } from '../hooks/use-order-params.ts';

/** /orders: status tabs (Submitted first, then All), search by order number or PO, paging. */
export function OrderListRoute() {
  const { t } = useTranslation('orders');
  const code = useSession().manufacturer?.code ?? '';
  const idPrefix = useId();
  const { params, setStatus, setSearch, setPage } = useOrderParams();
  const orders = useOrders(code, params);
  const label = t('orderList.tableLabel', { status: t(`buyerTab.${params.status}`) });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('orderList.title')}</h1>
        <SearchForm
          value={params.search}
          onSearch={setSearch}
          label={t('orderList.searchLabel')}
          placeholder={t('orderList.searchPlaceholder')}
        />
      </div>
      <StatusTabs value={params.status} onChange={setStatus} idPrefix={idPrefix} />
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(idPrefix, params.status)}
        className="flex flex-col gap-3"
      >
        {orders.isPending ? (
          <Loading label={t('orderList.loading')} />
        ) : orders.isError ? (
          <Alert tone="error">{t('orderList.loadError')}</Alert>
        ) : orders.data.data.length === 0 ? (
          <p className="py-10 text-center text-slate-600 dark:text-slate-400">
            {t('orderList.empty')}
          </p>
        ) : (
          <>
            <PageSummary meta={orders.data.meta} />
            <OrdersTable orders={orders.data.data} label={label} />
            {orders.data.meta.last_page > 1 ? (
              <Pager meta={orders.data.meta} onPage={setPage} />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

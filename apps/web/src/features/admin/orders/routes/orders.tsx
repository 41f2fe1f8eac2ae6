import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUSES } from '@portal/contract';
import { AdminPage } from '@/shared/admin/admin-page.tsx';
import { QueryList } from '@/shared/admin/query-list.tsx';
import { useAdminCode } from '@/shared/admin/use-admin-code.ts';
import { useListQuery } from '@/shared/admin/use-list-query.ts';
import { SearchForm } from '@/shared/ui/search-form.tsx';
import { TabList, tabId } from '@/shared/ui/tab-list.tsx';
import { adminOrdersQuery, type AdminOrderParams } from '../api/admin-orders.ts';
import { AdminOrdersTable } from '../components/admin-orders-table.tsx';

const TABS = ['all', ...ORDER_STATUSES] as const;
const DEFAULTS = { status: 'all', search: '' };

/**
 * /admin/orders: every customer's orders by status (the tab is `?status=`, so the overview links
 * straight to Pending), searched by order number, PO or customer, 20 a page.
 */
export function AdminOrdersRoute() {
  const { t } = useTranslation(['admin-orders', 'orders']);
  const code = useAdminCode();
  const idPrefix = useId();
  const list = useListQuery(DEFAULTS, { status: TABS });
  const params: AdminOrderParams = {
    status: list.values.status as AdminOrderParams['status'],
    search: list.values.search,
    page: list.page,
  };
  const orders = useQuery(adminOrdersQuery(code, params));
  const tabLabel = (status: AdminOrderParams['status']) =>
    status === 'all' ? t('list.all') : t(`orders:status.${status}`);
  const tabs = TABS.map((status) => ({ value: status, label: tabLabel(status) }));

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={
        <SearchForm
          value={params.search}
          onSearch={(text) => list.setValue('search', text)}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
      }
    >
      <TabList
        label={t('list.tabsLabel')}
        tabs={tabs}
        value={params.status}
        onChange={(status) => list.setValue('status', status)}
        idPrefix={idPrefix}
      />
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(idPrefix, params.status)}
        className="flex flex-col gap-3"
      >
        <QueryList
          query={orders}
          loading={t('list.loading')}
          error={t('list.loadError')}
          empty={params.search ? t('list.noMatch', { search: params.search }) : t('list.empty')}
          onPage={list.setPage}
        >
          {(rows) => (
            <AdminOrdersTable
              orders={rows}
              label={t('list.tableLabel', { status: tabLabel(params.status) })}
            />
          )}
        </QueryList>
      </div>
    </AdminPage>
  );
}

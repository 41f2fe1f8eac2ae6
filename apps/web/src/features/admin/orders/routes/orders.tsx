import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUSES } from '@portal/contract';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { QueryList } from '@/entities/admin/query-list.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useListQuery } from '@/entities/admin/use-list-query.ts';
import { SearchForm } from '@/shared/ui/search-form.tsx';
import { TabList, tabId } from '@/shared/ui/tab-list.tsx';
import { adminOrdersQuery, type AdminOrderParams } from '../api/admin-orders.ts';
import { AdminOrdersTable } from '../components/admin-orders-table.tsx';

const TABS = ['all', ...ORDER_STATUSES] as const;
const DEFAULTS = { status: 'all', search: '', customer_id: '' };

const positiveId = (text: string) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/**
 * /admin/orders: every customer's orders by status (the tab is `?status=`, so the overview links
 * straight to Draft, the orders waiting to be confirmed), searched by order number, PO or customer, 20 a page. A customer's page
 * links here with `?customer_id=` for that customer's orders only.
 */
export function AdminOrdersRoute() {
  const { t } = useTranslation(['admin-orders', 'orders', 'server']);
  const code = useAdminCode();
  const idPrefix = useId();
  const list = useListQuery(DEFAULTS, { status: TABS });
  const params: AdminOrderParams = {
    status: list.values.status as AdminOrderParams['status'],
    search: list.values.search,
    customerId: positiveId(list.values.customer_id),
    page: list.page,
  };
  const orders = useQuery(adminOrdersQuery(code, params));
  const customer = orders.data?.data[0]?.customer;
  const tabLabel = (status: AdminOrderParams['status']) =>
    status === 'all' ? t('list.all') : t(`server:orderStatus.staff.${status}`);
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
      {params.customerId !== undefined ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <p>
            {customer
              ? t('list.customerFilter', { code: customer.code, name: customer.name })
              : t('list.customerFilterUnnamed')}
          </p>
          <button
            type="button"
            className="rounded-md px-2 py-1 font-medium text-blue-700 underline hover:bg-slate-100 dark:text-sky-300 dark:hover:bg-slate-800"
            onClick={() => list.setValue('customer_id', '')}
          >
            {t('list.allCustomers')}
          </button>
        </div>
      ) : null}
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

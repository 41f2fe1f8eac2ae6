import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { consolePaths } from '@/app/console-paths.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useListQuery } from '@/entities/admin/use-list-query.ts';
import { ApiError } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { useBackTo } from '@/shared/ui/link-row.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { TabList, tabId } from '@/shared/ui/tab-list.tsx';
import { usePriceList } from '../api/price-lists-api.ts';
import { EntriesPanel } from '../components/entries-panel.tsx';
import { ListCustomersPanel } from '../components/list-customers-panel.tsx';
import { PriceListCsv } from '../components/price-list-csv.tsx';
import { PriceListDetailsForm } from '../components/price-list-details-form.tsx';

const TABS = ['prices', 'customers', 'csv'] as const;
type Tab = (typeof TABS)[number];
const DEFAULTS = { tab: 'prices', search: '' };
const ALLOWED = { tab: TABS };

const idOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/**
 * /admin/price-lists/{id}: the list's name and days, then its prices (tiers by product and unit),
 * the customers it prices and its CSV, a tab each; the tab, search and page are in the URL.
 */
export function AdminPriceListRoute() {
  const { t } = useTranslation(['admin-price-lists', 'admin']);
  const code = useAdminCode();
  const id = idOf(useParams().priceListId);
  const priceList = usePriceList(code, id);
  const backTo = useBackTo(consolePaths.adminPriceLists());
  const idPrefix = useId();
  const view = useListQuery(DEFAULTS, ALLOWED);
  const tab = view.values.tab as Tab;
  const missing =
    id === null || (priceList.error instanceof ApiError && priceList.error.status === 404);
  const back = (
    <Link to={backTo} className={buttonClasses('secondary')}>
      {t('detail.back')}
    </Link>
  );

  if (missing || !priceList.data) {
    return (
      <AdminPage title={t('admin:nav.priceLists')} actions={back}>
        {missing ? (
          <Alert tone="error">{t('detail.notFound')}</Alert>
        ) : priceList.isError ? (
          <Alert tone="error">{t('detail.loadError')}</Alert>
        ) : (
          <Loading label={t('detail.loading')} />
        )}
      </AdminPage>
    );
  }
  const list = priceList.data;
  return (
    <AdminPage title={list.name} description={t('detail.description')} actions={back}>
      <PriceListDetailsForm key={list.id} code={code} list={list} />
      <TabList
        label={t('detail.tabsLabel')}
        tabs={[
          { value: 'prices', label: t('detail.tabs.prices', { count: list.product_count }) },
          { value: 'customers', label: t('detail.tabs.customers', { count: list.customer_count }) },
          { value: 'csv', label: t('detail.tabs.csv') },
        ]}
        value={tab}
        onChange={(value) => view.setValue('tab', value)}
        idPrefix={idPrefix}
      />
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={tabId(idPrefix, tab)}>
        {tab === 'prices' ? (
          <EntriesPanel
            code={code}
            listId={list.id}
            search={view.values.search}
            page={view.page}
            onSearch={(text) => view.setValue('search', text)}
            onPage={view.setPage}
          />
        ) : tab === 'customers' ? (
          <ListCustomersPanel code={code} list={list} page={view.page} onPage={view.setPage} />
        ) : (
          <PriceListCsv code={code} listId={list.id} />
        )}
      </div>
    </AdminPage>
  );
}

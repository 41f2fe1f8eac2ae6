import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { adminPriceListsQuery } from '@/entities/admin/admin-price-lists.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { QueryList } from '@/entities/admin/query-list.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useListQuery } from '@/entities/admin/use-list-query.ts';
import { Button } from '@/shared/ui/button.tsx';
import { SearchForm } from '@/shared/ui/search-form.tsx';
import { CreatePriceListDialog } from '../components/create-price-list-dialog.tsx';
import { PriceListsTable } from '../components/price-lists-table.tsx';

const DEFAULTS = { search: '' };

/** /admin/price-lists: the customers' negotiated prices, list by list; search, pages, a new one. */
export function AdminPriceListsRoute() {
  const { t } = useTranslation(['admin-price-lists', 'admin']);
  const code = useAdminCode();
  const list = useListQuery(DEFAULTS);
  const lists = useQuery(
    adminPriceListsQuery(code, { search: list.values.search, page: list.page }),
  );
  const [creating, setCreating] = useState(false);

  return (
    <AdminPage
      title={t('admin:nav.priceLists')}
      description={t('lists.description')}
      actions={<Button onClick={() => setCreating(true)}>{t('lists.new')}</Button>}
    >
      <SearchForm
        value={list.values.search}
        onSearch={(text) => list.setValue('search', text)}
        label={t('lists.searchLabel')}
        placeholder={t('lists.searchPlaceholder')}
      />
      <QueryList
        query={lists}
        loading={t('lists.loading')}
        error={t('lists.loadError')}
        empty={list.values.search ? t('lists.noMatch') : t('lists.empty')}
        onPage={list.setPage}
      >
        {(rows) => <PriceListsTable lists={rows} />}
      </QueryList>
      {creating ? <CreatePriceListDialog code={code} onClose={() => setCreating(false)} /> : null}
    </AdminPage>
  );
}

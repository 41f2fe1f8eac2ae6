import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { adminCustomersQuery } from '@/entities/admin/admin-customers.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { QueryList } from '@/entities/admin/query-list.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useListQuery } from '@/entities/admin/use-list-query.ts';
import { Button } from '@/shared/ui/button.tsx';
import { SearchForm } from '@/shared/ui/search-form.tsx';
import { CreateCustomerDialog } from '../components/create-customer-dialog.tsx';
import { CustomersTable } from '../components/customers-table.tsx';

const DEFAULTS = { search: '' };

/** /admin/customers: the companies buyers order for; search, pages, and a new one. */
export function AdminCustomersRoute() {
  const { t } = useTranslation(['admin-accounts', 'admin']);
  const code = useAdminCode();
  const list = useListQuery(DEFAULTS);
  const customers = useQuery(
    adminCustomersQuery(code, { search: list.values.search, page: list.page }),
  );
  const [creating, setCreating] = useState(false);

  return (
    <AdminPage
      title={t('admin:nav.customers')}
      description={t('customers.description')}
      actions={<Button onClick={() => setCreating(true)}>{t('customers.new')}</Button>}
    >
      <SearchForm
        value={list.values.search}
        onSearch={(text) => list.setValue('search', text)}
        label={t('customers.searchLabel')}
        placeholder={t('customerPicker.placeholder')}
      />
      <QueryList
        query={customers}
        loading={t('customerPicker.loading')}
        error={t('customerPicker.loadError')}
        empty={list.values.search ? t('customerPicker.none') : t('customers.empty')}
        onPage={list.setPage}
      >
        {(rows) => <CustomersTable customers={rows} />}
      </QueryList>
      {creating ? <CreateCustomerDialog code={code} onClose={() => setCreating(false)} /> : null}
    </AdminPage>
  );
}

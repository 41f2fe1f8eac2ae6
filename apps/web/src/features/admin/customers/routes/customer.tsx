import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useLocation, useParams } from 'react-router';
import { consolePaths } from '@/app/console-paths.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { ApiError } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useCustomer } from '../api/customers.ts';
import { AddressList } from '../components/address-list.tsx';
import { CustomerAccounts } from '../components/customer-accounts.tsx';
import { CustomerApprovalRules } from '../components/customer-approval-rules.tsx';
import { CustomerDetailsForm } from '../components/customer-details-form.tsx';
import { CustomerPriceList } from '../components/customer-price-list.tsx';
import { CustomerLedger } from '../components/customer-ledger.tsx';

const idOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** /admin/customers/{id}: the customer's details, addresses and accounts. */
export function AdminCustomerRoute() {
  const { t } = useTranslation(['admin-accounts', 'admin']);
  const code = useAdminCode();
  const id = idOf(useParams().customerId);
  const customer = useCustomer(code, id);
  const listUrl = (useLocation().state as { listUrl?: unknown } | null)?.listUrl;
  const backTo =
    typeof listUrl === 'string' && listUrl.startsWith(consolePaths.adminCustomers())
      ? listUrl
      : consolePaths.adminCustomers();
  const missing =
    id === null || (customer.error instanceof ApiError && customer.error.status === 404);

  const actions = (
    <>
      {id !== null && !missing ? (
        <Link
          to={consolePaths.adminOrders(`customer_id=${id}`)}
          className={buttonClasses('secondary')}
        >
          {t('customer.orders')}
        </Link>
      ) : null}
      <Link to={backTo} className={buttonClasses('secondary')}>
        {t('customer.back')}
      </Link>
    </>
  );
  return (
    <AdminPage
      title={
        customer.data
          ? t('customer.title', { code: customer.data.code, name: customer.data.name })
          : t('admin:nav.customers')
      }
      actions={actions}
    >
      {missing ? (
        <Alert tone="error">{t('customer.notFound')}</Alert>
      ) : customer.isPending ? (
        <Loading label={t('customer.loading')} />
      ) : customer.isError ? (
        <Alert tone="error">{t('customer.loadError')}</Alert>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          <div className="flex flex-col gap-4">
            {/* Keyed by the customer: another customer's page starts from its own values. */}
            <CustomerDetailsForm
              key={`details-${customer.data.id}`}
              code={code}
              customer={customer.data}
            />
            <CustomerPriceList
              key={`price-list-${customer.data.id}`}
              code={code}
              customer={customer.data}
            />
          </div>
          <div className="flex flex-col gap-4">
            <CustomerAccounts members={customer.data.members} />
            <CustomerApprovalRules code={code} customer={customer.data} />
          </div>
          <div className="xl:col-span-2">
            <AddressList
              code={code}
              customerId={customer.data.id}
              addresses={customer.data.addresses}
            />
          </div>
          <div className="xl:col-span-2">
            <CustomerLedger code={code} customerId={customer.data.id} />
          </div>
        </div>
      )}
    </AdminPage>
  );
}

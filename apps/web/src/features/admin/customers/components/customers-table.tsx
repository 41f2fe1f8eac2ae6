import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import type { AdminCustomerSummary } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { AdminTable, cellClasses } from '@/shared/admin/admin-table.tsx';
import { formatDateTime } from '@/shared/lib/format.ts';

/** One row per customer; its code opens its page (which leads back to this search and page). */
export function CustomersTable({ customers }: { customers: readonly AdminCustomerSummary[] }) {
  const { t, i18n } = useTranslation('admin-accounts');
  const location = useLocation();
  const state = { listUrl: location.pathname + location.search };
  const language = i18n.language;
  return (
    <AdminTable
      caption={t('customers.caption')}
      columns={[
        t('customerFields.code'),
        t('customerFields.name'),
        t('customerFields.email'),
        t('customerFields.mobile_phone'),
        t('customers.createdAt'),
      ]}
    >
      {customers.map((customer) => (
        <tr key={customer.id} className="hover:bg-slate-50 dark:hover:bg-slate-800">
          <td className={`${cellClasses} font-semibold whitespace-nowrap`}>
            <Link
              to={paths.adminCustomer(customer.id)}
              state={state}
              className="text-blue-800 hover:underline dark:text-sky-300"
            >
              {customer.code}
            </Link>
          </td>
          <td className={cellClasses}>{customer.name}</td>
          <td className={`${cellClasses} break-all`}>{customer.email ?? '-'}</td>
          <td className={`${cellClasses} whitespace-nowrap`}>{customer.mobile_phone ?? '-'}</td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            {formatDateTime(customer.created_at, language)}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

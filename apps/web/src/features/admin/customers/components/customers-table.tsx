import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminCustomerSummary } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { formatDateTime } from '@/shared/lib/format.ts';
import { RowLink, useListState } from '@/shared/ui/link-row.tsx';

/** One row per customer; its code opens its page (which leads back to this search and page). */
export function CustomersTable({ customers }: { customers: readonly AdminCustomerSummary[] }) {
  const { t, i18n } = useTranslation('admin-accounts');
  const state = useListState();
  const language = i18n.language;
  return (
    <ResponsiveTable
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
            <RowLink to={consolePaths.adminCustomer(customer.id)} state={state}>
              {customer.code}
            </RowLink>
          </td>
          <td className={cellClasses}>{customer.name}</td>
          <td className={`${cellClasses} break-all`}>{customer.email ?? '-'}</td>
          <td className={`${cellClasses} whitespace-nowrap`}>{customer.mobile_phone ?? '-'}</td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            {formatDateTime(customer.created_at, language)}
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { PriceListCustomer } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { QueryList } from '@/entities/admin/query-list.tsx';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { RowLink, useListState } from '@/shared/ui/link-row.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { listCustomersQuery, useListAssignment } from '../api/list-customers-api.ts';
import { AssignCustomerDialog } from './assign-customer-dialog.tsx';

interface ListCustomersPanelProps {
  code: string;
  list: { id: number; name: string };
  page: number;
  onPage: (page: number) => void;
}

/** The customers priced with the list; one more assigned, or one taken off (back to own prices). */
export function ListCustomersPanel({ code, list, page, onPage }: ListCustomersPanelProps) {
  const { t } = useTranslation(['admin-price-lists', 'server']);
  const toast = useToast();
  const state = useListState();
  const customers = useQuery(listCustomersQuery(code, list.id, page));
  const unassign = useListAssignment(code, list.id);
  const [assigning, setAssigning] = useState(false);
  const [toUnassign, setToUnassign] = useState<PriceListCustomer | null>(null);

  const confirmUnassign = (customer: PriceListCustomer) => {
    setToUnassign(null);
    unassign.mutate(
      { customerId: customer.id, assign: false },
      {
        onSuccess: () => toast.success(t('customers.unassigned', { customer: customer.name })),
        onError: (error) => toast.error(errorMessage(error, t('server:errors.unexpected'))),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-sm text-slate-600 dark:text-slate-400">
          {t('customers.help')}
        </p>
        <Button onClick={() => setAssigning(true)}>{t('customers.assign')}</Button>
      </div>
      <QueryList
        query={customers}
        loading={t('customers.loading')}
        error={t('customers.loadError')}
        empty={t('customers.empty')}
        onPage={onPage}
      >
        {(rows) => (
          <ResponsiveTable
            caption={t('customers.caption', { list: list.name })}
            columns={[
              t('customers.columns.code'),
              t('customers.columns.name'),
              <span key="actions" className="sr-only">
                {t('customers.columns.actions')}
              </span>,
            ]}
          >
            {rows.map((customer) => (
              <tr key={customer.id}>
                <td className={`${cellClasses} font-semibold whitespace-nowrap`}>
                  <RowLink to={consolePaths.adminCustomer(customer.id)} state={state}>
                    {customer.code}
                  </RowLink>
                </td>
                <td className={`${cellClasses} min-w-40`}>{customer.name}</td>
                <td className={`${cellClasses} text-right`}>
                  <Button
                    variant="ghost"
                    className="px-2 py-1 whitespace-nowrap"
                    disabled={unassign.isPending && unassign.variables.customerId === customer.id}
                    aria-label={t('customers.unassignLabel', { customer: customer.name })}
                    onClick={() => setToUnassign(customer)}
                  >
                    {t('customers.unassign')}
                  </Button>
                </td>
              </tr>
            ))}
          </ResponsiveTable>
        )}
      </QueryList>
      {assigning ? (
        <AssignCustomerDialog code={code} list={list} onClose={() => setAssigning(false)} />
      ) : null}
      <ConfirmModal
        open={toUnassign !== null}
        danger
        title={t('customers.confirmUnassignTitle', { customer: toUnassign?.name ?? '' })}
        message={t('customers.confirmUnassign', { list: list.name })}
        confirmLabel={t('customers.unassign')}
        onCancel={() => setToUnassign(null)}
        onConfirm={() => toUnassign && confirmUnassign(toUnassign)}
      />
    </div>
  );
}

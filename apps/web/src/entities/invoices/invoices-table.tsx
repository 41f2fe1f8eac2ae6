import type { InvoiceSummary } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDate, useFormatMoney } from '@/shared/lib/format.ts';
import { LinkRow, RowLink, useListState } from '@/shared/ui/link-row.tsx';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';

/** One row per invoice (a card on a phone, decision 026); the number links to the invoice. */
export function InvoicesTable({
  invoices,
  label,
  pathOf,
}: {
  invoices: readonly InvoiceSummary[];
  label: string;
  pathOf: (invoiceId: number) => string;
}) {
  const { t, i18n } = useTranslation('invoices');
  const formatMoney = useFormatMoney();
  const state = useListState();
  const right = (key: string, text: string) => (
    <span key={key} className="block text-right">
      {text}
    </span>
  );
  const columns = [
    t('list.number'),
    t('list.issued'),
    t('list.due'),
    t('list.po'),
    right('total', t('list.total')),
    right('open', t('list.open')),
    t('list.status'),
  ];
  return (
    <ResponsiveTable caption={label} columns={columns}>
      {invoices.map((invoice) => (
        <LinkRow key={invoice.id} to={pathOf(invoice.id)} state={state}>
          <td className={`${cellClasses} font-semibold`}>
            <RowLink to={pathOf(invoice.id)} state={state}>
              {invoice.number}
            </RowLink>
          </td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            {formatDate(invoice.issue_date, i18n.language)}
          </td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            {formatDate(invoice.due_date, i18n.language)}
          </td>
          <td className={cellClasses}>{invoice.po_number ?? '-'}</td>
          <td className={`${cellClasses} text-right tabular-nums`}>{formatMoney(invoice.total)}</td>
          <td className={`${cellClasses} text-right tabular-nums`}>
            {formatMoney(invoice.open_amount)}
          </td>
          <td className={cellClasses}>
            <InvoiceStatusBadge status={invoice.status} />
          </td>
        </LinkRow>
      ))}
    </ResponsiveTable>
  );
}

const TONES: Record<InvoiceSummary['status'], string> = {
  open: 'bg-blue-50 text-blue-800 dark:bg-sky-950 dark:text-sky-200',
  partly_paid: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  paid: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  overdue: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceSummary['status'] }) {
  const { t } = useTranslation('invoices');
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}

import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDate, useFormatMoney } from '@/shared/lib/format.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { CardSection } from '@/shared/ui/card-section.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { useCustomerLedger } from '../api/ledger.ts';
import { RecordCreditDialog } from './record-credit-dialog.tsx';

/**
 * The customer's ledger in the console (issue 31 point 2): the balance, the entries newest first
 * (invoices, payments, credit notes, signed), and the dialogs that record a payment or a credit
 * note against one of its open invoices or on account.
 */
export function CustomerLedger({ code, customerId }: { code: string; customerId: number }) {
  const { t, i18n } = useTranslation(['admin-accounts', 'invoices']);
  const formatMoney = useFormatMoney();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'payment' | 'credit_note' | null>(null);
  const ledger = useCustomerLedger(code, customerId, page);

  return (
    <CardSection
      title={t('ledger.title')}
      description={
        ledger.data ? t('ledger.balance', { balance: formatMoney(ledger.data.balance) }) : undefined
      }
      action={
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => setDialog('payment')}
          >
            {t('ledger.recordPayment')}
          </button>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => setDialog('credit_note')}
          >
            {t('ledger.recordCreditNote')}
          </button>
        </div>
      }
    >
      {ledger.isPending ? (
        <Loading label={t('ledger.loading')} />
      ) : ledger.isError ? (
        <Alert tone="error">{t('ledger.loadError')}</Alert>
      ) : ledger.data.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('ledger.empty')}</p>
      ) : (
        <>
          <ResponsiveTable
            caption={t('ledger.entries')}
            columns={[
              t('ledger.date'),
              t('ledger.kind'),
              t('ledger.reference'),
              <span key="amount" className="block text-right">
                {t('ledger.amount')}
              </span>,
            ]}
          >
            {ledger.data.data.map((entry) => (
              <tr key={entry.id}>
                <td className={`${cellClasses} whitespace-nowrap`}>
                  {formatDate(entry.date, i18n.language)}
                </td>
                <td className={cellClasses}>{t(`invoices:kind.${entry.kind}`)}</td>
                <td className={cellClasses}>{entry.reference ?? '-'}</td>
                <td className={`${cellClasses} text-right tabular-nums`}>
                  {formatMoney(entry.amount)}
                </td>
              </tr>
            ))}
          </ResponsiveTable>
          {ledger.data.meta.last_page > 1 ? (
            <Pager meta={ledger.data.meta} onPage={setPage} />
          ) : null}
        </>
      )}
      {dialog ? (
        <RecordCreditDialog
          code={code}
          customerId={customerId}
          kind={dialog}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </CardSection>
  );
}

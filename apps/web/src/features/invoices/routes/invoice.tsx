import { Link, useParams } from 'react-router';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { paths } from '@/app/paths.ts';
import { useInvoice } from '@/entities/invoices/invoices-api.ts';
import { InvoiceStatusBadge } from '@/entities/invoices/invoices-table.tsx';
import { OrderDocumentActions } from '@/entities/orders/order-document-actions.tsx';
import { callBlob } from '@/shared/api/api-client.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDate, useFormatMoney } from '@/shared/lib/format.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { useBackTo } from '@/shared/ui/link-row.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';

/** /invoices/:invoiceId: one invoice, its lines, taxes, what settled it, and its PDF. */
export function InvoiceRoute() {
  const { t, i18n } = useTranslation('invoices');
  const formatMoney = useFormatMoney();
  const code = useSession().manufacturer?.code ?? '';
  const raw = Number(useParams().invoiceId);
  const invoiceId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const invoice = useInvoice(code, invoiceId);
  const backTo = useBackTo(paths.invoices());
  const date = (value: string) => formatDate(value, i18n.language);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">
        {invoice.data ? t('detail.title', { number: invoice.data.data.number }) : t('list.title')}
      </h1>
      {invoiceId === null ? (
        <Alert tone="error">{t('detail.notFound')}</Alert>
      ) : invoice.isPending ? (
        <Loading label={t('detail.loading')} />
      ) : invoice.isError ? (
        <Alert tone="error">{t('detail.loadError')}</Alert>
      ) : (
        <>
          <OrderDocumentActions
            pdf={() => callBlob(memberEndpoints.invoicePdf, { params: { code, invoiceId } })}
            fileName={`${code}-invoice-${invoice.data.data.number}.pdf`}
          />
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{t('detail.status')}</dt>
            <dd>
              <InvoiceStatusBadge status={invoice.data.data.status} />
            </dd>
            <dt className="font-semibold">{t('list.issued')}</dt>
            <dd>{date(invoice.data.data.issue_date)}</dd>
            <dt className="font-semibold">{t('list.due')}</dt>
            <dd>{date(invoice.data.data.due_date)}</dd>
            <dt className="font-semibold">{t('list.po')}</dt>
            <dd>{invoice.data.data.po_number ?? '-'}</dd>
            {invoice.data.data.order_id !== null ? (
              <>
                <dt className="font-semibold">{t('detail.order')}</dt>
                <dd>
                  <Link className="underline" to={paths.order(invoice.data.data.order_id)}>
                    {invoice.data.data.order_number}
                  </Link>
                </dd>
              </>
            ) : null}
            <dt className="font-semibold">{t('list.total')}</dt>
            <dd className="tabular-nums">{formatMoney(invoice.data.data.total)}</dd>
            <dt className="font-semibold">{t('detail.paid')}</dt>
            <dd className="tabular-nums">{formatMoney(invoice.data.data.paid_amount)}</dd>
            <dt className="font-semibold">{t('list.open')}</dt>
            <dd className="tabular-nums font-semibold">
              {formatMoney(invoice.data.data.open_amount)}
            </dd>
          </dl>
          <h2 className="text-lg font-semibold">{t('detail.lines')}</h2>
          <ResponsiveTable
            caption={t('detail.lines')}
            columns={[
              t('detail.partNumber'),
              t('detail.description'),
              t('detail.quantity'),
              t('detail.unitPrice'),
              t('detail.lineTotal'),
            ]}
          >
            {invoice.data.data.lines.map((line) => (
              <tr key={line.line_no}>
                <td className={`${cellClasses} font-semibold`}>{line.part_number}</td>
                <td className={cellClasses}>{line.description}</td>
                <td className={`${cellClasses} tabular-nums`}>
                  {line.quantity.toLocaleString(i18n.language)}
                </td>
                <td className={`${cellClasses} tabular-nums`}>{formatMoney(line.unit_price)}</td>
                <td className={`${cellClasses} tabular-nums`}>{formatMoney(line.line_total)}</td>
              </tr>
            ))}
          </ResponsiveTable>
          {invoice.data.data.settlements.length > 0 ? (
            <>
              <h2 className="text-lg font-semibold">{t('detail.settlements')}</h2>
              <ul className="flex flex-col gap-1">
                {invoice.data.data.settlements.map((settlement, index) => (
                  <li key={index}>
                    {date(settlement.date)} · {t(`kind.${settlement.kind}`)}
                    {settlement.reference ? ` ${settlement.reference}` : ''} ·{' '}
                    <span className="tabular-nums">{formatMoney(settlement.amount)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
      <Link to={backTo} className={buttonClasses('secondary', 'self-start')}>
        {t('detail.back')}
      </Link>
    </div>
  );
}

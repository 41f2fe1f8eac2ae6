import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { consolePaths } from '@/app/console-paths.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { ApiError } from '@/shared/api/api-error.ts';
import { formatDateTime } from '@/shared/lib/format.ts';
import { OrderLines } from '@/entities/orders/order-lines.tsx';
import { OrderDocumentActions } from '@/entities/orders/order-document-actions.tsx';
import { Fact, OrderSummaryFacts } from '@/entities/orders/order-summary.tsx';
import { PrintLetterhead } from '@/entities/orders/print-letterhead.tsx';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { useBackTo } from '@/shared/ui/link-row.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { adminOrderQuery } from '../api/admin-orders.ts';
import { OrderEvents } from '../components/order-events.tsx';
import { StatusActions } from '../components/status-actions.tsx';
import { RecordShipmentDialog } from '../components/record-shipment-dialog.tsx';
import { ConfirmLinesDialog } from '../components/confirm-lines-dialog.tsx';
import { AdminOrderReturns } from '../components/admin-order-returns.tsx';
import { ShipmentInvoices } from '../components/shipment-invoices.tsx';
import { OrderDelivery } from '@/entities/shipments/order-delivery.tsx';
import { mayShip, toShip } from '@portal/contract';
import { callBlob } from '@/shared/api/api-client.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

const orderIdOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/**
 * /admin/orders/{id}: the order as the buyer sees it plus its customer, who placed it and its
 * status history, and the status changes it may still make.
 */
export function AdminOrderRoute() {
  const { t, i18n } = useTranslation('admin-orders');
  const code = useAdminCode();
  const orderId = orderIdOf(useParams().orderId);
  const order = useQuery({ ...adminOrderQuery(code, orderId ?? 0), enabled: orderId !== null });
  const [shipping, setShipping] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const backTo = useBackTo(consolePaths.adminOrders());
  const language = i18n.language;
  const missing =
    orderId === null || (order.error instanceof ApiError && order.error.status === 404);
  const back = (
    <Link to={backTo} className={buttonClasses('secondary')} data-print="hide">
      {t('detail.back')}
    </Link>
  );

  if (missing || !order.data) {
    return (
      <AdminPage title={t('detail.titleGeneric')} actions={back}>
        {missing ? (
          <Alert tone="error">{t('detail.notFound')}</Alert>
        ) : order.isError ? (
          <Alert tone="error">{t('detail.loadError')}</Alert>
        ) : (
          <Loading label={t('detail.loading')} />
        )}
      </AdminPage>
    );
  }
  const data = order.data;
  return (
    <AdminPage title={t('detail.title', { number: data.sale_no })} actions={back}>
      <PrintLetterhead />
      <OrderDocumentActions
        pdf={() => callBlob(consoleEndpoints.adminOrderPdf, { params: { code, id: data.id } })}
        fileName={`${code}-order-${data.sale_no}.pdf`}
      />
      <section
        aria-labelledby="order-status-heading"
        className="flex flex-col gap-2"
        data-print="hide"
      >
        <h2 id="order-status-heading" className="text-lg font-semibold">
          {t('actions.heading')}
        </h2>
        <StatusActions code={code} order={data} />
      </section>
      <OrderSummaryFacts audience="staff" order={data}>
        <Fact label={t('detail.customerCode')}>{data.customer.code}</Fact>
        <Fact label={t('detail.placedBy')}>
          {!data.placed_by
            ? t('detail.noBuyer')
            : data.placed_by.name
              ? `${data.placed_by.name} (${data.placed_by.email})`
              : data.placed_by.email}
        </Fact>
        {data.approval?.decided_by && data.approval.decided_at ? (
          <Fact
            label={t(
              data.status === 'declined'
                ? 'detail.declinedByCustomer'
                : 'detail.approvedByCustomer',
            )}
          >
            {t('detail.decidedOn', {
              name: data.approval.decided_by.name,
              date: formatDateTime(data.approval.decided_at, language),
            })}
          </Fact>
        ) : null}
        <Fact label={t('detail.created')}>
          <time dateTime={data.created_at}>{formatDateTime(data.created_at, language)}</time>
        </Fact>
      </OrderSummaryFacts>
      <h2 className="text-lg font-semibold">{t('detail.lines')}</h2>
      <OrderLines order={data} />
      <OrderDelivery
        order={data}
        actions={
          // Only a confirmed order ships and is confirmed line by line (decision 037); it ships
          // while something is left.
          mayShip(data.status) ? (
            <div className="flex flex-wrap gap-2" data-print="hide">
              {data.items.some((line) =>
                toShip({ ordered: line.sale_qty, shipped: line.shipped_qty }),
              ) ? (
                <button
                  type="button"
                  className={buttonClasses('primary')}
                  onClick={() => setShipping(true)}
                >
                  {t('shipments.record')}
                </button>
              ) : null}
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={() => setConfirming(true)}
              >
                {t('shipments.confirm')}
              </button>
            </div>
          ) : null
        }
      />
      <ShipmentInvoices orderId={data.id} />
      {shipping ? <RecordShipmentDialog order={data} onClose={() => setShipping(false)} /> : null}
      {confirming ? <ConfirmLinesDialog order={data} onClose={() => setConfirming(false)} /> : null}
      <AdminOrderReturns orderId={data.id} />
      <section aria-labelledby="order-history-heading" className="flex flex-col gap-3">
        <h2 id="order-history-heading" className="text-lg font-semibold">
          {t('detail.history')}
        </h2>
        <OrderEvents events={data.events} />
      </section>
    </AdminPage>
  );
}

import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths.ts';
import { ApiError } from '@/shared/api/api-error.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { useBackTo } from '@/shared/ui/link-row.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useOrder } from '../api/get-orders.ts';
import { OrderAgain } from '../components/order-again.tsx';
import { OrderDocumentActions } from '@/entities/orders/order-document-actions.tsx';
import { OrderLines } from '@/entities/orders/order-lines.tsx';
import { PrintLetterhead } from '@/entities/orders/print-letterhead.tsx';
import { OrderSummaryFacts } from '@/entities/orders/order-summary.tsx';
import { OrderApprovalFacts } from '@/entities/orders/order-approval-facts.tsx';
import { WithdrawOrder } from '../components/withdraw-order.tsx';
import { OrderDelivery } from '@/entities/shipments/order-delivery.tsx';
import { OrderReturns } from '../components/order-returns.tsx';
import { callBlob } from '@/shared/api/api-client.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

const orderIdOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** /orders/{orderId}: the order's fields, its lines and total, 'Order again', and a way back. */
export function OrderDetailRoute() {
  const { t } = useTranslation('orders');
  const manufacturer = useSession().manufacturer;
  const code = manufacturer?.code ?? '';
  const company = manufacturer?.name ?? code;
  const orderId = orderIdOf(useParams().orderId);
  const order = useOrder(code, orderId);
  const backTo = useBackTo(paths.orders());
  const missing =
    orderId === null || (order.error instanceof ApiError && order.error.status === 404);

  return (
    <div className="flex flex-col gap-4">
      <PrintLetterhead />
      <h1 className="text-2xl font-semibold">
        {order.data
          ? t('orderDetail.title', { number: order.data.sale_no })
          : t('orderDetail.titleGeneric')}
      </h1>
      {missing ? (
        <Alert tone="error">{t('orderDetail.notFound')}</Alert>
      ) : order.isPending ? (
        <Loading label={t('orderDetail.loading')} />
      ) : order.isError ? (
        <Alert tone="error">{t('orderDetail.loadError')}</Alert>
      ) : (
        <>
          <div data-print="hide" className="flex flex-col gap-3">
            <OrderAgain
              code={code}
              orderId={order.data.id}
              variant={order.data.status === 'draft' ? 'secondary' : 'primary'}
            />
            <OrderDocumentActions
              pdf={() =>
                callBlob(memberEndpoints.orderPdf, { params: { code, orderId: order.data.id } })
              }
              fileName={`${code}-order-${order.data.sale_no}.pdf`}
            />
          </div>
          <OrderSummaryFacts audience="buyer" order={order.data} />
          {order.data.quote_id !== null ? (
            <p>
              <Link className="font-semibold underline" to={paths.quote(order.data.quote_id)}>
                {t('orderDetail.fromQuote', { number: order.data.quote_id })}
              </Link>
            </p>
          ) : null}
          <OrderApprovalFacts order={order.data} />
          {order.data.may_withdraw ? (
            <div data-print="hide">
              <WithdrawOrder code={code} orderId={order.data.id} number={order.data.sale_no} />
            </div>
          ) : null}
          <p className="text-slate-700 dark:text-slate-300">
            {t(`nextStep.${order.data.status}`, { company })}
          </p>
          <h2 className="text-lg font-semibold">{t('orderDetail.lines')}</h2>
          <OrderLines order={order.data} />
          <OrderDelivery order={order.data} />
          <OrderReturns code={code} order={order.data} />
        </>
      )}
      <Link to={backTo} className={buttonClasses('secondary', 'self-start')} data-print="hide">
        {t('orderDetail.back')}
      </Link>
    </div>
  );
}

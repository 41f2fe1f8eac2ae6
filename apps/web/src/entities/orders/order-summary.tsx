import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { OrderDetail } from '@portal/contract';
import { formatDate } from '@/shared/lib/format.ts';
import { StatusBadge, type StatusAudience } from './status-badge.tsx';

/** One term and its value; a `<dl>` may hold only these `<div>`s, so a wide fact is one too. */
export function Fact({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-0.5 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** The header fields of an order; `children` adds facts of a screen's own (more `Fact`s). */
export function OrderSummaryFacts({
  order,
  audience,
  children,
}: {
  order: OrderDetail;
  audience: StatusAudience;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('orders');
  const none = t('orderDetail.none');
  return (
    <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-700 dark:bg-slate-900">
      <Fact label={t('orderDetail.orderNumber')}>{order.sale_no}</Fact>
      <Fact label={t('orderDetail.customer')}>{order.customer.name}</Fact>
      <Fact label={t('orderDetail.saleDate')}>
        <time dateTime={order.sale_date}>{formatDate(order.sale_date, i18n.language)}</time>
      </Fact>
      <Fact label={t('orderDetail.salesPerson')}>{order.sales_person || none}</Fact>
      <Fact label={t('orderDetail.purchaseOrder')}>{order.purchase_order || none}</Fact>
      <Fact label={t('orderDetail.status')}>
        <StatusBadge status={order.status} audience={audience} />
      </Fact>
      <Fact label={t('orderDetail.shippingAddress')}>{order.shipping_address || none}</Fact>
      <Fact label={t('orderDetail.deliveryMethod')}>{t(`delivery.${order.delivery_method}`)}</Fact>
      <Fact label={t('orderDetail.paymentOption')}>{t(`payment.${order.payment_option}`)}</Fact>
      {children}
      {order.note ? (
        <Fact label={t('orderDetail.note')} className="sm:col-span-2 lg:col-span-3">
          <span className="whitespace-pre-line">{order.note}</span>
        </Fact>
      ) : null}
    </dl>
  );
}

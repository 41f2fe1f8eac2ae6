import { Link } from 'react-router';
import type { WaitingOrder } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDate, useFormatMoney } from '@/shared/lib/format.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ApprovalReasons } from '@/entities/orders/approval-reasons.tsx';

interface WaitingOrderCardProps {
  order: WaitingOrder;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
}

/** One waiting order of the inbox: who placed it, what it costs, why it waits, and the actions. */
export function WaitingOrderCard({ order, busy, onApprove, onDecline }: WaitingOrderCardProps) {
  const { t, i18n } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const titleId = `waiting-order-${order.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          <Link to={paths.order(order.id)} className="text-blue-700 underline dark:text-sky-300">
            {t('approvals.orderNumber', { number: order.sale_no })}
          </Link>
        </h2>
        <span className="text-lg font-semibold tabular-nums">{formatMoney(order.total)}</span>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('approvals.placedBy', {
          name: order.placed_by?.name ?? t('approvals.someone'),
          date: formatDate(order.order_date, i18n.language),
        })}{' '}
        {t('approvals.lines', { count: order.lines })}
        {order.purchase_order
          ? ` · ${t('approvals.purchaseOrder', { po: order.purchase_order })}`
          : ''}
      </p>
      <div>
        <h3 className="text-sm font-semibold">{t('approvals.whyWaits')}</h3>
        <ApprovalReasons reasons={order.reasons} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onApprove} disabled={busy}>
          {t('approvals.approve')}
        </Button>
        <Button variant="danger" onClick={onDecline} disabled={busy}>
          {t('approvals.decline')}
        </Button>
      </div>
    </article>
  );
}

import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { OrderSummary } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { formatDate, useFormatMoney } from '@/shared/lib/format.ts';
import { LinkRow, RowLink, useListState } from '@/shared/ui/link-row.tsx';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { StatusBadge } from '@/entities/orders/status-badge.tsx';
import { FulfilmentBadge } from '@/entities/shipments/fulfilment-badge.tsx';

/**
 * One row per order (a card on a phone, with its total and status in view); the order number
 * links to the detail and the whole row opens it. Who placed it, and who approved or declined it
 * in the company (issue 29 point 6).
 */
export function OrdersTable({ orders, label }: { orders: readonly OrderSummary[]; label: string }) {
  const formatMoney = useFormatMoney();
  const { t, i18n } = useTranslation('orders');
  // The detail's back button returns to this tab, search and page.
  const state = useListState();
  const language = i18n.language;
  const columns = [
    t('orderList.number'),
    t('orderList.customer'),
    t('orderList.date'),
    t('orderList.purchaseOrder'),
    t('orderList.people'),
    <span key="total" className="block text-right">
      {t('orderList.total')}
    </span>,
    t('orderList.status'),
    t('orderList.fulfilment'),
  ];
  return (
    <ResponsiveTable caption={label} columns={columns}>
      {orders.map((order) => (
        <LinkRow key={order.id} to={paths.order(order.id)} state={state}>
          <td className={`${cellClasses} font-semibold`}>
            <RowLink to={paths.order(order.id)} state={state}>
              {order.sale_no}
            </RowLink>
          </td>
          <td className={cellClasses}>{order.customer_name}</td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            {formatDate(order.order_date, language)}
          </td>
          <td className={cellClasses}>{order.purchase_order ?? '-'}</td>
          <td className={cellClasses}>
            <span className="block">{order.placed_by?.name ?? '-'}</span>
            {order.decided_by ? (
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {t(order.status === 'declined' ? 'orderList.declinedBy' : 'orderList.approvedBy', {
                  name: order.decided_by.name,
                })}
              </span>
            ) : null}
          </td>
          <td className={`${cellClasses} text-right tabular-nums`}>{formatMoney(order.total)}</td>
          <td className={cellClasses}>
            <StatusBadge status={order.status} audience="buyer" />
          </td>
          <td className={cellClasses}>
            <FulfilmentBadge state={order.fulfilment} />
          </td>
        </LinkRow>
      ))}
    </ResponsiveTable>
  );
}

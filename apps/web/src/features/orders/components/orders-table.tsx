import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { OrderSummary } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { formatDate, useFormatMoney } from '@/shared/lib/format.ts';
import { LinkRow, RowLink, useListState } from '@/shared/ui/link-row.tsx';
import { StatusBadge } from '@/shared/orders/status-badge.tsx';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide uppercase';

/** One row per order; the order number links to the detail and the whole row opens it. */
export function OrdersTable({ orders, label }: { orders: readonly OrderSummary[]; label: string }) {
  const formatMoney = useFormatMoney();
  const { t, i18n } = useTranslation('orders');
  // The detail's back button returns to this tab, search and page.
  const state = useListState();
  const language = i18n.language;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className={th}>
              {t('orderList.number')}
            </th>
            <th scope="col" className={th}>
              {t('orderList.customer')}
            </th>
            <th scope="col" className={th}>
              {t('orderList.date')}
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              {t('orderList.purchaseOrder')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('orderList.total')}
            </th>
            <th scope="col" className={th}>
              {t('orderList.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {orders.map((order) => (
            <LinkRow key={order.id} to={paths.order(order.id)} state={state}>
              <td className="px-3 py-2 font-semibold">
                <RowLink to={paths.order(order.id)} state={state}>
                  {order.sale_no}
                </RowLink>
              </td>
              <td className="px-3 py-2">{order.customer_name}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatDate(order.order_date, language)}
              </td>
              <td className="hidden px-3 py-2 sm:table-cell">{order.purchase_order ?? '-'}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(order.total)}</td>
              <td className="px-3 py-2">
                <StatusBadge status={order.status} audience="buyer" />
              </td>
            </LinkRow>
          ))}
        </tbody>
      </table>
    </div>
  );
}

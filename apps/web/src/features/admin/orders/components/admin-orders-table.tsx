import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminOrderSummary } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { formatDate, useFormatMoney } from '@/shared/lib/format.ts';
import { StatusBadge } from '@/entities/orders/status-badge.tsx';
import { FulfilmentBadge } from '@/entities/shipments/fulfilment-badge.tsx';
import { LinkRow, RowLink, useListState } from '@/shared/ui/link-row.tsx';

/**
 * Every customer's orders: number (a link to the detail; the whole row opens it too), date,
 * customer, the buyer who placed it, PO, total and status. A card per row on a phone.
 */
export function AdminOrdersTable({
  orders,
  label,
}: {
  orders: readonly AdminOrderSummary[];
  label: string;
}) {
  const formatMoney = useFormatMoney();
  const { t, i18n } = useTranslation('admin-orders');
  // The detail's back link returns to this tab, search and page.
  const state = useListState();
  const language = i18n.language;
  const columns = [
    t('list.number'),
    t('list.date'),
    t('list.customer'),
    t('list.buyer'),
    t('list.purchaseOrder'),
    t('list.total'),
    t('list.status'),
    t('list.fulfilment'),
  ];
  return (
    <ResponsiveTable caption={label} columns={columns}>
      {orders.map((order) => (
        <LinkRow key={order.id} to={consolePaths.adminOrder(order.id)} state={state}>
          <td className={`${cellClasses} font-semibold`}>
            <RowLink to={consolePaths.adminOrder(order.id)} state={state}>
              {order.sale_no}
            </RowLink>
          </td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            <time dateTime={order.order_date}>{formatDate(order.order_date, language)}</time>
          </td>
          <td className={cellClasses}>
            <span className="block">{order.customer.name}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {order.customer.code}
            </span>
          </td>
          <td className={cellClasses}>
            {order.placed_by ? (
              <>
                <span className="block">{order.placed_by.name || order.placed_by.email}</span>
                <span className="block text-xs break-all text-slate-600 dark:text-slate-400">
                  {order.placed_by.email}
                </span>
              </>
            ) : (
              t('list.noBuyer')
            )}
          </td>
          <td className={cellClasses}>{order.purchase_order ?? t('list.none')}</td>
          <td className={`${cellClasses} text-right tabular-nums`}>{formatMoney(order.total)}</td>
          <td className={cellClasses}>
            <StatusBadge status={order.status} audience="staff" />
          </td>
          <td className={cellClasses}>
            <FulfilmentBadge state={order.fulfilment} />
          </td>
        </LinkRow>
      ))}
    </ResponsiveTable>
  );
}

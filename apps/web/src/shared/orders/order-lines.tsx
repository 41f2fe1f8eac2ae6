import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { orderTotals, type OrderDetail } from '@portal/contract';
import { formatMoney } from '@/shared/lib/format.ts';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide uppercase';

/** Number, code, description, quantity, unit, unit price and subtotal of each line, and the total. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { lineTotals } = orderTotals(
    order.items.map((item) => ({ price: item.price, quantity: item.sale_qty })),
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('orderDetail.lines')}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className={th}>
              {t('orderDetail.lineNumber')}
            </th>
            <th scope="col" className={th}>
              {t('orderDetail.code')}
            </th>
            <th scope="col" className={th}>
              {t('orderDetail.description')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('orderDetail.quantity')}
            </th>
            <th scope="col" className={th}>
              {t('orderDetail.unit')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('orderDetail.unitPrice')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('orderDetail.subtotal')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {order.items.map((item, index) => (
            <tr key={item.id}>
              <td className="px-3 py-2 tabular-nums">{index + 1}</td>
              <td className="px-3 py-2 whitespace-nowrap">{item.productuom.product.part_number}</td>
              <td className="px-3 py-2">
                {item.productuom.product.description}
                {item.comment ? (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t('orderDetail.comment')}: {item.comment}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{item.sale_qty}</td>
              <td className="px-3 py-2">{item.productuom.uom.code}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(item.price)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatMoney(lineTotals[index] ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 dark:border-slate-700">
          <tr>
            <th scope="row" colSpan={6} className="px-3 py-3 text-right font-semibold">
              {t('orderDetail.total')}
            </th>
            <td className="px-3 py-3 text-right text-base font-bold tabular-nums">
              {formatMoney(order.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

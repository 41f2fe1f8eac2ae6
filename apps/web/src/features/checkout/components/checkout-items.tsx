import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { cartTotal, lineTotal, type CartItem } from '@/shared/cart/cart-rules.ts';
import { formatMoney } from '@/shared/lib/format.ts';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide uppercase';

/** The lines being ordered and the order total. */
export function CheckoutItems({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation('checkout');
  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('checkoutPage.noItems')}</p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('checkoutPage.itemsSection')}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className={th}>
              {t('checkoutPage.partNumber')}
            </th>
            <th scope="col" className={th}>
              {t('checkoutPage.description')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('checkoutPage.quantity')}
            </th>
            <th scope="col" className={th}>
              {t('checkoutPage.unit')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('checkoutPage.price')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('checkoutPage.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {items.map((item) => (
            <tr key={item.product.id}>
              <td className="px-3 py-2 whitespace-nowrap">{item.product.part_number}</td>
              <td className="px-3 py-2">
                {item.product.description}
                {item.comment ? (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t('checkoutPage.comment')}: {item.comment}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
              <td className="px-3 py-2">{item.product.uom_code}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatMoney(item.product.selling_price)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(lineTotal(item))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 dark:border-slate-700">
          <tr>
            <th scope="row" colSpan={5} className="px-3 py-3 text-right font-semibold">
              {t('checkoutPage.total')}
            </th>
            <td className="px-3 py-3 text-right text-base font-bold tabular-nums">
              {formatMoney(cartTotal(items))}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

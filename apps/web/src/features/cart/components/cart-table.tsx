import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { cartTotal, lineTotal, type CartItem } from '@/entities/cart/cart-rules.ts';
import { BuyerPrice } from '@/entities/catalogue/buyer-price.tsx';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { LineComment } from './line-comment.tsx';
import { LineProduct } from './line-product.tsx';
import { LineQuantity } from './line-quantity.tsx';
import { LineStockWarning } from './line-stock-warning.tsx';
import { LineTierNote } from './line-tier-note.tsx';
import { RemoveLineButton } from './remove-line-button.tsx';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide uppercase';

/** The cart on a wide screen: one row per line, the grand total below. */
export function CartTable({ items }: { items: readonly CartItem[] }) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation('cart');
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('cartPage.linesLabel')}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className={th}>
              {t('cartPage.product')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('cartPage.price')}
            </th>
            <th scope="col" className={th}>
              {t('cartPage.quantity')}
            </th>
            <th scope="col" className={th}>
              {t('cartPage.comment')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('cartPage.lineTotal')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('cartPage.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {items.map((item) => (
            <tr key={item.product.id} className="align-middle">
              <td className="px-3 py-2">
                <LineProduct product={item.product} />
                <div className="mt-1 flex flex-col gap-1 pl-[4.25rem]">
                  <LineStockWarning item={item} />
                  <LineTierNote item={item} />
                </div>
              </td>
              <td className="px-3 py-2 text-right">
                <BuyerPrice product={item.product} quantity={item.quantity} />
              </td>
              <td className="px-3 py-2">
                <LineQuantity product={item.product} quantity={item.quantity} />
              </td>
              <td className="min-w-48 px-3 py-2">
                <LineComment item={item} />
              </td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">
                {formatMoney(lineTotal(item))}
              </td>
              <td className="px-3 py-2 text-right">
                <RemoveLineButton product={item.product} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 dark:border-slate-700">
          <tr>
            <th scope="row" colSpan={4} className="px-3 py-3 text-right font-semibold">
              {t('cartPage.grandTotal')}
            </th>
            <td className="px-3 py-3 text-right text-base font-bold tabular-nums">
              {formatMoney(cartTotal(items))}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

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

/** The cart on a phone: one card per line, the grand total below. */
export function CartCards({ items }: { items: readonly CartItem[] }) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation('cart');
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t('cartPage.linesLabel')} className="flex flex-col gap-3">
        {items.map((item) => (
          <li
            key={item.product.id}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
          >
            <LineProduct product={item.product} />
            <div className="flex flex-col gap-1">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="text-slate-600 dark:text-slate-400">
                  {t('cartPage.price')}:{' '}
                  <BuyerPrice product={item.product} quantity={item.quantity} />
                </span>
                <LineQuantity product={item.product} quantity={item.quantity} />
              </div>
              <LineStockWarning item={item} />
              <LineTierNote item={item} />
            </div>
            <LineComment item={item} />
            <div className="flex items-center justify-between gap-2">
              <RemoveLineButton product={item.product} />
              <span className="font-semibold tabular-nums">
                {t('cartPage.lineTotal')}: {formatMoney(lineTotal(item))}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p className="flex justify-between rounded-lg bg-slate-50 px-3 py-3 font-semibold dark:bg-slate-800">
        <span>{t('cartPage.grandTotal')}</span>
        <span className="tabular-nums">{formatMoney(cartTotal(items))}</span>
      </p>
    </div>
  );
}

import type { Product } from '@portal/contract';
import { productLinePrice } from '@portal/contract/rules/contract-price';
import { toCents } from '@portal/contract/rules/order-money';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';

interface BuyerPriceProps {
  product: Pick<Product, 'selling_price' | 'price_tiers'>;
  /** The quantity priced: the buyer's tier depends on it (issue 11). */
  quantity: number;
  /** Size of the price itself. */
  className?: string;
}

/**
 * The buyer's unit price of a product for a quantity, by the rule the server prices the order
 * line with; when their contract price is lower, the product's own price struck through after it
 * (read as "was $6.00", since screen readers do not say that a text is struck through).
 */
export function BuyerPrice({ product, quantity, className = '' }: BuyerPriceProps) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation('common');
  const priceCents = productLinePrice(product, quantity).unitPriceCents;
  const ownCents = toCents(product.selling_price);
  const own = formatMoney(ownCents / 100);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <span className={`font-semibold text-slate-900 tabular-nums dark:text-slate-50 ${className}`}>
        {formatMoney(priceCents / 100)}
      </span>
      {priceCents < ownCents ? (
        <>
          <span className="sr-only"> {t('price.was', { price: own })}</span>
          <s aria-hidden="true" className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
            {own}
          </s>
        </>
      ) : null}
    </span>
  );
}

import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Product } from '@portal/contract';
import { pricedQuantity } from '@/entities/cart/cart-rules.ts';
import { useCartQuantity } from '@/entities/cart/cart-store.ts';
import { tierNote } from '@/entities/cart/tier-note.ts';
import { useSellingSettings } from '@/entities/cart/use-selling-settings.ts';
import { BuyerPrice } from '@/entities/catalogue/buyer-price.tsx';
import { useFormatMoney } from '@/shared/lib/format.ts';

interface ProductPriceProps {
  product: Product;
  /** Size of the price itself. */
  className?: string;
  /** Right-aligned, in a table's price column. */
  alignEnd?: boolean;
}

/**
 * A card's or a row's price (issue 11): the buyer's price for the quantity in the cart, or for the
 * minimum when the product is not in it, and for a product with tiers one short line under it:
 * the next tier ("from 10: $4.50"), else the tier reached.
 */
export function ProductPrice({ product, className = '', alignEnd = false }: ProductPriceProps) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation('catalogue');
  const settings = useSellingSettings();
  const quantity = pricedQuantity(product, useCartQuantity(product.id));
  const note = product.price_tiers.length > 0 ? tierNote(product, quantity, settings) : null;
  const hint = note?.next
    ? t('price.nextTier', { qty: note.next.quantity, price: formatMoney(note.next.unitPrice) })
    : note?.reached
      ? t('price.tierReached', { minQty: note.reached.minQty })
      : null;
  return (
    <span className={`flex min-w-0 flex-col ${alignEnd ? 'items-end text-right' : 'items-start'}`}>
      <BuyerPrice product={product} quantity={quantity} className={className} />
      {hint ? <span className="text-xs text-slate-700 dark:text-slate-300">{hint}</span> : null}
    </span>
  );
}

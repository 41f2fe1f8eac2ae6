import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { cartTotal, linePrice, lineTotal, type CartItem } from '@/entities/cart/cart-rules.ts';
import { LineSummary } from '@/entities/orders/line-summary.tsx';

/** The lines being ordered and the order total. */
export function CheckoutItems({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation('checkout');
  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('checkoutPage.noItems')}</p>
    );
  }
  return (
    <LineSummary
      caption={t('checkoutPage.itemsSection')}
      total={cartTotal(items)}
      lines={items.map((item) => ({
        key: item.product.id,
        partNumber: item.product.part_number,
        description: item.product.description,
        comment: item.comment || null,
        quantity: item.quantity,
        unit: item.product.uom_code,
        unitPrice: linePrice(item).unitPriceCents / 100,
        subtotal: lineTotal(item),
      }))}
    />
  );
}

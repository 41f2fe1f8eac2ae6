import type { CartItem } from '@/entities/cart/cart-rules.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';

/**
 * Warns, in words and not by colour alone, that a cart line is out of stock or asks for more
 * than is in stock (issue 27 point 6). It does not block checkout: orders are confirmed by the
 * manufacturer afterwards and stock is subject to availability (specification section 1), but
 * the buyer should know before ordering. The cart reads its products again when shown
 * (useFreshCartProducts), so `available` is the latest the catalogue knows.
 */
export function LineStockWarning({ item }: { item: Pick<CartItem, 'product' | 'quantity'> }) {
  const { t } = useTranslation('cart');
  const { available } = item.product;
  if (available >= item.quantity) return null;
  return (
    <p className="flex items-start gap-1.5 text-xs font-medium text-amber-800 dark:text-amber-300">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="mt-px size-3.5 shrink-0"
      >
        <path d="M10 2 1 18h18L10 2Zm-1 6h2v5H9V8Zm0 6h2v2H9v-2Z" />
      </svg>
      {available > 0 ? t('stock.short', { count: available }) : t('stock.out')}
    </p>
  );
}

import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Product } from '@portal/contract';
import { cartStore } from '@/shared/cart/cart-store.ts';

/** Removes one line from the cart. */
export function RemoveLineButton({ product }: { product: Product }) {
  const { t } = useTranslation('cart');
  return (
    <button
      type="button"
      onClick={() => cartStore.remove(product.id)}
      aria-label={t('cartPage.removeFor', { name: product.description || product.part_number })}
      className="rounded-md px-2 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
    >
      {t('cartPage.remove')}
    </button>
  );
}

import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Product } from '@portal/contract';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { useToast } from '@/shared/ui/toast.tsx';

/** Removes one line from the cart; its toast offers Undo, which puts the line back as it was. */
export function RemoveLineButton({ product }: { product: Product }) {
  const { t } = useTranslation('cart');
  const toast = useToast();
  const name = product.description || product.part_number;

  const remove = () => {
    const items = cartStore.getItems();
    const index = items.findIndex((item) => item.product.id === product.id);
    const line = items[index];
    cartStore.remove(product.id);
    if (!line) return;
    // The cart belongs to one company: after a switch of company, Undo must not bring this
    // company's product into the other's cart.
    const company = sessionStore.get().manufacturer?.code;
    toast.success(t('cartPage.removed', { name }), {
      key: `cart-line-removed-${product.id}`,
      action: {
        label: t('cartPage.undoRemove'),
        onAction: () => {
          if (sessionStore.get().manufacturer?.code === company) cartStore.restore(line, index);
        },
      },
    });
  };

  return (
    <button
      type="button"
      onClick={remove}
      aria-label={t('cartPage.removeFor', { name })}
      className="rounded-md px-2 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
    >
      {t('cartPage.remove')}
    </button>
  );
}

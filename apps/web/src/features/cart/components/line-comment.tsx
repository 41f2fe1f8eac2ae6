import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { cartStore } from '@/entities/cart/cart-store.ts';
import type { CartItem } from '@/entities/cart/cart-rules.ts';
import { inputClasses } from '@/shared/ui/field.tsx';

/** The comment of a cart line, saved with the cart on every keystroke. */
export function LineComment({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  return (
    <input
      type="text"
      value={item.comment}
      maxLength={500}
      placeholder={t('cartPage.commentPlaceholder')}
      aria-label={t('cartPage.commentFor', {
        name: item.product.description || item.product.part_number,
      })}
      onChange={(event) => cartStore.update(item.product.id, { comment: event.target.value })}
      className={inputClasses}
    />
  );
}

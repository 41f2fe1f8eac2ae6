import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Product } from '@portal/contract';
import {
  isAtMaximum,
  minusOutcome,
  plusOutcome,
  typedOutcome,
} from '@/entities/cart/cart-rules.ts';
import { cartStore, useCartQuantity } from '@/entities/cart/cart-store.ts';
import { useSellingSettings } from '@/entities/cart/use-selling-settings.ts';
import { useToast } from '@/shared/ui/toast.tsx';

/**
 * What a card's minus, plus and quantity field do to the cart (specification section 5, issue
 * 16): every change is said in a toast (one per product, the latest), a refusal in an error
 * toast with the rule's message, and a removal waits for the 'Remove Product?' confirmation.
 */
export function useCardQuantity(product: Product, mini: boolean) {
  const { t } = useTranslation(['catalogue', 'server']);
  const toast = useToast();
  const settings = useSellingSettings();
  const quantity = useCartQuantity(product.id);
  const [confirming, setConfirming] = useState(false);
  const name = product.description || product.part_number;
  const toastKey = `cart-quantity-${product.id}`;
  const maxMessage = (max: number) =>
    mini ? t('quantity.maxMini', { max }) : t('quantity.maxReached', { max });

  const put = (next: number) => {
    cartStore.setQuantity(product, next);
    toast.success(t('productDetails.updated', { qty: next, description: name }), {
      key: toastKey,
    });
  };
  const refuse = (text: string) => toast.error(text, { key: toastKey });

  return {
    name,
    quantity,
    pending: settings.pending,
    atMaximum: isAtMaximum(product, quantity),
    maxMessage,
    confirming,
    plus: () => {
      const outcome = plusOutcome(cartStore.getItems(), product, settings);
      if (outcome.ok) put(outcome.quantity);
      else refuse(maxMessage(outcome.max));
    },
    minus: () => {
      const outcome = minusOutcome(cartStore.getItems(), product, settings);
      if (outcome.kind === 'set') put(outcome.quantity);
      if (outcome.kind === 'confirmRemoval') setConfirming(true);
    },
    /** Applies a typed quantity; false when it was not taken, so the field shows the cart's. */
    type: (text: string): boolean => {
      const outcome = typedOutcome(cartStore.getItems(), product, text, settings);
      if (outcome.kind === 'set') put(outcome.quantity);
      if (outcome.kind === 'confirmRemoval') setConfirming(true);
      if (outcome.kind === 'refused') {
        const { key, params } = outcome.check;
        refuse(
          key === 'orders.maxQuantity'
            ? maxMessage(Number(params.max))
            : t(`server:${key}`, params),
        );
      }
      return outcome.kind === 'set';
    },
    confirmRemoval: () => {
      setConfirming(false);
      cartStore.remove(product.id);
    },
    cancelRemoval: () => setConfirming(false),
  };
}

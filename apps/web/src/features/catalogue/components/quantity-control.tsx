import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Product } from '@portal/contract';
import {
  isAtMaximum,
  maxQuantity,
  minusOutcome,
  plusOutcome,
  quantityInCart,
} from '@/shared/cart/cart-rules.ts';
import { cartStore, useCartItems } from '@/shared/cart/cart-store.ts';
import { useSellingSettings } from '@/shared/cart/use-selling-settings.ts';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';

interface QuantityControlProps {
  product: Product;
  /** A mini card (related and complementary products) disables plus at the maximum. */
  variant?: 'card' | 'mini';
}

const stepButton =
  'flex size-9 items-center justify-center rounded-md border border-slate-300 text-lg font-semibold leading-none text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * The minus/plus control of a product card, working on the cart itself with the rules of
 * specification section 5: the minimum first, the step, the maximum message, and the
 * 'Remove Product?' prompt below the minimum.
 */
export function QuantityControl({ product, variant = 'card' }: QuantityControlProps) {
  const { t } = useTranslation('catalogue');
  const toast = useToast();
  const settings = useSellingSettings();
  const quantity = quantityInCart(useCartItems(), product.id);
  const [confirming, setConfirming] = useState(false);
  const name = product.description || product.part_number;
  const mini = variant === 'mini';
  const atMaximum = isAtMaximum(product, quantity);
  const maxMessage = (max: number) =>
    mini ? t('quantity.maxMini', { max }) : t('quantity.maxReached', { max });

  const plus = () => {
    const outcome = plusOutcome(cartStore.getItems(), product, settings);
    if (outcome.ok) cartStore.setQuantity(product, outcome.quantity);
    else toast.error(maxMessage(outcome.max));
  };
  const minus = () => {
    const outcome = minusOutcome(cartStore.getItems(), product, settings);
    if (outcome.kind === 'set') cartStore.setQuantity(product, outcome.quantity);
    if (outcome.kind === 'confirmRemoval') setConfirming(true);
  };

  return (
    <div className="flex flex-col gap-1">
      <div
        role="group"
        aria-label={t('quantity.group', { name })}
        className="flex items-center justify-between gap-2"
      >
        <button
          type="button"
          className={stepButton}
          onClick={minus}
          disabled={settings.pending || quantity === 0}
          aria-label={t('quantity.decrease', { name })}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output
          aria-live="polite"
          className="min-w-0 flex-1 text-center text-sm font-medium tabular-nums"
        >
          {t('quantity.inCart', { count: quantity })}
        </output>
        <button
          type="button"
          className={stepButton}
          onClick={plus}
          disabled={settings.pending || (mini && atMaximum)}
          aria-label={t('quantity.increase', { name })}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {mini && atMaximum ? (
        <p className="text-xs text-amber-800 dark:text-amber-300">
          {maxMessage(maxQuantity(product))}
        </p>
      ) : null}
      <ConfirmModal
        open={confirming}
        title={t('quantity.removeTitle')}
        message={t('quantity.removeMessage', { name })}
        confirmLabel={t('quantity.remove')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          cartStore.remove(product.id);
        }}
      />
    </div>
  );
}

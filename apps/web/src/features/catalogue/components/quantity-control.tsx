import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Product } from '@portal/contract';
import { maxQuantity } from '@/entities/cart/cart-rules.ts';
import { useQuantityText } from '@/entities/cart/use-quantity-text.ts';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { useCardQuantity } from '../hooks/use-card-quantity.ts';
import { hasQuantityLimits, QuantityLimits } from './quantity-limits.tsx';

interface QuantityControlProps {
  product: Product;
  /**
   * A mini card (related and complementary products) disables plus at the maximum; a row (the
   * list view) is one line with the limits beside the control.
   */
  variant?: 'card' | 'mini' | 'row';
}

const stepButton =
  'flex shrink-0 items-center justify-center rounded-md border border-slate-300 text-lg font-semibold leading-none text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
// No spinner arrows: minus and plus are beside it, and the arrows would crowd a narrow card.
const field =
  '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none min-w-0 rounded-md border border-slate-300 bg-white px-1 text-center text-sm font-medium text-slate-900 tabular-nums disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/**
 * Minus, the quantity in the cart as a field one can type into, and plus, working on the cart
 * itself with the rules of specification section 5; the product's minimum and maximum below.
 * A typed quantity is applied on Enter or when the field is left; Escape puts the cart's back.
 */
export function QuantityControl({ product, variant = 'card' }: QuantityControlProps) {
  const { t } = useTranslation('catalogue');
  const mini = variant === 'mini';
  const row = variant === 'row';
  const control = useCardQuantity(product, mini);
  const { quantity, name } = control;
  const limitsId = useId();
  const [text, setText] = useQuantityText(quantity);
  const apply = () => {
    if (!control.type(text)) setText(String(quantity));
  };
  const max = maxQuantity(product);
  const size = row ? 'size-8' : 'size-9';

  return (
    <div className={row ? 'flex flex-wrap items-center gap-x-3 gap-y-1' : 'flex flex-col gap-1'}>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={`${stepButton} ${size}`}
          onClick={control.minus}
          disabled={control.pending || quantity === 0}
          aria-label={t('quantity.decrease', { name })}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={Number.isFinite(max) ? max : undefined}
          value={text}
          disabled={control.pending}
          aria-label={t('quantity.group', { name })}
          aria-describedby={hasQuantityLimits(product) ? limitsId : undefined}
          onChange={(event) => setText(event.target.value)}
          onFocus={(event) => event.currentTarget.select()}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Else the key's press would go on to the 'Remove Product?' button focused by apply.
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') setText(String(quantity));
          }}
          className={`${field} ${row ? 'h-8 w-14' : 'h-9 flex-1'}`}
        />
        <button
          type="button"
          className={`${stepButton} ${size}`}
          onClick={control.plus}
          disabled={control.pending || (mini && control.atMaximum)}
          aria-label={t('quantity.increase', { name })}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <QuantityLimits product={product} id={limitsId} />
      {mini && control.atMaximum ? (
        <p className="text-xs text-amber-800 dark:text-amber-300">
          {control.maxMessage(maxQuantity(product))}
        </p>
      ) : null}
      {/* Only while asked: a page of cards renders no closed dialog and none of its texts. */}
      {control.confirming ? (
        <ConfirmModal
          open
          title={t('quantity.removeTitle')}
          message={t('quantity.removeMessage', { name })}
          confirmLabel={t('quantity.remove')}
          danger
          onCancel={() => {
            control.cancelRemoval();
            setText(String(quantity));
          }}
          onConfirm={control.confirmRemoval}
        />
      ) : null}
    </div>
  );
}

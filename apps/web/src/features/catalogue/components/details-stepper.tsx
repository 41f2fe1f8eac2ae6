import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Product } from '@portal/contract';
import type { SellingSettings } from '@/entities/cart/cart-rules.ts';
import { inputClasses } from '@/shared/ui/field.tsx';
import {
  canStepDown,
  canStepUp,
  settleTyped,
  stepperMinus,
  stepperPlus,
} from '../lib/details-stepper.ts';

interface DetailsStepperProps {
  product: Product;
  settings: SellingSettings;
  /** The field's text while typing; the number once settled. */
  value: string;
  onChange: (value: string) => void;
}

const stepButton =
  'flex size-10 shrink-0 items-center justify-center rounded-md border border-slate-300 text-lg font-semibold leading-none hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800';

/** Minus, the quantity field and plus, clamped between the minimum and the maximum. */
export function DetailsStepper({ product, settings, value, onChange }: DetailsStepperProps) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const quantity = settleTyped(product, value, settings);
  const set = (next: number) => onChange(String(next));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('productDetails.quantity')}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          disabled={!canStepDown(product, quantity)}
          onClick={() => set(stepperMinus(product, quantity, settings))}
          aria-label={t('productDetails.decrease')}
          aria-controls={id}
        >
          <span aria-hidden="true">−</span>
        </button>
        <div className="w-24">
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={product.max_order_qty > 0 ? product.max_order_qty : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => set(quantity)}
            className={`${inputClasses} text-center tabular-nums`}
          />
        </div>
        <button
          type="button"
          className={stepButton}
          disabled={!canStepUp(product, quantity)}
          onClick={() => set(stepperPlus(product, quantity, settings))}
          aria-label={t('productDetails.increase')}
          aria-controls={id}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}

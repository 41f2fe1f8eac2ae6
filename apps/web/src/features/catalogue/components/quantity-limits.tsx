import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Product } from '@portal/contract';
import { effectiveMaximum, effectiveMinimum } from '@portal/contract/rules/order-quantity';

/** 'Min. 5 · Max. 12': the limits a product has, nothing when it has none (issue 16). */
export function QuantityLimits({ product, id }: { product: Product; id: string }) {
  const { t } = useTranslation('catalogue');
  const min = effectiveMinimum(product.min_order_qty);
  const max = effectiveMaximum(product.max_order_qty);
  const parts = [
    min > 1 ? t('quantity.minimum', { min }) : null,
    max !== null ? t('quantity.maximum', { max }) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <p id={id} className="text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
      {parts.join(' · ')}
    </p>
  );
}

/** Whether QuantityLimits shows anything, for the field's aria-describedby. */
export const hasQuantityLimits = (product: Product) =>
  effectiveMinimum(product.min_order_qty) > 1 || effectiveMaximum(product.max_order_qty) !== null;

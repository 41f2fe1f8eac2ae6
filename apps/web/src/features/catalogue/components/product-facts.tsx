import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Product } from '@portal/contract';

/** In stock when `available` is above 0 (specification section 3). */
export function StockStatus({ available }: { available: number }) {
  const { t } = useTranslation('catalogue');
  const inStock = available > 0;
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-sm font-medium ${
        inStock ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-300'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${inStock ? 'bg-green-600' : 'bg-red-600'}`}
      />
      {inStock ? t('card.inStock') : t('card.outOfStock')}
    </span>
  );
}

/** The badge 'unit of measure x conversion factor', such as 'BX x 100'. */
export function UnitBadge({ product }: { product: Pick<Product, 'uom_code' | 'cf'> }) {
  const { t } = useTranslation('catalogue');
  return (
    <span
      title={t('card.unit', { uom: product.uom_code, cf: product.cf })}
      className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100"
    >
      <span className="sr-only">{t('card.unit', { uom: product.uom_code, cf: product.cf })}</span>
      <span aria-hidden="true">
        {product.uom_code} x {product.cf}
      </span>
    </span>
  );
}

import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Product } from '@portal/contract';
import { FIRST_ROW_ON_A_PHONE } from '@/entities/catalogue/product-image.tsx';
import { ProductCard } from './product-card.tsx';

/** 2 to 5 columns as the screen widens (specification section 9). */
export function ProductGrid({ products, busy }: { products: readonly Product[]; busy: boolean }) {
  const { t } = useTranslation('catalogue');
  if (products.length === 0) {
    return (
      <p className="py-10 text-center text-slate-600 dark:text-slate-400">
        {t('productList.empty')}
      </p>
    );
  }
  return (
    <ul
      aria-label={t('productList.productsLabel')}
      aria-busy={busy}
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4 2xl:grid-cols-5 ${
        busy ? 'opacity-60' : ''
      }`}
    >
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} priority={index < FIRST_ROW_ON_A_PHONE} />
        </li>
      ))}
    </ul>
  );
}

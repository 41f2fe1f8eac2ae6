import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { GuestProduct } from '@portal/contract';
import { FIRST_ROW_ON_A_PHONE } from '@/entities/catalogue/product-image.tsx';
import { GuestProductCard } from './guest-product-card.tsx';

interface GuestProductGridProps {
  products: readonly GuestProduct[];
  onOpen: (product: GuestProduct) => void;
}

/** 2 to 5 columns as the screen widens (specification section 9). */
export function GuestProductGrid({ products, onOpen }: GuestProductGridProps) {
  const { t } = useTranslation('browse');
  if (products.length === 0) {
    return <p className="py-10 text-center text-slate-600 dark:text-slate-400">{t('empty')}</p>;
  }
  return (
    <ul
      aria-label={t('productsLabel')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4 2xl:grid-cols-5"
    >
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <GuestProductCard
            product={product}
            onOpen={onOpen}
            priority={index < FIRST_ROW_ON_A_PHONE}
          />
        </li>
      ))}
    </ul>
  );
}

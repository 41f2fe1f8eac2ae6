import { memo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { Product } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { IMAGE_TILE, ProductImage } from '@/entities/catalogue/product-image.tsx';
import { useOriginState } from '../hooks/use-list-origin.ts';
import { ProductPrice } from './product-price.tsx';
import { StockStatus, UnitBadge } from './product-facts.tsx';
import { AddToListButton } from './add-to-list-button.tsx';
import { QuantityControl } from './quantity-control.tsx';

interface ProductCardProps {
  product: Product;
  /** In the first row of the list: its image is fetched first (ProductImage). */
  priority?: boolean;
}

/**
 * Image (opens the details), part number, description, price, stock, unit badge, quantity.
 * Memoised: the list's own re-renders (the categories arriving, the drawer, the next page loading)
 * leave the cards alone; a card re-renders when its product, its cart line or the address changes.
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority = false,
}: ProductCardProps) {
  const { t } = useTranslation('catalogue');
  const origin = useOriginState();
  const name = product.description || product.part_number;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <Link
        to={paths.product(product.id)}
        state={origin}
        aria-label={t('card.open', { name })}
        className={`block aspect-square ${IMAGE_TILE} p-2`}
      >
        <ProductImage src={product.primary_image} priority={priority} />
      </Link>
      <div className="flex flex-1 flex-col gap-2 border-t border-slate-100 p-3 dark:border-slate-800">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {product.part_number}
        </p>
        {/* h2: the page's h1 is the only heading above it on a phone (the categories are in a drawer). */}
        <h2 className="text-sm">{product.description}</h2>
        <div className="mt-auto flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          <ProductPrice product={product} className="text-base" />
          <UnitBadge product={product} />
        </div>
        <StockStatus available={product.available} />
        <QuantityControl product={product} />
        <AddToListButton product={product} className="px-2 py-1.5 text-xs" />
      </div>
    </article>
  );
});

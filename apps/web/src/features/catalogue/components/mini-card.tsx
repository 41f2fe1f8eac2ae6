import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { Product } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { IMAGE_TILE, ProductImage } from '@/entities/catalogue/product-image.tsx';
import { useOriginState } from '../hooks/use-list-origin.ts';
import { ProductPrice } from './product-price.tsx';
import { QuantityControl } from './quantity-control.tsx';

/** A related or complementary product: a link to its details, its price and plus/minus. */
export function MiniCard({ product }: { product: Product }) {
  const { t } = useTranslation('catalogue');
  const origin = useOriginState();
  const name = product.description || product.part_number;
  return (
    <article className="flex w-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-900">
      <Link
        to={paths.product(product.id)}
        state={origin}
        aria-label={t('card.open', { name })}
        className={`block aspect-square ${IMAGE_TILE} p-1`}
      >
        <ProductImage src={product.primary_image} />
      </Link>
      <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
        {product.part_number}
      </p>
      <Link
        to={paths.product(product.id)}
        state={origin}
        className="text-sm text-blue-800 hover:underline dark:text-sky-300"
      >
        {product.description}
      </Link>
      <div className="mt-auto">
        <ProductPrice product={product} className="text-sm" />
      </div>
      <QuantityControl product={product} variant="mini" />
    </article>
  );
}

import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { GuestProduct } from '@portal/contract';
import { IMAGE_TILE, ProductImage } from '@/entities/catalogue/product-image.tsx';

interface GuestProductCardProps {
  product: GuestProduct;
  onOpen: (product: GuestProduct) => void;
  /** In the first row of the list: its image is fetched first (ProductImage). */
  priority?: boolean;
}

/** Image, part number and description only: no price, stock or cart for visitors. */
export function GuestProductCard({ product, onOpen, priority = false }: GuestProductCardProps) {
  const { t } = useTranslation('browse');
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <button
        type="button"
        onClick={() => onOpen(product)}
        aria-label={t('card.open', { name: product.description || product.part_number })}
        className={`block aspect-square ${IMAGE_TILE} p-2`}
      >
        <ProductImage src={product.primary_image} priority={priority} />
      </button>
      <div className="flex flex-1 flex-col gap-1 border-t border-slate-100 p-3 dark:border-slate-800">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {product.part_number}
        </p>
        {/* h2: the page's h1 is the only heading above it on a phone (the categories are in a drawer). */}
        <h2 className="text-sm">{product.description}</h2>
      </div>
    </article>
  );
}

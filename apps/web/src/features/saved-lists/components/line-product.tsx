import { Link } from 'react-router';
import type { SavedListLine } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { IMAGE_TILE, ProductImage } from '@/entities/catalogue/product-image.tsx';
import { useTranslation } from '@/shared/i18n/use-translation.ts';

/**
 * Thumbnail, part number and description linking to the product; a product no longer sold is
 * named as the list last knew it, without a link.
 */
export function LineProduct({ line }: { line: SavedListLine }) {
  const { t } = useTranslation('saved-lists');
  const { product } = line;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div
        className={`size-14 shrink-0 rounded border border-slate-200 ${IMAGE_TILE} p-1 dark:border-slate-700`}
      >
        {product ? <ProductImage src={product.primary_image} /> : null}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
          {line.part_number}
        </p>
        {product ? (
          <Link
            to={paths.product(product.id)}
            className="text-sm font-medium text-blue-800 hover:underline dark:text-sky-300"
          >
            {product.description || line.description}
          </Link>
        ) : (
          <p className="text-sm font-medium">{line.description}</p>
        )}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {product ? `${product.uom_code} x ${product.cf}` : t('detail.unavailable')}
        </p>
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import type { Product } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { IMAGE_TILE, ProductImage } from '@/entities/catalogue/product-image.tsx';

/** Thumbnail, part number and description linking to the product. */
export function LineProduct({ product }: { product: Product }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div
        className={`size-14 shrink-0 rounded border border-slate-200 ${IMAGE_TILE} p-1 dark:border-slate-700`}
      >
        <ProductImage src={product.primary_image} />
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
          {product.part_number}
        </p>
        <Link
          to={paths.product(product.id)}
          className="text-sm font-medium text-blue-800 hover:underline dark:text-sky-300"
        >
          {product.description}
        </Link>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {product.uom_code} x {product.cf}
        </p>
      </div>
    </div>
  );
}

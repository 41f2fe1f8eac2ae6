import { memo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { Product } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { IMAGE_TILE, ProductImage } from '@/entities/catalogue/product-image.tsx';
import { useOriginState } from '../hooks/use-list-origin.ts';
import { ProductPrice } from './product-price.tsx';
import { StockStatus, UnitBadge } from './product-facts.tsx';
import { QuantityControl } from './quantity-control.tsx';

const th = 'px-2 py-1.5 text-left text-xs font-semibold tracking-wide uppercase';
/** Columns of their own from lg up; below, the product cell carries these facts. */
const wideOnly = 'hidden lg:table-cell';

/**
 * The compact list view (issue 16): one row per product with its thumbnail, part number,
 * description (a link to the details), unit, price, stock and quantity field, so that a buyer
 * sees a dozen products at once. On a narrow screen the facts stack under the description.
 */
export function ProductTable({ products, busy }: { products: readonly Product[]; busy: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <div
      aria-busy={busy}
      className={`rounded-lg border border-slate-200 dark:border-slate-700 ${busy ? 'opacity-60' : ''}`}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t('productList.productsLabel')}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className={`${th} w-12`}>
              <span className="sr-only">{t('list.image')}</span>
            </th>
            <th scope="col" className={`${th} ${wideOnly}`}>
              {t('productDetails.partNumber')}
            </th>
            <th scope="col" className={th}>
              {t('list.description')}
            </th>
            <th scope="col" className={`${th} ${wideOnly}`}>
              {t('productDetails.unit')}
            </th>
            <th scope="col" className={`${th} ${wideOnly} text-right`}>
              {t('productDetails.price')}
            </th>
            <th scope="col" className={`${th} ${wideOnly}`}>
              {t('productDetails.stock')}
            </th>
            <th scope="col" className={th}>
              {t('productDetails.quantity')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {products.map((product) => (
            <ProductRow key={product.id} product={product} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Memoised as ProductCard is: the table's re-renders leave the rows alone. Rows are tight (the
 * stepper sets their height) so that a dozen fit above the fold at 1366x768 (issue 16).
 */
const ProductRow = memo(function ProductRow({ product }: { product: Product }) {
  const origin = useOriginState();
  return (
    <tr className="align-middle">
      <td className="px-2 py-0.5">
        <div
          className={`size-8 rounded border border-slate-200 ${IMAGE_TILE} p-0.5 dark:border-slate-700`}
        >
          <ProductImage src={product.primary_image} />
        </div>
      </td>
      <td
        className={`${wideOnly} px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase dark:text-slate-400`}
      >
        {product.part_number}
      </td>
      <td className="px-2 py-0.5">
        <p className="text-xs font-semibold text-slate-600 uppercase lg:hidden dark:text-slate-400">
          {product.part_number}
        </p>
        <Link
          to={paths.product(product.id)}
          state={origin}
          className="text-blue-800 hover:underline dark:text-sky-300"
        >
          {product.description || product.part_number}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 lg:hidden">
          <ProductPrice product={product} />
          <UnitBadge product={product} />
          <StockStatus available={product.available} />
        </div>
      </td>
      <td className={`${wideOnly} px-2 py-1`}>
        <UnitBadge product={product} />
      </td>
      <td className={`${wideOnly} px-2 py-0.5 text-right tabular-nums`}>
        {/* Tight lines: a price with its tier line stays as tall as the quantity control, so that
            a dozen rows still fit above the fold. */}
        <ProductPrice product={product} alignEnd className="leading-4" />
      </td>
      <td className={`${wideOnly} px-2 py-0.5 whitespace-nowrap`}>
        <StockStatus available={product.available} />
      </td>
      <td className="px-2 py-0.5">
        <QuantityControl product={product} variant="row" />
      </td>
    </tr>
  );
});

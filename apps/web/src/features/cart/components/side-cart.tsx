import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '@/app/paths.ts';
import { cartTotal } from '@/entities/cart/cart-rules.ts';
import { useCartItems } from '@/entities/cart/cart-store.ts';
import { sideCartStore, useSideCartOpen } from '@/entities/cart/side-cart-store.ts';
import { useFreshCartProducts } from '@/entities/cart/use-fresh-cart-products.ts';
import { BuyerPrice } from '@/entities/catalogue/buyer-price.tsx';
import { IMAGE_TILE, ProductImage } from '@/entities/catalogue/product-image.tsx';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { Dialog } from '@/shared/ui/dialog.tsx';
import { LineQuantity } from './line-quantity.tsx';
import { LineStockWarning } from './line-stock-warning.tsx';
import { LineTierNote } from './line-tier-note.tsx';
import { RemoveLineButton } from './remove-line-button.tsx';

/**
 * The side cart slide-over (specification section 2): each line with its quantity field and
 * removal, the subtotal, and links to the cart and to checkout.
 */
export function SideCart() {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation('cart');
  const open = useSideCartOpen();
  const items = useCartItems();
  useFreshCartProducts(open);
  const titleId = useId();
  const close = () => sideCartStore.close();
  if (!open) return null;

  return (
    <Dialog
      onClose={close}
      labelledBy={titleId}
      className="animate-slide-in-right fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-96 max-w-[90vw] flex-col bg-white shadow-xl open:flex dark:bg-slate-900"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <h2 id={titleId} className="flex-1 text-lg font-semibold">
          {t('sideCart.title')}
        </h2>
        <button
          type="button"
          onClick={close}
          className="rounded p-1.5 text-xl leading-none hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <span className="sr-only">{t('sideCart.close')}</span>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {items.length === 0 ? (
        <p className="p-6 text-center text-slate-600 dark:text-slate-400">{t('sideCart.empty')}</p>
      ) : (
        <ul className="flex-1 divide-y divide-slate-200 overflow-y-auto px-4 dark:divide-slate-700">
          {items.map((item) => {
            const { product, quantity } = item;
            return (
              <li key={product.id} className="flex gap-3 py-3">
                <div
                  className={`size-14 shrink-0 rounded border border-slate-200 ${IMAGE_TILE} p-1 dark:border-slate-700`}
                >
                  <ProductImage src={product.primary_image} />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <p className="text-sm font-medium">{product.description}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {product.part_number} ·{' '}
                    <BuyerPrice product={product} quantity={quantity} className="text-xs" />
                  </p>
                  <div className="flex items-center justify-between gap-2">
                    <LineQuantity product={product} quantity={quantity} />
                    <RemoveLineButton product={product} />
                  </div>
                  <LineStockWarning item={item} />
                  <LineTierNote item={item} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 p-4 dark:border-slate-700">
        <p className="flex justify-between font-semibold">
          <span>{t('sideCart.subtotal')}</span>
          <span className="tabular-nums">{formatMoney(cartTotal(items))}</span>
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Link to={paths.cart()} onClick={close} className={buttonClasses('secondary')}>
            {t('sideCart.viewCart')}
          </Link>
          <Link to={paths.checkout()} onClick={close} className={buttonClasses('primary')}>
            {t('sideCart.checkout')}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}

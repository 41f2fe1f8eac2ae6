import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import { cartTotal, checkoutProblem, type CartProblem } from '@/entities/cart/cart-rules.ts';
import { cartStore, useCartItems } from '@/entities/cart/cart-store.ts';
import { FreshCartProducts } from '@/entities/cart/use-fresh-cart-products.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button, buttonClasses } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { CartCards } from '../components/cart-cards.tsx';
import { CartTable } from '../components/cart-table.tsx';
import { ApprovalNotice } from '@/entities/orders/approval-notice.tsx';
import { cartQuoteLines } from '@/entities/quotes/quote-lines.ts';
import { RequestQuoteButton } from '@/entities/quotes/request-quote-button.tsx';
import { SaveAsList } from '../components/save-as-list.tsx';
import { screenFrom, useMediaQuery } from '@/shared/lib/use-media-query.ts';

/**
 * /cart: the lines (a table on wide screens, cards on phones) with comments, quantities, removal
 * and totals; continue shopping, checkout (with the checks of specification section 5) and
 * cancel order.
 */
export function CartRoute() {
  return (
    <>
      <FreshCartProducts />
      <CartScreen />
    </>
  );
}

function CartScreen() {
  const { t } = useTranslation('cart');
  const items = useCartItems();
  const wide = useMediaQuery(screenFrom.md);
  const navigate = useNavigate();
  const toast = useToast();
  const [problem, setProblem] = useState<CartProblem | null>(null);
  const [canceling, setCanceling] = useState(false);

  const checkout = () => {
    const found = checkoutProblem(items);
    setProblem(found);
    if (found) window.scrollTo({ top: 0, behavior: 'smooth' });
    else void navigate(paths.checkout());
  };
  const cancelOrder = () => {
    setCanceling(false);
    setProblem(null);
    cartStore.clear();
    toast.success(t('cartPage.canceled'));
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('cartPage.title')}</h1>
      {problem?.key === 'cartEmptyError' ? (
        <Alert tone="error">{t('cartPage.cartEmptyError')}</Alert>
      ) : null}
      {problem?.key === 'minOrderQtyError' ? (
        <Alert tone="error">
          {t('cartPage.minOrderQtyError', {
            productName: problem.productName,
            minQty: problem.minQty,
          })}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-600 dark:text-slate-400">
          {t('cartPage.empty')}
        </p>
      ) : wide ? (
        <CartTable items={items} />
      ) : (
        <CartCards items={items} />
      )}
      {items.length > 0 ? <ApprovalNotice total={cartTotal(items)} lines={items.length} /> : null}
      {/* The destructive action sits with the way back, away from the primary one. */}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-between">
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Link to={paths.products()} className={buttonClasses('secondary')}>
            {t('cartPage.continueShopping')}
          </Link>
          {items.length > 0 ? (
            <Button variant="quietDanger" onClick={() => setCanceling(true)}>
              {t('cartPage.cancelOrder')}
            </Button>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {items.length > 0 ? (
            <RequestQuoteButton
              lines={cartQuoteLines(items)}
              source="cart"
              quotePath={paths.quote}
            />
          ) : null}
          {items.length > 0 ? <SaveAsList items={items} /> : null}
          <Button onClick={checkout}>{t('cartPage.checkout')}</Button>
        </div>
      </div>
      <ConfirmModal
        open={canceling}
        title={t('cartPage.cancelTitle')}
        message={t('cartPage.cancelMessage')}
        confirmLabel={t('cartPage.cancelOrder')}
        cancelLabel={t('cartPage.keepOrder')}
        danger
        onCancel={() => setCanceling(false)}
        onConfirm={cancelOrder}
      />
    </div>
  );
}

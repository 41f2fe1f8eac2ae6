import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '@/app/paths.ts';
import { useCartCount } from '@/entities/cart/cart-store.ts';
import { sideCartStore } from '@/entities/cart/side-cart-store.ts';

/** The cart link with its item-count badge; the cart itself belongs to the buying flow. */
export function CartButton() {
  const { t } = useTranslation('shell');
  const count = useCartCount();
  return (
    <Link
      to={paths.cart()}
      aria-label={t('cart.label', { count })}
      onClick={(event) => {
        // On the signed-in screens the button opens the side cart; a new-tab click still works.
        if (!sideCartStore.hosted() || event.button !== 0 || event.metaKey || event.ctrlKey) return;
        event.preventDefault();
        sideCartStore.open();
      }}
      className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L21 8H6.2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}

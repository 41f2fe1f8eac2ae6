import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { minQuantity, quantityInCart } from '@/entities/cart/cart-rules.ts';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { buttonClasses } from '@/shared/ui/button.tsx';

// Loaded when first opened: the dialog, its texts and the form's schema stay out of the list.
const AddToListDialog = lazy(async () => ({
  default: (await import('./add-to-list-dialog.tsx')).AddToListDialog,
}));

interface AddToListButtonProps {
  product: Product;
  /** The quantity to offer: the details' chosen one; else what the cart holds, or the minimum. */
  quantity?: number;
  className?: string;
}

/** 'Add to list' (issue 12) on a product's card and details: opens the dialog that does it. */
export function AddToListButton({ product, quantity, className = '' }: AddToListButtonProps) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const name = product.description || product.part_number;
  const offered =
    quantity && quantity > 0
      ? quantity
      : quantityInCart(cartStore.getItems(), product.id) || minQuantity(product);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('addToList.labelFor', { name })}
        onClick={() => setOpen(true)}
        className={buttonClasses('secondary', className)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 3h12v18l-6-4-6 4z" />
        </svg>
        {t('addToList.label')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AddToListDialog
            product={product}
            initialQuantity={offered}
            listPath={paths.savedList}
            onOpenList={(path) => void navigate(path)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

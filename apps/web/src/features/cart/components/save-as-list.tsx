import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import type { CartItem } from '@/entities/cart/cart-rules.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Button } from '@/shared/ui/button.tsx';

// Loaded when first opened: the dialog, its texts and the name's schema stay out of the cart.
const SaveCartDialog = lazy(async () => ({
  default: (await import('./save-cart-dialog.tsx')).SaveCartDialog,
}));

/**
 * 'Save as list' (issue 12; the specification's 'save a draft'): the cart's lines, quantities
 * and comments become a named list of the customer's. The cart itself stays as it is.
 */
export function SaveAsList({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('cartPage.saveAsList')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SaveCartDialog
            items={items}
            listPath={paths.savedList}
            onOpenList={(path) => void navigate(path)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

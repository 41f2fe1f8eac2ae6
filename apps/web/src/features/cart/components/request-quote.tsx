import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import type { CartItem } from '@/entities/cart/cart-rules.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Button } from '@/shared/ui/button.tsx';

// Loaded when first opened: the dialog, its texts and the request's schema stay out of the cart.
const RequestQuoteDialog = lazy(async () => ({
  default: (await import('@/entities/quotes/request-quote-dialog.tsx')).RequestQuoteDialog,
}));

/**
 * 'Request a quote' (issue 30): the cart's lines become a request for a price, with a wanted
 * date, a note and parts not in the catalogue. The cart itself stays as it is.
 */
export function RequestQuote({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation('quotes');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('request.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <RequestQuoteDialog
            items={items}
            quotePath={paths.quote}
            onOpenQuote={(path) => void navigate(path)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

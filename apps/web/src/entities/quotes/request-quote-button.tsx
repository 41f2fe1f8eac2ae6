import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Button } from '@/shared/ui/button.tsx';
import type { CatalogueQuoteLine, QuoteSource } from './quote-lines.ts';

// Loaded when first opened: the dialog, its texts and the request's schema stay out of the screen.
const RequestQuoteDialog = lazy(async () => ({
  default: (await import('./request-quote-dialog.tsx')).RequestQuoteDialog,
}));

interface RequestQuoteButtonProps {
  /** The catalogue lines that go with the request. */
  lines: readonly CatalogueQuoteLine[];
  /** Where they come from, for the dialog's words; the source itself stays as it is. */
  source: QuoteSource;
  /** Where a quote's page is (the app's route), for the toast's 'Open the quote'. */
  quotePath: (quoteId: number) => string;
}

/**
 * 'Request a quote' (issue 30 point 1) from the cart, a saved list or quick order: the lines
 * become a request for a price, with a wanted date, a note and parts not in the catalogue.
 */
export function RequestQuoteButton({ lines, source, quotePath }: RequestQuoteButtonProps) {
  const { t } = useTranslation('quotes');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        disabled={lines.length === 0}
        onClick={() => setOpen(true)}
      >
        {t('request.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <RequestQuoteDialog
            lines={lines}
            source={source}
            quotePath={quotePath}
            onOpenQuote={(path) => void navigate(path)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

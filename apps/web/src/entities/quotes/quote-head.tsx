import { Link } from 'react-router';
import type { QuoteDetail } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDate } from '@/shared/lib/format.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { QuoteStatusBadge } from './quote-status-badge.tsx';

interface QuoteHeadProps {
  quote: QuoteDetail;
  /** The staff read the status in their own words and see whose quote it is. */
  audience: 'buyer' | 'staff';
  /** Where the order an accepted quote became opens, for this audience. */
  orderPath: (orderId: number) => string;
}

/**
 * The top of a quote's page, for the buyer and for the manufacturer's staff alike: its status,
 * who asked and when, the date wanted, and the order it became once accepted.
 */
export function QuoteHead({ quote, audience, orderPath }: QuoteHeadProps) {
  const { t, i18n } = useTranslation(['quotes', 'admin-quotes']);
  const date = (text: string) => formatDate(text, i18n.language);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <QuoteStatusBadge status={quote.status} audience={audience} />
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {audience === 'staff'
            ? `${t('admin-quotes:detail.customer', { name: quote.customer.name, code: quote.customer.code })} · `
            : ''}
          {t('detail.requestedOn', {
            date: date(quote.created_at.slice(0, 10)),
            name: quote.requested_by ?? '-',
          })}
          {quote.wanted_date ? ` · ${t('detail.wantedBy', { date: date(quote.wanted_date) })}` : ''}
        </p>
      </div>
      {quote.order ? (
        <Alert tone="success">
          {t('detail.placedAs', { number: quote.order.sale_no })}{' '}
          <Link className="font-semibold underline" to={orderPath(quote.order.id)}>
            {t('detail.openOrder')}
          </Link>
        </Alert>
      ) : null}
    </>
  );
}

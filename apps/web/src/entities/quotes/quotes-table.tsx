import type { QuoteSummary } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDate, useFormatMoney } from '@/shared/lib/format.ts';
import { LinkRow, RowLink, useListState } from '@/shared/ui/link-row.tsx';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { QuoteStatusBadge } from '@/entities/quotes/quote-status-badge.tsx';

interface QuotesTableProps {
  quotes: readonly QuoteSummary[];
  label: string;
  /** The quote's page (the buyer's or the console's). */
  pathOf: (quoteId: number) => string;
  /** The console lists every customer's quotes: it names the customer, in staff's words. */
  audience?: 'buyer' | 'staff';
}

/** One row per quote (a card on a phone); the number links to the quote and the row opens it. */
export function QuotesTable({ quotes, label, pathOf, audience = 'buyer' }: QuotesTableProps) {
  const showCustomer = audience === 'staff';
  const { t, i18n } = useTranslation('quotes');
  const formatMoney = useFormatMoney();
  const state = useListState();
  const columns = [
    t('list.number'),
    ...(showCustomer ? [t('list.customer')] : []),
    t('list.requested'),
    t('list.lines'),
    <span key="total" className="block text-right">
      {t('list.total')}
    </span>,
    t('list.validUntil'),
    t('list.status'),
  ];
  return (
    <ResponsiveTable caption={label} columns={columns}>
      {quotes.map((quote) => (
        <LinkRow key={quote.id} to={pathOf(quote.id)} state={state}>
          <td className={`${cellClasses} font-semibold`}>
            <RowLink to={pathOf(quote.id)} state={state}>
              {t('list.quoteNumber', { number: quote.id })}
            </RowLink>
          </td>
          {showCustomer ? <td className={cellClasses}>{quote.customer.name}</td> : null}
          <td className={`${cellClasses} whitespace-nowrap`}>
            {formatDate(quote.created_at.slice(0, 10), i18n.language)}
          </td>
          <td className={`${cellClasses} tabular-nums`}>{quote.line_count}</td>
          <td className={`${cellClasses} text-right tabular-nums`}>
            {quote.latest_version ? formatMoney(quote.latest_version.total) : '-'}
          </td>
          <td className={cellClasses}>
            {quote.latest_version
              ? formatDate(quote.latest_version.valid_until_date, i18n.language)
              : '-'}
          </td>
          <td className={cellClasses}>
            <QuoteStatusBadge status={quote.status} audience={audience} />
          </td>
        </LinkRow>
      ))}
    </ResponsiveTable>
  );
}

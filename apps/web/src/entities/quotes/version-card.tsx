import { hoursLeft, versionChanges, type QuoteVersion } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDate, useFormatMoney } from '@/shared/lib/format.ts';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';

interface VersionCardProps {
  version: QuoteVersion;
  /** The version it replaced, to say what changed; none for the first. */
  previous: QuoteVersion | undefined;
  /** The version that may be accepted: its time left is shown. */
  latest: boolean;
  /** The request's lines' descriptions, by id, for a free-text line's name. */
  requested: ReadonlyMap<number, string>;
  /** The moment the time left is counted from: when the card was first shown, unless given. */
  now?: Date;
}

/** Time left as a buyer reads it: hours under two days, days beyond. */
function TimeLeft({ validUntil, now }: { validUntil: string; now: Date }) {
  const { t } = useTranslation('quotes');
  const hours = hoursLeft(validUntil, now);
  if (hours <= 0) return null;
  const text =
    hours < 48
      ? t('detail.hoursLeft', { count: hours })
      : t('detail.daysLeft', { count: Math.floor(hours / 24) });
  return <span className="font-semibold text-amber-800 dark:text-amber-300">{text}</span>;
}

/**
 * One offer version as sent (never changed afterwards): valid until, time left, payment terms,
 * note, its lines and total, and what changed since the version before it.
 */
export function VersionCard({
  version,
  previous,
  latest,
  requested,
  now: given,
}: VersionCardProps) {
  // Read once, not at every render: a render reads no clock (React's purity rule).
  const [shownAt] = useState(() => new Date());
  const now = given ?? shownAt;
  const { t, i18n } = useTranslation(['quotes', 'orders']);
  const formatMoney = useFormatMoney();
  const changes = previous ? versionChanges(previous.lines, version.lines) : [];
  const partOf = (quoteLineId: number) =>
    version.lines.find((line) => line.quote_line_id === quoteLineId)?.product.part_number ?? '';

  return (
    <section
      aria-label={t('detail.version', { number: version.version_no })}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">
          {t('detail.version', { number: version.version_no })}
          {latest ? (
            <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
              {t('detail.latest')}
            </span>
          ) : null}
        </h3>
        <p className="text-sm">
          {t('detail.validUntil', { date: formatDate(version.valid_until_date, i18n.language) })}{' '}
          {latest ? <TimeLeft validUntil={version.valid_until} now={now} /> : null}
        </p>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('detail.paymentTerms', { terms: t(`orders:payment.${version.payment_terms}`) })}
      </p>
      {version.note ? <p className="text-sm whitespace-pre-line">{version.note}</p> : null}
      {previous ? (
        <div className="text-sm">
          <h4 className="font-medium">{t('detail.changes', { number: previous.version_no })}</h4>
          {changes.length === 0 ? (
            <p>{t('detail.noChanges', { number: previous.version_no })}</p>
          ) : (
            <ul className="list-disc pl-5">
              {changes.flatMap((change) => {
                if (change.kind === 'added') {
                  return [
                    <li key={`a${change.quoteLineId}`}>
                      {t('detail.added', { part: partOf(change.quoteLineId) })}
                    </li>,
                  ];
                }
                if (change.kind === 'removed') {
                  return [
                    <li key={`r${change.quoteLineId}`}>
                      {t('detail.removed', { part: change.partNumber })}
                    </li>,
                  ];
                }
                const part = partOf(change.quoteLineId);
                return [
                  change.product ? (
                    <li key={`p${change.quoteLineId}`}>
                      {t('detail.changeProduct', change.product)}
                    </li>
                  ) : null,
                  change.price ? (
                    <li key={`$${change.quoteLineId}`}>
                      {t('detail.changePrice', {
                        part,
                        from: formatMoney(change.price.from),
                        to: formatMoney(change.price.to),
                      })}
                    </li>
                  ) : null,
                  change.quantity ? (
                    <li key={`q${change.quoteLineId}`}>
                      {t('detail.changeQuantity', { part, ...change.quantity })}
                    </li>
                  ) : null,
                ];
              })}
            </ul>
          )}
        </div>
      ) : null}
      <ResponsiveTable
        caption={t('detail.versionLines', { number: version.version_no })}
        columns={[
          t('detail.product'),
          <span key="q" className="block text-right">
            {t('detail.quantity')}
          </span>,
          <span key="p" className="block text-right">
            {t('detail.price')}
          </span>,
          <span key="t" className="block text-right">
            {t('detail.lineTotal')}
          </span>,
        ]}
      >
        {version.lines.map((line) => (
          <tr key={line.quote_line_id}>
            <td className={cellClasses}>
              <span className="font-semibold">{line.product.part_number}</span>{' '}
              {line.product.description}
              {requested.get(line.quote_line_id) !== undefined ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {t('detail.forRequest', { text: requested.get(line.quote_line_id) ?? '' })}
                </span>
              ) : null}
              {line.product.active ? null : (
                <span className="block text-xs font-semibold text-red-700 dark:text-red-300">
                  {t('detail.noLongerSold')}
                </span>
              )}
            </td>
            <td className={`${cellClasses} text-right tabular-nums`}>
              {line.quantity} {line.product.uom_code}
            </td>
            <td className={`${cellClasses} text-right tabular-nums`}>
              {formatMoney(line.price)}
              {line.tiers.length > 0 ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {t('detail.quantityBreaks', {
                    breaks: line.tiers
                      .map((tier) =>
                        t('acceptDialog.break', {
                          quantity: tier.min_qty,
                          price: formatMoney(tier.price),
                        }),
                      )
                      .join('; '),
                  })}
                </span>
              ) : null}
            </td>
            <td className={`${cellClasses} text-right tabular-nums`}>
              {formatMoney(line.line_total)}
            </td>
          </tr>
        ))}
      </ResponsiveTable>
      <p className="self-end text-base font-semibold">
        {t('detail.totalLine', { amount: formatMoney(version.total) })}
      </p>
    </section>
  );
}

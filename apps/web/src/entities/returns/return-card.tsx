import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OrderReturn } from '@portal/contract/returns';
import type { ReturnState } from '@portal/contract/rules/return-states';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDateTime, useFormatMoney } from '@/shared/lib/format.ts';
import { Badge, type BadgeTone } from '@/shared/ui/badge.tsx';

const TONES: Record<ReturnState, BadgeTone> = {
  requested: 'info',
  approved: 'warning',
  refused: 'danger',
  received: 'success',
  withdrawn: 'neutral',
};

/** A return's state as a pill, in the reader's language. */
export function ReturnStateBadge({ state }: { state: ReturnState }) {
  const { t } = useTranslation('orders');
  return <Badge tone={TONES[state]}>{t(`returns.states.${state}`)}</Badge>;
}

/** One photo of a return, fetched with the session (photos are private) and shown small. */
function ReturnPhoto({
  queryKey,
  load,
  label,
}: {
  queryKey: readonly unknown[];
  load: () => Promise<Blob>;
  label: string;
}) {
  // An object URL of the bytes, dropped with the last card that shows it (gcTime 0), revoked then.
  const photo = useQuery({
    queryKey,
    queryFn: async () => URL.createObjectURL(await load()),
    staleTime: Infinity,
    gcTime: 0,
  });
  const url = photo.data ?? null;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) {
    return <span className="block h-16 w-16 rounded bg-slate-100 dark:bg-slate-800" aria-hidden />;
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="block">
      <img src={url} alt={label} className="h-16 w-16 rounded object-cover" />
    </a>
  );
}

/**
 * A return as both order pages show it (issue 31 point 4): its number and state, the lines and
 * quantities, the reason and comment, the photos, the decision with its comment, and the credit
 * it pays back (a credit note once received). `actions` are the side's buttons.
 */
export function ReturnCard({
  value,
  photo,
  actions,
  children,
}: {
  value: OrderReturn;
  /** The photo's bytes and cache key. */
  photo: (photoId: number) => { key: readonly unknown[]; load: () => Promise<Blob> };
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const language = i18n.language;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid={`return-${value.id}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold">{t('returns.title', { id: value.id })}</h4>
        <ReturnStateBadge state={value.state} />
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-600 dark:text-slate-400">{t('returns.requestedAt')}</dt>
        <dd>
          <time dateTime={value.requested_at}>{formatDateTime(value.requested_at, language)}</time>
          {value.requested_by ? ` · ${value.requested_by.name}` : ''}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('returns.reason')}</dt>
        <dd>{t(`returns.reasons.${value.reason}`)}</dd>
        {value.comment ? (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('returns.comment')}</dt>
            <dd className="break-words whitespace-pre-line">{value.comment}</dd>
          </>
        ) : null}
        <dt className="text-slate-600 dark:text-slate-400">{t('returns.lines')}</dt>
        <dd>
          <ul>
            {value.lines.map((line) => (
              <li key={line.order_line_id}>
                {line.quantity} {line.uom_code} × {line.part_number} {line.description}
              </li>
            ))}
          </ul>
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">
          {value.state === 'received' ? t('returns.credited') : t('returns.credit')}
        </dt>
        <dd className="tabular-nums">{formatMoney(value.credit_amount)}</dd>
        {value.decided_at ? (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('returns.decidedAt')}</dt>
            <dd>
              <time dateTime={value.decided_at}>{formatDateTime(value.decided_at, language)}</time>
              {value.decision_comment ? (
                <span className="block break-words whitespace-pre-line">
                  {value.decision_comment}
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
        {value.received_at ? (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('returns.receivedAt')}</dt>
            <dd>
              <time dateTime={value.received_at}>
                {formatDateTime(value.received_at, language)}
              </time>
            </dd>
          </>
        ) : null}
      </dl>
      {value.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('returns.photos')}>
          {value.photos.map((item, index) => {
            const { key, load } = photo(item.id);
            return (
              <li key={item.id}>
                <ReturnPhoto
                  queryKey={key}
                  load={load}
                  label={t('returns.photoLabel', { number: index + 1 })}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {children}
      {actions ? (
        <div className="flex flex-wrap gap-2" data-print="hide">
          {actions}
        </div>
      ) : null}
    </li>
  );
}

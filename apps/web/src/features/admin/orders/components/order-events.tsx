import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { OrderEvent } from '@portal/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { StatusBadge } from '@/entities/orders/status-badge.tsx';

/** The order's status history, oldest first: each change, who made it, when and why. */
export function OrderEvents({ events }: { events: readonly OrderEvent[] }) {
  const { t, i18n } = useTranslation('admin-orders');
  const language = i18n.language;
  if (events.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.noEvents')}</p>;
  }
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
      {events.map((event) => (
        <li key={event.id} className="flex flex-col gap-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            {event.from_status ? (
              <>
                <StatusBadge status={event.from_status} audience="staff" />{' '}
                <span aria-hidden="true">→</span>
                <span className="sr-only">{t('detail.to')}</span>{' '}
              </>
            ) : (
              <span>{t('detail.placedAs')} </span>
            )}
            <StatusBadge status={event.to_status} audience="staff" />
          </div>
          <p className="text-slate-600 dark:text-slate-400">
            <time dateTime={event.created_at}>{formatDateTime(event.created_at, language)}</time>
            {' · '}
            {event.user
              ? t('detail.by', { name: event.user.name || event.user.email })
              : t('detail.bySystem')}
          </p>
          {event.comment ? (
            <blockquote className="rounded-md bg-slate-50 px-3 py-2 whitespace-pre-line dark:bg-slate-800">
              {event.comment}
            </blockquote>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

import type { QuoteDetail } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDateTime } from '@/shared/lib/format.ts';

const EVENTS = [
  'request',
  'ask_information',
  'ask_changes',
  'offer',
  'accept',
  'decline',
  'refuse',
  'withdraw',
  'expire',
  'reopen',
] as const;
type EventName = (typeof EVENTS)[number];
const isEvent = (action: string): action is EventName =>
  (EVENTS as readonly string[]).includes(action);

/** The quote's conversation: every step, who took it and the message that came with it. */
export function QuoteHistory({ events }: { events: QuoteDetail['events'] }) {
  const { t, i18n } = useTranslation('quotes');
  return (
    <ol className="flex flex-col gap-2">
      {events.map((event, index) => (
        <li
          key={index}
          className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
        >
          <p>
            <span className="font-semibold">
              {isEvent(event.action) ? t(`event.${event.action}`) : event.action}
            </span>{' '}
            <span className="text-slate-600 dark:text-slate-400">
              {formatDateTime(event.at, i18n.language)} ·{' '}
              {event.by ?? (event.staff ? t('detail.manufacturer') : '')}
            </span>
          </p>
          {event.message ? <p className="mt-1 whitespace-pre-line">{event.message}</p> : null}
        </li>
      ))}
    </ol>
  );
}

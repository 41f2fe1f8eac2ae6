import { formatMoney } from '@portal/contract/rules/money-format';
import { useLanguage } from '@/shared/i18n/use-language.ts';

/**
 * Dates as every buying screen shows them (specification section 9): order dates sent as
 * YYYY-MM-DD. Money is formatted by the contract's rule, shared with the server's e-mails.
 */
export { formatMoney };

/** The money formatter of the current language: `const formatMoney = useFormatMoney();`. */
export function useFormatMoney(): (amount: number) => string {
  const language = useLanguage();
  return (amount) => formatMoney(amount, language);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar date as YYYY-MM-DD (an order is dated the day the buyer places it). */
export const isoDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * A YYYY-MM-DD date in the reader's language (15 nov. 2026). The text is a calendar date, not an
 * instant, so it is read and shown in UTC and never shifts by a day.
 */
export function formatDate(text: string, language: string): string {
  const date = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime())) return text;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * An instant (ISO 8601 timestamp from the API) as a date and time in the reader's language and
 * time zone: 'Nov 20, 2026, 3:05 PM'. Text that is not a timestamp is shown as it is.
 */
export function formatDateTime(text: string, language: string, timeZone?: string): string {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/**
 * A calendar date (YYYY-MM-DD, as orders keep it) in the reader's language: "November 24, 2026",
 * "24 de noviembre de 2026", "24 novembre 2026". Read as a date in UTC, so that no time zone moves
 * it to the day before.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatCalendarDate(date: string, language: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(language, formatter);
  }
  return formatter.format(day);
}

/**
 * An offer is valid until the end of its valid-until day in the manufacturer's time zone
 * (issue 30 point 2): the instant the next day starts there. A buyer in another zone sees that
 * instant in their own clock, never a different day's end.
 */

/** The offset of `timeZone` from UTC at `instant`, in minutes (east positive). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** Whether the runtime knows the IANA time zone (a setting typed by hand may not be one). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a day (YYYY-MM-DD) ends in `timeZone`: midnight starting the next day there. The
 * offset is taken twice, so a change of offset that night (summer time) is honoured.
 */
export function endOfDayIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const nextMidnightUtc = Date.UTC(year, month - 1, date + 1);
  const guess = nextMidnightUtc - offsetMinutes(new Date(nextMidnightUtc), timeZone) * 60_000;
  return new Date(nextMidnightUtc - offsetMinutes(new Date(guess), timeZone) * 60_000);
}

/** Today's date (YYYY-MM-DD) in `timeZone`, to refuse a valid-until day already over there. */
export function dayIn(now: Date, timeZone: string): string {
  return new Date(now.getTime() + offsetMinutes(now, timeZone) * 60_000).toISOString().slice(0, 10);
}

/** Whole hours left before `validUntil` (0 once passed), for "time left" and reminders. */
export function hoursLeft(validUntil: Date | string, now: Date): number {
  return Math.max(0, Math.floor((new Date(validUntil).getTime() - now.getTime()) / 3_600_000));
}

import { describe, expect, it } from 'vitest';
import { dayIn, endOfDayIn, hoursLeft, isTimeZone } from './valid-until.ts';

describe('end of a valid-until day in the tenant time zone', () => {
  it('is the next midnight there', () => {
    expect(endOfDayIn('2026-12-01', 'UTC').toISOString()).toBe('2026-12-02T00:00:00.000Z');
    // Halifax in winter is UTC-4: the day ends at 04:00 UTC the next day.
    expect(endOfDayIn('2026-12-01', 'America/Halifax').toISOString()).toBe(
      '2026-12-02T04:00:00.000Z',
    );
    // Paris in winter is UTC+1: the day ends at 23:00 UTC the same day.
    expect(endOfDayIn('2026-12-01', 'Europe/Paris').toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });

  it('honours summer time and the night the clocks change', () => {
    expect(endOfDayIn('2026-07-01', 'America/Halifax').toISOString()).toBe(
      '2026-07-02T03:00:00.000Z',
    );
    // Clocks go back at 02:00 on 2026-11-01 in Halifax: the 1st ends at UTC-4.
    expect(endOfDayIn('2026-11-01', 'America/Halifax').toISOString()).toBe(
      '2026-11-02T04:00:00.000Z',
    );
    expect(endOfDayIn('2026-10-31', 'America/Halifax').toISOString()).toBe(
      '2026-11-01T03:00:00.000Z',
    );
  });

  it('ends a month and a year', () => {
    expect(endOfDayIn('2026-12-31', 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('time zone helpers', () => {
  it('knows real zones only', () => {
    expect(isTimeZone('America/Halifax')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
  it('gives the date there', () => {
    const now = new Date('2026-12-02T02:00:00Z');
    expect(dayIn(now, 'UTC')).toBe('2026-12-02');
    expect(dayIn(now, 'America/Halifax')).toBe('2026-12-01');
  });
  it('counts whole hours left, never below zero', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(hoursLeft('2026-12-01T05:30:00Z', now)).toBe(5);
    expect(hoursLeft('2026-11-30T00:00:00Z', now)).toBe(0);
  });
});

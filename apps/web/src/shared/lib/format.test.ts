import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, isoDate } from './format.ts';

describe('money', () => {
  it('has a $ prefix and 2 decimals in English', () => {
    expect(formatMoney(0, 'en')).toBe('$0.00');
    expect(formatMoney(1.5, 'en')).toBe('$1.50');
    expect(formatMoney(0.1 + 0.2, 'en')).toBe('$0.30');
    expect(formatMoney(1234567.891, 'en')).toBe('$1,234,567.89');
    expect(formatMoney(-2, 'en')).toBe('-$2.00');
  });

  it('follows the language: a decimal comma and a trailing $ in French', () => {
    expect(formatMoney(518.4, 'fr')).toBe('518,40\u00a0$');
  });
});

describe('dates', () => {
  it('sends the local calendar date as YYYY-MM-DD', () => {
    expect(isoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isoDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('shows a calendar date in the reader language without shifting it', () => {
    expect(formatDate('2026-11-20', 'en')).toBe('Nov 20, 2026');
    expect(formatDate('2026-01-01', 'fr')).toBe('1 janv. 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

describe('date and time', () => {
  it('shows an instant in the reader language and time zone', () => {
    expect(formatDateTime('2026-11-20T15:05:00.000Z', 'en', 'UTC')).toBe('Nov 20, 2026, 3:05 PM');
    expect(formatDateTime('2026-11-20T15:05:00.000Z', 'fr', 'America/Toronto')).toBe(
      '20 nov. 2026, 10:05',
    );
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './date-format.ts';

describe('formatCalendarDate', () => {
  it('writes the day in each language, never the day before', () => {
    expect(formatCalendarDate('2026-11-24', 'en')).toBe('November 24, 2026');
    expect(formatCalendarDate('2026-11-24', 'es')).toBe('24 de noviembre de 2026');
    expect(formatCalendarDate('2026-11-24', 'fr')).toBe('24 novembre 2026');
  });

  it('answers text that is not a date as it is', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
  });
});

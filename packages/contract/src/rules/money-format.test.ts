import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format.ts';

// Intl separates French thousands with a narrow no-break space and puts a no-break space before
// a trailing symbol: written out here so that the test says which.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes English amounts with a $ prefix, two decimals and thousands grouped', () => {
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatMoney(0, 'en')).toBe('$0.00');
    expect(formatMoney(0.005, 'en')).toBe('$0.01');
    expect(formatMoney(-3, 'en')).toBe('-$3.00');
  });

  it('writes French and Spanish amounts their own way', () => {
    expect(formatMoney(518.4, 'fr')).toBe(`518,40${NBSP}$`);
    expect(formatMoney(1234.5, 'fr')).toBe(`1${NNBSP}234,50${NBSP}$`);
    expect(formatMoney(518.4, 'es')).toBe(`518,40${NBSP}$`);
    expect(formatMoney(12345.5, 'es')).toBe(`12.345,50${NBSP}$`);
    expect(formatMoney(-3, 'fr')).toBe(`-3,00${NBSP}$`);
  });

  it('takes another currency', () => {
    expect(formatMoney(10, 'en', 'EUR')).toBe('€10.00');
    expect(formatMoney(10, 'fr', 'EUR')).toBe(`10,00${NBSP}€`);
  });
});

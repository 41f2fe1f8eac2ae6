import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format.ts';

describe('formatMoney', () => {
  it('shows a $ prefix, two decimals and thousands grouped', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(0.005)).toBe('$0.01');
  });

  it('puts the sign before the $', () => {
    expect(formatMoney(-3)).toBe('-$3.00');
  });
});

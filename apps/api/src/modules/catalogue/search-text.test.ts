import { describe, expect, it } from 'vitest';
import { toSearchText } from '@portal/contract';

describe('toSearchText', () => {
  it('strips accents and lower-cases', () => {
    expect(toSearchText('Café CRÈME Brûlée')).toBe('cafe creme brulee');
  });

  it('joins the parts with one space and collapses runs of white space', () => {
    expect(toSearchText('  AC-1001 ', 'Hex\tbolt\n\nM8  x 40')).toBe('ac-1001 hex bolt m8 x 40');
  });

  it('keeps letters that have no decomposition, and answers empty for nothing', () => {
    expect(toSearchText('Straße Ø12')).toBe('straße ø12');
    expect(toSearchText()).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { synonymWords, toSearchText } from './search-text.ts';

describe('search text', () => {
  it('drops accents and case, and folds white space', () => {
    expect(toSearchText('  Café ', 'CAFÉ\tCrème ')).toBe('cafe cafe creme');
  });

  it('reads a synonym group as distinct normalised words, whatever separates them', () => {
    expect(synonymWords('SS, stainless;  Inox\ninox,,')).toEqual(['ss', 'stainless', 'inox']);
    expect(synonymWords('Tornillo perno')).toEqual(['tornillo', 'perno']);
    expect(synonymWords(' ,; ')).toEqual([]);
  });
});

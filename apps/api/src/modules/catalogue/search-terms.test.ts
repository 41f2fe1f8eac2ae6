import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms.ts';

describe('searchTerms', () => {
  it('normalises case and accents like the stored search text', () => {
    expect(searchTerms('  CAFÉ  Crème ')).toEqual(['cafe', 'creme']);
  });

  it('answers no terms for blank input', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(' \t\n ')).toEqual([]);
  });

  it('drops repeated words and words contained in another word', () => {
    expect(searchTerms('bolt Bolt bolts hex')).toEqual(['bolts', 'hex']);
  });

  it('splits on control characters, NUL included', () => {
    expect(searchTerms('hex\u0000bolt\u0007')).toEqual(['hex', 'bolt']);
  });

  it('keeps punctuation, which part numbers contain', () => {
    expect(searchTerms('AC-1001 50%')).toEqual(['ac-1001', '50%']);
  });
});

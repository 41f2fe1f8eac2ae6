import { describe, expect, it } from 'vitest';
import {
  MAX_FACET_FILTER_LENGTH,
  numberRangeOf,
  parseFacetFilter,
  setFacetRange,
  toggleFacetValue,
  writeFacetFilter,
} from './facet-filter.ts';

describe('facet filter parameter', () => {
  it('reads attributes and their values, one spelling for one choice', () => {
    expect(parseFacetFilter('15:8,6.50;12:5,3,5;14:yes')).toEqual([
      { attributeId: 12, values: ['3', '5'] },
      { attributeId: 14, values: ['yes'] },
      { attributeId: 15, values: ['6.5', '8'] },
    ]);
    expect(writeFacetFilter(parseFacetFilter('15:8,6.50;12:5,3')!)).toBe('12:3,5;15:6.5,8');
    expect(parseFacetFilter('')).toEqual([]);
  });

  it('refuses what is not a filter', () => {
    for (const text of [
      '12',
      '12:',
      'x:1',
      '0:1',
      '12:1:2',
      '12:maybe',
      '12:1.23456',
      '12:..',
      '12:1...2',
      '12:1..2..3',
      '12:a..2',
      '99999999999:1',
      `12:${'1'.repeat(MAX_FACET_FILTER_LENGTH)}`,
      Array.from({ length: 21 }, (_, i) => `${i + 1}:1`).join(';'),
    ]) {
      expect(parseFacetFilter(text), text).toBeNull();
    }
  });

  it('toggles a value in and out, dropping an attribute left without values', () => {
    const chosen = toggleFacetValue([], 12, '3');
    expect(writeFacetFilter(chosen)).toBe('12:3');
    expect(writeFacetFilter(toggleFacetValue(chosen, 12, '5'))).toBe('12:3,5');
    expect(toggleFacetValue(chosen, 12, '3')).toEqual([]);
  });

  it('reads a number attribute’s range, either side open, in one spelling', () => {
    expect(parseFacetFilter('15:6.50..10,8;16:..-2.5;17:0..')).toEqual([
      { attributeId: 15, values: ['6.5..10', '8'] },
      { attributeId: 16, values: ['..-2.5'] },
      { attributeId: 17, values: ['0..'] },
    ]);
    expect(numberRangeOf('6.5..10')).toEqual({ min: 6.5, max: 10 });
    expect(numberRangeOf('..-2.5')).toEqual({ max: -2.5 });
    expect(numberRangeOf('0..')).toEqual({ min: 0 });
    expect(numberRangeOf('8')).toBeNull();
  });

  it('sets a range in place of the one before, keeping the numbers ticked', () => {
    const ticked = toggleFacetValue([], 15, '8');
    const ranged = setFacetRange(ticked, 15, 6, 10);
    expect(writeFacetFilter(ranged)).toBe('15:6..10,8');
    expect(writeFacetFilter(setFacetRange(ranged, 15, null, 12))).toBe('15:..12,8');
    expect(setFacetRange(ranged, 15, null, null)).toEqual(ticked);
    expect(setFacetRange([], 15, null, null)).toEqual([]);
  });
});

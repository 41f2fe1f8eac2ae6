import { describe, expect, it } from 'vitest';
import {
  MAX_FACET_FILTER_LENGTH,
  parseFacetFilter,
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
});

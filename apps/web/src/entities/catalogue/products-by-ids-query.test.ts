import { describe, expect, it } from 'vitest';
import { MAX_PRODUCT_IDS } from '@portal/contract';
import { idPages } from './products-by-ids-query.ts';

describe('idPages', () => {
  it('asks for each product once, in sorted pages of at most the API limit', () => {
    expect(idPages([5, 3, 5, 1])).toEqual([[1, 3, 5]]);
    const many = Array.from({ length: 2 * MAX_PRODUCT_IDS + 1 }, (_, i) => 1000 - i);
    const pages = idPages(many);
    expect(pages.map((page) => page.length)).toEqual([MAX_PRODUCT_IDS, MAX_PRODUCT_IDS, 1]);
    expect(pages.flat()).toEqual([...many].sort((a, b) => a - b));
  });

  it('asks for nothing for an empty cart', () => {
    expect(idPages([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Language } from '@portal/contract';
import { categoryPageKey, facetsKey, productDetailsKey, productListKey } from './cache-keys.ts';

const list = (
  search: string,
  extra: {
    page?: number;
    per_page?: number;
    categoryId?: number;
    exact?: boolean;
    language?: Language;
  } = {},
) => {
  const { language = 'en', ...query } = extra;
  return productListKey({ page: 1, per_page: 12, search, ...query }, language);
};

describe('catalogue cache keys', () => {
  it('gives one key to one search however it is spelt', () => {
    const key = list('bolt hex');
    expect(list('  Hex   BOLT ')).toBe(key);
    expect(list('hex\tbolt hex')).toBe(key);
    expect(list('HÉX bolt he')).toBe(key);
  });

  it('tells apart whatever changes the answer', () => {
    const keys = [
      list(''),
      list('bolt'),
      list('bolt hex'),
      list('bolt', { page: 2 }),
      list('bolt', { per_page: 24 }),
      list('bolt', { categoryId: 7 }),
      list('bolt', { categoryId: 71 }),
      list('7', { categoryId: 7 }),
      list('bolt', { language: 'es' }),
      list('bolt', { language: 'fr' }),
      list('bolt', { exact: true }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives a list without search words one key, exact or not', () => {
    expect(list('', { exact: true })).toBe(list(''));
  });

  it('keeps each language apart, since the texts differ', () => {
    expect(categoryPageKey(1, 'en')).not.toBe(categoryPageKey(1, 'fr'));
    expect(productDetailsKey(7, 'es')).not.toBe(productDetailsKey(7, 'fr'));
  });

  it('keys a list`s choices in one spelling, and its prices by the buyer`s list', () => {
    const base = { page: 1, per_page: 12, search: 'bolt' };
    const steel = [{ attributeId: 3, values: ['5', '7'] }];
    const key = (extra: object, listId: number | null = null) =>
      productListKey({ ...base, ...extra }, 'en', listId);
    // A list without choices keeps the key it had.
    expect(key({}, 4)).toBe(list('bolt'));
    expect(key({ filter: steel }, 4)).toBe(key({ filter: steel }, 5));
    const keys = [
      key({}),
      key({ filter: steel }),
      key({ filter: [{ attributeId: 3, values: ['5'] }] }),
      key({ in_stock: true }),
      key({ sort: 'part_number' }),
      key({ sort: 'price_asc' }, 4),
      key({ sort: 'price_asc' }, 5),
      key({ sort: 'price_desc' }, 4),
      key({ price_max: 10 }, 4),
      key({ price_min: 10 }, 4),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    const facets = (listId: number | null | 'guest') => facetsKey(base, 'en', listId);
    expect(new Set([facets(null), facets(4), facets('guest')]).size).toBe(3);
  });
});

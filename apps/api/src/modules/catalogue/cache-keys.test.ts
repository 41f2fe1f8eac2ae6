import { describe, expect, it } from 'vitest';
import type { Language } from '@portal/contract';
import { categoryPageKey, productDetailsKey, productListKey } from './cache-keys.ts';

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
});

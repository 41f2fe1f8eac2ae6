import { describe, expect, it } from 'vitest';
import { NO_CHOICES } from '@/entities/catalogue/facet-choices.ts';
import { changeListParams, readListParams, writeListParams } from './list-params.ts';

const read = (text: string) => readListParams(new URLSearchParams(text));

describe('product list params', () => {
  it('defaults to page 1, 12 per page, no search and no category', () => {
    expect(read('')).toEqual({
      page: 1,
      perPage: 12,
      search: '',
      exact: false,
      categoryId: null,
      choices: NO_CHOICES,
    });
  });

  it('reads page, page size, search and category from the URL', () => {
    expect(read('page=3&per_page=36&search=bolt&categoryId=7')).toEqual({
      page: 3,
      perPage: 36,
      search: 'bolt',
      exact: false,
      categoryId: 7,
      choices: NO_CHOICES,
    });
  });

  it('ignores values it cannot use', () => {
    expect(read('page=-2&per_page=13&categoryId=abc&search=%20%20')).toEqual({
      page: 1,
      perPage: 12,
      search: '',
      exact: false,
      categoryId: null,
      choices: NO_CHOICES,
    });
    expect(read('per_page=100').perPage).toBe(12);
    expect(read('exact=1').exact).toBe(false);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeListParams(read('')).toString()).toBe('');
    expect(writeListParams(read('page=2&per_page=48&search=a b&categoryId=4')).toString()).toBe(
      'search=a+b&categoryId=4&per_page=48&page=2',
    );
  });

  it('goes back to page 1 when the search, the category or the page size changes', () => {
    const current = read('page=4&per_page=24&search=nut&categoryId=2');
    expect(changeListParams(current, { categoryId: 9 })).toMatchObject({ page: 1, categoryId: 9 });
    expect(changeListParams(current, { search: 'bolt' })).toMatchObject({ page: 1 });
    expect(changeListParams(current, { perPage: 48 })).toMatchObject({ page: 1, perPage: 48 });
    expect(changeListParams(current, { page: 5 })).toEqual({ ...current, page: 5 });
  });

  it('searches as typed when asked, until the search changes', () => {
    const exactly = read('search=calliper&exact=1');
    expect(exactly.exact).toBe(true);
    expect(writeListParams(exactly).toString()).toBe('search=calliper&exact=1');
    expect(changeListParams(exactly, { page: 2 }).exact).toBe(true);
    expect(changeListParams(exactly, { search: 'caliper' }).exact).toBe(false);
    expect(changeListParams(read('search=calliper'), { exact: true }).exact).toBe(true);
  });

  it('keeps the facets` choices and the order in the URL, one spelling for one choice', () => {
    const chosen = read(
      'search=bolt&filter=5:9,2;3:yes&in_stock=1&price_min=2&price_max=40&sort=price_desc',
    );
    expect(chosen.choices).toEqual({
      filter: [
        { attributeId: 3, values: ['yes'] },
        { attributeId: 5, values: ['2', '9'] },
      ],
      inStock: true,
      priceMin: 2,
      priceMax: 40,
      sort: 'price_desc',
    });
    expect(writeListParams(chosen).toString()).toBe(
      'search=bolt&filter=3%3Ayes%3B5%3A2%2C9&in_stock=1&price_min=2&price_max=40&sort=price_desc',
    );
    expect(read('filter=nonsense&price_min=-3&sort=cheapest').choices).toEqual(NO_CHOICES);
    const paged = read('page=3&filter=5:2');
    expect(changeListParams(paged, { choices: NO_CHOICES }).page).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { productQueryOf } from './product-list-params.ts';

describe('product list query', () => {
  it('asks for both states by default, and for 1 or 0 when narrowed', () => {
    expect(productQueryOf({ search: '', category: '', active: 'all' }, 1)).toEqual({ page: 1 });
    expect(productQueryOf({ search: 'bolt', category: '4', active: 'active' }, 3)).toEqual({
      page: 3,
      search: 'bolt',
      categoryId: 4,
      active: 1,
    });
    expect(productQueryOf({ search: '', category: 'x', active: 'inactive' }, 1)).toEqual({
      page: 1,
      active: 0,
    });
  });
});

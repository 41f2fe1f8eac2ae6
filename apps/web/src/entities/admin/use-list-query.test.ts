import { describe, expect, it } from 'vitest';
import { readListQuery, writeListQuery } from './use-list-query.ts';

const defaults = { status: 'pending', search: '' };
const allowed = { status: ['pending', 'approved'] };

describe('list query in the URL', () => {
  it('reads filters and page, falling back to the defaults', () => {
    const read = (text: string) => readListQuery(new URLSearchParams(text), defaults, allowed);
    expect(read('')).toEqual({ values: defaults, page: 1 });
    expect(read('status=approved&search=%20acme%20&page=3')).toEqual({
      values: { status: 'approved', search: 'acme' },
      page: 3,
    });
    expect(read('status=nonsense&page=-2')).toEqual({ values: defaults, page: 1 });
    expect(read('page=1.5').page).toBe(1);
  });

  it('leaves defaults and page 1 out of the URL', () => {
    expect(writeListQuery({ values: defaults, page: 1 }, defaults).toString()).toBe('');
    expect(
      writeListQuery(
        { values: { status: 'approved', search: 'x y' }, page: 2 },
        defaults,
      ).toString(),
    ).toBe('status=approved&search=x+y&page=2');
  });
});

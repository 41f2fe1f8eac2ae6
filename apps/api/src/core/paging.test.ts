import { describe, expect, it } from 'vitest';
import { pageMeta, pageOffset } from './paging.ts';

describe('pageMeta', () => {
  it('describes a first, middle and last page', () => {
    expect(pageMeta(1, 12, 30)).toEqual({
      current_page: 1,
      per_page: 12,
      from: 1,
      to: 12,
      total: 30,
      last_page: 3,
    });
    expect(pageMeta(2, 12, 30)).toMatchObject({ from: 13, to: 24, last_page: 3 });
    expect(pageMeta(3, 12, 30)).toMatchObject({ from: 25, to: 30, last_page: 3 });
  });

  it('fills the last page exactly when the total is a multiple of the page size', () => {
    expect(pageMeta(2, 12, 24)).toMatchObject({ from: 13, to: 24, last_page: 2 });
  });

  it('has null bounds beyond the last page', () => {
    expect(pageMeta(4, 12, 30)).toMatchObject({ from: null, to: null, total: 30, last_page: 3 });
  });

  it('has one empty page when there are no rows', () => {
    expect(pageMeta(1, 12, 0)).toEqual({
      current_page: 1,
      per_page: 12,
      from: null,
      to: null,
      total: 0,
      last_page: 1,
    });
  });
});

describe('pageOffset', () => {
  it('skips the rows of the previous pages', () => {
    expect(pageOffset(1, 12)).toBe(0);
    expect(pageOffset(3, 100)).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { changeOrderParams, readOrderParams, writeOrderParams } from './order-list-params.ts';

const read = (text: string) => readOrderParams(new URLSearchParams(text));

describe('orders list params', () => {
  it('opens the Draft tab by default', () => {
    expect(read('')).toEqual({ status: 'draft', search: '', page: 1 });
    expect(read('status=DRAFT&page=0')).toEqual({ status: 'draft', search: '', page: 1 });
  });

  it('reads the lowercase status, the search and the page', () => {
    expect(read('status=processed&search=PO-7&page=2')).toEqual({
      status: 'processed',
      search: 'PO-7',
      page: 2,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeOrderParams(read('')).toString()).toBe('');
    expect(writeOrderParams(read('status=canceled&search=1012&page=3')).toString()).toBe(
      'status=canceled&search=1012&page=3',
    );
  });

  it('starts again at page 1 for a new tab or search', () => {
    const current = read('status=pending&page=4');
    expect(changeOrderParams(current, { status: 'canceled' }).page).toBe(1);
    expect(changeOrderParams(current, { search: 'x' }).page).toBe(1);
    expect(changeOrderParams(current, { page: 5 }).page).toBe(5);
  });
});

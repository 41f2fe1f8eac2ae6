import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../orders.ts';
import { canChangeOrderStatus, nextOrderStatuses } from './order-status.ts';

const allowed: [OrderStatus, OrderStatus][] = [
  ['draft', 'pending'],
  ['draft', 'canceled'],
  ['pending', 'processed'],
  ['pending', 'canceled'],
];

describe('order status transitions', () => {
  it.each(allowed)('allows %s -> %s', (from, to) => {
    expect(canChangeOrderStatus(from, to)).toBe(true);
  });

  it('refuses every other pair, staying in place included', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canChangeOrderStatus(from, to), `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('skips no step: a draft cannot be processed before it is accepted', () => {
    expect(canChangeOrderStatus('draft', 'processed')).toBe(false);
  });

  it('treats processed and canceled as final', () => {
    expect(nextOrderStatuses('processed')).toEqual([]);
    expect(nextOrderStatuses('canceled')).toEqual([]);
    expect(canChangeOrderStatus('canceled', 'draft')).toBe(false);
    expect(canChangeOrderStatus('processed', 'pending')).toBe(false);
  });

  it('offers the next statuses in console order', () => {
    expect(nextOrderStatuses('draft')).toEqual(['pending', 'canceled']);
    expect(nextOrderStatuses('pending')).toEqual(['processed', 'canceled']);
  });
});

import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../orders.ts';
import {
  canChangeOrderStatus,
  isManufacturersOrder,
  nextOrderStatuses,
  statusAfterDecision,
} from './order-status.ts';

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

  it('gives the manufacturer no move on an order its customer has not approved', () => {
    for (const status of ['awaiting_approval', 'declined', 'withdrawn'] as const) {
      expect(nextOrderStatuses(status)).toEqual([]);
      expect(canChangeOrderStatus(status, 'pending')).toBe(false);
      expect(canChangeOrderStatus(status, 'canceled')).toBe(false);
    }
  });
});

describe('approval decisions', () => {
  it('approving a waiting order makes it the manufacturer’s new draft', () => {
    expect(statusAfterDecision('awaiting_approval', 'approve')).toBe('draft');
  });

  it('declining and withdrawing end it on the customer’s side', () => {
    expect(statusAfterDecision('awaiting_approval', 'decline')).toBe('declined');
    expect(statusAfterDecision('awaiting_approval', 'withdraw')).toBe('withdrawn');
  });

  it('moves nothing that no longer waits: each decision is final', () => {
    for (const from of ORDER_STATUSES.filter((status) => status !== 'awaiting_approval')) {
      for (const decision of ['approve', 'decline', 'withdraw'] as const) {
        expect(statusAfterDecision(from, decision), `${from} ${decision}`).toBeNull();
      }
    }
  });

  it('says which orders are the manufacturer’s', () => {
    expect(ORDER_STATUSES.filter(isManufacturersOrder)).toEqual([
      'draft',
      'pending',
      'processed',
      'canceled',
    ]);
  });
});

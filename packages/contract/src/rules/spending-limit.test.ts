import { describe, expect, it } from 'vitest';
import {
  fitsSpendingLimit,
  periodStart,
  spendingLeft,
  spendingVerdict,
  spentNow,
} from './spending-limit.ts';

const nov28 = new Date('2026-11-28T22:00:00Z');

describe('spending periods', () => {
  it('starts a month on its first day and a quarter on its first month, in UTC', () => {
    expect(periodStart('month', nov28)).toBe('2026-11-01');
    expect(periodStart('quarter', nov28)).toBe('2026-10-01');
    expect(periodStart('quarter', new Date('2026-03-31T23:59:59Z'))).toBe('2026-01-01');
    expect(periodStart('month', new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-01');
  });
});

describe('spending left', () => {
  const state = { limit: 2000, period: 'month' as const, spent: 760, spentSince: '2026-11-01' };

  it('subtracts what the period spent, in cents', () => {
    expect(spendingLeft(state, nov28)).toBe(1240);
    expect(spendingLeft({ ...state, spent: 0.1 + 0.2 }, nov28)).toBe(1999.7);
  });

  it("counts nothing of an earlier period's spending", () => {
    expect(spentNow(state, new Date('2026-12-01T00:00:00Z'))).toBe(0);
    expect(spendingLeft(state, new Date('2026-12-01T00:00:00Z'))).toBe(2000);
  });

  it('never says less than nothing is left', () => {
    expect(spendingLeft({ ...state, spent: 2500 }, nov28)).toBe(0);
  });

  it('lets an order spend exactly what is left, not a cent more', () => {
    expect(fitsSpendingLimit(state, 1240, nov28)).toBe(true);
    expect(fitsSpendingLimit(state, 1240.01, nov28)).toBe(false);
  });
});

describe('over the limit (decision 042)', () => {
  const state = { limit: 2000, period: 'month' as const, spent: 760, spentSince: '2026-11-01' };

  it('lets an order that fits through, whatever the choice', () => {
    expect(spendingVerdict(state, 'refused', 1240, nov28)).toBe('fits');
    expect(spendingVerdict(state, 'needs_approval', 1240, nov28)).toBe('fits');
  });

  it('refuses an order over it when the limit refuses', () => {
    expect(spendingVerdict(state, 'refused', 1240.01, nov28)).toBe('refused');
  });

  it('sends an order over it for approval when the limit asks for it', () => {
    expect(spendingVerdict(state, 'needs_approval', 1240.01, nov28)).toBe('needs_approval');
  });
});

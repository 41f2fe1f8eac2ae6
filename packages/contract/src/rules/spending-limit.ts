import { fromCents, toCents } from './order-money.ts';

/**
 * A member's spending limit per calendar month or quarter (issue 29 point 4, decision 033). The
 * server keeps what their orders of the period spent (placed, waiting or approved; declined,
 * withdrawn and canceled ones give it back) and refuses, in the statement that places an order,
 * one that would spend more. Periods are counted in UTC, as the server counts them.
 */

export const SPENDING_PERIODS = ['month', 'quarter'] as const;
export type SpendingPeriod = (typeof SPENDING_PERIODS)[number];

/** The first day (YYYY-MM-DD, UTC) of the period that holds `at`. */
export function periodStart(period: SpendingPeriod, at: Date): string {
  const month = period === 'month' ? at.getUTCMonth() : at.getUTCMonth() - (at.getUTCMonth() % 3);
  return new Date(Date.UTC(at.getUTCFullYear(), month, 1)).toISOString().slice(0, 10);
}

/** A limit and what was spent, as the server keeps them. */
export interface SpendingState {
  limit: number;
  period: SpendingPeriod;
  spent: number;
  /** The period the spent amount counts; an earlier period's spending counts nothing now. */
  spentSince: string | null;
}

/** What the member spent in the period that holds `at`. */
export const spentNow = (state: SpendingState, at: Date): number =>
  state.spentSince === periodStart(state.period, at) ? state.spent : 0;

/** What the member may still spend in the period that holds `at` (never below zero). */
export const spendingLeft = (state: SpendingState, at: Date): number =>
  fromCents(Math.max(0, toCents(state.limit) - toCents(spentNow(state, at))));

/** Whether an order of `total` fits in what is left. */
export const fitsSpendingLimit = (state: SpendingState, total: number, at: Date): boolean =>
  toCents(spentNow(state, at)) + toCents(total) <= toCents(state.limit);

/**
 * What the member's administrator chose for an order that would pass their limit (issue 29
 * point 4): it is refused, or it waits for an approver (and counts, like any waiting order).
 */
export const OVER_LIMIT_CHOICES = ['refused', 'needs_approval'] as const;
export type OverLimitChoice = (typeof OVER_LIMIT_CHOICES)[number];

/** What happens to an order of `total`: it fits, it is refused, or it waits for an approver. */
export function spendingVerdict(
  state: SpendingState,
  overLimit: OverLimitChoice,
  total: number,
  at: Date,
): 'fits' | OverLimitChoice {
  return fitsSpendingLimit(state, total, at) ? 'fits' : overLimit;
}

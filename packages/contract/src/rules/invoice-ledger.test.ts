import { describe, expect, it } from 'vitest';
import { maySeeInvoices } from './company-roles.ts';
import {
  currencyDecimals,
  fromMinorUnits,
  invoiceTotals,
  isCurrency,
  isCurrencyAmount,
  toMinorUnits,
} from './invoice-money.ts';
import {
  allocationProblem,
  creditAppliedMinor,
  invoiceStatus,
  openAmountMinor,
} from './invoice-status.ts';
import { ageingBucket, ageOpenInvoices, daysBetween } from './statement-ageing.ts';

describe('invoice money', () => {
  it('knows each currency’s decimals and refuses more', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
    expect(toMinorUnits(12.34, 'USD')).toBe(1234);
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinorUnits(12.345, 'USD')).toBeNull();
    expect(toMinorUnits(12.5, 'JPY')).toBeNull();
    expect(toMinorUnits(1.234, 'KWD')).toBe(1234);
    expect(isCurrencyAmount(-5.01, 'USD')).toBe(true);
    expect(isCurrencyAmount(5.001, 'USD')).toBe(false);
    expect(isCurrencyAmount(Number.NaN, 'USD')).toBe(false);
    expect(isCurrencyAmount(1e13, 'USD')).toBe(false);
    expect(fromMinorUnits(1234, 'USD')).toBe(12.34);
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency('E1R')).toBe(false);
  });

  it('sums lines and taxes in minor units, rounding each line once', () => {
    const totals = invoiceTotals(
      [
        { quantity: 3, unitPrice: 0.1 },
        { quantity: 1.5, unitPrice: 3.33 },
      ],
      [0.45],
      'USD',
    );
    expect(totals).toEqual({ lineTotals: [0.3, 5], subtotal: 5.3, taxTotal: 0.45, total: 5.75 });
  });
});

describe('invoice status', () => {
  const due = '2026-06-30';
  it('is paid, overdue, partly paid or open from the ledger and today', () => {
    expect(invoiceStatus({ totalMinor: 100, settledMinor: 100, dueDate: due }, '2026-07-31')).toBe(
      'paid',
    );
    expect(invoiceStatus({ totalMinor: 100, settledMinor: 0, dueDate: due }, '2026-06-30')).toBe(
      'open',
    );
    expect(invoiceStatus({ totalMinor: 100, settledMinor: 0, dueDate: due }, '2026-07-01')).toBe(
      'overdue',
    );
    expect(invoiceStatus({ totalMinor: 100, settledMinor: 40, dueDate: due }, '2026-06-01')).toBe(
      'partly_paid',
    );
    expect(invoiceStatus({ totalMinor: 100, settledMinor: 40, dueDate: due }, '2026-07-01')).toBe(
      'overdue',
    );
    // A zero invoice owes nothing.
    expect(invoiceStatus({ totalMinor: 0, settledMinor: 0, dueDate: due }, '2026-07-01')).toBe(
      'paid',
    );
  });

  it('refuses an allocation larger than the open amount', () => {
    expect(openAmountMinor({ totalMinor: 100, settledMinor: 30 })).toBe(70);
    expect(allocationProblem({ totalMinor: 100, settledMinor: 30 }, 70)).toBeNull();
    expect(allocationProblem({ totalMinor: 100, settledMinor: 30 }, 71)).toBe(
      'ledger.moreThanOpen',
    );
    expect(allocationProblem({ totalMinor: 100, settledMinor: 100 }, 1)).toBe('ledger.alreadyPaid');
  });
});

describe('statement ageing', () => {
  it('buckets by days since the issue date on the statement’s end', () => {
    expect(daysBetween('2026-01-31', '2026-03-01')).toBe(29);
    expect(ageingBucket('2026-06-30', '2026-06-30')).toBe('days_0_30');
    expect(ageingBucket('2026-05-31', '2026-06-30')).toBe('days_0_30');
    expect(ageingBucket('2026-05-30', '2026-06-30')).toBe('days_31_60');
    expect(ageingBucket('2026-05-01', '2026-06-30')).toBe('days_31_60');
    expect(ageingBucket('2026-04-30', '2026-06-30')).toBe('days_61_90');
    expect(ageingBucket('2026-04-01', '2026-06-30')).toBe('days_61_90');
    expect(ageingBucket('2026-03-31', '2026-06-30')).toBe('over_90');
    // An invoice dated after the day asked for is not yet old.
    expect(ageingBucket('2026-07-02', '2026-06-30')).toBe('days_0_30');
  });

  it('sums the open amounts per bucket and skips settled invoices', () => {
    expect(
      ageOpenInvoices(
        [
          { issueDate: '2026-06-20', openMinor: 100 },
          { issueDate: '2026-06-10', openMinor: 50 },
          { issueDate: '2026-05-10', openMinor: 20 },
          { issueDate: '2026-04-10', openMinor: 0 },
          { issueDate: '2026-01-10', openMinor: 7 },
        ],
        '2026-06-30',
      ),
    ).toEqual({ days_0_30: 150, days_31_60: 20, days_61_90: 0, over_90: 7 });
  });
});

describe('who sees invoices', () => {
  it('is a customer administrator, or a member with the flag, while active', () => {
    expect(maySeeInvoices({ role: 'customer_admin', active: true, seesInvoices: false })).toBe(
      true,
    );
    expect(maySeeInvoices({ role: 'buyer', active: true, seesInvoices: true })).toBe(true);
    expect(maySeeInvoices({ role: 'buyer', active: true, seesInvoices: false })).toBe(false);
    expect(maySeeInvoices({ role: 'customer_admin', active: false, seesInvoices: true })).toBe(
      false,
    );
  });
});

describe("a return's credit on an invoice (decision 045)", () => {
  it('settles all of the credit when that much is open, else what is open', () => {
    expect(creditAppliedMinor({ totalMinor: 800, settledMinor: 0 }, 500)).toBe(500);
    expect(creditAppliedMinor({ totalMinor: 800, settledMinor: 500 }, 500)).toBe(300);
    expect(creditAppliedMinor({ totalMinor: 800, settledMinor: 800 }, 500)).toBe(0);
    expect(creditAppliedMinor({ totalMinor: 800, settledMinor: 900 }, 500)).toBe(0);
    expect(creditAppliedMinor({ totalMinor: 800, settledMinor: 0 }, -5)).toBe(0);
  });
});

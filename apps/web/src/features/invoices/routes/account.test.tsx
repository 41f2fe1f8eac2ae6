import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountStatement } from '@portal/contract';
import { signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AccountRoute } from './account.tsx';

const statement: AccountStatement = {
  customer: { code: 'CUST-A', name: 'Alpha Hardware' },
  currency: 'USD',
  from: '2026-01-01',
  to: '2026-11-28',
  opening_balance: 100,
  entries: [
    {
      id: 1,
      kind: 'invoice',
      date: '2026-03-01',
      reference: 'INV-26001',
      invoice_id: 7,
      amount: 250,
      currency: 'USD',
      balance: 350,
    },
    {
      id: 2,
      kind: 'payment',
      date: '2026-04-01',
      reference: 'Wire 1',
      invoice_id: null,
      amount: -50,
      currency: 'USD',
      balance: 300,
    },
  ],
  closing_balance: 300,
  ageing: { days_0_30: 10, days_31_60: 20, days_61_90: 30, over_90: 240 },
  unallocated_credit: 0,
};

describe('the buyer’s account', () => {
  it('shows the balance, the statement of the period with its ageing, and asks for another period', async () => {
    signInBuyer();
    const asked: string[] = [];
    fakeServer((url) => {
      asked.push(url.pathname + url.search);
      if (url.pathname.startsWith('/api/account-balance/')) {
        return json(200, {
          data: { currency: 'USD', balance: 300, overdue: 270, open_invoices: 3 },
        });
      }
      return json(200, { data: statement });
    });
    renderScreen(<AccountRoute />, {
      path: '/account?from=2026-01-01&to=2026-11-28',
      route: '/account',
    });
    expect(await screen.findByText('$270.00')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Statement entries' });
    expect(within(table).getByRole('link', { name: 'INV-26001' })).toHaveAttribute(
      'href',
      '/invoices/7',
    );
    expect(within(table).getByText('-$50.00')).toBeInTheDocument();
    expect(screen.getByText('Opening balance').nextElementSibling).toHaveTextContent('$100.00');
    expect(screen.getByText('Over 90 days').nextElementSibling).toHaveTextContent('$240.00');
    expect(screen.getByText('31-60 days').nextElementSibling).toHaveTextContent('$20.00');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(
      asked.some((url) => url.includes('from=2026-01-01') && url.includes('to=2026-11-28')),
    ).toBe(true);

    const from = screen.getByLabelText(/^From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(
      await screen.findByText('The end of the period cannot be before its start.'),
    ).toBeInTheDocument();
    expect(asked.some((url) => url.includes('from=2026-12-01'))).toBe(false);

    await userEvent.clear(from);
    await userEvent.type(from, '2025-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show statement' }));
    await screen.findByRole('table', { name: 'Statement entries' });
    expect(asked.some((url) => url.includes('from=2025-06-01'))).toBe(true);
  });

  it('says when the period has no entries and when the statement cannot be loaded', async () => {
    signInBuyer();
    fakeServer((url) =>
      url.pathname.startsWith('/api/account-balance/')
        ? json(500, { message: 'boom' })
        : json(200, { data: { ...statement, entries: [] } }),
    );
    renderScreen(<AccountRoute />, { path: '/account', route: '/account' });
    expect(await screen.findByText('No entries in this period.')).toBeInTheDocument();
    expect(
      await screen.findByText('The balance could not be loaded. Try again.'),
    ).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApprovalRuleView, SpendingLimitResponse } from '@portal/contract';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { signInBuyer } from '@/test/buyer-fixtures.ts';
import { ApprovalNotice } from './approval-notice.tsx';

const rule: ApprovalRuleView = {
  id: 3,
  condition: 'total_above',
  threshold: 5000,
  applies_to: ['buyer'],
  approver_role: 'customer_admin',
  category_id: null,
  address_id: null,
  approver_user_ids: [],
};
const limit: SpendingLimitResponse['data'] = {
  limit: 2000,
  period: 'month',
  period_start: new Date().toISOString().slice(0, 8) + '01',
  spent: 760,
  left: 1240,
  over_limit: 'refused',
};

function serve(rules: ApprovalRuleView[], spending: SpendingLimitResponse['data']) {
  return fakeServer((url) => {
    if (url.pathname === '/api/company/ACME/approval-rules') return json(200, { data: rules });
    if (url.pathname === '/api/company/ACME/spending-limit') return json(200, { data: spending });
    return json(404, { message: 'Not found.' });
  });
}

/** The cart's and checkout's word before an order is placed (decision 033). */
describe('approval notice', () => {
  it('tells what is left of the limit, and nothing more for an order that fits and no rule holds', async () => {
    signInBuyer();
    serve([rule], limit);
    renderScreen(<ApprovalNotice total={1000} lines={2} />);
    expect(await screen.findByText('$1,240.00 of $2,000.00 left this month')).toBeInTheDocument();
    expect(screen.queryByText(/first\./)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an order over what is left would be refused', async () => {
    signInBuyer();
    serve([], limit);
    renderScreen(<ApprovalNotice total={1240.01} lines={1} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/would be refused/);
  });

  it('says an order over what is left waits for an approver when the limit asks for it (decision 042)', async () => {
    signInBuyer();
    serve([], { ...limit, over_limit: 'needs_approval' });
    renderScreen(<ApprovalNotice total={1240.01} lines={1} />);
    expect(
      await screen.findByText(/goes to an approver of your company first/),
    ).toBeInTheDocument();
    expect(
      screen.getByText("It passes the placer's spending limit of $2,000.00."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/would be refused/)).toBeNull();
  });

  it('says an order a rule holds waits for the role the rule names, and why', async () => {
    signInBuyer();
    serve([rule], null);
    renderScreen(<ApprovalNotice total={6000} lines={1} />);
    expect(
      await screen.findByText(/goes to an administrator of your company first/),
    ).toBeInTheDocument();
    expect(screen.getByText('The total is above $5,000.00.')).toBeInTheDocument();
    expect(screen.queryByText(/left this month/)).toBeNull();
  });

  it("says a requester's order waits for an approver, whatever its size", async () => {
    signInBuyer({ companyRole: 'requester' });
    serve([], null);
    renderScreen(<ApprovalNotice total={10} lines={1} />);
    expect(
      await screen.findByText(/goes to an approver of your company first/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Placed by a requester/)).toBeInTheDocument();
  });
});

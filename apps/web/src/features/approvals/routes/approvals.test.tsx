import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WaitingOrder } from '@portal/contract';
import { signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { ApprovalsRoute } from './approvals.tsx';

const waiting: WaitingOrder = {
  id: 41,
  sale_no: 1041,
  order_date: '2026-11-27',
  placed_at: '2026-11-27T15:00:00.000Z',
  total: 6240.5,
  lines: 3,
  purchase_order: 'PO-77',
  placed_by: { id: 9, name: 'Rita Reyes' },
  reasons: [{ kind: 'requester' }, { kind: 'total_above', rule_id: 2, threshold: 5000 }],
  approver_role: 'approver',
  approver_user_ids: null,
};

function render(
  inbox: WaitingOrder[],
  decision = json(200, { data: { id: 41, status: 'draft' } }),
) {
  signInBuyer();
  const calls = fakeServer((url, init) => {
    if (url.pathname === '/api/approvals/ACME') return json(200, { data: inbox });
    if (init.method === 'POST') return decision;
    return json(404, { message: 'Not found.' });
  });
  renderScreen(<ApprovalsRoute />);
  return calls;
}

describe('the approvals inbox', () => {
  it('shows each waiting order with who placed it and why it waits', async () => {
    render([waiting]);
    const card = await screen.findByRole('article', { name: 'Order #1041' });
    expect(card).toHaveTextContent('Placed by Rita Reyes on Nov 27, 2026.');
    expect(card).toHaveTextContent('3 lines');
    expect(card).toHaveTextContent('Placed by a requester: their orders always need an approval.');
    expect(card).toHaveTextContent('The total is above $5,000.00.');
    expect(within(card).getByRole('link', { name: 'Order #1041' })).toHaveAttribute(
      'href',
      '/orders/41',
    );
  });

  it('approves an order with one click', async () => {
    const calls = render([waiting]);
    const card = await screen.findByRole('article', { name: 'Order #1041' });
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Order #1041 approved: the supplier has received it.');
    expect(calls.some((call) => call.url.pathname === '/api/orders/ACME/41/approve')).toBe(true);
  });

  it('declines only with a reason, and sends it', async () => {
    const calls = render([waiting], json(200, { data: { id: 41, status: 'declined' } }));
    const card = await screen.findByRole('article', { name: 'Order #1041' });
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline order #1041' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Say why you decline this order.')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Use the framework deal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(calls.map((call) => call.url.pathname)).toContain('/api/orders/ACME/41/decline'),
    );
    const sent = calls.find((call) => call.url.pathname === '/api/orders/ACME/41/decline');
    expect(JSON.parse(sent?.init.body as string)).toEqual({ comment: 'Use the framework deal' });
  });

  it('says so when nothing waits', async () => {
    render([]);
    expect(await screen.findByText('No order waits for your approval.')).toBeVisible();
  });
});

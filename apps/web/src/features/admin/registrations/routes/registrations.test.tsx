import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Registration } from '@portal/contract';
import { pageOf, sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminRegistrationsRoute } from './registrations.tsx';

const nora: Registration = {
  user_id: 41,
  name: 'Nora Wind',
  first_name: 'Nora',
  last_name: 'Wind',
  email: 'nora@northwind.example',
  phone: null,
  status: 'pending',
  registration: {
    company: 'Northwind Traders',
    address: '100 King St W',
    address2: 'Suite 5',
    city: 'Toronto',
    state: 'ON',
    zip: 'M5V 2T6',
    country: 'CA',
    phone: '(416) 555-0123',
    webAddress: 'northwind.example',
  },
  customer: null,
  decision_note: null,
  created_at: '2026-11-20T15:05:00.000Z',
  decided_at: null,
};

const customers = [
  { id: 7, code: 'C-007', name: 'Ridgeline Supply', email: 'orders@ridgeline.example' },
  { id: 8, code: 'C-008', name: 'Harbor Tools', email: null },
].map((customer) => ({ ...customer, mobile_phone: null, created_at: '2026-01-01T00:00:00Z' }));

type Handler = (url: URL, init: RequestInit) => Response | undefined;

function serve(decision: Handler = () => undefined) {
  signInAdmin();
  return fakeServer((url, init) => {
    const answer = decision(url, init);
    if (answer) return answer;
    if (url.pathname === '/api/admin/ACME/registrations') {
      const status = url.searchParams.get('status');
      if (status === 'rejected') {
        return json(200, pageOf([{ ...nora, status, decision_note: 'Unknown company' }]));
      }
      return json(200, pageOf(status === 'pending' ? [nora] : []));
    }
    if (url.pathname === '/api/admin/ACME/customers') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      return json(
        200,
        pageOf(customers.filter((customer) => customer.name.toLowerCase().includes(search))),
      );
    }
    return json(404, { message: 'Not found.' });
  });
}

const render = (path = '/admin/registrations') =>
  renderScreen(<AdminRegistrationsRoute />, { path, route: '/admin/registrations' });
const posts = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.init.method === 'POST');

describe('registrations', () => {
  it('lists the pending accounts with every registration detail', async () => {
    const calls = serve();
    render();
    const card = await screen.findByRole('article', { name: 'Nora Wind' });
    expect(calls[0]!.url.searchParams.get('status')).toBe('pending');
    for (const text of [
      'nora@northwind.example',
      '(416) 555-0123',
      'Northwind Traders',
      'northwind.example',
      '100 King St W, Suite 5',
      'Toronto, ON, M5V 2T6, CA',
      'Registered Nov 20, 2026',
    ]) {
      expect(card).toHaveTextContent(text);
    }
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the decided ones on their tabs, with the reason of a rejection', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('article');
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('No approved registrations yet.')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    const card = await screen.findByRole('article', { name: 'Nora Wind' });
    expect(card).toHaveTextContent('Unknown company');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(calls.at(-1)!.url.searchParams.get('status')).toBe('rejected');
    expect(screen.getByTestId('location')).toHaveTextContent('status=rejected');
  });

  it('approves by creating the customer: required fields, a taken code, then success', async () => {
    let attempts = 0;
    const calls = serve((url) => {
      if (!url.pathname.endsWith('/registrations/41/approve')) return undefined;
      attempts += 1;
      if (attempts === 1) {
        return json(422, {
          message: 'The given data was invalid.',
          errors: { 'create_customer.code': ['A customer with this code already exists.'] },
        });
      }
      return json(200, { data: { ...nora, status: 'approved' } });
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Approve Nora Wind' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Nora Wind' });
    expect(within(dialog).getByLabelText(/Customer name/)).toHaveValue('Northwind Traders');
    expect(dialog).toHaveTextContent("becomes the customer's shipping address");
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByLabelText(/Customer code/)).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(posts(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Customer code/), 'NW-01');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText('A customer with this code already exists.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/Customer code/)).toHaveValue('NW-01');

    await user.clear(within(dialog).getByLabelText(/Customer code/));
    await user.type(within(dialog).getByLabelText(/Customer code/), 'NW-02');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Nora Wind is approved and can sign in.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBody(posts(calls).at(-1)!.init)).toEqual({
      create_customer: { code: 'NW-02', name: 'Northwind Traders' },
    });
    // The list is asked again after the decision.
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname.endsWith('/registrations'))).toHaveLength(2),
    );
  });

  it('approves by linking an existing customer found by search', async () => {
    const calls = serve((url) =>
      url.pathname.endsWith('/approve')
        ? json(200, { data: { ...nora, status: 'approved' } })
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Approve Nora Wind' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText('Link to an existing customer'));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Choose a customer.')).toBeVisible();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search customers' }), 'harbor');
    await waitFor(() =>
      expect(within(dialog).queryByRole('radio', { name: /Ridgeline/ })).toBeNull(),
    );
    await user.click(within(dialog).getByRole('radio', { name: /C-008 Harbor Tools/ }));
    expect(dialog).toHaveTextContent('Chosen: C-008 - Harbor Tools');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBody(posts(calls).at(-1)!.init)).toEqual({ customer_id: 8 });
  });

  it('rejects with a reason, which is required', async () => {
    const calls = serve((url) =>
      url.pathname.endsWith('/registrations/41/reject')
        ? json(200, { data: { ...nora, status: 'rejected' } })
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Reject Nora Wind' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Nora Wind?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('This field is required')).toBeVisible();
    expect(posts(calls)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Not a customer of ours');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The registration of Nora Wind was rejected.')).toBeVisible();
    expect(sentBody(posts(calls)[0]!.init)).toEqual({ reason: 'Not a customer of ours' });
  });

  it('says so when a decision is refused, keeping the dialog open', async () => {
    serve((url) =>
      url.pathname.endsWith('/approve')
        ? json(409, { message: 'This registration has already been decided.' })
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Approve Nora Wind' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Customer code/), 'NW-02');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This registration has already been decided.',
    );
  });
});

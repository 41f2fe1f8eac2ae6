import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminMember, MemberStatus, Registration } from '@portal/contract';
import { pageOf, sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminMembersRoute } from './members.tsx';

const member = (
  id: number,
  name: string,
  status: MemberStatus,
  extra: Partial<AdminMember> = {},
): AdminMember => ({
  user_id: id,
  name,
  first_name: name.split(' ')[0]!,
  last_name: name.split(' ')[1] ?? '',
  email: `${name.split(' ')[0]!.toLowerCase()}@acme.example`,
  phone: null,
  role: 'customer',
  status,
  rep_code: null,
  customer: null,
  company_role: 'buyer',
  sees_all_orders: true,
  sees_invoices: true,
  created_at: '2026-11-01T10:00:00.000Z',
  decided_at: null,
  ...extra,
});

const ridgeline = { id: 7, code: 'C-007', name: 'Ridgeline Supply' };
const MEMBERS = [
  member(1, 'Ada Admin', 'approved', { role: 'admin', email: 'admin@acme.example' }),
  member(2, 'Olivia Martin', 'approved', { customer: ridgeline }),
  member(3, 'Paul Pending', 'pending'),
  member(4, 'Dora Disabled', 'disabled', { customer: ridgeline }),
];

/** Paul Pending's registration once approved, as the server answers the approval. */
const approved: Registration = {
  user_id: 3,
  name: 'Paul Pending',
  first_name: 'Paul',
  last_name: 'Pending',
  email: 'paul@acme.example',
  phone: null,
  status: 'approved',
  registration: {
    company: 'Pending Parts',
    address: '1 Main St',
    address2: '',
    city: 'Toronto',
    state: 'ON',
    zip: 'M5V 2T6',
    country: 'CA',
    phone: '(416) 555-0100',
    webAddress: '',
  },
  customer: null,
  decision_note: null,
  created_at: '2026-11-01T10:00:00.000Z',
  decided_at: '2026-11-02T10:00:00.000Z',
};

type Handler = (url: URL, init: RequestInit) => Response | undefined;

function serve(patch: Handler = () => undefined) {
  signInAdmin();
  return fakeServer((url, init) => {
    if (init.method === 'PATCH' || init.method === 'POST') {
      const answer = patch(url, init);
      if (answer) return answer;
    }
    if (url.pathname === '/api/admin/ACME/members') {
      const status = url.searchParams.get('status');
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const rows = MEMBERS.filter(
        (row) => (!status || row.status === status) && row.name.toLowerCase().includes(search),
      );
      return json(
        200,
        pageOf(rows, { page: Number(url.searchParams.get('page') ?? 1), total: 45 }),
      );
    }
    if (url.pathname === '/api/admin/ACME/customers') {
      return json(
        200,
        pageOf([
          { ...ridgeline, email: null, mobile_phone: null, created_at: '2026-01-01T00:00:00Z' },
          {
            id: 8,
            code: 'C-008',
            name: 'Harbor Tools',
            email: null,
            mobile_phone: null,
            created_at: '2026-01-01T00:00:00Z',
          },
        ]),
      );
    }
    return json(404, { message: 'Not found.' });
  });
}

const render = (path = '/admin/members') =>
  renderScreen(<AdminMembersRoute />, { path, route: '/admin/members' });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const lastList = (calls: ReturnType<typeof serve>) =>
  Object.fromEntries(
    calls.filter((call) => call.url.pathname.endsWith('/members')).at(-1)!.url.searchParams,
  );

describe('members', () => {
  it('lists role, status, customer and rep code, with search, status filter and pages', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('table', { name: 'Members: All' });
    expect(rowOf('Olivia Martin')).toHaveTextContent('BuyerApprovedC-007 - Ridgeline Supply');
    expect(rowOf('Ada Admin')).toHaveTextContent('Administrator');
    // No way for the administrator to lock themself out.
    expect(within(rowOf('Ada Admin')).queryByRole('button', { name: /Disable/ })).toBeNull();
    expect(lastList(calls)).toEqual({ page: '1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'olivia');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastList(calls)).toEqual({ page: '1', search: 'olivia' }));
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    await waitFor(() =>
      expect(lastList(calls)).toEqual({ page: '1', search: 'olivia', status: 'approved' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastList(calls).page).toBe('2'));
  });

  it('disables after confirmation and enables at once', async () => {
    const calls = serve(() => json(200, { data: MEMBERS[1] }));
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Disable Olivia Martin' }));
    const confirm = screen.getByRole('dialog', { name: 'Disable Olivia Martin?' });
    expect(confirm).toHaveTextContent('olivia@acme.example will be signed out at once');
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Olivia Martin is disabled.')).toBeVisible();
    const patches = () => calls.filter((call) => call.init.method === 'PATCH');
    expect(patches()[0]!.url.pathname).toBe('/api/admin/ACME/members/2');
    expect(sentBody(patches()[0]!.init)).toEqual({ status: 'disabled' });

    await user.click(screen.getByRole('button', { name: 'Enable Dora Disabled' }));
    expect(await screen.findByText('Dora Disabled is enabled and can sign in.')).toBeVisible();
    expect(sentBody(patches()[1]!.init)).toEqual({ status: 'approved' });
  });

  it('sets the rep code and the customer, sending only what changed', async () => {
    let attempts = 0;
    const calls = serve(() => {
      attempts += 1;
      return attempts === 1
        ? json(422, {
            message: 'The given data was invalid.',
            errors: { rep_code: ['This value is too long.'] },
          })
        : json(200, { data: MEMBERS[1] });
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Olivia Martin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Olivia Martin' });
    await user.type(within(dialog).getByLabelText('Sales rep code'), 'R-12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This value is too long.')).toBeVisible();
    expect(within(dialog).getByLabelText('Sales rep code')).toHaveValue('R-12');

    await user.click(await within(dialog).findByRole('radio', { name: /C-008 Harbor Tools/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Olivia Martin was updated.')).toBeVisible();
    const patches = calls.filter((call) => call.init.method === 'PATCH');
    expect(sentBody(patches[0]!.init)).toEqual({ rep_code: 'R-12' });
    expect(sentBody(patches[1]!.init)).toEqual({ rep_code: 'R-12', customer_id: 8 });
  });

  it("sets a buyer's role at their company and whether they see all its orders", async () => {
    let attempts = 0;
    const calls = serve(() => {
      attempts += 1;
      return attempts === 1
        ? json(422, {
            message: 'Unknown company role.',
            errors: { company_role: ['Unknown company role.'] },
          })
        : json(200, {
            data: { ...MEMBERS[1]!, company_role: 'requester', sees_all_orders: false },
          });
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Olivia Martin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Olivia Martin' });
    const role = within(dialog).getByLabelText('Role at their company');
    expect(role).toHaveValue('buyer');
    expect(within(dialog).getByRole('option', { name: 'Company administrator' })).toBeDefined();
    await user.selectOptions(role, 'Requester');
    expect(dialog).toHaveTextContent('never places an order');
    const seesAll = within(dialog).getByRole('checkbox', { name: "Sees all the company's orders" });
    expect(seesAll).toBeChecked();
    await user.click(seesAll);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Unknown company role.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Olivia Martin was updated.')).toBeVisible();
    const patches = calls.filter((call) => call.init.method === 'PATCH');
    expect(sentBody(patches[1]!.init)).toEqual({
      company_role: 'requester',
      sees_all_orders: false,
    });
  });

  it("offers no company role for the manufacturer's staff", async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ada Admin' });
    expect(within(dialog).queryByLabelText('Role at their company')).toBeNull();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it('approves a pending account through the approval dialog', async () => {
    const calls = serve((url) =>
      url.pathname.endsWith('/registrations/3/approve') ? json(200, { data: approved }) : undefined,
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Approve Paul Pending' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Paul Pending' });
    await user.type(within(dialog).getByLabelText(/Customer code/), 'PP-1');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Paul Pending is approved and can sign in.')).toBeVisible();
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(sentBody(post.init)).toEqual({
      create_customer: { code: 'PP-1', name: 'Paul Pending' },
    });
  });

  it('shows a refused change as an error message', async () => {
    serve(() => json(409, { message: 'You cannot disable your own account.' }));
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Disable Olivia Martin' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot disable your own account.',
    );
  });
});

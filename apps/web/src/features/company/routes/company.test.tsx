import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Colleague, Invitation, ShippingAddress } from '@portal/contract';
import { sessionStore } from '@/shared/session/session-store.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { signInBuyer } from '@/test/buyer-fixtures.ts';
import { CompanyRoute } from './company.tsx';

const signInCompanyAdmin = () =>
  sessionStore.signIn({
    token: 'admin-token',
    tenants: [{ code: 'ACME', name: 'Acme', logo: null }],
    user: {
      name: 'Alice Admin',
      email: 'alice@northwind.example',
      rep_code: null,
      role: 'customer',
      company_role: 'customer_admin',
      sees_all_orders: true,
    },
  });

const colleague = (overrides: Partial<Colleague>): Colleague => ({
  user_id: 2,
  name: 'Bob Buyer',
  email: 'bob@northwind.example',
  company_role: 'buyer',
  sees_all_orders: true,
  status: 'approved',
  last_sign_in_at: null,
  manageable: true,
  ship_to_address_ids: null,
  ...overrides,
});
const address = (id: number, street: string): ShippingAddress => ({
  id,
  type: 'S',
  address: street,
  city: 'Halifax',
  province: null,
  country: null,
  postal_code: 'B3H 1A1',
});
const invitation: Invitation = {
  id: 5,
  email: 'nina@northwind.example',
  company_role: 'approver',
  sees_all_orders: false,
  language: 'en',
  status: 'pending',
  invited_by: 'Alice Admin',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
};

function serveCompany() {
  const people = [
    colleague({
      user_id: 1,
      name: 'Alice Admin',
      company_role: 'customer_admin',
      manageable: false,
    }),
    colleague({}),
  ];
  const addresses = [address(11, '1 Main Street'), address(12, '2 Dock Road')];
  const calls = fakeServer((url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/company/ACME/colleagues') {
      return json(200, { data: people, addresses });
    }
    if (url.pathname === '/api/company/ACME/invitations' && method === 'GET') {
      return json(200, { data: [invitation] });
    }
    if (url.pathname === '/api/company/ACME/invitations' && method === 'POST') {
      const body = JSON.parse(init.body as string) as { email: string };
      return json(201, { data: { ...invitation, id: 6, email: body.email } });
    }
    if (url.pathname === '/api/company/ACME/colleagues/2' && method === 'PATCH') {
      const body = JSON.parse(init.body as string) as Partial<Colleague>;
      return json(200, { data: { ...people[1]!, ...body } });
    }
    return json(404, { message: 'Not found.' });
  });
  return { calls, user: userEvent.setup() };
}
const writes = (calls: ReturnType<typeof fakeServer>) =>
  calls
    .filter(({ init }) => (init.method ?? 'GET') !== 'GET')
    .map(({ url, init }): unknown[] => [
      init.method,
      url.pathname,
      JSON.parse((init.body as string) ?? 'null') as unknown,
    ]);

describe('company area', () => {
  it('tells a member who does not run the company that it is the administrator’s, asking nothing', async () => {
    signInBuyer();
    const calls = fakeServer(() => json(500, {}));
    renderScreen(<CompanyRoute />);
    expect(await screen.findByText(/Only your company's administrator/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists the colleagues and the open invitations; the administrator themself has no action', async () => {
    signInCompanyAdmin();
    serveCompany();
    renderScreen(<CompanyRoute />);
    const table = await screen.findByRole('table', { name: "Your company's colleagues" });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Alice Admin');
    expect(rows[1]).toHaveTextContent('You');
    expect(rows[2]).toHaveTextContent('Bob Buyerbob@northwind.exampleBuyer');
    expect(rows[2]).toHaveTextContent('Every address');
    expect(within(rows[2]!).getByRole('button', { name: 'Disable Bob Buyer' })).toBeEnabled();
    const invitations = await screen.findByRole('table', { name: 'Open invitations' });
    expect(invitations).toHaveTextContent('nina@northwind.example');
    expect(invitations).toHaveTextContent('Approver');
  });

  it('invites a colleague with a role, checked by the contract before sending', async () => {
    signInCompanyAdmin();
    const { calls, user } = serveCompany();
    renderScreen(<CompanyRoute />);
    await user.click(await screen.findByRole('button', { name: 'Invite a colleague' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      /required/i,
    );
    expect(writes(calls)).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: /E-mail/ }),
      'sam@northwind.example',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'requester');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText('The invitation was sent to sam@northwind.example.'),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      [
        'POST',
        '/api/company/ACME/invitations',
        {
          email: 'sam@northwind.example',
          company_role: 'requester',
          sees_all_orders: false,
          language: 'en',
        },
      ],
    ]);
  });

  it("changes a colleague's role and restricts the addresses they ship to, sending only what changed", async () => {
    signInCompanyAdmin();
    const { calls, user } = serveCompany();
    renderScreen(<CompanyRoute />);
    await user.click(await screen.findByRole('button', { name: 'Edit Bob Buyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bob Buyer' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'approver');
    await user.click(within(dialog).getByRole('radio', { name: 'Only these addresses:' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /2 Dock Road/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bob Buyer is saved.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      [
        'PATCH',
        '/api/company/ACME/colleagues/2',
        { company_role: 'approver', ship_to_address_ids: [12] },
      ],
    ]);
  });

  it('disables a colleague only after asking', async () => {
    signInCompanyAdmin();
    const { calls, user } = serveCompany();
    renderScreen(<CompanyRoute />);
    await user.click(await screen.findByRole('button', { name: 'Disable Bob Buyer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable Bob Buyer?' });
    expect(writes(calls)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Bob Buyer is disabled.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      ['PATCH', '/api/company/ACME/colleagues/2', { status: 'disabled' }],
    ]);
  });
});

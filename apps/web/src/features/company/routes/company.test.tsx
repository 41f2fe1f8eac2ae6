import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApprovalRuleView, Colleague, Invitation, ShippingAddress } from '@portal/contract';
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
  spending_limit: null,
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
    colleague({
      spending_limit: { limit: 1000, period: 'month', spent: 240, over_limit: 'refused' },
    }),
  ];
  const rules: ApprovalRuleView[] = [
    {
      id: 7,
      condition: 'total_above',
      threshold: 5000,
      applies_to: ['buyer', 'approver'],
      approver_role: 'customer_admin',
      category_id: null,
      address_id: null,
      approver_user_ids: [],
    },
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
    if (url.pathname === '/api/categories/ACME') {
      return json(200, {
        data: [
          { id: 30, parent_id: null, category: 'Tools' },
          { id: 31, parent_id: 30, category: 'Spanners' },
        ],
        meta: { current_page: 1, per_page: 100, from: 1, to: 2, total: 2, last_page: 1 },
      });
    }
    if (url.pathname === '/api/company/ACME/approval-rules' && method === 'GET') {
      return json(200, { data: rules });
    }
    if (url.pathname === '/api/company/ACME/approval-rules' && method === 'POST') {
      const body = JSON.parse(init.body as string) as Omit<ApprovalRuleView, 'id'>;
      return json(201, { data: { ...body, id: 8 } });
    }
    if (url.pathname === '/api/company/ACME/approval-rules/7' && method === 'DELETE') {
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/company/ACME/spending-limits/2' && method === 'PUT') {
      const body = JSON.parse(init.body as string) as { limit: number; period: 'quarter' };
      return json(200, { data: { user_id: 2, ...body, spent: 240 } });
    }
    return json(404, { message: 'Not found.' });
  });
  return { calls, user: userEvent.setup({ delay: null }) };
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

  it("shows a colleague's limit and sets another, checked by the contract before sending", async () => {
    signInCompanyAdmin();
    const { calls, user } = serveCompany();
    renderScreen(<CompanyRoute />);
    const table = await screen.findByRole('table', { name: "Your company's colleagues" });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      '$240.00 of $1,000.00 spent this month',
    );
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('No limit');
    await user.click(screen.getByRole('button', { name: 'Set the spending limit of Bob Buyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spending limit of Bob Buyer' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(amount).toHaveAccessibleDescription(/at most 2 decimals/);
    expect(writes(calls)).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '800');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Period' }), 'quarter');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Bob Buyer's spending limit is saved.")).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      [
        'PUT',
        '/api/company/ACME/spending-limits/2',
        { limit: 800, period: 'quarter', over_limit: 'refused' },
      ],
    ]);
  });

  it('lists the approval rules, adds one and deletes one only after asking', async () => {
    signInCompanyAdmin();
    const { calls, user } = serveCompany();
    renderScreen(<CompanyRoute />);
    const table = await screen.findByRole('table', { name: "Your company's approval rules" });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Order total above $5,000.00Buyer, ApproverAn administrator',
    );

    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an approval rule' });
    await user.click(within(dialog).getByRole('button', { name: 'Save the rule' }));
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      /Enter an amount/,
    );
    expect(writes(calls)).toEqual([]);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'The rule holds an order when' }),
      'lines_above',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Number of lines/ }), '10');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Approver' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the rule' }));
    expect(await screen.findByText('The approval rule was added.')).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Delete the rule: Order total above $5,000.00' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this approval rule?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The approval rule was deleted.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      [
        'POST',
        '/api/company/ACME/approval-rules',
        {
          condition: 'lines_above',
          threshold: 10,
          applies_to: ['approver', 'buyer'],
          approver_role: 'approver',
          category_id: null,
          address_id: null,
          approver_user_ids: [],
        },
      ],
      ['DELETE', '/api/company/ACME/approval-rules/7', null],
    ]);
  });

  it('adds a rule on a category with a named approver, and a limit that sends orders over it for approval (decision 042)', async () => {
    signInCompanyAdmin();
    const { calls, user } = serveCompany();
    renderScreen(<CompanyRoute />);
    await screen.findByRole('table', { name: "Your company's approval rules" });
    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an approval rule' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'The rule holds an order when' }),
      'category',
    );
    expect(within(dialog).queryByRole('textbox', { name: /Amount/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save the rule' }));
    expect(within(dialog).getByRole('combobox', { name: /Category/ })).toHaveAccessibleDescription(
      /Choose a category/,
    );
    expect(writes(calls)).toEqual([]);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Category/ }),
      'Tools › Spanners',
    );
    // Only colleagues who approve may be named: the buyer is not offered.
    expect(within(dialog).queryByRole('checkbox', { name: 'Bob Buyer' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Alice Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the rule' }));
    expect(await screen.findByText('The approval rule was added.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set the spending limit of Bob Buyer' }));
    const limit = await screen.findByRole('dialog', { name: 'Spending limit of Bob Buyer' });
    await user.click(within(limit).getByRole('radio', { name: 'waits for an approver' }));
    await user.click(within(limit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Bob Buyer's spending limit is saved.")).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      [
        'POST',
        '/api/company/ACME/approval-rules',
        {
          condition: 'category',
          threshold: 0,
          applies_to: ['buyer'],
          approver_role: 'approver',
          category_id: 31,
          address_id: null,
          approver_user_ids: [1],
        },
      ],
      [
        'PUT',
        '/api/company/ACME/spending-limits/2',
        { limit: 1000, period: 'month', over_limit: 'needs_approval' },
      ],
    ]);
  });
});

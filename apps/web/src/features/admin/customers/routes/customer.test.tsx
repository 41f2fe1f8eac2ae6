import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminAddress, AdminCategory, AdminCustomer, AdminPriceList } from '@portal/contract';
import { pageOf, sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminCustomerRoute } from './customer.tsx';

const shipping: AdminAddress = {
  id: 31,
  type: 'S',
  address: '100 King St W',
  address2: 'Suite 5',
  address3: null,
  city: 'Toronto',
  province_code: 'ON',
  country_code: 'CA',
  postal_code: 'M5V 2T6',
};

const ridgeline: AdminCustomer = {
  id: 7,
  code: 'C-007',
  name: 'Ridgeline Supply',
  email: 'orders@ridgeline.example',
  mobile_phone: '416 555 0101',
  created_at: '2026-03-02T12:00:00.000Z',
  price_list: null,
  addresses: [shipping, { ...shipping, id: 32, type: 'B', address2: null, city: 'Ottawa' }],
  members: [
    {
      user_id: 5,
      email: 'maria@ridgeline.example',
      name: 'Maria Gonzalez',
      status: 'approved',
      company_role: 'approver',
    },
    {
      user_id: 6,
      email: 'ben@ridgeline.example',
      name: 'Ben Buyer',
      status: 'approved',
      company_role: 'buyer',
    },
  ],
};

const category = (id: number, parent_id: number | null, name: string): AdminCategory => ({
  id,
  parent_id,
  name,
  name_es: null,
  name_fr: null,
  sort_order: 0,
  child_count: 0,
  product_count: 0,
});
const CATEGORIES = [category(20, null, 'Tools'), category(21, 20, 'Spanners')];

const priceList = (id: number, name: string): AdminPriceList => ({
  id,
  name,
  valid_from: null,
  valid_to: null,
  product_count: 10,
  customer_count: 1,
  created_at: '2026-03-02T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
});
const PRICE_LISTS = [priceList(4, 'Distributors'), priceList(5, 'Retail')];

type Handler = (url: URL, init: RequestInit) => Response | undefined;

function serve(
  write: Handler = () => undefined,
  { customer = ridgeline, listTotal = PRICE_LISTS.length } = {},
) {
  signInAdmin();
  return fakeServer((url, init) => {
    if (init.method && init.method !== 'GET') {
      const answer = write(url, init);
      if (answer) return answer;
    }
    if (url.pathname === '/api/admin/ACME/customers/7') return json(200, { data: customer });
    if (url.pathname === '/api/admin/ACME/customers/7/approval-rules') {
      return json(200, {
        data: [
          {
            id: 3,
            condition: 'total_above',
            threshold: 5000,
            applies_to: ['buyer', 'approver'],
            approver_role: 'customer_admin',
            category_id: null,
            address_id: null,
            approver_user_ids: [],
          },
          {
            id: 4,
            condition: 'ship_to',
            threshold: 0,
            applies_to: ['buyer'],
            approver_role: 'approver',
            category_id: null,
            address_id: shipping.id,
            approver_user_ids: [5],
          },
        ],
      });
    }
    if (url.pathname === '/api/admin/ACME/categories') return json(200, { data: CATEGORIES });
    if (url.pathname === '/api/admin/ACME/price-lists') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const rows = PRICE_LISTS.filter((list) => list.name.toLowerCase().includes(search));
      return json(200, pageOf(rows, { total: search ? rows.length : listTotal }));
    }
    return json(404, { message: 'Customer not found.' });
  });
}

const render = (id = 7) =>
  renderScreen(<AdminCustomerRoute />, {
    path: `/admin/customers/${id}`,
    route: '/admin/customers/:customerId',
  });
const writes = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.init.method && call.init.method !== 'GET');

describe('customer page', () => {
  it('shows the details, the addresses with region and country, and the accounts', async () => {
    serve();
    render();
    expect(await screen.findByRole('heading', { name: 'C-007 - Ridgeline Supply' })).toBeVisible();
    expect(screen.getByLabelText(/Customer code/)).toHaveValue('C-007');
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    const items = within(addresses).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Shipping100 King St WSuite 5Toronto, ON, CA, M5V 2T6');
    expect(items[1]).toHaveTextContent('Billing');
    const accounts = screen.getByRole('region', { name: 'Accounts' });
    expect(within(accounts).getByRole('link', { name: 'Maria Gonzalez' })).toHaveAttribute(
      'href',
      '/admin/members?search=maria%40ridgeline.example',
    );
    expect(screen.getByRole('link', { name: 'Orders of this customer' })).toHaveAttribute(
      'href',
      '/admin/orders?customer_id=7',
    );
    // The customer's own approval rules (decision 033); a ship-to rule names its address, and
    // its named approver (decision 042).
    const rules = await screen.findByRole('table', { name: "This customer's approval rules" });
    const rows = within(rules).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Order total above $5,000.00Buyer, ApproverAn administrator');
    expect(rows[2]).toHaveTextContent(
      'Shipped to 100 King St W, Toronto, M5V 2T6BuyerOnly Maria Gonzalez',
    );
  });

  it('says when the customer does not exist', async () => {
    serve();
    render(99);
    expect(await screen.findByText('Customer not found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/admin/customers',
    );
  });

  it('saves the details, with the checks of the API at the fields', async () => {
    const calls = serve(() => json(200, { data: ridgeline }));
    const user = userEvent.setup({ delay: null });
    render();
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('This field is required');
    await user.type(name, 'Ridgeline Supply Co.');
    await user.clear(screen.getByLabelText(/Mobile phone/));
    await user.type(screen.getByLabelText(/Mobile phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/Mobile phone/)).toHaveAccessibleDescription(
      'Enter a valid phone number.',
    );
    expect(writes(calls)).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Mobile phone/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The customer was saved.')).toBeVisible();
    expect(sentBody(writes(calls)[0]!.init)).toEqual({
      code: 'C-007',
      name: 'Ridgeline Supply Co.',
      email: 'orders@ridgeline.example',
      mobile_phone: '',
    });
  });

  it('adds a shipping address with the country and region pickers', async () => {
    const calls = serve((url, init) =>
      init.method === 'POST' && url.pathname.endsWith('/customers/7/addresses')
        ? json(201, { data: { ...shipping, id: 40 } })
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = screen.getByRole('dialog', { name: 'New address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByLabelText(/^City/)).toHaveAccessibleDescription(
      'This field is required',
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Country/), 'US');
    await user.selectOptions(within(dialog).getByLabelText(/^State/), 'NY');
    await user.selectOptions(within(dialog).getByLabelText(/^Country/), 'CA');
    expect(within(dialog).getByLabelText(/^State/)).toHaveValue('');
    await user.selectOptions(within(dialog).getByLabelText(/^State/), 'QC');
    await user.type(within(dialog).getByLabelText(/^City/), 'Montréal');
    await user.type(within(dialog).getByLabelText(/^Postal code/), 'H2X 1Y4');
    await user.type(within(dialog).getByLabelText(/^Address line 1/), '200 Rue Sainte-Catherine');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address was added.')).toBeVisible();
    expect(sentBody(writes(calls)[0]!.init)).toEqual({
      type: 'S',
      country_code: 'CA',
      province_code: 'QC',
      city: 'Montréal',
      postal_code: 'H2X 1Y4',
      address: '200 Rue Sainte-Catherine',
      address2: '',
      address3: '',
    });
  });

  it('edits an address, keeping what was typed when the save fails', async () => {
    let attempts = 0;
    const calls = serve((url, init) => {
      if (init.method !== 'PATCH' || !url.pathname.endsWith('/addresses/31')) return undefined;
      attempts += 1;
      return attempts === 1
        ? json(500, { message: 'The service is temporarily unavailable.' })
        : json(200, { data: shipping });
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(
      await screen.findByRole('button', { name: 'Edit the address 100 King St W, Suite 5' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(within(dialog).getByLabelText(/^State/)).toHaveValue('ON');
    await user.clear(within(dialog).getByLabelText(/^Address line 2/));
    await user.type(within(dialog).getByLabelText(/^Address line 2/), 'Floor 3');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable.',
    );
    expect(within(dialog).getByLabelText(/^Address line 2/)).toHaveValue('Floor 3');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address was saved.')).toBeVisible();
    expect(sentBody(writes(calls)[1]!.init)).toMatchObject({ address2: 'Floor 3', type: 'S' });
  });

  it('deletes an address only after confirmation', async () => {
    const calls = serve((url, init) =>
      init.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    const user = userEvent.setup({ delay: null });
    render();
    const remove = await screen.findByRole('button', {
      name: 'Delete the address 100 King St W, Suite 5',
    });
    await user.click(remove);
    const confirm = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toHaveLength(0);
    await user.click(remove);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this address?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('The address was deleted.')).toBeVisible();
    await waitFor(() => expect(writes(calls)[0]!.url.pathname).toMatch(/\/addresses\/31$/));
    expect(writes(calls)[0]!.init.method).toBe('DELETE');
  });

  it("prices the customer's buyers with one of the lists, or with none", async () => {
    const calls = serve((url, init) =>
      init.method === 'PATCH' && url.pathname.endsWith('/customers/7')
        ? json(200, { data: ridgeline })
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    render();
    const select = await screen.findByRole('combobox', { name: 'Price list of the customer' });
    expect(select).toHaveDisplayValue('None (product prices)');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['None (product prices)', 'Distributors', 'Retail']),
    );
    // Two lists fit on one page: nothing to narrow.
    expect(screen.queryByRole('searchbox', { name: /Find a price list/ })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Retail');
    await user.click(screen.getByRole('button', { name: 'Save price list' }));
    expect(await screen.findByText("The customer's price list was saved.")).toBeVisible();
    expect(sentBody(writes(calls)[0]!.init)).toEqual({ price_list_id: 5 });
  });

  it('takes the list away, and shows a refusal at the choice', async () => {
    let attempts = 0;
    const calls = serve(
      (url, init) => {
        if (init.method !== 'PATCH') return undefined;
        attempts += 1;
        return attempts === 1
          ? json(422, {
              message: 'The given data was invalid.',
              errors: { price_list_id: ['Price list not found.'] },
            })
          : json(200, { data: { ...ridgeline, price_list: null } });
      },
      { customer: { ...ridgeline, price_list: { id: 9, name: 'Old contract' } }, listTotal: 45 },
    );
    const user = userEvent.setup({ delay: null });
    render();
    const select = await screen.findByRole('combobox', { name: 'Price list of the customer' });
    // The customer's own list is a choice even when the first page of lists does not hold it.
    expect(select).toHaveDisplayValue('Old contract');
    expect(screen.getByRole('link', { name: 'Open Old contract' })).toHaveAttribute(
      'href',
      '/admin/price-lists/9',
    );
    await user.type(
      await screen.findByRole('searchbox', { name: 'Find a price list by name' }),
      'dist',
    );
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('search')).toBe('dist'));
    await user.click(screen.getByRole('button', { name: 'Save price list' }));
    await waitFor(() => expect(select).toHaveAccessibleDescription('Price list not found.'));
    await user.selectOptions(select, 'None (product prices)');
    await user.click(screen.getByRole('button', { name: 'Save price list' }));
    expect(await screen.findByText("The customer's price list was saved.")).toBeVisible();
    expect(writes(calls).map((call) => sentBody(call.init))).toEqual([
      { price_list_id: 9 },
      { price_list_id: null },
    ]);
  });

  describe('approval rules (issue 29, decision 042)', () => {
    const rulesPath = '/api/admin/ACME/customers/7/approval-rules';
    const saved = {
      id: 9,
      condition: 'category',
      threshold: 0,
      applies_to: ['buyer'],
      approver_role: 'approver',
      category_id: 21,
      address_id: null,
      approver_user_ids: [5],
    };

    it('adds a rule on a category with a named approver, checked before it is sent', async () => {
      const calls = serve((url, init) =>
        init.method === 'POST' && url.pathname === rulesPath
          ? json(201, { data: saved })
          : undefined,
      );
      const user = userEvent.setup({ delay: null });
      render();
      await screen.findByRole('table', { name: "This customer's approval rules" });
      await user.click(screen.getByRole('button', { name: 'Add a rule' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add an approval rule' });
      await user.click(within(dialog).getByRole('button', { name: 'Save the rule' }));
      expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
        /Enter an amount/,
      );
      await user.selectOptions(
        within(dialog).getByRole('combobox', { name: 'The rule holds an order when' }),
        'category',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Save the rule' }));
      expect(
        within(dialog).getByRole('combobox', { name: /Category/ }),
      ).toHaveAccessibleDescription(/Choose a category/);
      expect(writes(calls)).toHaveLength(0);
      // The console's categories, by their path; the customer's approvers only.
      await user.selectOptions(
        within(dialog).getByRole('combobox', { name: /Category/ }),
        'Tools › Spanners',
      );
      expect(within(dialog).queryByRole('checkbox', { name: 'Ben Buyer' })).toBeNull();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Maria Gonzalez' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save the rule' }));
      expect(await screen.findByText('The approval rule was added.')).toBeVisible();
      expect(writes(calls).map((call) => [call.url.pathname, sentBody(call.init)])).toEqual([
        [
          rulesPath,
          {
            condition: 'category',
            threshold: 0,
            applies_to: ['buyer'],
            approver_role: 'approver',
            category_id: 21,
            address_id: null,
            approver_user_ids: [5],
          },
        ],
      ]);
    });

    it("edits a rule, showing the API's refusal at its field and keeping what was typed", async () => {
      let attempts = 0;
      const calls = serve((url, init) => {
        if (init.method !== 'PUT' || url.pathname !== `${rulesPath}/3`) return undefined;
        attempts += 1;
        return attempts === 1
          ? json(422, {
              message: 'The given data was invalid.',
              errors: { approver_user_ids: ['Choose active approvers of the company.'] },
            })
          : json(200, { data: { ...saved, id: 3 } });
      });
      const user = userEvent.setup({ delay: null });
      render();
      await user.click(
        await screen.findByRole('button', { name: 'Edit the rule: Order total above $5,000.00' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Edit the approval rule' });
      const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
      expect(amount).toHaveValue('5000');
      await user.clear(amount);
      await user.type(amount, '7500.50');
      await user.click(within(dialog).getByRole('checkbox', { name: 'Maria Gonzalez' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save the rule' }));
      expect(
        await within(dialog).findByText('Choose active approvers of the company.'),
      ).toBeVisible();
      expect(amount).toHaveValue('7500.50');
      await user.click(within(dialog).getByRole('button', { name: 'Save the rule' }));
      expect(await screen.findByText('The approval rule was saved.')).toBeVisible();
      expect(writes(calls).map((call) => sentBody(call.init))[1]).toEqual({
        condition: 'total_above',
        threshold: 7500.5,
        applies_to: ['approver', 'buyer'],
        approver_role: 'customer_admin',
        category_id: null,
        address_id: null,
        approver_user_ids: [5],
      });
    });

    it('deletes a rule only after confirmation', async () => {
      const calls = serve((url, init) =>
        init.method === 'DELETE' && url.pathname === `${rulesPath}/4`
          ? new Response(null, { status: 204 })
          : undefined,
      );
      const user = userEvent.setup({ delay: null });
      render();
      const remove = await screen.findByRole('button', {
        name: 'Delete the rule: Shipped to 100 King St W, Toronto, M5V 2T6',
      });
      await user.click(remove);
      const confirm = await screen.findByRole('dialog', { name: 'Delete this approval rule?' });
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(writes(calls)).toHaveLength(0);
      await user.click(remove);
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Delete this approval rule?' })).getByRole(
          'button',
          { name: 'Delete' },
        ),
      );
      expect(await screen.findByText('The approval rule was deleted.')).toBeVisible();
      expect(writes(calls).map((call) => [call.init.method, call.url.pathname])).toEqual([
        ['DELETE', `${rulesPath}/4`],
      ]);
    });
  });
});

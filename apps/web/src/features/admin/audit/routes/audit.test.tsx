import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/contract';
import { pageOf, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminAuditRoute } from './audit.tsx';

const admin = { id: 2, email: 'admin@acme.example', name: 'Alexandra Chen' };

const entries: AuditEntry[] = [
  {
    id: 31,
    action: 'branding.update',
    entity: 'branding',
    entity_id: '1',
    before: { welcome_subtitle: { en: 'Order online', fr: 'Commandez en ligne' } },
    after: { welcome_subtitle: { en: 'Order online', fr: 'Commandez chez nous' } },
    actor: admin,
    api_key: null,
    created_at: '2026-11-21T14:05:00.000Z',
  },
  {
    id: 30,
    action: 'customer.create',
    entity: 'customer',
    entity_id: '7',
    before: null,
    after: { code: 'C-2001', name: 'Harbour Tools' },
    actor: null,
    api_key: null,
    created_at: '2026-11-21T13:00:00.000Z',
  },
];

function serve({ fail = false } = {}) {
  signInAdmin();
  return fakeServer((url) => {
    if (fail) return json(500, { message: 'The server is down.' });
    const entity = url.searchParams.get('entity');
    const data = entity ? entries.filter((entry) => entry.entity === entity) : entries;
    return json(200, pageOf(data, { page: Number(url.searchParams.get('page')), total: 41 }));
  });
}

const asked = (calls: ReturnType<typeof serve>) =>
  Object.fromEntries(calls.at(-1)!.url.searchParams);
const render = (path = '/admin/audit') =>
  renderScreen(<AdminAuditRoute />, { path, route: '/admin/audit' });

describe('audit log', () => {
  it('lists who changed what and when, newest first', async () => {
    const calls = serve();
    render();
    const list = await screen.findByRole('list', { name: 'Recorded changes, newest first' });
    expect(calls[0]!.url.pathname).toBe('/api/admin/ACME/audit');
    expect(asked(calls)).toEqual({ page: '1' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Changed the branding and settings');
    expect(first).toHaveTextContent('Branding and settings #1');
    expect(first).toHaveTextContent('By Alexandra Chen (admin@acme.example)');
    expect(within(first!).getByRole('time')).toHaveAttribute(
      'datetime',
      '2026-11-21T14:05:00.000Z',
    );
    expect(second).toHaveTextContent('Created a customer');
    expect(second).toHaveTextContent('By the system');
    expect(screen.getByText('Showing 1-2 of 41')).toBeInTheDocument();
  });

  it('opens the before and after of an entry, the changed field marked', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    render();
    const list = await screen.findByRole('list');
    const first = within(list).getAllByRole('listitem')[0]!;
    const toggle = within(first).getByRole('button', { name: 'Show the change (1 field)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rows = within(
      within(first).getByRole('table', { name: 'Values before and after the change' }),
    ).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('welcome_subtitle.enOrder onlineOrder online');
    expect(rows[2]).toHaveTextContent(
      'welcome_subtitle.frchangedCommandez en ligneCommandez chez nous',
    );
    await user.click(within(first).getByRole('button', { name: 'Hide the changes' }));
    expect(within(first).queryByRole('table')).not.toBeInTheDocument();

    const second = within(list).getAllByRole('listitem')[1]!;
    await user.click(within(second).getByRole('button', { name: 'Show the changes (2 fields)' }));
    expect(within(second).getAllByRole('row')[1]).toHaveTextContent('codeadded(none)C-2001');
  });

  it('filters by entity (in the URL) and pages', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('list');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Show changes to' }),
      'Customers',
    );
    await waitFor(() => expect(asked(calls)).toEqual({ entity: 'customer', page: '1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/audit?entity=customer');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked(calls)).toEqual({ entity: 'customer', page: '2' }));
  });

  it('opens filtered when the URL names an entity', async () => {
    const calls = serve();
    render('/admin/audit?entity=order');
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(asked(calls)).toEqual({ entity: 'order', page: '1' });
    expect(screen.getByRole('combobox', { name: 'Show changes to' })).toHaveValue('order');
  });

  it("shows the server's message when the log cannot load", async () => {
    serve({ fail: true });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is down.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiKeySummary } from '@portal/contract';
import { sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminApiKeysRoute } from './api-keys.tsx';

const ERP: ApiKeySummary = {
  id: 4,
  name: 'ERP production',
  scopes: ['catalogue:write', 'orders:read'],
  prefix: 'opk_AbCdEfGhIjKl',
  created_by: { id: 2, email: 'admin@acme.example', name: 'Alexandra Chen' },
  created_at: '2026-03-01T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};
const OLD: ApiKeySummary = {
  ...ERP,
  id: 3,
  name: 'Old ERP',
  prefix: 'opk_ZyXwVuTsRqPo',
  last_used_at: '2026-02-20T08:00:00.000Z',
  revoked_at: '2026-02-28T09:00:00.000Z',
};
const KEY = 'opk_MnOpQrStUvWx_' + 'k'.repeat(43);

function serve(write?: (url: URL, init: RequestInit) => Response | undefined) {
  signInAdmin();
  return fakeServer((url, init) => {
    if (init.method && init.method !== 'GET') {
      return write?.(url, init) ?? json(404, { message: 'Not found.' });
    }
    if (url.pathname === '/api/admin/ACME/api-keys') return json(200, { data: [ERP, OLD] });
    return json(404, { message: 'Not found.' });
  });
}

const render = () =>
  renderScreen(<AdminApiKeysRoute />, { path: '/admin/api-keys', route: '/admin/api-keys' });

describe('API keys in the console', () => {
  it('lists keys with their scopes, prefix, creation and last use', async () => {
    serve();
    render();
    const erp = (await screen.findByRole('heading', { name: 'ERP production' })).closest('li')!;
    expect(erp).toHaveTextContent('Active');
    expect(erp).toHaveTextContent('opk_AbCdEfGhIjKl_…');
    expect(erp).toHaveTextContent('Write the catalogue (products, stock), Read orders');
    expect(erp).toHaveTextContent('by Alexandra Chen');
    expect(erp).toHaveTextContent('Never used');
    const old = screen.getByRole('heading', { name: 'Old ERP' }).closest('li')!;
    expect(old).toHaveTextContent('Revoked');
    expect(old).toHaveTextContent('Last used');
    expect(within(old).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('creates a key with the scopes ticked, then shows it once with a warning', async () => {
    const calls = serve((url) =>
      url.pathname === '/api/admin/ACME/api-keys'
        ? json(201, { data: { ...ERP, id: 5, name: 'Reporting', key: KEY } })
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'New key' }));
    const dialog = screen.getByRole('dialog', { name: 'New API key' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Reporting');
    await user.click(within(dialog).getByRole('checkbox', { name: /Write price lists/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(secretDialog).getByText(KEY)).toBeVisible();
    expect(secretDialog).toHaveTextContent('it is shown only once');
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(sentBody(post.init)).toEqual({
      name: 'Reporting',
      scopes: ['prices:write', 'orders:read'],
    });
    await user.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(KEY);
    await user.click(within(secretDialog).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText(KEY)).toBeNull();
  });

  it("shows the server's refusal of a name under its field", async () => {
    serve(() =>
      json(422, {
        message: 'An active key already has this name.',
        errors: { name: ['An active key already has this name.'] },
      }),
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'New key' }));
    const dialog = screen.getByRole('dialog', { name: 'New API key' });
    await user.type(within(dialog).getByLabelText(/Name/), 'ERP production');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('An active key already has this name.')).toBeVisible();
    expect(within(dialog).getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('revokes a key after a confirmation', async () => {
    const calls = serve((url) =>
      url.pathname === '/api/admin/ACME/api-keys/4'
        ? json(200, { data: { ...ERP, revoked_at: '2026-03-02T10:00:00.000Z' } })
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    render();
    const erp = (await screen.findByRole('heading', { name: 'ERP production' })).closest('li')!;
    await user.click(within(erp).getByRole('button', { name: 'Revoke' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke this key?' });
    expect(confirm).toHaveTextContent('Systems using "ERP production" will be refused');
    expect(calls.some((call) => call.init.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.init.method === 'DELETE' && call.url.pathname === '/api/admin/ACME/api-keys/4',
        ),
      ).toBe(true),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PasswordResetRequestItem, PasswordResetStatus } from '@portal/contract';
import { pageOf, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminPasswordResetsRoute } from './password-resets.tsx';

const request = (
  id: number,
  status: PasswordResetStatus,
  extra: Partial<PasswordResetRequestItem> = {},
): PasswordResetRequestItem => ({
  id,
  status,
  user: { id: 100 + id, email: `buyer${id}@acme.example`, name: `Buyer ${id}` },
  created_at: '2026-11-20T15:05:00.000Z',
  token_expires_at: null,
  completed_at: null,
  ...extra,
});

const LINK = 'https://portal.example/reset-password/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

function serve({ emailed = true, link = LINK }: { emailed?: boolean; link?: string | null } = {}) {
  signInAdmin();
  return fakeServer((url, init) => {
    const issue = /\/password-resets\/(\d+)\/issue-link$/.exec(url.pathname);
    if (issue && init.method === 'POST') {
      const id = Number(issue[1]);
      const expires = '2026-11-21T15:05:00.000Z';
      return json(200, {
        data: { ...request(id, 'link_issued', { token_expires_at: expires }), link, emailed },
      });
    }
    if (url.pathname.endsWith('/password-resets/2/dismiss')) {
      return json(200, { data: request(2, 'dismissed') });
    }
    if (url.pathname === '/api/admin/ACME/password-resets') {
      const status = url.searchParams.get('status');
      if (status === 'open') return json(200, pageOf([request(1, 'open')]));
      if (status === 'completed') return json(200, pageOf([]));
      return json(
        200,
        pageOf([
          request(1, 'open'),
          request(2, 'link_issued', { token_expires_at: '2999-01-01T10:00:00.000Z' }),
          request(3, 'completed', { completed_at: '2026-11-22T09:00:00.000Z' }),
        ]),
      );
    }
    return json(404, { message: 'Not found.' });
  });
}

const render = (path = '/admin/password-resets') =>
  renderScreen(<AdminPasswordResetsRoute />, { path, route: '/admin/password-resets' });

describe('password-reset requests', () => {
  it('lists the open requests first and filters by status', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    const table = await screen.findByRole('table', { name: 'Password-reset requests: Open' });
    expect(calls[0]!.url.searchParams.get('status')).toBe('open');
    expect(table).toHaveTextContent('buyer1@acme.example');
    expect(table).toHaveTextContent('Nov 20, 2026');

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('No password-reset requests here.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'All' }));
    const all = await screen.findByRole('table', { name: 'Password-reset requests: All' });
    expect(calls.at(-1)!.url.searchParams.has('status')).toBe(false);
    const rows = within(all).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Valid until Jan 1, 2999');
    expect(rows[3]).toHaveTextContent('Password changed Nov 22, 2026');
    expect(within(rows[3]!).queryByRole('button')).toBeNull();
  });

  it('issues a one-time link, shows it with a copy button and says it was e-mailed', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(
      await screen.findByRole('button', { name: 'Issue link for buyer1@acme.example' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset link for Buyer 1' });
    expect(within(dialog).getByLabelText('One-time link')).toHaveValue(LINK);
    expect(dialog).toHaveTextContent('The link was e-mailed to buyer1@acme.example.');
    expect(dialog).toHaveTextContent('until Nov 21, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByText('Link copied.')).toBeVisible();
    expect(calls.some((call) => call.url.pathname.endsWith('/1/issue-link'))).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the e-mail could not be sent, so the link is passed on by hand', async () => {
    serve({ emailed: false });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: /Issue link for/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'could not be sent: copy the link and pass it on yourself',
    );
  });

  it('shows no link for an account of another company too: it went to its own address only', async () => {
    serve({ link: null });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(
      await screen.findByRole('button', { name: 'Issue link for buyer1@acme.example' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset link for Buyer 1' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'The link was e-mailed to buyer1@acme.example only: this account also belongs to another company, so its link is not shown here.',
    );
    expect(within(dialog).queryByLabelText('One-time link')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(dialog).not.toHaveTextContent('reset-password');
    expect(dialog).not.toHaveTextContent('shown only now');
    expect(dialog).toHaveTextContent('It can be used once, until Nov 21, 2026');
  });

  it('says when the e-mail of an account of another company too could not be sent', async () => {
    serve({ link: null, emailed: false });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: /Issue link for/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The e-mail to buyer1@acme.example could not be sent. This account also belongs to another company, so its link cannot be shown here: issue a new link later.',
    );
    expect(within(dialog).queryByLabelText('One-time link')).toBeNull();
  });

  it('asks before replacing a link or dismissing a request', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render('/admin/password-resets?status=all');
    await user.click(
      await screen.findByRole('button', { name: 'Issue new link for buyer2@acme.example' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Issue a new link?' });
    expect(confirm).toHaveTextContent('buyer2@acme.example will stop working');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Dismiss the request of buyer2@acme.example' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Dismiss this request?' })).getByRole('button', {
        name: 'Dismiss',
      }),
    );
    expect(
      await screen.findByText('The request of buyer2@acme.example was dismissed.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname.endsWith('/password-resets'))).toHaveLength(
        2,
      ),
    );
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvitationLinkInfo } from '@portal/contract';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AcceptInvitationRoute } from './accept-invitation.tsx';

const info = (overrides: Partial<InvitationLinkInfo> = {}): InvitationLinkInfo => ({
  email: 'nina@northwind.example',
  manufacturer: 'Acme Industrial',
  customer: 'Northwind',
  company_role: 'approver',
  existing_account: false,
  ...overrides,
});
const TOKEN = 'x'.repeat(43);

function render(link: Response, accept: () => Response) {
  const calls = fakeServer((url, init) => {
    if (url.pathname === `/api/invitations/ACME/${TOKEN}`) return link.clone();
    if (url.pathname === '/api/invitations/ACME' && init.method === 'POST') return accept();
    return json(404, { message: 'Not found.' });
  });
  renderScreen(<AcceptInvitationRoute />, {
    path: `/invitation/acme/${TOKEN}`,
    route: '/invitation/:code/:token',
  });
  return { calls, user: userEvent.setup({ delay: null }) };
}
const posted = (calls: ReturnType<typeof fakeServer>) =>
  calls
    .filter(({ init }) => init.method === 'POST')
    .map(({ init }) => JSON.parse(init.body as string) as unknown);

describe('accepting an invitation', () => {
  it('a new person names themself, chooses a password and is sent to the sign-in', async () => {
    const { calls, user } = render(json(200, info()), () =>
      json(200, {
        status: 'approved',
        message: 'Welcome! You can now sign in to Acme Industrial.',
      }),
    );
    expect(
      await screen.findByText(
        'You are invited to order for Northwind at Acme Industrial. Your role: Approver.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Nina');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'New');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/Confirm the password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(posted(calls)).toEqual([]);
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.clear(screen.getByLabelText(/Confirm the password/));
    await user.type(screen.getByLabelText(/Confirm the password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(/Welcome!/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/ACME');
    expect(posted(calls)).toEqual([
      {
        token: TOKEN,
        account: 'new',
        first_name: 'Nina',
        last_name: 'New',
        password: 'a-long-password',
        password_confirmation: 'a-long-password',
      },
    ]);
  });

  it('a known account joins with its password only', async () => {
    const { calls, user } = render(json(200, info({ existing_account: true })), () =>
      json(200, {
        status: 'pending',
        message: 'Thank you! Acme Industrial will approve your account shortly.',
      }),
    );
    await screen.findByText(/already has an account/);
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
    await user.type(screen.getByLabelText(/^Password/), 'their-password');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(/will approve your account/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(posted(calls)).toEqual([
      { token: TOKEN, account: 'existing', password: 'their-password' },
    ]);
  });

  it('says why a link cannot be used, and whom to ask', async () => {
    render(
      json(410, {
        message: 'This invitation link has expired. Ask your colleague to send it again.',
      }),
      () => json(500, {}),
    );
    expect(await screen.findByText(/has expired/)).toBeInTheDocument();
    expect(screen.getByText(/Ask the colleague who invited you/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });
});

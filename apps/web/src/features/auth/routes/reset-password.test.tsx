import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, renderSuspendingScreen } from '@/test/render.tsx';
import { ResetPasswordRoute } from './reset-password.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

type Answer = () => Response;

function serve({ link, reset }: { link?: Answer; reset?: Answer } = {}) {
  return fakeServer((url) => {
    if (url.pathname === '/api/public/resolve-host') return json(200, { code: null });
    if (url.pathname === `/api/auth/reset-password/${TOKEN}`) {
      return link ? link() : json(200, { email: 'nora@northwind.example' });
    }
    if (url.pathname === '/api/auth/reset-password') {
      return reset
        ? reset()
        : json(200, { message: 'Your password has been reset. You can now sign in.' });
    }
    return json(404, { message: 'Not found.' });
  });
}

const render = () =>
  renderSuspendingScreen(<ResetPasswordRoute />, {
    path: `/reset-password/${TOKEN}`,
    route: '/reset-password/:token',
  });
const password = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm new password/);
const save = () => screen.getByRole('button', { name: 'Save the new password' });

describe('reset password page', () => {
  it('names the account, checks the rules, sets the password and points to the sign-in', async () => {
    localStorage.setItem('lastManufacturerCode', 'ACME');
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    await render();
    expect(await screen.findByText('New password for nora@northwind.example.')).toBeVisible();

    await user.click(save());
    expect(password()).toHaveAccessibleDescription('This field is required');
    expect(confirmation()).toHaveAccessibleDescription('This field is required');
    await user.type(password(), 'short');
    await user.type(confirmation(), 'short');
    await user.click(save());
    expect(password()).toHaveAccessibleDescription('The password must be at least 8 characters.');
    await user.type(password(), '-enough');
    await user.type(confirmation(), '-other');
    await user.click(save());
    expect(confirmation()).toHaveAccessibleDescription('Passwords do not match');
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);

    await user.clear(confirmation());
    await user.type(confirmation(), 'short-enough');
    await user.click(save());
    expect(
      await screen.findByText('Your password has been reset. You can now sign in.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/ACME');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(JSON.parse(post.init.body as string)).toEqual({
      token: TOKEN,
      password: 'short-enough',
      password_confirmation: 'short-enough',
    });
  });

  it('says clearly when the link was already used, and how to get a new one', async () => {
    serve({
      link: () => json(410, { message: 'This password reset link has already been used.' }),
    });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link has already been used.',
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new password reset' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('says so when the link expires while the page is open', async () => {
    const expired =
      'This password reset link has expired. Please ask the administrator for a new one.';
    serve({ reset: () => json(410, { message: expired }) });
    const user = userEvent.setup({ delay: null });
    await render();
    await user.type(await screen.findByLabelText(/^New password/), 'brand-new-1');
    await user.type(confirmation(), 'brand-new-1');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it("shows the server's field errors at the field and keeps what was typed", async () => {
    serve({
      reset: () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { password: ['The password must be at most 128 characters.'] },
        }),
    });
    const user = userEvent.setup({ delay: null });
    await render();
    await user.type(await screen.findByLabelText(/^New password/), 'brand-new-1');
    await user.type(confirmation(), 'brand-new-1');
    await user.click(save());
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription(
        'The password must be at most 128 characters.',
      ),
    );
    expect(password()).toHaveValue('brand-new-1');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, renderSuspendingScreen } from '@/test/render.tsx';
import { LoginRoute } from './login.tsx';

const acme = {
  token: 'token-1',
  tenants: [{ code: 'ACME', name: 'Acme Industrial', logo: null }],
  user: {
    name: 'Bea Buyer',
    email: 'buyer@acme.example',
    rep_code: null,
    role: 'customer',
    company_role: 'buyer',
    sees_all_orders: true,
  },
};
const branding = (code: string) => ({
  name: `${code} Company`,
  code,
  logo_url: '',
  banner_image_url: '',
  welcome_title: JSON.stringify({ en: `Welcome to ${code}` }),
  welcome_subtitle: '',
  welcome_title_styles: '',
  welcome_subtitle_styles: '',
  about_us_url: '',
});

/** The API the login screen talks to; `host` is the company whose own domain this is. */
function server(host: string | null) {
  return fakeServer((url) => {
    if (url.pathname === '/api/public/resolve-host') return json(200, { code: host });
    if (url.pathname.startsWith('/api/public/settings/')) {
      return json(200, branding(url.pathname.split('/').pop()!));
    }
    if (url.pathname === '/api/login') return json(200, acme);
    return json(404, { message: 'Not found.' });
  });
}

// As in the app (app/router.tsx): the login screen has no TanStack Query around it.
const render = (path: string) =>
  renderSuspendingScreen(<LoginRoute />, {
    path,
    route: path === '/login' ? '/login' : '/login/:code',
    serverState: false,
    extraRoutes: <Route path="/dashboard" element={<p>dashboard</p>} />,
  });

describe('login screen', () => {
  it("signs in to the company whose domain this is, with that company's welcome", async () => {
    const calls = server('acme');
    const user = userEvent.setup({ delay: null });
    await render('/login');
    expect(screen.getByText('Company: ACME')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Welcome to ACME' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register/ACME',
    );

    await user.type(screen.getByLabelText(/Email/), 'buyer@acme.example');
    await user.type(screen.getByLabelText(/Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    const login = calls.find((call) => call.url.pathname === '/api/login')!;
    expect(JSON.parse(login.init.body as string)).toMatchObject({ manufacturerCode: 'ACME' });
    expect(calls.filter((call) => call.url.pathname === '/api/public/resolve-host')).toHaveLength(
      1,
    );
  });

  it('takes the company from the route without resolving the host', async () => {
    const calls = server('ACME');
    await render('/login/boreal');
    expect(screen.getByText('Company: BOREAL')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Welcome to BOREAL' })).toBeVisible();
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/public/settings/BOREAL']);
  });

  it('asks for no company on a shared domain', async () => {
    server(null);
    await render('/login');
    expect(screen.queryByText(/Company:/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome to the ordering portal' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

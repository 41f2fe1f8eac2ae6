import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { LoginForm } from './login-form.tsx';

const acme = {
  token: 'token-1',
  tenants: [{ code: 'ACME', name: 'Acme Industrial', logo: '/api/media/ACME/1' }],
  user: { name: 'Bea Buyer', email: 'buyer@acme.example', rep_code: null, role: 'customer' },
};
const settings = {
  default_page: 'products',
  b2b_sell_minimum: '0',
  b2b_hide_additional_info: '0',
  b2b_message_order_confirmation: '',
  b2b_about_us_private: '',
};

async function signIn(email = 'buyer@acme.example', password = 'demo1234') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

const dashboard = <Route path="/dashboard" element={<p>dashboard</p>} />;

describe('login form', () => {
  it('requires email and password, and says so under each', async () => {
    const calls = fakeServer(() => json(500, {}));
    renderScreen(<LoginForm code="ACME" />);
    await signIn('', '');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginForm code={null} />);
    const password = screen.getByLabelText(/Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in with the route code, applies the session effects, fetches settings and goes to /dashboard', async () => {
    const calls = fakeServer((url) =>
      url.pathname === '/api/login' ? json(200, acme) : json(200, settings),
    );
    localStorage.setItem('lastManufacturerCode', 'BOREAL');
    localStorage.setItem('cartItems', '[]');
    renderScreen(<LoginForm code="ACME" />, { path: '/login/ACME', extraRoutes: dashboard });
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      email: 'buyer@acme.example',
      password: 'demo1234',
      manufacturerCode: 'ACME',
    });
    expect(localStorage.getItem('authToken')).toBe('token-1');
    expect(localStorage.getItem('tenantName')).toBe('Acme Industrial');
    expect(localStorage.getItem('lastManufacturerCode')).toBe('ACME');
    expect(localStorage.getItem('cartItems')).toBeNull();
    await waitFor(() =>
      expect(calls.map((call) => call.url.pathname)).toContain('/api/settings/ACME'),
    );
  });

  it("shows the server's message when sign-in fails", async () => {
    fakeServer(() => json(422, { message: 'These credentials do not match our records.' }));
    renderScreen(<LoginForm code={null} />);
    await signIn('buyer@acme.example', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('refuses an answer without a company', async () => {
    fakeServer(() => json(200, { ...acme, tenants: [] }));
    renderScreen(<LoginForm code={null} />);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not get the company information.',
    );
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { LoginForm } from './login-form.tsx';

const acme = {
  token: 'token-1',
  tenants: [{ code: 'ACME', name: 'Acme Industrial', logo: '/api/media/ACME/1' }],
  user: {
    name: 'Bea Buyer',
    email: 'buyer@acme.example',
    rep_code: null,
    role: 'customer',
    company_role: 'buyer',
    sees_all_orders: true,
  },
};

async function signIn(email = 'buyer@acme.example', password = 'demo1234') {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

const dashboard = <Route path="/dashboard" element={<p>dashboard</p>} />;
// As in the app (app/router.tsx): the login screen has no TanStack Query around it.
const visitor = { serverState: false };

describe('login form', () => {
  it('requires email and password, and says so under each', async () => {
    const calls = fakeServer(() => json(500, {}));
    renderScreen(<LoginForm code="ACME" />, visitor);
    await signIn('', '');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<LoginForm code={null} />, visitor);
    const password = screen.getByLabelText(/Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in with the route code, applies the session effects and goes to /dashboard', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    localStorage.setItem('lastManufacturerCode', 'BOREAL');
    localStorage.setItem('cartItems', '[]');
    renderScreen(<LoginForm code="ACME" />, {
      ...visitor,
      path: '/login/ACME',
      extraRoutes: dashboard,
    });
    await signIn();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer(json(200, acme));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      email: 'buyer@acme.example',
      password: 'demo1234',
      manufacturerCode: 'ACME',
    });
    expect(localStorage.getItem('authToken')).toBe('token-1');
    expect(localStorage.getItem('tenantName')).toBe('Acme Industrial');
    expect(localStorage.getItem('lastManufacturerCode')).toBe('ACME');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('cartItems'))).toEqual([]);
  });

  it("shows the server's message when sign-in fails", async () => {
    fakeServer(() => json(422, { message: 'These credentials do not match our records.' }));
    renderScreen(<LoginForm code={null} />, visitor);
    await signIn('buyer@acme.example', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('takes the message away while trying again', async () => {
    const refusal = (message: string) => json(422, { message });
    let answer: (response: Response) => void = () => undefined;
    const answers = [refusal('These credentials do not match our records.')];
    fakeServer(() => answers.shift() ?? new Promise<Response>((resolve) => (answer = resolve)));
    renderScreen(<LoginForm code={null} />, visitor);
    const user = await signIn('buyer@acme.example', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('do not match');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    answer(refusal('Too many attempts.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });

  it('refuses an answer without a company', async () => {
    fakeServer(() => json(200, { ...acme, tenants: [] }));
    renderScreen(<LoginForm code={null} />, visitor);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not get the company information.',
    );
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

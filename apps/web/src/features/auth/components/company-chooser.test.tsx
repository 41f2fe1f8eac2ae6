import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { LoginForm } from './login-form.tsx';

const user = {
  name: 'Taylor Multi',
  email: 'multi@demo.example',
  rep_code: null,
  role: 'customer',
  company_role: 'buyer',
  sees_all_orders: true,
};
const acme = { code: 'ACME', name: 'Acme Industrial', logo: '/api/media/ACME/1' };
const boreal = { code: 'BOREAL', name: 'Boreal Foods', logo: null };
const loginAnswer = { token: 'acme-token', tenants: [acme, boreal], user };
const switchAnswer = { token: 'boreal-token', tenants: [boreal, acme], user };

/** The sign-in answer for an account of ACME and BOREAL, and a switch answer when asked. */
function serve() {
  return fakeServer((url) => {
    if (url.pathname === '/api/login') return json(200, loginAnswer);
    if (url.pathname === '/api/session/switch') return json(200, switchAnswer);
    if (url.pathname === '/api/logout') return new Response(null, { status: 204 });
    return json(404, {});
  });
}

async function signIn(code: string | null = null) {
  renderScreen(<LoginForm code={code} />, {
    serverState: false,
    path: code ? `/login/${code}` : '/login',
    extraRoutes: <Route path="/dashboard" element={<p>dashboard</p>} />,
  });
  const person = userEvent.setup({ delay: null });
  await person.type(screen.getByLabelText(/Email/), 'multi@demo.example');
  await person.type(screen.getByLabelText(/Password/), 'demo1234');
  await person.click(screen.getByRole('button', { name: 'Sign in' }));
  return person;
}

const chooser = () => screen.findByRole('region', { name: 'Choose a company' });

describe('company chooser at sign-in', () => {
  it('asks an account of several companies which one to open, with the focus on the question', async () => {
    const calls = serve();
    await signIn();
    const region = await chooser();
    expect(screen.getByRole('heading', { name: 'Choose a company' })).toHaveFocus();
    const buttons = within(region).getAllByRole('button', { name: /Acme|Boreal/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Acme IndustrialACME',
      'Boreal FoodsBOREAL',
    ]);
    // Nothing is stored before the choice: the buyer is not signed in anywhere yet.
    expect(sessionStore.get().token).toBeNull();
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/login']);
  });

  it('opens another company by switching the session the password opened', async () => {
    const calls = serve();
    localStorage.setItem('lastManufacturerCode', 'ACME');
    localStorage.setItem('cartItems', '[{"product":{"id":1}}]');
    const person = await signIn();
    await person.click(within(await chooser()).getByRole('button', { name: /Boreal Foods/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    const switched = calls.find((call) => call.url.pathname === '/api/session/switch')!;
    expect(JSON.parse(switched.init.body as string)).toEqual({ manufacturerCode: 'BOREAL' });
    expect((switched.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer acme-token',
    );
    expect(sessionStore.get()).toMatchObject({
      token: 'boreal-token',
      manufacturer: { code: 'BOREAL' },
    });
    // A cart kept before per-company carts was the last company's: Boreal does not get it.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('cartItems'))).toEqual([]);
  });

  it('keeps the session already open for the first company', async () => {
    const calls = serve();
    const person = await signIn();
    await person.click(within(await chooser()).getByRole('button', { name: /Acme Industrial/ }));
    await waitFor(() => expect(sessionStore.get().token).toBe('acme-token'));
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/login']);
  });

  it('goes back to the form and ends the unused session', async () => {
    const calls = serve();
    const person = await signIn();
    await person.click(within(await chooser()).getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((call) => call.url.pathname)).toEqual(['/api/login', '/api/logout']),
    );
    expect((calls[1]!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer acme-token',
    );
    expect(sessionStore.get().token).toBeNull();
  });

  it('uses the company of the address without asking', async () => {
    serve();
    await signIn('BOREAL');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(screen.queryByRole('region', { name: 'Choose a company' })).toBeNull();
  });

  it('speaks Spanish and French', async () => {
    serve();
    await signIn();
    await chooser();
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByRole('heading', { name: 'Elija una empresa' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(
      await screen.findByRole('heading', { name: 'Choisissez une entreprise' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour à la connexion' })).toBeInTheDocument();
  });
});

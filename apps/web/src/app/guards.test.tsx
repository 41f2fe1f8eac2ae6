import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, renderApp } from '@/test/render.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { AppRoutes } from './router.tsx';

const settings = (defaultPage: string) => ({
  default_page: defaultPage,
  b2b_sell_minimum: '0',
  b2b_hide_additional_info: '0',
  b2b_message_order_confirmation: '',
  b2b_about_us_private: '',
});

/** The API as the guards see it: no host tenant, unknown public settings, these settings. */
function server(hostCode: string | null = null, defaultPage = 'products') {
  return fakeServer((url) => {
    if (url.pathname === '/api/public/resolve-host') return json(200, { code: hostCode });
    if (url.pathname.startsWith('/api/settings/')) return json(200, settings(defaultPage));
    return json(404, { message: 'Not found.' });
  });
}

const signIn = () =>
  sessionStore.signIn({
    token: 't',
    tenants: [{ code: 'ACME', name: 'Acme', logo: null }],
    user: {
      name: 'Bea',
      email: 'b@acme.example',
      rep_code: null,
      role: 'customer',
      company_role: 'buyer',
      sees_all_orders: true,
    },
  });

const location = () => screen.getByTestId('location').textContent;
const landsOn = (path: string) => waitFor(() => expect(location()).toBe(path));

describe('route guards', () => {
  it('sends a visitor from a protected route to /, then to the plain login', async () => {
    server();
    await renderApp('/products', <AppRoutes />);
    await landsOn('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends / to the login of the last company used', async () => {
    server();
    localStorage.setItem('lastManufacturerCode', 'ACME');
    await renderApp('/orders/7', <AppRoutes />);
    await landsOn('/login/ACME');
  });

  it('sends / to the login of the company whose domain this is', async () => {
    server('BOREAL');
    await renderApp('/', <AppRoutes />);
    await landsOn('/login/BOREAL');
  });

  it('treats a token with an unreadable manufacturer as signed out', async () => {
    server();
    localStorage.setItem('authToken', 't');
    localStorage.setItem('manufacturer', '{broken');
    sessionStore.refresh();
    await renderApp('/cart', <AppRoutes />);
    await landsOn('/login');
  });

  it('sends /{code} to that company login, upper-cased', async () => {
    server();
    await renderApp('/acme', <AppRoutes />);
    await landsOn('/login/ACME');
  });

  it.each(['/login', '/login/ACME', '/register/ACME', '/forgot-password'])(
    'sends a signed-in user from %s to the dashboard and on to the landing screen',
    async (path) => {
      server(null, 'catalogs');
      signIn();
      await renderApp(path, <AppRoutes />);
      await landsOn('/catalogs');
      expect(await screen.findByRole('heading', { name: 'Catalogs' })).toBeInTheDocument();
    },
  );

  it('lets a signed-in user reach every protected route', async () => {
    server();
    signIn();
    for (const path of [
      '/products',
      '/products/3',
      '/profile',
      '/cart',
      '/checkout',
      '/order-success',
      '/orders',
      '/orders/9',
      '/about-us',
      '/catalogs',
    ]) {
      const view = await renderApp(path, <AppRoutes />);
      await landsOn(path);
      view.unmount();
    }
  });

  it('keeps the public pages open to visitors', async () => {
    server();
    await renderApp('/browse/ACME', <AppRoutes />);
    await landsOn('/browse/ACME');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login/ACME',
    );
  });
});

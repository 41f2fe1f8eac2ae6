import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './router.tsx';
import { fakeServer, json, renderApp } from '@/test/render.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { settingsOf } from '@/test/buyer-fixtures.ts';

const signInAs = (role: 'admin' | 'customer') =>
  sessionStore.signIn({
    token: 't',
    tenants: [{ code: 'ACME', name: 'Acme', logo: null }],
    user: {
      name: 'Ada',
      email: 'admin@acme.example',
      rep_code: null,
      role,
      company_role: role === 'admin' ? null : 'buyer',
      sees_all_orders: true,
    },
  });

const page = (total: number) => ({
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 20, total, from: null, to: null },
});

/**
 * The admin API as the overview sees it: 2 registrations, 1 reset request, 5 orders waiting to be
 * confirmed, and a webhook endpoint the platform turned off (another one turned off by hand).
 */
function server() {
  return fakeServer((url) => {
    if (url.pathname === '/api/public/resolve-host') return json(200, { code: null });
    if (url.pathname.startsWith('/api/settings/')) return json(200, settingsOf());
    if (url.pathname === '/api/admin/ACME/registrations') return json(200, page(2));
    if (url.pathname === '/api/admin/ACME/password-resets') return json(200, page(1));
    if (url.pathname === '/api/admin/ACME/orders') return json(200, page(5));
    if (url.pathname === '/api/admin/ACME/webhooks') {
      const endpoint = {
        id: 1,
        url: 'https://erp.example.com/hooks',
        description: '',
        events: ['order.created'],
        enabled: false,
        disabled_reason: 'failing',
        failing_since: null,
        created_at: '2026-03-01T10:00:00.000Z',
        updated_at: '2026-03-01T10:00:00.000Z',
      };
      return json(200, { data: [endpoint, { ...endpoint, id: 2, disabled_reason: null }] });
    }
    return json(404, { message: 'Not found.' });
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('the console', () => {
  it('is closed to buyers: they land on their dashboard', async () => {
    server();
    signInAs('customer');
    await renderApp('/admin/orders', <AppRoutes />);
    await waitFor(() => expect(location()).toBe('/products'));
  });

  it('is closed to visitors', async () => {
    server();
    await renderApp('/admin', <AppRoutes />);
    await waitFor(() => expect(location()).toMatch(/^\/login/));
  });

  it('is where an administrator lands, with what waits for them', async () => {
    const calls = server();
    signInAs('admin');
    await renderApp('/dashboard', <AppRoutes />);
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: "Manufacturer's console" })).toBeVisible();
    const registrations = await screen.findByRole('link', { name: /Accounts waiting/ });
    await waitFor(() => expect(within(registrations).getByText('2')).toBeVisible());
    expect(screen.getByRole('link', { name: /Orders to confirm/ })).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: /Password-reset requests/ })).toHaveTextContent('1');
    const webhooks = await screen.findByRole('link', { name: /Webhook endpoints turned off/ });
    expect(webhooks).toHaveTextContent('1');
    expect(webhooks).toHaveAttribute('href', '/admin/webhooks');
    const orderCall = calls.find((call) => call.url.pathname === '/api/admin/ACME/orders');
    // Placed orders are drafts until staff accept them: those are the ones to confirm.
    expect(orderCall?.url.searchParams.get('status')).toBe('draft');
    expect(screen.getByRole('link', { name: /Orders to confirm/ })).toHaveAttribute(
      'href',
      '/admin/orders?status=draft',
    );
    // No cart for an administrator; the console is in the main menu.
    expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
    const sections = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(sections).getByRole('link', { name: 'Registrations' })).toHaveAttribute(
      'href',
      '/admin/registrations',
    );
  });

  it('answers an unknown console path inside the console', async () => {
    server();
    signInAs('admin');
    await renderApp('/admin/no-such-screen', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

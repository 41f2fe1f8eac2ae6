import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct, publicSettingsOf, settingsOf } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderApp } from '@/test/render.tsx';
import { AppRoutes } from './router.tsx';

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
const page = {
  data: [makeProduct()],
  meta: { current_page: 1, per_page: 12, from: 1, to: 1, total: 1, last_page: 1 },
};

function server() {
  return fakeServer((url) => {
    if (url.pathname === '/api/public/settings/ACME') {
      return json(200, publicSettingsOf({ name: 'Acme' }));
    }
    if (url.pathname === '/api/login') return json(200, acme);
    if (url.pathname === '/api/settings/ACME') return json(200, settingsOf());
    if (url.pathname === '/api/categories/ACME') return json(200, { ...page, data: [] });
    if (url.pathname === '/api/products/ACME') return json(200, page);
    return json(404, { message: 'Not found.' });
  });
}

describe('signing in', () => {
  it("lands on the tenant's first screen, with the member's settings fetched once for the session", async () => {
    const calls = server();
    const user = userEvent.setup({ delay: null });
    // A first visit loads every route module on the way, in the test runner more than findBy's 1 s.
    const slow = { timeout: 5000 };
    await renderApp('/login/ACME', <AppRoutes />);
    await user.type(await screen.findByLabelText(/Email/, {}, slow), 'buyer@acme.example');
    await user.type(screen.getByLabelText(/Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // default_page 'products': the dashboard reads the settings, the product cards read them again.
    const grid = await screen.findByRole('list', { name: 'Products' }, slow);
    // The card's quantity buttons wait for the settings: here they come from the cache at once.
    expect(
      within(grid).getByRole('button', { name: 'Increase quantity of Hex bolt' }),
    ).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
    const settingsCalls = calls.filter((call) => call.url.pathname === '/api/settings/ACME');
    expect(settingsCalls).toHaveLength(1);
  });
});

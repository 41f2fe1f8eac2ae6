import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { DashboardRoute, landingPath } from './dashboard.tsx';
import { settingsOf } from '@/test/buyer-fixtures.ts';

describe('dashboard', () => {
  it('maps default_page to the landing screen', () => {
    expect(landingPath('about_us')).toBe('/about-us');
    expect(landingPath('catalogs')).toBe('/catalogs');
    expect(landingPath('products')).toBe('/products');
    expect(landingPath('')).toBe('/products');
    expect(landingPath(undefined)).toBe('/products');
  });

  it("shows 'Loading dashboard...' then follows the setting", async () => {
    let answer: (response: Response) => void = () => {};
    fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
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
    renderScreen(<DashboardRoute />, { path: '/dashboard', route: '/dashboard' });
    expect(await screen.findByText('Loading dashboard...')).toBeInTheDocument();
    answer(json(200, settingsOf({ default_page: 'about_us' })));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/about-us'));
  });
});

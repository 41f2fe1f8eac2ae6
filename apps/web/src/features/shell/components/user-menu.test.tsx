import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { UserMenu } from './user-menu.tsx';

const user = {
  name: 'Taylor Multi',
  email: 'multi@demo.example',
  rep_code: null,
  role: 'customer',
  company_role: 'buyer',
  sees_all_orders: true,
} as const;
const acme = { code: 'ACME', name: 'Acme Industrial', logo: null };
const boreal = { code: 'BOREAL', name: 'Boreal Foods', logo: null };

function setUp(answer: (url: URL, init: RequestInit) => Response) {
  sessionStore.signIn({ token: 'acme-token', tenants: [acme, boreal], user });
  const calls = fakeServer(answer);
  renderScreen(<UserMenu name={user.name} />, {
    path: '/products',
    // The menu stays in the header after a switch, so the next switch starts from the dashboard.
    extraRoutes: (
      <Route
        path="/dashboard"
        element={
          <>
            <p>dashboard</p>
            <UserMenu name={user.name} />
          </>
        }
      />
    ),
  });
  return { calls, person: userEvent.setup({ delay: null }) };
}

const switched = () => json(200, { token: 'boreal-token', tenants: [boreal, acme], user });

async function openMenu(person: ReturnType<typeof userEvent.setup>) {
  await person.click(screen.getByRole('button', { name: /Account menu/ }));
  return screen.getByRole('group', { name: 'Switch company' });
}

describe('user menu', () => {
  it("lists the account's other companies and switches without signing out", async () => {
    const { calls, person } = setUp(switched);
    const companies = await openMenu(person);
    expect(
      within(companies)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Boreal Foods']);
    await person.click(within(companies).getByRole('button', { name: 'Boreal Foods' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/session/switch');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer acme-token',
    );
    expect(sessionStore.get()).toMatchObject({
      token: 'boreal-token',
      manufacturer: { code: 'BOREAL' },
    });
  });

  it('shows no company list to an account of one company', async () => {
    sessionStore.signIn({ token: 't', tenants: [acme], user });
    renderScreen(<UserMenu name={user.name} />);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.queryByRole('group', { name: 'Switch company' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("keeps each company's cart and brings it back on switching back", async () => {
    const { person } = setUp((_url, init) =>
      (init.body as string).includes('"ACME"')
        ? json(200, { token: 'acme-2', tenants: [acme, boreal], user })
        : switched(),
    );
    cartStore.add(makeProduct({ id: 7, description: 'Hex bolt' }), 2);

    await person.click(
      within(await openMenu(person)).getByRole('button', { name: 'Boreal Foods' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(sessionStore.get().manufacturer?.code).toBe('BOREAL');
    // No question first, and none of Acme's lines at Boreal.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cartStore.getItems()).toEqual([]);
    cartStore.add(makeProduct({ id: 9, description: 'Oat milk' }), 1);

    await person.click(
      within(await openMenu(person)).getByRole('button', { name: 'Acme Industrial' }),
    );
    await waitFor(() => expect(sessionStore.get().manufacturer?.code).toBe('ACME'));
    expect(cartStore.getItems().map((line) => [line.product.description, line.quantity])).toEqual([
      ['Hex bolt', 2],
    ]);
  });

  it("forgets every company's cart on signing out", async () => {
    const { person } = setUp((url) =>
      url.pathname === '/api/logout' ? new Response(null, { status: 204 }) : switched(),
    );
    cartStore.add(makeProduct({ id: 7 }), 2);
    await person.click(
      within(await openMenu(person)).getByRole('button', { name: 'Boreal Foods' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    cartStore.add(makeProduct({ id: 9 }), 1);
    await person.click(screen.getByRole('button', { name: /Account menu/ }));
    await person.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(sessionStore.get().token).toBeNull());
    expect(cartStore.getItems()).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('cartItems'))).toEqual([]);
    // The same account signing in again at either company starts empty.
    sessionStore.signIn({ token: 'again', tenants: [acme, boreal], user });
    expect(cartStore.getItems()).toEqual([]);
  });

  it('says why when the server refuses, and keeps the buyer where they are', async () => {
    const { person } = setUp(() =>
      json(403, { message: 'Your account has been disabled by the company.' }),
    );
    await person.click(
      within(await openMenu(person)).getByRole('button', { name: 'Boreal Foods' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has been disabled by the company.',
    );
    expect(sessionStore.get()).toMatchObject({
      token: 'acme-token',
      manufacturer: { code: 'ACME' },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });
});

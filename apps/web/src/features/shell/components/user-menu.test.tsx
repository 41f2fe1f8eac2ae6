import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { cartStore } from '@/shared/cart/cart-store.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { UserMenu } from './user-menu.tsx';

const user = {
  name: 'Taylor Multi',
  email: 'multi@demo.example',
  rep_code: null,
  role: 'customer',
} as const;
const acme = { code: 'ACME', name: 'Acme Industrial', logo: null };
const boreal = { code: 'BOREAL', name: 'Boreal Foods', logo: null };

function setUp(answer: (url: URL) => Response) {
  sessionStore.signIn({ token: 'acme-token', tenants: [acme, boreal], user });
  const calls = fakeServer(answer);
  renderScreen(<UserMenu name={user.name} />, {
    path: '/products',
    extraRoutes: <Route path="/dashboard" element={<p>dashboard</p>} />,
  });
  return { calls, person: userEvent.setup() };
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
    await userEvent.setup().click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.queryByRole('group', { name: 'Switch company' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('asks first when the cart holds products, since the switch empties it', async () => {
    const { calls, person } = setUp(switched);
    cartStore.add(makeProduct({ id: 7, description: 'Hex bolt' }), 2);
    await person.click(
      within(await openMenu(person)).getByRole('button', { name: 'Boreal Foods' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Switch to Boreal Foods?' });
    expect(dialog).toHaveTextContent(
      'Your cart holds products of Acme Industrial. Switching company empties it.',
    );
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);
    expect(cartStore.getItems()).toHaveLength(1);

    await person.click(
      within(await openMenu(person)).getByRole('button', { name: 'Boreal Foods' }),
    );
    await person.click(screen.getByRole('button', { name: 'Switch company' }));
    await waitFor(() => expect(sessionStore.get().manufacturer?.code).toBe('BOREAL'));
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

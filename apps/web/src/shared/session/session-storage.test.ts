import type { LoginResponse } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  isSignedIn,
  MissingCompanyError,
  parseManufacturer,
  readSession,
  storeSignIn,
} from './session-storage.ts';
import { storageKeys } from './storage-keys.ts';

const acme: LoginResponse = {
  token: 'token-1',
  tenants: [
    { code: 'ACME', name: 'Acme Industrial', logo: '/api/media/ACME/1' },
    { code: 'BOREAL', name: 'Boreal Foods', logo: null },
  ],
  user: {
    name: 'Bea Buyer',
    email: 'buyer@acme.example',
    rep_code: null,
    role: 'customer',
    company_role: 'buyer',
    sees_all_orders: true,
  },
};
const boreal: LoginResponse = {
  ...acme,
  token: 'token-2',
  tenants: [{ code: 'BOREAL', name: 'Boreal Foods', logo: null }],
};

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('login effects', () => {
  it('stores token, user and the first tenant as manufacturer, and copies the branding', () => {
    const storage = memory();
    storeSignIn(storage, acme);
    expect(storage.getItem('authToken')).toBe('token-1');
    expect(JSON.parse(storage.getItem('user')!)).toEqual(acme.user);
    expect(JSON.parse(storage.getItem('manufacturer')!)).toEqual({
      name: 'Acme Industrial',
      logo: '/api/media/ACME/1',
      code: 'ACME',
    });
    expect(storage.getItem('tenantName')).toBe('Acme Industrial');
    expect(storage.getItem('logoUrl')).toBe('/api/media/ACME/1');
    expect(storage.getItem('tenantCode')).toBe('ACME');
    expect(storage.getItem('lastManufacturerCode')).toBe('ACME');
    expect(isSignedIn(readSession(storage))).toBe(true);
  });

  it('leaves a cart saved before per-company carts to the cart store at the same company', () => {
    const storage = memory({ lastManufacturerCode: 'ACME', cartItems: '[{"x":1}]' });
    storeSignIn(storage, acme);
    expect(storage.getItem('cartItems')).toBe('[{"x":1}]');
  });

  it('drops a cart saved before per-company carts when another manufacturer signs in', () => {
    const storage = memory({ lastManufacturerCode: 'ACME', cartItems: '[{"x":1}]' });
    storeSignIn(storage, boreal);
    expect([...storage.values.keys()].filter((key) => key.startsWith('cartItems'))).toEqual([]);
    expect(storage.getItem('lastManufacturerCode')).toBe('BOREAL');
  });

  it('refuses an answer without a tenant or a user, storing nothing', () => {
    const storage = memory();
    expect(() => storeSignIn(storage, { ...acme, tenants: [] })).toThrow(MissingCompanyError);
    expect(() => storeSignIn(storage, { ...acme, user: undefined as never })).toThrow(
      MissingCompanyError,
    );
    expect(storage.values.size).toBe(0);
  });
});

describe('session restore', () => {
  it('reads the stored session', () => {
    const storage = memory();
    storeSignIn(storage, acme);
    expect(readSession(storage)).toEqual({
      token: 'token-1',
      user: acme.user,
      manufacturer: { name: 'Acme Industrial', logo: '/api/media/ACME/1', code: 'ACME' },
      companies: [
        { name: 'Acme Industrial', logo: '/api/media/ACME/1', code: 'ACME' },
        { name: 'Boreal Foods', logo: null, code: 'BOREAL' },
      ],
    });
  });

  it('reads a company role, and takes a session stored before roles for a buyer seeing all', () => {
    const stored = (user: object) =>
      readSession(
        memory({
          [storageKeys.authToken]: 'token-1',
          [storageKeys.user]: JSON.stringify({ name: 'Bea', email: 'b@acme.example', ...user }),
        }),
      ).user;
    expect(stored({ role: 'customer', company_role: 'requester', sees_all_orders: false })).toEqual(
      expect.objectContaining({ company_role: 'requester', sees_all_orders: false }),
    );
    expect(stored({ role: 'customer' })).toEqual(
      expect.objectContaining({ company_role: 'buyer', sees_all_orders: true }),
    );
    expect(stored({ role: 'customer', company_role: 'owner' })?.company_role).toBe('buyer');
    expect(stored({ role: 'admin', company_role: 'approver' })?.company_role).toBeNull();
  });

  it("keeps the account's companies for the user menu, leaving out unreadable ones", () => {
    const storage = memory({
      companies: '[{"code":"ACME","name":"Acme","logo":null},{"name":"No code"},"BOREAL"]',
    });
    expect(readSession(storage).companies).toEqual([{ code: 'ACME', name: 'Acme', logo: null }]);
    expect(readSession(memory({ companies: '{oops' })).companies).toEqual([]);
  });

  it('counts a manufacturer that cannot be parsed as absent, and is then signed out', () => {
    for (const bad of ['{oops', '"ACME"', '[]', '{"name":"No code"}', '{"code":""}']) {
      expect(parseManufacturer(bad)).toBeNull();
      expect(isSignedIn(readSession(memory({ authToken: 't', manufacturer: bad })))).toBe(false);
    }
  });

  it('needs the token too', () => {
    const storage = memory({ manufacturer: '{"code":"ACME","name":"Acme","logo":null}' });
    expect(isSignedIn(readSession(storage))).toBe(false);
  });
});

describe('logout', () => {
  it('removes token, user, manufacturer and branding, and keeps the last code, cart and theme', () => {
    const storage = memory({ lastManufacturerCode: 'ACME', cartItems: '[]', isDarkMode: 'true' });
    storeSignIn(storage, acme);
    clearStoredSession(storage);
    expect([...storage.values.keys()].sort()).toEqual([
      'cartItems',
      'isDarkMode',
      'lastManufacturerCode',
    ]);
  });
});

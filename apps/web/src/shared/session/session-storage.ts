import type { LoginResponse, SessionUser } from '@portal/contract';
import { COMPANY_ROLES } from '@portal/contract/rules/company-role-names';
import { storageKeys } from './storage-keys.ts';

export interface Manufacturer {
  name: string;
  logo: string | null;
  code: string;
}

export interface Session {
  token: string | null;
  user: SessionUser | null;
  manufacturer: Manufacturer | null;
  /** Every company the account may sign in to, the session's own included (the login answer). */
  companies: Manufacturer[];
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A manufacturer that cannot be parsed counts as absent (specification section 3). */
export function parseManufacturer(text: string | null): Manufacturer | null {
  const value = parseJson(text);
  if (!isRecord(value) || typeof value.code !== 'string' || value.code === '') return null;
  return {
    code: value.code,
    name: typeof value.name === 'string' ? value.name : value.code,
    logo: typeof value.logo === 'string' && value.logo !== '' ? value.logo : null,
  };
}

/** The stored companies; unreadable entries are left out. */
export function parseCompanies(text: string | null): Manufacturer[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  return value
    .map((entry) => parseManufacturer(JSON.stringify(entry)))
    .filter((company): company is Manufacturer => company !== null);
}

export function parseUser(text: string | null): SessionUser | null {
  const value = parseJson(text);
  if (!isRecord(value) || typeof value.email !== 'string') return null;
  return {
    email: value.email,
    name: typeof value.name === 'string' ? value.name : '',
    rep_code: typeof value.rep_code === 'string' && value.rep_code !== '' ? value.rep_code : null,
    role: value.role === 'admin' ? 'admin' : 'customer',
    // A session stored before roles existed is a buyer who sees the company's orders, as the
    // server's defaults say (decision 031); the server decides either way.
    company_role:
      value.role === 'admin'
        ? null
        : (COMPANY_ROLES.find((role) => role === value.company_role) ?? 'buyer'),
    sees_all_orders: value.sees_all_orders !== false,
  };
}

export function readSession(storage: Store): Session {
  return {
    token: storage.getItem(storageKeys.authToken) || null,
    user: parseUser(storage.getItem(storageKeys.user)),
    manufacturer: parseManufacturer(storage.getItem(storageKeys.manufacturer)),
    companies: parseCompanies(storage.getItem(storageKeys.companies)),
  };
}

/** Protected screens need both a token and a manufacturer (specification section 2). */
export const isSignedIn = (session: Session) =>
  session.token !== null && session.manufacturer !== null;

export class MissingCompanyError extends Error {
  override name = 'MissingCompanyError';
}

/**
 * The login effects of specification section 4: token, manufacturer and user stored, branding
 * copied, the code remembered as lastManufacturerCode. The specification also empties the cart
 * when the manufacturer differs from the last one; since issue 27 each company keeps its own cart
 * (entities/cart/cart-keys.ts), so signing in or switching brings that company's cart back instead.
 */
export function storeSignIn(storage: Store, response: LoginResponse) {
  const tenant = response.tenants[0];
  if (!response.token || !tenant || !response.user) throw new MissingCompanyError();
  const manufacturer: Manufacturer = { name: tenant.name, logo: tenant.logo, code: tenant.code };
  storage.setItem(storageKeys.authToken, response.token);
  storage.setItem(storageKeys.user, JSON.stringify(response.user));
  storage.setItem(storageKeys.manufacturer, JSON.stringify(manufacturer));
  const companies: Manufacturer[] = response.tenants.map(({ code, name, logo }) => ({
    code,
    name,
    logo,
  }));
  storage.setItem(storageKeys.companies, JSON.stringify(companies));
  storage.setItem(storageKeys.tenantName, manufacturer.name);
  storage.setItem(storageKeys.logoUrl, manufacturer.logo ?? '');
  storage.setItem(storageKeys.tenantCode, manufacturer.code);
  // A cart kept before issue 27 under the single cartItems key belongs to the last company: the
  // cart store (entities/cart/cart-keys.ts, adoptUnkeyedCart) makes it that company's own cart, so
  // it goes when another company signs in. Done here, not there, to keep the cart's code out of
  // the login screen's bundle (decision 004).
  if (storage.getItem(storageKeys.lastManufacturerCode) !== manufacturer.code) {
    storage.removeItem(storageKeys.cartItems);
  }
  storage.setItem(storageKeys.lastManufacturerCode, manufacturer.code);
}

/**
 * Logout, a 401 and the error screen's Return to Login: token, user, manufacturer and branding
 * go; the last company code, the carts and the theme stay (an explicit sign-out also forgets the
 * carts: shared/session/logout.ts).
 */
export function clearStoredSession(storage: Store) {
  for (const key of [
    storageKeys.authToken,
    storageKeys.user,
    storageKeys.manufacturer,
    storageKeys.companies,
    storageKeys.tenantName,
    storageKeys.logoUrl,
    storageKeys.tenantCode,
  ]) {
    storage.removeItem(key);
  }
}

export const readLastManufacturerCode = (storage: Pick<Storage, 'getItem'>) =>
  storage.getItem(storageKeys.lastManufacturerCode) || null;

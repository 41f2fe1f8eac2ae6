import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';

/**
 * Buyers of the demo data and what the buying-flow tests need from the API: one sign-in per
 * account and worker (the login rate limit counts every sign-in of this address), the session
 * handed to the page as the app stores it, and products with given traits looked up, since the
 * seeded catalogue is generated.
 */
export interface Account {
  email: string;
  code: string;
  password?: string;
}

export const ACME_BUYER: Account = { email: 'buyer@acme.example', code: 'ACME' };
export const ACME_REP: Account = { email: 'rep@acme.example', code: 'ACME' };
export const BOREAL_BUYER: Account = { email: 'buyer@boreal.example', code: 'BOREAL' };

export interface Session {
  token: string;
  tenants: { code: string; name: string; logo: string | null }[];
  user: { name: string; email: string; rep_code: string | null; role: string };
}

const sessions = new Map<string, Promise<Session>>();

export async function login(request: APIRequestContext, account: Account): Promise<Session> {
  const response = await request.post('/api/login', {
    data: {
      email: account.email,
      password: account.password ?? DEMO_PASSWORD,
      manufacturerCode: account.code,
    },
  });
  expect(response.status(), `sign-in of ${account.email}`).toBe(200);
  return (await response.json()) as Session;
}

/** This worker's session of the account (never signed out by these tests). */
export function sessionOf(page: Page, account: Account): Promise<Session> {
  const key = `${account.email}|${account.code}`;
  let session = sessions.get(key);
  if (!session) {
    session = login(page.request, account);
    sessions.set(key, session);
  }
  return session;
}

interface Preferences {
  language?: 'en' | 'es' | 'fr';
  dark?: boolean;
}

/** Starts the page signed in, with an empty cart, in the given language and theme. */
export async function signIn(page: Page, account: Account = ACME_BUYER, prefs: Preferences = {}) {
  const session = await sessionOf(page, account);
  await page.addInitScript(
    ({ session, language, dark }) => {
      // The top page only (a sandboxed About Us frame may not touch storage), once per tab:
      // later reloads keep what the app itself stored.
      if (window.top !== window || sessionStorage.getItem('buyer-session-set')) return;
      sessionStorage.setItem('buyer-session-set', '1');
      const tenant = session.tenants[0]!;
      localStorage.setItem('authToken', session.token);
      localStorage.setItem('user', JSON.stringify(session.user));
      localStorage.setItem('manufacturer', JSON.stringify(tenant));
      localStorage.setItem('tenantName', tenant.name);
      localStorage.setItem('logoUrl', tenant.logo ?? '');
      localStorage.setItem('tenantCode', tenant.code);
      localStorage.setItem('lastManufacturerCode', tenant.code);
      localStorage.setItem('i18nextLng', language);
      localStorage.setItem('isDarkMode', String(dark));
    },
    { session, language: prefs.language ?? 'en', dark: prefs.dark ?? false },
  );
  return session;
}

export interface ApiProduct {
  id: number;
  part_number: string;
  description: string;
  selling_price: number;
  available: number;
  uom_code: string;
  cf: number;
  min_order_qty: number;
  max_order_qty: number;
  default_puom_id: number | null;
  primary_image: string;
  /** The tiers of the buyer's price list for the default unit, lowest first (issue 11). */
  price_tiers: { min_qty: number; unit_price: number }[];
}

export interface ApiProductDetails extends ApiProduct {
  related_products: ApiProduct[];
  complementary_products: ApiProduct[];
}

/** What a request answered, for a failed assertion's message. */
const answerOf = async (response: APIResponse) =>
  `${response.url()} answered ${response.status()}: ${(await response.text()).slice(0, 300)}`;

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** Every product of the session's company (the demo catalogues hold fewer than 100). */
export async function allProducts(page: Page, session: Session): Promise<ApiProduct[]> {
  const code = session.tenants[0]!.code;
  const response = await page.request.get(`/api/products/${code}?per_page=100`, {
    headers: bearer(session),
  });
  expect(response.ok(), await answerOf(response)).toBe(true);
  return ((await response.json()) as { data: ApiProduct[] }).data;
}

export async function productDetails(page: Page, session: Session, id: number) {
  const code = session.tenants[0]!.code;
  const response = await page.request.get(`/api/products/${code}/details/${id}`, {
    headers: bearer(session),
  });
  expect(response.ok(), await answerOf(response)).toBe(true);
  return ((await response.json()) as { data: ApiProductDetails[] }).data[0]!;
}

/** The first product with the traits, or a failure naming what was looked for. */
export async function findProduct(
  page: Page,
  session: Session,
  what: string,
  matches: (product: ApiProduct) => boolean,
): Promise<ApiProduct> {
  const found = (await allProducts(page, session)).find(matches);
  expect(found, `a demo product that ${what}`).toBeDefined();
  return found!;
}

/** The orders of the session's customer matching a search (order number or PO). */
export async function searchOrders(page: Page, session: Session, search: string, status = '') {
  const code = session.tenants[0]!.code;
  const query = new URLSearchParams({ search, ...(status ? { status } : {}) });
  const response = await page.request.get(`/api/orders/${code}?${query}`, {
    headers: bearer(session),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number; sale_no: number; total: number }[] })
    .data;
}

/** Where the app keeps an account's cart at a company (apps/web/src/entities/cart/cart-keys.ts). */
export const cartKey = (account: Account) =>
  `cartItems:${account.code.toUpperCase()}:${account.email.toLowerCase()}`;

/**
 * Puts lines in the signed-in account's stored cart before the app starts, as if added earlier
 * (after signIn, whose script stores the session this one reads).
 */
export async function seedCart(page: Page, lines: { product: ApiProduct; quantity: number }[]) {
  await page.addInitScript(
    (items) => {
      if (window.top !== window || sessionStorage.getItem('buyer-cart-set')) return;
      sessionStorage.setItem('buyer-cart-set', '1');
      const { code } = JSON.parse(localStorage.getItem('manufacturer') ?? '{}') as { code: string };
      const { email } = JSON.parse(localStorage.getItem('user') ?? '{}') as { email: string };
      // cartKey's format, inlined: the script runs in the page, without this module.
      localStorage.setItem(
        `cartItems:${code.toUpperCase()}:${email.toLowerCase()}`,
        JSON.stringify(items),
      );
    },
    lines.map((line) => ({ ...line, comment: '', tag1: '', tag2: '' })),
  );
}

/** A purchase-order reference no other test uses. */
export const uniquePo = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** The card of a product on the list. */
export const card = (page: Page, product: Pick<ApiProduct, 'part_number'>) =>
  page.getByRole('article').filter({ hasText: product.part_number });

import { expect, type Browser, type Page } from '@playwright/test';
import { ACME_BUYER, findProduct, sessionOf, signIn, type Account, type Session } from './buyer.ts';

/** ACME's administrator of the demo data. */
export const ACME_ADMIN: Account = { email: 'admin@acme.example', code: 'ACME' };

export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** A page of its own, signed in as the account (a second user beside the test's page). */
export async function pageOf(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/**
 * A fresh draft order of ACME's demo buyer placed through the API, as checkout places it: the
 * buyer's own customer and first shipping address, one line of a product without quantity rules
 * (`quantity` of it, 1 by default), an Idempotency-Key.
 */
export async function placeBuyerOrder(page: Page, purchaseOrder: string, quantity = 1) {
  const session = await sessionOf(page, ACME_BUYER);
  const customers = await page.request.get(
    `/api/customers/ACME?email=${encodeURIComponent(ACME_BUYER.email)}&embed=shippingAddresses`,
    { headers: bearer(session) },
  );
  expect(customers.ok()).toBe(true);
  const customer = (
    (await customers.json()) as {
      data: { id: number; shipping_addresses: { id: number }[] }[];
    }
  ).data[0]!;
  const product = await findProduct(
    page,
    session,
    'has no quantity rules',
    (p) => p.min_order_qty <= 1 && p.max_order_qty === 0 && p.default_puom_id !== null,
  );
  const response = await page.request.post('/api/orders/ACME', {
    headers: { ...bearer(session), 'Idempotency-Key': crypto.randomUUID().replaceAll('-', '') },
    data: {
      header: {
        customer_id: customer.id,
        sale_date: new Date().toISOString().slice(0, 10),
        shipping_address_id: customer.shipping_addresses[0]!.id,
        purchase_order: purchaseOrder,
      },
      items: [{ puom_id: product.default_puom_id, sale_qty: quantity }],
    },
  });
  expect(response.status(), 'the buyer places an order').toBe(201);
  return ((await response.json()) as { data: { id: number; sale_no: number } }).data;
}

/** The id of one of ACME's records found by the console's search: `key` names it exactly. */
async function consoleId(page: Page, resource: string, field: 'name' | 'code', key: string) {
  const session = await sessionOf(page, ACME_ADMIN);
  const response = await page.request.get(
    `/api/admin/ACME/${resource}?search=${encodeURIComponent(key)}`,
    { headers: bearer(session) },
  );
  expect(response.ok()).toBe(true);
  const rows = ((await response.json()) as { data: ({ id: number } & Record<string, unknown>)[] })
    .data;
  const row = rows.find((candidate) => candidate[field] === key);
  expect(row, `ACME's ${resource}: ${key}`).toBeDefined();
  return row!.id;
}

/** One of ACME's demo price lists, by its name. */
export const demoPriceListId = (page: Page, name: string) =>
  consoleId(page, 'price-lists', 'name', name);

/** One of ACME's demo customers, by its code. */
export const demoCustomerId = (page: Page, code: string) =>
  consoleId(page, 'customers', 'code', code);

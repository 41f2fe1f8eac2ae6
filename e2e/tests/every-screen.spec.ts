import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ACME_ADMIN,
  bearer,
  demoCustomerId,
  demoPriceListId,
  placeBuyerOrder,
} from '../support/admin.ts';
import {
  ACME_BUYER,
  allProducts,
  seedCart,
  sessionOf,
  signIn,
  uniquePo,
  type Session,
} from '../support/buyer.ts';
import { openScreen } from '../support/navigation.ts';
import { createList, uniqueListName } from '../support/saved-lists.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** Heading levels in document order that skip one (an h2 followed by an h4), as "h2 > h4: text". */
const skippedHeadingLevels = (page: Page) =>
  page.evaluate(() => {
    const headings = Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'));
    const skips: string[] = [];
    let previous = 0;
    for (const heading of headings) {
      if (heading.closest('[hidden], [aria-hidden="true"]')) continue;
      const level = Number(heading.tagName[1]);
      if (level > previous + 1) skips.push(`h${previous} > h${level}: ${heading.textContent}`);
      previous = level;
    }
    return skips;
  });

/** The id of the first record a list of ACME's buyer answers with, at `path`. */
async function firstIdAt(page: Page, session: Session, path: string) {
  const answer = await page.request.get(path, { headers: bearer(session) });
  expect(answer.ok(), path).toBe(true);
  return ((await answer.json()) as { data: { id: number }[] }).data[0]!.id;
}

/** A demo quote of ACME's buyer with versions (issue 30): an offer in two versions. */
const demoQuoteId = (page: Page, session: Session) =>
  firstIdAt(page, session, '/api/quotes/ACME?status=offered');

/** One of the demo invoices of ACME's buyer (issue 31). */
const demoInvoiceId = (page: Page, session: Session) =>
  firstIdAt(page, session, '/api/invoices/ACME');

/** How far the page reaches past the right edge of a 360 px screen (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A screen to open, and the name its document title starts with once it shows. */
interface Screen {
  path: string;
  title: string;
  /** Shown only once this screen has rendered, where its title is the screen's before it. */
  ready?: Locator;
}

const COMPANY = 'Acme Industrial Supply';

/**
 * Opens each screen in the app (the first with a page load), as its links do: a page load a
 * screen cost the suite twice the time. A level-one heading shows that a loaded page's screen has
 * rendered, not only its title.
 */
async function expectEveryScreenFits(
  page: Page,
  screens: readonly Screen[],
  company: string = COMPANY,
) {
  for (const { path, title, ready } of screens) {
    await openScreen(page, path, title);
    await expect(page).toHaveTitle(`${title} · ${company}`);
    if (ready) await expect(ready).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The screen's data has arrived once no spinner is left.
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    expect(await overflow(page), `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
    expect(await skippedHeadingLevels(page), `${path} skips a heading level`).toEqual([]);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /portal/);
  }
}

/**
 * Every screen on a 360 px phone: nothing scrolls sideways, headings do not skip a level, and the
 * document has a title naming the screen and a meta description.
 */
test.describe('every screen on a 360 px phone', () => {
  test("a visitor's screens", async ({ page }) => {
    await expectEveryScreenFits(page, [
      { path: '/login/ACME', title: 'Sign in' },
      { path: '/register/ACME', title: 'Register' },
      { path: '/forgot-password/ACME', title: 'Forgot password' },
      { path: '/browse/ACME', title: 'Catalogue' },
      { path: '/about-us/ACME', title: 'About us' },
      // An invitation link that works no more: the page says so (issue 29).
      { path: `/invitation/ACME/${'x'.repeat(43)}`, title: 'Invitation' },
    ]);
    // Without a company code, and a password link that works no more.
    await expectEveryScreenFits(
      page,
      [
        { path: '/login', title: 'Sign in' },
        { path: '/register', title: 'Register' },
        { path: '/forgot-password', title: 'Forgot password' },
        { path: `/reset-password/${'x'.repeat(43)}`, title: 'Reset password' },
      ],
      'Ordering portal',
    );
  });

  test("a buyer's screens", async ({ page }) => {
    const session = await signIn(page, ACME_BUYER);
    const [product] = (await allProducts(page, session)).filter((p) => p.min_order_qty <= 1);
    await seedCart(page, [{ product: product!, quantity: 2 }]);
    const order = await placeBuyerOrder(page, uniquePo('WIDTH'));
    const list = await createList(page, session, uniqueListName('Width'), [
      { product: product!, quantity: 2, comment: 'Dock 4' },
    ]);
    const quote = await demoQuoteId(page, session);
    const invoice = await demoInvoiceId(page, session);
    await expectEveryScreenFits(page, [
      // The home screen is the catalogue.
      { path: '/dashboard', title: 'Products' },
      { path: `/products/${product!.id}`, title: 'Product details' },
      { path: '/products', title: 'Products' },
      { path: '/cart', title: 'Cart' },
      { path: '/checkout', title: 'Checkout' },
      { path: '/orders', title: 'Orders' },
      { path: `/orders/${order.id}`, title: 'Order detail' },
      { path: '/order-success', title: 'Order placed' },
      // The demo buyer runs their company: orders over a limit wait for their approval.
      { path: '/approvals', title: 'Approvals' },
      { path: '/quick-order', title: 'Quick order' },
      { path: '/lists', title: 'Saved lists' },
      { path: `/lists/${list}`, title: 'Saved list' },
      { path: '/quotes', title: 'Quotes' },
      { path: `/quotes/${quote}`, title: 'Quote' },
      { path: '/invoices', title: 'Invoices' },
      { path: `/invoices/${invoice}`, title: 'Invoice' },
      { path: '/account', title: 'Account' },
      { path: '/profile', title: 'My profile' },
      { path: '/about-us', title: 'About us' },
      { path: '/catalogs', title: 'Catalogs' },
      { path: '/company', title: 'Company' },
    ]);
  });

  test("the console's screens", async ({ page }) => {
    const order = await placeBuyerOrder(page, uniquePo('WIDTH'));
    // The buyer's session only: the page itself is signed in as the administrator.
    const buyer = await sessionOf(page, ACME_BUYER);
    const quote = await demoQuoteId(page, buyer);
    const [product] = await allProducts(page, buyer);
    await signIn(page, ACME_ADMIN);
    const priceList = await demoPriceListId(page, 'Northwind contract');
    const customer = await demoCustomerId(page, 'C-1001');
    const selectedTab = (name: string) => page.getByRole('tab', { name, selected: true });
    await expectEveryScreenFits(page, [
      { path: '/admin', title: "Manufacturer's console" },
      { path: '/admin/registrations', title: 'Registrations' },
      { path: '/admin/password-resets', title: 'Password resets' },
      { path: '/admin/members', title: 'Members' },
      { path: '/admin/customers', title: 'Customers' },
      { path: `/admin/customers/${customer}`, title: 'Customer' },
      { path: '/admin/orders', title: 'Orders' },
      { path: `/admin/orders/${order.id}`, title: 'Order detail' },
      { path: '/admin/quotes', title: 'Quotes' },
      { path: `/admin/quotes/${quote}`, title: 'Quote' },
      { path: '/admin/products', title: 'Products' },
      { path: `/admin/products/${product!.id}`, title: 'Product details' },
      { path: '/admin/products/new', title: 'New product' },
      { path: '/admin/categories', title: 'Categories' },
      { path: '/admin/import', title: 'Import and export' },
      { path: '/admin/price-lists', title: 'Price lists' },
      { path: `/admin/price-lists/${priceList}`, title: 'Price list' },
      {
        path: `/admin/price-lists/${priceList}?tab=customers`,
        title: 'Price list',
        ready: selectedTab('Customers'),
      },
      {
        path: `/admin/price-lists/${priceList}?tab=csv`,
        title: 'Price list',
        ready: selectedTab('Import and export'),
      },
      { path: '/admin/branding', title: 'Branding and settings' },
      { path: '/admin/webhooks', title: 'Webhooks' },
      { path: '/admin/api-keys', title: 'API keys' },
      { path: '/admin/audit', title: 'Audit log' },
      { path: '/admin/search-misses', title: 'Searches without results' },
      { path: '/admin/search-synonyms', title: 'Search synonyms' },
      { path: '/admin/product-attributes', title: 'Product attributes' },
    ]);
  });
});

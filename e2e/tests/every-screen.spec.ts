import { expect, test, type Page } from '@playwright/test';
import { ACME_ADMIN, bearer, demoPriceListId, placeBuyerOrder } from '../support/admin.ts';
import {
  ACME_BUYER,
  allProducts,
  seedCart,
  sessionOf,
  signIn,
  uniquePo,
} from '../support/buyer.ts';
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

/** A demo quote of ACME's buyer with versions (issue 30): an offer in two versions. */
async function demoQuoteId(page: Page, session: Parameters<typeof bearer>[0]) {
  const answer = await page.request.get('/api/quotes/ACME?status=offered', {
    headers: bearer(session),
  });
  const quotes = (await answer.json()) as { data: { id: number }[] };
  return quotes.data[0]!.id;
}

/** How far the page reaches past the right edge of a 360 px screen (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectEveryScreenFits(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    // The screen's data has arrived once no spinner is left.
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    expect(await overflow(page), `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
    expect(await skippedHeadingLevels(page), `${path} skips a heading level`).toEqual([]);
    await expect(page).toHaveTitle(/ · /);
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
      '/login/ACME',
      '/register/ACME',
      '/forgot-password/ACME',
      '/browse/ACME',
      '/about-us/ACME',
      // An invitation link that works no more: the page says so (issue 29).
      `/invitation/ACME/${'x'.repeat(43)}`,
    ]);
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
    await expectEveryScreenFits(page, [
      '/dashboard',
      '/products',
      `/products/${product!.id}`,
      '/cart',
      '/checkout',
      '/orders',
      `/orders/${order.id}`,
      '/quick-order',
      '/lists',
      `/lists/${list}`,
      '/quotes',
      `/quotes/${quote}`,
      '/invoices',
      '/account',
      '/profile',
      '/about-us',
      '/catalogs',
      '/company',
    ]);
  });

  test("the console's screens", async ({ page }) => {
    const order = await placeBuyerOrder(page, uniquePo('WIDTH'));
    // The buyer's session only: the page itself is signed in as the administrator.
    const quote = await demoQuoteId(page, await sessionOf(page, ACME_BUYER));
    await signIn(page, ACME_ADMIN);
    const priceList = await demoPriceListId(page, 'Northwind contract');
    await expectEveryScreenFits(page, [
      '/admin',
      '/admin/registrations',
      '/admin/password-resets',
      '/admin/members',
      '/admin/customers',
      '/admin/orders',
      `/admin/orders/${order.id}`,
      '/admin/quotes',
      `/admin/quotes/${quote}`,
      '/admin/products',
      '/admin/products/new',
      '/admin/categories',
      '/admin/import',
      '/admin/price-lists',
      `/admin/price-lists/${priceList}`,
      `/admin/price-lists/${priceList}?tab=customers`,
      `/admin/price-lists/${priceList}?tab=csv`,
      '/admin/branding',
      '/admin/webhooks',
      '/admin/audit',
      '/admin/search-misses',
      '/admin/search-synonyms',
    ]);
  });
});

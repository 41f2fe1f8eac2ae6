import { expect, test, type Page } from '@playwright/test';
import { ACME_ADMIN } from '../support/admin.ts';
import { ACME_BUYER, allProducts, seedCart, signIn } from '../support/buyer.ts';

/**
 * What the page tried that our Content-Security-Policy forbids: the browser's violation events
 * and its console reports of them.
 */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text()))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(
      () => (window as unknown as { policyViolations?: string[] }).policyViolations ?? [],
    )),
  ];
}

test.describe('no bundle needs eval under our CSP', () => {
  test('a buyer with a stored cart, on the cart and product screens', async ({ page }) => {
    const session = await signIn(page, ACME_BUYER);
    const [product] = await allProducts(page, session);
    await seedCart(page, [{ product: product!, quantity: 1 }]);
    const violations = await watchPolicyViolations(page);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
    await page.goto('/products');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("an administrator's product form, checked in the browser before it is sent", async ({
    page,
  }) => {
    await signIn(page, ACME_ADMIN);
    const violations = await watchPolicyViolations(page);
    await page.goto('/admin/products/new');
    await page
      .getByRole('button', { name: /Create product|Save/ })
      .first()
      .click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

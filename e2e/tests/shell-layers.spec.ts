import { expect, test } from '@playwright/test';
import { ACME_BUYER, allProducts, signIn } from '../support/buyer.ts';

test.describe('the shell', () => {
  test('an open account menu stays above a notification', async ({ page }) => {
    const session = await signIn(page, ACME_BUYER);
    const [product] = (await allProducts(page, session)).filter((p) => p.min_order_qty <= 1);
    await page.goto(`/products/${product!.id}`);
    await page.getByRole('button', { name: 'Increase quantity', exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const notice = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    await expect(notice.first()).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    const profile = page.getByRole('link', { name: 'My profile' });
    await expect(profile).toBeVisible();
    // Whatever is painted at the menu item's middle is the item: no notification over it.
    const box = (await profile.boundingBox())!;
    const topmost = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(topmost).toBe('My profile');
  });
});

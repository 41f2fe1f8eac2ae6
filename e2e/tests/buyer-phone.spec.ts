import { expect, test, type Locator, type Page } from '@playwright/test';
import { placeBuyerOrder } from '../support/admin.ts';
import { ACME_BUYER, allProducts, seedCart, signIn, uniquePo } from '../support/buyer.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('on a phone (390 x 844)', () => {
  test('the categories open in a drawer that closes on a choice; two cards a row', async ({
    page,
  }) => {
    await signIn(page, ACME_BUYER);
    await page.goto('/products');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((index) => cards.nth(index).boundingBox()),
    );
    expect(second!.y).toBe(first!.y);
    expect(third!.y).toBeGreaterThan(first!.y);
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();

    await page.getByRole('button', { name: 'Categories', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Categories' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Safety', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/products\?categoryId=\d+$/);
    await expect(page.getByText(/^Showing 1-\d+ of \d+$/)).toBeVisible();
  });

  test('the menu folds behind a button', async ({ page }) => {
    await signIn(page, ACME_BUYER);
    await page.goto('/products');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Submitted' })).toBeVisible();
  });

  test('the cart shows cards, and checkout fits the screen', async ({ page }) => {
    const session = await signIn(page, ACME_BUYER);
    const [product] = (await allProducts(page, session)).filter((p) => p.min_order_qty <= 1);
    await seedCart(page, [{ product: product!, quantity: 2 }]);
    await page.goto('/cart');
    await expect(page.getByRole('table')).toHaveCount(0);
    const line = page.getByRole('list', { name: 'Products in the cart' }).getByRole('listitem');
    await expect(line).toContainText(product!.part_number);
    await line.getByRole('textbox', { name: `Comment for ${product!.description}` }).fill('Gate 2');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: 'Complete order' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('on a small phone (360 x 740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** Fails when the page is wider than the screen or the element's right edge is past it. */
  async function expectWithinWidth(page: Page, locator: Locator) {
    await locator.scrollIntoViewIfNeeded();
    await expect(locator).toBeInViewport();
    const box = (await locator.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  }

  test('checkout and the order detail show unit price, subtotal and total without sideways scrolling', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_BUYER);
    const [product] = (await allProducts(page, session)).filter((p) => p.min_order_qty <= 1);
    await seedCart(page, [{ product: product!, quantity: 3 }]);
    await page.goto('/checkout');
    const line = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(line).toContainText(product!.part_number);
    await expectWithinWidth(page, line);
    await expectWithinWidth(page, page.getByText('Order total', { exact: true }).last());

    const order = await placeBuyerOrder(page, uniquePo('PHONE'));
    await page.goto(`/orders/${order.id}`);
    const orderLine = page.getByRole('list', { name: 'Lines' }).getByRole('listitem');
    await expect(orderLine).toContainText('×');
    await expectWithinWidth(page, orderLine);
    await expectWithinWidth(page, page.getByText('Order total', { exact: true }).last());
  });
});

import { expect, test } from '@playwright/test';
import {
  ACME_BUYER,
  allProducts,
  cartKey,
  findProduct,
  seedCart,
  signIn,
} from '../support/buyer.ts';
import { lineCents, money } from '../support/prices.ts';

test.describe('the cart', () => {
  test('cancel order empties the cart after confirmation', async ({ page }) => {
    const session = await signIn(page, ACME_BUYER);
    const product = await findProduct(page, session, 'has no minimum', (p) => p.min_order_qty <= 1);
    await seedCart(page, [{ product, quantity: 2 }]);
    await page.goto('/cart');
    await expect(page.getByRole('row').filter({ hasText: product.part_number })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Keep my cart' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Your order has been canceled.')).toBeVisible();
    await expect(page.getByText('Your cart is empty.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), cartKey(ACME_BUYER))).toBe('[]');
  });

  test('checkout refuses an empty cart, and a line below its minimum', async ({ page }) => {
    const session = await signIn(page, ACME_BUYER);
    const product = await findProduct(
      page,
      session,
      'has a minimum above 1',
      (p) => p.min_order_qty > 1,
    );
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your cart is empty. Please add products before checking out.',
    );

    // A line saved before the company raised the product's minimum.
    await page.evaluate(({ key, line }) => localStorage.setItem(key, JSON.stringify([line])), {
      key: cartKey(ACME_BUYER),
      line: { product, quantity: 1, comment: '', tag1: '', tag2: '' },
    });
    await page.reload();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `Product '${product.description}' requires a minimum quantity of ${product.min_order_qty}.`,
    );
    await expect(page).toHaveURL(/\/cart$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the header cart button opens the side cart', async ({ page }) => {
    const session = await signIn(page, ACME_BUYER);
    const unlimited = (await allProducts(page, session)).filter(
      (p) => p.min_order_qty <= 1 && p.max_order_qty === 0,
    );
    const [first, second] = unlimited;
    expect(second, 'two products without limits').toBeDefined();
    await seedCart(page, [
      { product: first!, quantity: 1 },
      { product: second!, quantity: 2 },
    ]);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    const sideCart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(sideCart.getByRole('button', { name: 'Close the cart' })).toBeFocused();
    const quantity = sideCart.getByRole('spinbutton', {
      name: `Quantity of ${first!.description}`,
    });
    await quantity.fill('3');
    await quantity.press('Enter');
    // At the buyer's prices for those quantities: Northwind's contract tiers where it has them.
    await expect(sideCart.getByText('Subtotal').locator('..')).toContainText(
      money(lineCents(first!, 3) + lineCents(second!, 2)),
    );
    await sideCart.getByRole('button', { name: `Remove ${second!.description}` }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.keyboard.press('Escape');
    await expect(sideCart).toBeHidden();

    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await sideCart.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('row').filter({ hasText: first!.part_number })).toContainText('3');
  });
});

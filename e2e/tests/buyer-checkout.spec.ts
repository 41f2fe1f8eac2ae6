import { expect, test } from '@playwright/test';
import {
  ACME_BUYER,
  ACME_REP,
  BOREAL_BUYER,
  findProduct,
  searchOrders,
  seedCart,
  signIn,
  uniquePo,
} from '../support/buyer.ts';

test.describe('checkout', () => {
  test('a sales rep sees their name as sales person; one address shows as text', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_REP);
    const product = await findProduct(page, session, 'has no minimum', (p) => p.min_order_qty <= 1);
    await seedCart(page, [{ product, quantity: 1 }]);
    const po = uniquePo('REP');
    await page.goto('/checkout');
    await expect(page.getByRole('main').locator('dl')).toContainText('Sales personDaniel Roy');
    await expect(page.getByText('410 Ferrier Street, Markham, ON, CA, L3R 5Y7')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Shipping address' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Pick Up' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Payment option' })).toHaveValue('cod');
    await page.getByRole('textbox', { name: 'Customer PO' }).fill(po);
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page.getByRole('heading', { name: 'Order success' })).toBeVisible();

    const [order] = await searchOrders(page, session, po);
    await page.goto(`/orders/${order!.id}`);
    const facts = page.locator('dl');
    await expect(facts).toContainText('Sales personDaniel Roy');
    await expect(facts).toContainText('Pick Up');
    await expect(facts).toContainText('COD');
  });

  test('a retry after a lost answer places one order (same Idempotency-Key)', async ({ page }) => {
    const session = await signIn(page, ACME_BUYER);
    const product = await findProduct(page, session, 'has no minimum', (p) => p.min_order_qty <= 1);
    await seedCart(page, [{ product, quantity: 2 }]);
    const po = uniquePo('RETRY');
    const keys: string[] = [];
    let lose = true;
    await page.route('**/api/orders/ACME', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (!lose) return route.fallback();
      // The server places the order, but its answer never reaches the browser.
      lose = false;
      await route.fetch();
      return route.abort('connectionreset');
    });

    await page.goto('/checkout');
    await page.getByRole('textbox', { name: 'Customer PO' }).fill(po);
    const complete = page.getByRole('button', { name: 'Complete order' });
    await complete.dblclick();
    await expect(page.getByRole('alert')).toHaveText('An unexpected error occurred.');
    await expect(page).toHaveURL(/\/checkout$/);
    await complete.click();
    await expect(page.getByRole('heading', { name: 'Order success' })).toBeVisible();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await searchOrders(page, session, po)).toHaveLength(1);
  });

  test('a refused order keeps the buyer on checkout with the first field message', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_BUYER);
    const product = await findProduct(page, session, 'has no minimum', (p) => p.min_order_qty <= 1);
    // A line saved before its product was withdrawn: the catalogue no longer answers for it, so
    // the cart keeps the line's copy (a product it does answer for is read again, unit and all).
    await seedCart(page, [
      { product: { ...product, id: 2_000_000_000, default_puom_id: 2_000_000_000 }, quantity: 1 },
    ]);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page.getByRole('alert')).toHaveText('This product is no longer available.');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });

  test('without a confirmation message of its own, the company shows the default text', async ({
    page,
  }) => {
    const session = await signIn(page, BOREAL_BUYER);
    const product = await findProduct(page, session, 'has no minimum', (p) => p.min_order_qty <= 1);
    await seedCart(page, [{ product, quantity: 1 }]);
    await page.goto('/checkout');
    await expect(page.getByText('1200, rue Saint-Jean, Québec, QC, CA, G1R 1S8')).toBeVisible();
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page.getByText(/successfully completed and will be processed/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('clear order empties the cart', async ({ page }) => {
    const session = await signIn(page, ACME_BUYER);
    const product = await findProduct(page, session, 'has no minimum', (p) => p.min_order_qty <= 1);
    await seedCart(page, [{ product, quantity: 1 }]);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Clear order' }).click();
    await page
      .getByRole('dialog', { name: 'Clear this order?' })
      .getByRole('button', { name: 'Clear order' })
      .click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Error: Customer data or cart items are missing.',
    );
  });
});

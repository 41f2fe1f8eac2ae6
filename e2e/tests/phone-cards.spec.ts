import { expect, test, type Page } from '@playwright/test';
import { ACME_ADMIN } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { openScreen } from '../support/navigation.ts';
import { ACME_BUYER, allProducts, seedCart, signIn } from '../support/buyer.ts';

/**
 * Issue 27 points 4 and 6 on the narrowest phone: every list a buyer or an administrator reads as
 * a table is a card per row with its status and total in view, nothing scrolls sideways, the
 * list view shows whole descriptions, pictures sit on a neutral tile in dark mode and the cart
 * warns of a line out of stock. Screenshots go to SHOTS_DIR when it is set, for a person to look.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;

test.use({ viewport: { width: 360, height: 740 } });

async function check(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), name).toEqual([]);
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** Every cell of the first card, the last ones (status, total) included, lies on the screen. */
async function firstCardInView(page: Page) {
  const row = page.locator('table.responsive-table tbody tr').first();
  await expect(row).toBeVisible();
  const cells = row.locator('td');
  for (let index = 0; index < (await cells.count()); index += 1) {
    const box = (await cells.nth(index).boundingBox())!;
    expect(box.x + box.width, `cell ${index + 1} leaves the screen`).toBeLessThanOrEqual(360);
  }
}

test("a buyer's orders are cards with status and total, in French and dark", async ({ page }) => {
  await signIn(page, ACME_BUYER, { language: 'fr', dark: true });
  await page.goto('/orders');
  await firstCardInView(page);
  const card = page.locator('table.responsive-table tbody tr').first();
  await expect(card).toContainText(/\$|€/);
  await check(page, 'orders-fr-dark-360');
});

test('console lists are cards on a phone, in Spanish', async ({ page }) => {
  // Five screens, each with axe: more than the default 30 s on two shared cores.
  test.slow();
  await signIn(page, ACME_ADMIN, { language: 'es' });
  for (const [path, screen] of [
    ['/admin/orders', 'Pedidos'],
    ['/admin/members', 'Miembros'],
    ['/admin/customers', 'Clientes'],
    ['/admin/products', 'Productos'],
  ] as const) {
    await openScreen(page, path, screen);
    await firstCardInView(page);
    await check(page, `admin${path.replace('/admin', '').replace(/\//g, '-')}-es-360`);
  }
  // The product editor's units, a table of fields, are cards too.
  await page.locator('table.responsive-table tbody tr').first().getByRole('link').first().click();
  await expect(page.getByRole('table', { name: /Unidades/i })).toBeVisible();
  await check(page, 'admin-product-editor-es-360');
});

test('the list view shows whole descriptions; the cart warns of a line out of stock', async ({
  page,
}) => {
  const session = await signIn(page, ACME_BUYER, { language: 'fr', dark: true });
  const out = (await allProducts(page, session)).find(
    (p) => p.available <= 0 && p.min_order_qty <= 1 && p.max_order_qty === 0,
  );
  expect(out, 'the demo has a product out of stock').toBeDefined();
  await seedCart(page, [{ product: out!, quantity: 1 }]);
  await page.addInitScript(() => localStorage.setItem('productListView', 'list'));
  await page.goto('/products');
  const link = page.getByRole('table').getByRole('link').first();
  await expect(link).toBeVisible();
  // Not clamped: the link's text fits its box, however many lines it takes.
  expect(await link.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(
    true,
  );
  await check(page, 'products-list-fr-dark-360');

  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText(
    'En rupture de stock : cette ligne pourrait être expédiée plus tard.',
  );
  await check(page, 'cart-stock-fr-dark-360');
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the same lists stay tables with headings', async ({ page }) => {
    await signIn(page, ACME_BUYER, { language: 'es' });
    await page.goto('/orders');
    await expect(page.getByRole('columnheader').first()).toBeVisible();
    await check(page, 'orders-es-light-1280');
    await page.goto('/products');
    await expect(page.getByRole('article').first()).toBeVisible();
    await check(page, 'products-es-light-1280');
  });

  test("the cart's stock warning and a quick order's named line, in Spanish", async ({ page }) => {
    const session = await signIn(page, ACME_BUYER, { language: 'es' });
    const products = await allProducts(page, session);
    const out = products.find(
      (p) => p.available <= 0 && p.min_order_qty <= 1 && p.max_order_qty === 0,
    );
    await seedCart(page, [{ product: out!, quantity: 1 }]);
    await page.goto('/cart');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(
      'Sin existencias: esta línea puede enviarse más tarde.',
    );
    await check(page, 'cart-stock-es-light-1280');

    await page.goto('/quick-order');
    await page.getByRole('textbox', { name: 'Líneas para leer' }).fill('XYZ-1 12');
    await page.getByRole('button', { name: 'Leer líneas' }).click();
    await page.getByRole('button', { name: 'Revisar líneas' }).click();
    await expect(page.getByText(/^XYZ-1 12: /)).toBeVisible();
    await check(page, 'quick-order-es-light-1280');
  });

  test('dark product cards keep their pictures on a neutral tile', async ({ page }) => {
    await signIn(page, ACME_BUYER, { language: 'fr', dark: true });
    await page.goto('/products');
    const tile = page.getByRole('article').first().getByRole('link').first();
    await expect(tile).toBeVisible();
    const background = await tile.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background, 'not a white tile').not.toBe('rgb(255, 255, 255)');
    await check(page, 'products-fr-dark-1280');
  });
});

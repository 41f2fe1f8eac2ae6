import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import {
  ACME_BUYER,
  BOREAL_BUYER,
  card,
  findProduct,
  searchOrders,
  signIn,
  uniquePo,
  type ApiProduct,
} from '../support/buyer.ts';

/** Issue 16, points 2 and 3: typed quantities, the list view, a header that stays, the filter in force. */

const quantityField = (page: Page, product: ApiProduct) =>
  page.getByRole('spinbutton', { name: `Quantity of ${product.description} in the cart` });
const listRow = (page: Page, product: ApiProduct) =>
  page.getByRole('table', { name: 'Products' }).getByRole('row').filter({
    hasText: product.part_number,
  });

async function typeQuantity(page: Page, product: ApiProduct, quantity: number) {
  const field = quantityField(page, product);
  await field.fill(String(quantity));
  await field.press('Enter');
}

test.describe('buying in bulk', () => {
  test('a quantity typed on a card and one typed in the list view go to checkout as typed', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_BUYER);
    const free = await findProduct(
      page,
      session,
      'has no minimum and no maximum',
      (p) => p.min_order_qty <= 1 && p.max_order_qty === 0,
    );
    const limited = await findProduct(
      page,
      session,
      'has a minimum above 1 and room for twice it',
      (p) =>
        p.min_order_qty > 1 && (p.max_order_qty === 0 || p.max_order_qty >= 3 * p.min_order_qty),
    );
    const typed = 3 * limited.min_order_qty;

    // On a card: typing 20 puts 20, and says so.
    await page.goto(`/products?search=${encodeURIComponent(free.part_number)}`);
    await expect(card(page, free)).toBeVisible();
    await typeQuantity(page, free, 20);
    await expect(
      page.getByRole('status').filter({ hasText: `20 x ${free.description} updated in cart!` }),
    ).toBeVisible();
    await expect(quantityField(page, free)).toHaveValue('20');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    // In the list view, which the browser remembers.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(limited.part_number);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = listRow(page, limited);
    await expect(row).toContainText(`Min. ${limited.min_order_qty}`);
    await typeQuantity(page, limited, typed);
    await expect(quantityField(page, limited)).toHaveValue(String(typed));
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await page.reload();
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(quantityField(page, limited)).toHaveValue(String(typed));

    // Checkout from the side cart.
    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('link', { name: 'Checkout' })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    const po = uniquePo('TYPED');
    await page.getByRole('textbox', { name: 'Customer PO' }).fill(po);
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page).toHaveURL(/\/order-success$/);

    const [order] = await searchOrders(page, session, po);
    expect(order, 'the order placed').toBeDefined();
    await page.goto(`/orders/${order!.id}`);
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines.getByRole('row').filter({ hasText: free.part_number })).toContainText('20');
    await expect(lines.getByRole('row').filter({ hasText: limited.part_number })).toContainText(
      String(typed),
    );
  });

  test('a typed quantity off the rules is refused with its message and the cart keeps its own', async ({
    page,
  }) => {
    // BOREAL sells by the minimum: a quantity must be a multiple of it.
    const session = await signIn(page, BOREAL_BUYER);
    const product = await findProduct(
      page,
      session,
      'has a minimum above 1 and a maximum',
      (p) => p.min_order_qty > 1 && p.max_order_qty >= 2 * p.min_order_qty,
    );
    const { min_order_qty: min, max_order_qty: max } = product;
    await page.goto(`/products?search=${encodeURIComponent(product.part_number)}`);
    await expect(card(page, product)).toContainText(`Min. ${min} · Max. ${max}`);
    await typeQuantity(page, product, min + 1);
    await expect(
      page.getByRole('alert').filter({
        hasText: `Product '${product.description}' is sold in multiples of ${min}.`,
      }),
    ).toBeVisible();
    await expect(quantityField(page, product)).toHaveValue('0');
    await typeQuantity(page, product, max + min);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `Maximum order quantity for this item is ${max}.` }),
    ).toBeVisible();
    await typeQuantity(page, product, 2 * min);
    await expect(quantityField(page, product)).toHaveValue(String(2 * min));
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });

  test('the list view shows a dozen products above the fold at 1366x768, under a header that stays', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, ACME_BUYER);
    await page.goto('/products');
    await page.getByRole('button', { name: 'List', exact: true }).click();
    const rows = page.getByRole('table', { name: 'Products' }).locator('tbody tr');
    await expect(rows).toHaveCount(12);
    const boxes = await Promise.all((await rows.all()).map((row) => row.boundingBox()));
    const inView = boxes.filter((box) => box !== null && box.y + box.height <= 768);
    expect(inView.length).toBeGreaterThanOrEqual(12);

    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: /^Cart,/ })).toBeInViewport();
  });

  test('the chosen category is named above the list, stays marked in the tree, and clears', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, ACME_BUYER);
    await page.goto('/products');
    const tree = page.getByRole('navigation', { name: 'Categories' });
    await tree.getByRole('button', { name: 'Expand Fasteners' }).click();
    await tree.getByRole('button', { name: 'Bolts & Screws', exact: true }).click();
    await expect(page).toHaveURL(/categoryId=\d+/);
    const filters = page.getByRole('list', { name: 'Active filters' });
    await expect(filters).toHaveText(/Category: Fasteners › Bolts & Screws/);
    const chosen = tree.getByRole('button', { name: 'Bolts & Screws', exact: true });
    await expect(chosen).toHaveAttribute('aria-current', 'true');

    // The page scrolls under a pointer over the list (over the column, the column itself
    // scrolls: it holds the facets under the tree).
    await page.mouse.move(900, 500);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(chosen).toBeInViewport();

    await filters
      .getByRole('button', { name: 'Clear the filter Category: Fasteners › Bolts & Screws' })
      .click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(filters).toHaveCount(0);
    await expect(tree.getByRole('button', { name: 'All Categories' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('on a phone the filter chip shows too, and the list view fits the width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, ACME_BUYER);
    await page.goto('/products');
    await page.getByRole('button', { name: 'Categories' }).click();
    await page
      .getByRole('dialog', { name: 'Categories' })
      .getByRole('button', { name: 'Tools', exact: true })
      .click();
    const filters = page.getByRole('list', { name: 'Active filters' });
    await expect(filters).toHaveText(/Category: Tools/);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await filters.getByRole('button', { name: 'Clear the filter Category: Tools' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  for (const [language, texts] of [
    ['es', { list: 'Lista', min: 'Mín.', updated: 'actualizado' }],
    ['fr', { list: 'Liste', min: 'Min.', updated: 'mis à jour' }],
  ] as const) {
    test(`in ${language}, dark: the same controls, translated, and no serious axe violation`, async ({
      page,
    }) => {
      const session = await signIn(page, ACME_BUYER, { language, dark: true });
      const product = await findProduct(
        page,
        session,
        'has a minimum above 1',
        (p) => p.min_order_qty > 1 && p.max_order_qty === 0,
      );
      await page.goto(`/products?search=${encodeURIComponent(product.part_number)}`);
      await expect(card(page, product)).toContainText(`${texts.min} ${product.min_order_qty}`);
      const field = card(page, product).getByRole('spinbutton');
      await field.fill(String(product.min_order_qty));
      await field.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: texts.updated })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: texts.list, exact: true }).click();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('in light mode the grid, the list and the chips have no serious axe violation', async ({
    page,
  }) => {
    await signIn(page, ACME_BUYER);
    await page.goto('/products?search=valve');
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

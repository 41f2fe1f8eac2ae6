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

/** Issue 16, point 2: typed quantities and the list view. */

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
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(limited.part_number);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = listRow(page, limited);
    await expect(row).toContainText(`Min. ${limited.min_order_qty}`);
    await typeQuantity(page, limited, typed);
    await expect(quantityField(page, limited)).toHaveValue(String(typed));
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await page.reload();
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute(
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
      await page.getByRole('button', { name: texts.list }).click();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('in light mode the grid and the list have no serious axe violation', async ({ page }) => {
    await signIn(page, ACME_BUYER);
    await page.goto('/products?search=valve');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

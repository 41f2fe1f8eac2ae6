import { expect, test, type Page } from '@playwright/test';
import {
  ACME_BUYER,
  BOREAL_BUYER,
  allProducts,
  card,
  findProduct,
  productDetails,
  signIn,
  type ApiProduct,
} from '../support/buyer.ts';

/** Opens the list filtered to one product, so its card is the only one. */
async function showCard(page: Page, product: ApiProduct) {
  await page.goto(`/products?search=${encodeURIComponent(product.part_number)}`);
  await expect(card(page, product)).toBeVisible();
  const productCard = card(page, product);
  return {
    card: productCard,
    plus: productCard.getByRole('button', { name: `Increase quantity of ${product.description}` }),
    minus: productCard.getByRole('button', { name: `Decrease quantity of ${product.description}` }),
    shows: (count: number) =>
      expect(
        productCard.getByRole('spinbutton', {
          name: `Quantity of ${product.description} in the cart`,
        }),
      ).toHaveValue(String(count)),
  };
}

test.describe('quantity rules on the product cards', () => {
  test('the first plus puts in the minimum, then one at a time; below the minimum asks to remove', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_BUYER);
    const product = await findProduct(
      page,
      session,
      'has a minimum above 1 and no maximum',
      (p) => p.min_order_qty > 1 && p.max_order_qty === 0,
    );
    const min = product.min_order_qty;
    const control = await showCard(page, product);
    await expect(control.minus).toBeDisabled();
    await control.plus.click();
    await control.shows(min);
    await control.plus.click();
    await control.shows(min + 1);
    await control.minus.click();
    await control.shows(min);

    await control.minus.click();
    const prompt = page.getByRole('dialog', { name: 'Remove Product?' });
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await control.shows(min);
    await control.minus.click();
    await prompt.getByRole('button', { name: 'Remove' }).click();
    await control.shows(0);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('an addition past the maximum is refused with its message', async ({ page }) => {
    const session = await signIn(page, ACME_BUYER);
    const product = await findProduct(
      page,
      session,
      'has a minimum of 1 and a maximum of 10',
      (p) => p.min_order_qty <= 1 && p.max_order_qty === 10,
    );
    const control = await showCard(page, product);
    for (let i = 0; i < 10; i += 1) await control.plus.click();
    await control.shows(10);
    await control.plus.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Maximum order quantity for this item is 10.' }),
    ).toBeVisible();
    await control.shows(10);
  });

  test('a company selling by the minimum steps by the minimum', async ({ page }) => {
    const session = await signIn(page, BOREAL_BUYER);
    const product = await findProduct(
      page,
      session,
      'has a minimum above 1',
      (p) =>
        p.min_order_qty > 1 && (p.max_order_qty === 0 || p.max_order_qty >= 3 * p.min_order_qty),
    );
    const min = product.min_order_qty;
    const control = await showCard(page, product);
    await control.plus.click();
    await control.shows(min);
    await control.plus.click();
    await control.shows(2 * min);
    await control.minus.click();
    await control.shows(min);
    await control.minus.click();
    await expect(page.getByRole('dialog', { name: 'Remove Product?' })).toBeVisible();
  });
});

test.describe('quantity rules on the product details', () => {
  test('the stepper stays between the minimum and the maximum; Add to cart needs the minimum', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_BUYER);
    const product = await findProduct(
      page,
      session,
      'has a minimum above 1 and a maximum',
      (p) => p.min_order_qty > 1 && p.max_order_qty > 0,
    );
    const { min_order_qty: min, max_order_qty: max } = product;
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.description })).toBeVisible();
    const field = page.getByRole('spinbutton', { name: 'Quantity', exact: true });
    const plus = page.getByRole('button', { name: 'Increase quantity', exact: true });
    const minus = page.getByRole('button', { name: 'Decrease quantity', exact: true });

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert')).toHaveText(`Minimum quantity is ${min}.`);
    await plus.click();
    await expect(field).toHaveValue(String(min));
    await expect(minus).toBeDisabled();
    await plus.click();
    await expect(field).toHaveValue(String(min + 1));
    await field.fill(String(max + 50));
    await field.blur();
    await expect(field).toHaveValue(String(max));
    await expect(plus).toBeDisabled();

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`${max} x ${product.description} updated in cart!`)).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });

  test('mini cards link to their product and stop plus at the maximum', async ({ page }) => {
    const session = await signIn(page, ACME_BUYER);
    // A product whose related or complementary products include one with a small maximum:
    // links are mostly between products of one family (the same part-number prefix).
    const products = await allProducts(page, session);
    const capped = new Set(
      products.filter((p) => p.max_order_qty > 0 && p.max_order_qty <= 20).map((p) => p.id),
    );
    const family = (p: ApiProduct) => p.part_number.slice(0, 5);
    const families = new Set(products.filter((p) => capped.has(p.id)).map(family));
    let host: ApiProduct | undefined;
    let mini: ApiProduct | undefined;
    let section = '';
    for (const candidate of products.filter((p) => families.has(family(p)))) {
      const details = await productDetails(page, session, candidate.id);
      const related = details.related_products.find((p) => capped.has(p.id));
      const complementary = details.complementary_products.find((p) => capped.has(p.id));
      if (related || complementary) {
        host = candidate;
        mini = related ?? complementary;
        section = related ? 'Related products' : 'Complementary products';
        break;
      }
    }
    expect(host, 'a product linked to one with a small maximum').toBeDefined();

    await page.goto(`/products/${host!.id}`);
    const accordion = page.getByRole('button', { name: new RegExp(`^${section} \\(`) });
    if ((await accordion.getAttribute('aria-expanded')) === 'false') await accordion.click();
    const panel = page.getByRole('region', { name: new RegExp(`^${section}`) });
    const plus = panel.getByRole('button', { name: `Increase quantity of ${mini!.description}` });
    // The control waits for the selling settings: the loop's isEnabled() would not.
    await expect(plus).toBeEnabled();
    for (let i = 0; i < mini!.max_order_qty && (await plus.isEnabled()); i += 1) {
      await plus.click();
    }
    await expect(plus).toBeDisabled();
    await expect(
      panel.getByText(`Maximum order quantity is ${mini!.max_order_qty}.`),
    ).toBeVisible();

    await panel.getByRole('link', { name: mini!.description, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${mini!.id}$`));
    await expect(page.getByRole('spinbutton', { name: 'Quantity', exact: true })).toHaveValue(
      String(mini!.max_order_qty),
    );
  });
});

import { expect, test } from '@playwright/test';
import {
  ACME_BUYER,
  allProducts,
  card,
  searchOrders,
  seedCart,
  signIn,
  uniquePo,
  type ApiProduct,
} from '../support/buyer.ts';
import { createList, uniqueListName } from '../support/saved-lists.ts';

/** Products a list can hold at any quantity: no minimum, no maximum, sold by their unit. */
const plainProducts = (products: ApiProduct[]) =>
  products.filter((p) => p.min_order_qty <= 1 && p.max_order_qty === 0 && p.default_puom_id);

test.describe('saved lists (issue 12)', () => {
  test('the cart saved as a list, the cart emptied, the list put back and ordered', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const session = await signIn(page, ACME_BUYER);
    const [first, second, third] = plainProducts(await allProducts(page, session)).slice(6);
    await seedCart(page, [
      { product: first!, quantity: 2 },
      { product: second!, quantity: 3 },
      { product: third!, quantity: 1 },
    ]);
    const name = uniqueListName('Weekly restock');

    await page.goto('/cart');
    await page.getByRole('textbox', { name: `Comment for ${first!.description}` }).fill('Dock 4');
    await page.getByRole('button', { name: 'Save as list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the cart as a list' });
    await expect(dialog).toContainText("The cart's 3 lines");
    await dialog.getByRole('textbox', { name: 'List name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'List name' }).press('Enter');
    await expect(page.getByText(`Your cart was saved as ${name}.`)).toBeVisible();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this order?' })
      .getByRole('button', { name: 'Cancel order' })
      .click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Saved lists' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved lists' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('3');
    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: `Comment for ${first!.description}` }),
    ).toHaveValue('Dock 4');

    await page.getByRole('button', { name: 'Add the whole list to the cart' }).click();
    await expect(page.getByText('3 lines were added to your cart.')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    await page.getByRole('link', { name: 'Go to the cart' }).click();
    const lines = page.getByRole('table', { name: 'Products in the cart' });
    for (const [product, quantity] of [
      [first!, 2],
      [second!, 3],
      [third!, 1],
    ] as const) {
      await expect(
        lines.getByRole('spinbutton', { name: `Quantity of ${product.description}` }),
      ).toHaveValue(String(quantity));
    }
    await expect(
      lines.getByRole('textbox', { name: `Comment for ${first!.description}` }),
    ).toHaveValue('Dock 4');

    const po = uniquePo('LIST');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('textbox', { name: 'Customer PO' }).fill(po);
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page.getByRole('heading', { name: 'Order success' })).toBeVisible();
    const [order] = await searchOrders(page, session, po);
    await page.goto(`/orders/${order!.id}`);
    const ordered = page.getByRole('table', { name: 'Lines' });
    for (const product of [first!, second!, third!]) {
      await expect(ordered).toContainText(product.part_number);
    }
    await expect(ordered).toContainText('Dock 4');
  });

  test('a line the rules refuse stays on the list with its reason, and its fix lets it go', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_BUYER);
    const products = await allProducts(page, session);
    const [plain] = plainProducts(products);
    const bulky = products.find((p) => p.min_order_qty > 1 && p.default_puom_id)!;
    const id = await createList(page, session, uniqueListName('Site B'), [
      { product: plain!, quantity: 1 },
      { product: bulky, quantity: 1 },
    ]);

    await page.goto(`/lists/${id}`);
    const refused = `Product '${bulky.description}' requires a minimum quantity of ${bulky.min_order_qty}.`;
    await expect(page.getByText(refused)).toBeVisible();
    await page.getByRole('button', { name: 'Add the whole list to the cart' }).click();
    const report = page.getByText('1 line was added to your cart.').locator('..');
    await expect(report).toContainText('1 line stays on the list until it is fixed:');
    await expect(report.getByRole('listitem')).toHaveText(
      `${bulky.part_number} ${bulky.description}: ${refused}`,
    );
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await page
      .getByRole('button', { name: `Change to ${bulky.min_order_qty}: ${bulky.description}` })
      .click();
    await expect(page.getByText(refused)).toHaveCount(0);
    await expect(
      page.getByRole('spinbutton', { name: `Quantity of ${bulky.description}` }),
    ).toHaveValue(String(bulky.min_order_qty));
    await page.getByRole('checkbox', { name: `Choose ${bulky.description}` }).check();
    await page.getByRole('button', { name: 'Add 1 chosen line to the cart' }).click();
    await expect(page.getByText('1 line was added to your cart.')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
  });

  test('a product added to a new list from its card, and to that list again from its details', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_BUYER);
    const [product] = plainProducts(await allProducts(page, session)).slice(12);
    const name = uniqueListName('Roof repairs');

    await page.goto(`/products?search=${product!.part_number}`);
    await card(page, product!)
      .getByRole('button', { name: `Add to list: ${product!.description}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Add to a list: ${product!.description}` });
    await dialog.getByRole('combobox', { name: 'List' }).selectOption({ label: 'New list...' });
    await dialog.getByRole('textbox', { name: /Name of the new list/ }).fill(name);
    await dialog.getByRole('spinbutton', { name: /Quantity/ }).fill('4');
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect(page.getByText(`Added ${product!.description} to ${name}.`)).toBeVisible();

    await page.goto(`/products/${product!.id}`);
    await page.getByRole('button', { name: 'Increase quantity', exact: true }).click();
    await page.getByRole('button', { name: `Add to list: ${product!.description}` }).click();
    const again = page.getByRole('dialog');
    await again.getByRole('combobox', { name: 'List' }).selectOption({ label: `${name} (1 line)` });
    await again.getByRole('button', { name: 'Add to list' }).click();
    await page.getByRole('button', { name: 'Open list' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // One line per product: the second addition added its quantity to the first.
    await expect(
      page.getByRole('spinbutton', { name: `Quantity of ${product!.description}` }),
    ).toHaveValue('5');
    await expect(page.getByText(/^1 line · made by /)).toBeVisible();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { approveInConsole, register, signInThroughForm, visitorPage } from '../support/accounts.ts';
import { ACME_ADMIN } from '../support/admin.ts';
import {
  allProducts,
  card,
  sessionOf,
  signIn,
  uniquePo,
  type ApiProduct,
} from '../support/buyer.ts';
import { money } from '../support/prices.ts';

/**
 * Issue 11 end to end, every step through the screens: the administrator gives a new price list
 * with volume tiers to a customer, and that customer's buyer sees and pays the tier price from
 * the product list to the order detail; a price the administrator changes shows at the buyer's
 * next page load. The list and the customer are this run's own (a registration approved here),
 * so no other test's prices move.
 */

/** A price in cents as the tier editor takes it (4.50). */
const typed = (cents: number) => (cents / 100).toFixed(2);

/** The tiers' editor of the list's Prices tab: one row per tier, filled in order. */
async function fillTiers(page: Page, tiers: readonly { from: number; cents: number }[]) {
  const dialog = page.getByRole('dialog');
  for (const [index, tier] of tiers.entries()) {
    const row = index + 1;
    if (index > 0) await dialog.getByRole('button', { name: 'Add a tier' }).click();
    await dialog.getByLabel(`Minimum quantity of tier ${row}`).fill(String(tier.from));
    await dialog.getByLabel(`Unit price of tier ${row}`).fill(typed(tier.cents));
  }
}

test('the administrator assigns a price list; its buyer sees and pays the tier price, and a new price at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ACME_ADMIN);
  const account = await register(page.request, 'prices');
  const customerCode = await approveInConsole(page, account);

  // A demo product without quantity rules (never one of the console tests' own ZZ products).
  const buyerSession = await sessionOf(page, { email: account.email, code: 'ACME' });
  const products = (await allProducts(page, buyerSession)).filter(
    (p) => p.part_number.startsWith('AC-') && p.min_order_qty <= 1 && p.max_order_qty === 0,
  );
  expect(products.length, 'demo products without quantity rules').toBeGreaterThan(0);
  const product: ApiProduct = products.at(-1)!;
  // A new customer has no list: its buyer pays the product's own price.
  expect(product.price_tiers).toEqual([]);
  const own = Math.round(product.selling_price * 100);
  const listPrice = Math.round(own * 0.9);
  const tierPrice = Math.round(own * 0.75);
  const newTierPrice = Math.round(own * 0.7);
  const listName = `E2E contract ${uniquePo('PL')}`;
  const entry = `${product.part_number} (${product.uom_code})`;

  // The administrator creates the list...
  await page.goto('/admin/price-lists');
  await page.getByRole('button', { name: 'New price list' }).click();
  const create = page.getByRole('dialog', { name: 'New price list' });
  await create.getByLabel('Name').fill(listName);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/price-lists\/\d+/);
  const listUrl = new URL(page.url()).pathname;

  // ...prices the product by part number and unit: 10% off from 1, 25% off from 10...
  await page.getByRole('button', { name: 'Add a product' }).click();
  const add = page.getByRole('dialog', { name: 'Add a product to the list' });
  await add.getByLabel('Part number').fill(product.part_number);
  await add.getByLabel('Unit code').fill(product.uom_code);
  await fillTiers(page, [
    { from: 1, cents: listPrice },
    { from: 10, cents: tierPrice },
  ]);
  await add.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText(`${entry} was added to the list.`)).toBeVisible();
  const entryRow = page
    .getByRole('table', { name: 'Prices of the list, by product and unit' })
    .getByRole('row')
    .filter({ hasText: product.part_number });
  await expect(entryRow).toContainText(`From 1: ${money(listPrice)}`);
  await expect(entryRow).toContainText(`From 10: ${money(tierPrice)}`);
  await expect(page.getByRole('tab', { name: 'Prices (1)' })).toBeVisible();

  // ...and gives it to the new customer on its Customers tab.
  await page.getByRole('tab', { name: 'Customers (0)' }).click();
  await page.getByRole('button', { name: 'Assign a customer' }).click();
  const assign = page.getByRole('dialog', { name: `Assign ${listName} to a customer` });
  await assign.getByRole('searchbox', { name: 'Search customers' }).fill(customerCode);
  await assign.getByRole('radio', { name: new RegExp(customerCode) }).check();
  await assign.getByRole('button', { name: 'Assign a customer' }).click();
  await expect(page.getByText(`${account.company} is now priced with ${listName}.`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: `Customers priced with ${listName}` }).getByRole('row', {
      name: new RegExp(customerCode),
    }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Customers (1)' })).toBeVisible();

  // The customer's buyer signs in: the card shows the list's price, the product's own price
  // struck through, and the next tier.
  const buyer = await visitorPage(browser);
  await buyer.goto('/login/ACME');
  await signInThroughForm(buyer, account.email, account.password);
  await expect(buyer).toHaveURL(/\/products$/);
  await buyer.getByRole('searchbox', { name: 'Search products' }).fill(product.part_number);
  await buyer.getByRole('button', { name: 'Search', exact: true }).click();
  const productCard = card(buyer, product);
  await expect(productCard).toContainText(`${money(listPrice)} was ${money(own)}`);
  await expect(productCard).toContainText(`from 10: ${money(tierPrice)}`);

  // The details' tier table, the buyer's quantity's row marked.
  await productCard.getByRole('link', { name: `Details of ${product.description}` }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: product.description })).toBeVisible();
  const tiers = buyer.getByRole('table', { name: 'Volume pricing' });
  await expect(tiers.getByRole('row')).toHaveText([
    'QuantityUnit price',
    `from 1${money(listPrice)}`,
    `from 10${money(tierPrice)}`,
  ]);
  await buyer.getByRole('button', { name: 'Increase quantity', exact: true }).click();
  await expect(tiers.getByRole('row', { name: /^from 1 / })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer.getByText(`1 x ${product.description} updated in cart!`)).toBeVisible();

  // In the cart, one unit at the list's price and a note of the tier ahead; ten cross it.
  await buyer.goto('/cart');
  const line = buyer.getByRole('row').filter({ hasText: product.part_number });
  const grandTotal = buyer.getByRole('row', { name: /Grand total/ });
  await expect(line.getByRole('cell').nth(1)).toContainText(money(listPrice));
  await expect(line.getByText(`Buy 9 more for ${money(tierPrice)} each`)).toBeVisible();
  await expect(line.getByRole('cell').nth(4)).toHaveText(money(listPrice));
  await expect(grandTotal).toContainText(money(listPrice));
  const quantity = buyer.getByRole('spinbutton', { name: `Quantity of ${product.description}` });
  await quantity.fill('10');
  await quantity.press('Enter');
  await expect(line.getByRole('cell').nth(1)).toContainText(
    `${money(tierPrice)} was ${money(own)}`,
  );
  await expect(line.getByText('Tier price from 10')).toBeVisible();
  await expect(line.getByText(/^Buy \d+ more/)).toHaveCount(0);
  await expect(line.getByRole('cell').nth(4)).toHaveText(money(tierPrice * 10));
  await expect(grandTotal).toContainText(money(tierPrice * 10));

  // Checkout charges the tier price, and the order keeps it.
  const po = uniquePo('TIER');
  await buyer.getByRole('button', { name: 'Checkout' }).click();
  await expect(buyer).toHaveURL(/\/checkout$/);
  await expect(buyer.getByRole('row').filter({ hasText: product.part_number })).toContainText(
    money(tierPrice * 10),
  );
  await buyer.getByRole('textbox', { name: 'Customer PO' }).fill(po);
  await buyer.getByRole('button', { name: 'Complete order' }).click();
  await expect(buyer.getByRole('heading', { name: 'Order success' })).toBeVisible();
  const saleNo = (await buyer.getByText(/^Order number: \d+$/).textContent())!.replace(/\D/g, '');
  await buyer.getByRole('link', { name: 'View my orders' }).click();
  await buyer.getByRole('searchbox', { name: 'Search orders' }).fill(po);
  await buyer.getByRole('button', { name: 'Search', exact: true }).click();
  await buyer.getByRole('row').filter({ hasText: po }).getByRole('link', { name: saleNo }).click();
  await expect(buyer.getByRole('heading', { name: `Order ${saleNo}` })).toBeVisible();
  const lines = buyer.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('row').filter({ hasText: product.part_number })).toHaveText(
    `1${product.part_number}${product.description}10${product.uom_code}${money(tierPrice)}${money(tierPrice * 10)}`,
  );
  await expect(lines.getByRole('row', { name: /Order total/ })).toContainText(
    money(tierPrice * 10),
  );

  // The administrator lowers the tier price; the buyer's next page load shows it.
  await buyer.goto(`/products/${product.id}`);
  await expect(tiers.getByRole('row').last()).toHaveText(`from 10${money(tierPrice)}`);
  await page.goto(listUrl);
  await page.getByRole('button', { name: `Edit the prices of ${entry}` }).click();
  const edit = page.getByRole('dialog', { name: `Prices of ${entry}` });
  await edit.getByLabel('Unit price of tier 2').fill(typed(newTierPrice));
  await edit.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText(`The prices of ${entry} were saved.`)).toBeVisible();
  await expect(entryRow).toContainText(`From 10: ${money(newTierPrice)}`);

  await buyer.reload();
  await expect(tiers.getByRole('row').last()).toHaveText(`from 10${money(newTierPrice)}`);
  await buyer.goto(`/products?search=${product.part_number}`);
  await expect(productCard).toContainText(`from 10: ${money(newTierPrice)}`);
  await buyer.context().close();
});

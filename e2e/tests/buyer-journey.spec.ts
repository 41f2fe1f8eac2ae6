import { expect, test } from '@playwright/test';
import { ACME_BUYER, card, findProduct, signIn, uniquePo } from '../support/buyer.ts';
import { lineCents, money } from '../support/prices.ts';

test.describe('a buyer orders from the catalogue', () => {
  test('search, category, page size, details, cart with comments, checkout, the new draft order', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_BUYER);
    const valve = await findProduct(
      page,
      session,
      'is a ball valve without a minimum',
      (p) =>
        p.description.startsWith('Ball Valve') && p.min_order_qty <= 1 && p.max_order_qty === 0,
    );
    const bolt = await findProduct(
      page,
      session,
      'is a hex cap bolt without a minimum',
      (p) => p.description.startsWith('Hex Cap Bolt') && p.min_order_qty <= 1,
    );
    const po = uniquePo('JOURNEY');

    // Search: the URL keeps it.
    await page.goto('/products');
    await expect(page.getByText('Showing 1-12 of 72')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('ball valve');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?search=ball\+valve$/);
    await expect(card(page, valve)).toBeVisible();
    // The first page stays on screen until the results replace it (ball valves are on both).
    const headings = page.getByRole('article').getByRole('heading');
    await expect
      .poll(async () =>
        (await headings.allTextContents()).every((text) => /ball valve/i.test(text)),
      )
      .toBe(true);

    // Category filter (search cleared first), then 24 per page.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const sidebar = page.getByRole('navigation', { name: 'Categories' });
    await sidebar.getByRole('button', { name: 'Fasteners', exact: true }).click();
    await expect(page).toHaveURL(/categoryId=\d+/);
    await expect(card(page, bolt)).toBeVisible();
    await expect(card(page, valve)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Products per page' }).selectOption('24');
    await expect(page).toHaveURL(/per_page=24/);
    await expect(page.getByText(/^Showing 1-\d+ of \d+$/)).toBeVisible();
    const fastenersUrl = page.url();

    // Details of the bolt, add 3 to the cart, back to the same list.
    await card(page, bolt)
      .getByRole('link', { name: `Details of ${bolt.description}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: bolt.description })).toBeVisible();
    await expect(page.getByText(bolt.part_number, { exact: true })).toBeVisible();
    const increase = page.getByRole('button', { name: 'Increase quantity', exact: true });
    await increase.click();
    await increase.click();
    await increase.click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity', exact: true })).toHaveValue('3');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`3 x ${bolt.description} updated in cart!`)).toBeVisible();
    await expect(page).toHaveURL(fastenersUrl);

    // The valve from its card, searched for in every category.
    await sidebar.getByRole('button', { name: 'All Categories' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(valve.part_number);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await card(page, valve)
      .getByRole('button', { name: `Increase quantity of ${valve.description}` })
      .click();
    await expect(
      card(page, valve).getByRole('spinbutton', {
        name: `Quantity of ${valve.description} in the cart`,
      }),
    ).toHaveValue('1');
    await expect(page.getByTestId('cart-badge')).toHaveText('2');

    // The header cart opens the side cart; on to the cart page for comments.
    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    const sideCart = page.getByRole('dialog', { name: 'Your cart' });
    // Exact: the notification of the addition is inside the open dialog too.
    await expect(sideCart.getByText(bolt.description, { exact: true })).toBeVisible();
    await sideCart.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('textbox', { name: `Comment for ${bolt.description}` }).fill('Dock 4');
    await page.getByRole('textbox', { name: `Comment for ${valve.description}` }).fill('Tag A-7');
    // At the buyer's prices for those quantities: Northwind's contract tiers where it has them.
    await expect(page.getByRole('row', { name: /Grand total/ })).toContainText(
      money(lineCents(valve, 1) + lineCents(bolt, 3)),
    );
    await page.getByRole('button', { name: 'Checkout' }).click();

    // Checkout with the second address, a PO, instructions, delivery and payment choices.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText('C-1001')).toBeVisible();
    await expect(page.getByText('Northwind Fabrication Ltd.')).toBeVisible();
    const address = page.getByRole('combobox', { name: 'Shipping address' });
    await expect(address.getByRole('option')).toHaveText([
      '85 Industrial Parkway North, Aurora, ON, CA, L4G 4C4',
      '2250 Speers Road, Unit 4, Oakville, ON, CA, L6L 2X8',
    ]);
    await address.selectOption({ label: '2250 Speers Road, Unit 4, Oakville, ON, CA, L6L 2X8' });
    await page.getByRole('textbox', { name: 'Customer PO' }).fill(po);
    await page.getByRole('textbox', { name: 'Special instructions' }).fill('Call on arrival');
    await page.getByRole('radio', { name: 'Delivery' }).check();
    await page.getByRole('combobox', { name: 'Payment option' }).selectOption('Net 30 Days');
    await page.getByRole('button', { name: 'Complete order' }).click();

    await expect(page).toHaveURL(/\/order-success$/);
    await expect(page.getByRole('heading', { name: 'Order success' })).toBeVisible();
    await expect(page.getByText(/Our customer service team will confirm stock/)).toBeVisible();
    await expect(page.getByText(/has received this order and will confirm it/)).toBeVisible();
    const saleNo = (await page.getByText(/^Order number: \d+$/).textContent())!.replace(/\D/g, '');
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);

    // The order waits in the Submitted (draft) tab, found by its PO, and opens to its detail.
    await page.getByRole('link', { name: 'View my orders' }).click();
    await expect(page.getByRole('tab', { name: 'Submitted' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(po);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: po });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(saleNo);
    await row.getByRole('link', { name: saleNo }).click();

    await expect(page.getByRole('heading', { name: `Order ${saleNo}` })).toBeVisible();
    const facts = page.locator('dl');
    await expect(facts).toContainText('Northwind Fabrication Ltd.');
    await expect(facts).toContainText(po);
    await expect(facts).toContainText('Submitted, awaiting confirmation');
    // The order keeps the address as the server formats it (its snapshot has no second line).
    await expect(facts).toContainText(/2250 Speers Road(, Unit 4)?, Oakville, ON, CA, L6L 2X8/);
    await expect(facts).toContainText('Delivery');
    await expect(facts).toContainText('Net 30 Days');
    await expect(facts).toContainText('Call on arrival');
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines.getByRole('row').filter({ hasText: bolt.part_number })).toContainText(
      'Comment: Dock 4',
    );
    await expect(lines.getByRole('row').filter({ hasText: valve.part_number })).toContainText(
      'Comment: Tag A-7',
    );
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders\\?search=${po}$`));
  });
});

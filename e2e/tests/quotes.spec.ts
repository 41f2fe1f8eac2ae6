import { expect, test } from '@playwright/test';
import { ACME_ADMIN, pageOf } from '../support/admin.ts';
import { ACME_BUYER, allProducts, seedCart, signIn, uniquePo } from '../support/buyer.ts';

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

test.describe('quotes (issue 30)', () => {
  test('the buyer requests a quote from the cart, the administrator offers a lower price, the buyer accepts and the order shows the quoted prices', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const session = await signIn(page, ACME_BUYER);
    const product = (await allProducts(page, session)).find(
      (p) =>
        p.min_order_qty <= 1 &&
        p.max_order_qty === 0 &&
        p.default_puom_id &&
        p.selling_price > 5 &&
        p.price_tiers.length === 0,
    )!;
    await seedCart(page, [{ product, quantity: 40 }]);

    await page.goto('/cart');
    await page.getByRole('button', { name: 'Request a quote' }).click();
    const request = page.getByRole('dialog', { name: 'Request a quote' });
    await expect(request).toContainText("The cart's line goes with the request");
    await request.getByRole('textbox', { name: 'Note (optional)' }).fill('Forty for a new site');
    await request.getByRole('button', { name: 'Send the request' }).click();
    await page.getByRole('button', { name: 'Open the quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Quote \d+$/ })).toBeVisible();
    const quoteId = Number(/\/quotes\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByText('Waiting for the manufacturer')).toBeVisible();

    const admin = await pageOf(browser, ACME_ADMIN);
    await admin.goto(`/admin/quotes/${quoteId}`);
    await admin.getByRole('button', { name: 'Send an offer' }).click();
    const offer = admin.getByRole('dialog', { name: 'Offer, version 1' });
    const quoted = Math.round(product.selling_price * 50) / 100;
    await offer.getByRole('textbox', { name: 'Unit price' }).fill(String(quoted));
    await offer.getByRole('button', { name: 'Send the offer' }).click();
    await expect(admin.getByText('Version 1 sent.')).toBeVisible();
    await admin.close();

    await page.reload();
    await expect(page.getByText('Offer to review')).toBeVisible();
    await page.getByRole('button', { name: 'Accept and order' }).click();
    const accept = page.getByRole('dialog', { name: 'Accept version 1' });
    await expect(accept).toContainText(money(quoted * 40));
    await accept
      .getByRole('textbox', { name: 'Purchase order (optional)' })
      .fill(uniquePo('QUOTE'));
    await accept.getByRole('button', { name: 'Place the order' }).click();

    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(
      page.getByRole('link', { name: `Placed from quote ${quoteId} at its prices.` }),
    ).toBeVisible();
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines).toContainText(money(quoted));
    await expect(lines).toContainText(money(quoted * 40));
    await expect(lines).not.toContainText(money(product.selling_price));
  });
});

import { expect, test } from '@playwright/test';
import {
  approveInConsole,
  newAccount,
  registerThroughForm,
  signInThroughForm,
  visitorPage,
} from '../support/accounts.ts';
import { ACME_ADMIN } from '../support/admin.ts';
import { signIn, uniquePo } from '../support/buyer.ts';

/**
 * The whole cycle of issue 6 in real browsers, every step through the screens: a visitor
 * registers, the administrator approves the account, the new buyer signs in and orders, the
 * administrator processes the order, and the buyer finds it under Processed.
 */
test('a visitor registers, is approved, orders; the administrator processes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('cycle');
  const po = uniquePo('CYCLE');
  const buyer = await visitorPage(browser);

  await registerThroughForm(buyer, account);
  await expect(buyer.getByRole('status')).toHaveText(
    'Registration successful! Your account is pending company approval.',
  );

  await signIn(page, ACME_ADMIN);
  await approveInConsole(page, account);

  // The new buyer signs in, puts a ball valve in the cart and checks out.
  await buyer.goto('/login/ACME');
  await signInThroughForm(buyer, account.email, account.password);
  await expect(buyer).toHaveURL(/\/products$/);
  await buyer.getByRole('searchbox', { name: 'Search products' }).fill('ball valve');
  await buyer.getByRole('button', { name: 'Search', exact: true }).click();
  await buyer
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Details of / })
    .click();
  // The first step of the stepper is the product's minimum quantity.
  await buyer.getByRole('button', { name: 'Increase quantity', exact: true }).click();
  await expect(buyer.getByRole('spinbutton', { name: 'Quantity', exact: true })).not.toHaveValue(
    '0',
  );
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer.getByText(/updated in cart!$/)).toBeVisible();
  await buyer.goto('/checkout');
  // The registration's address became the customer's only shipping address.
  await expect(buyer.getByText('100 King St W, Toronto, ON, CA, M5V 2T6')).toBeVisible();
  await buyer.getByRole('textbox', { name: 'Customer PO' }).fill(po);
  await buyer.getByRole('button', { name: 'Complete order' }).click();
  await expect(buyer.getByRole('heading', { name: 'Order success' })).toBeVisible();
  const saleNo = (await buyer.getByText(/^Order number: \d+$/).textContent())!.replace(/\D/g, '');

  // The administrator finds it among every customer's drafts, accepts it, then processes it.
  await page.goto('/admin/orders?status=draft');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(po);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: po });
  await expect(row).toContainText(account.email);
  await row.getByRole('link', { name: saleNo, exact: true }).click();
  await page.getByRole('button', { name: 'Accept (Pending)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept (Pending)' }).click();
  await expect(page.getByText(`Order ${saleNo} is now Pending.`)).toBeVisible();
  await page.getByRole('button', { name: 'Mark as Processed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as Processed' }).click();
  await expect(page.getByText(`Order ${saleNo} is now Processed.`)).toBeVisible();

  // The buyer sees it under Processed.
  await buyer.getByRole('link', { name: 'View my orders' }).click();
  await buyer.getByRole('tab', { name: 'Processed' }).click();
  await expect(
    buyer.getByRole('table', { name: 'Processed orders' }).getByRole('link', {
      name: saleNo,
      exact: true,
    }),
  ).toBeVisible();
  await buyer.context().close();
});

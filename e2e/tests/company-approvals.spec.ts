import { expect, test, type Page } from '@playwright/test';
import { ACME_ADMIN, pageOf } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { findProduct, seedCart, signIn, uniquePo, type Account } from '../support/buyer.ts';

/**
 * Issue 29's demo (decision 033): Northwind's requester submits a cart, it waits for an approver,
 * the approver approves it in their inbox, and the manufacturer confirms it as a new draft.
 */
const REQUESTER: Account = { email: 'requester@acme.example', code: 'ACME' };
const APPROVER: Account = { email: 'approver@acme.example', code: 'ACME' };

async function looksRight(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a requester’s order waits, an approver approves it, the manufacturer confirms it', async ({
  page,
  browser,
}) => {
  const po = uniquePo('APPROVAL');
  const session = await signIn(page, REQUESTER);
  const product = await findProduct(page, session, 'has no minimum', (p) => p.min_order_qty <= 1);
  await seedCart(page, [{ product, quantity: 1 }]);

  // Checkout tells the requester where the order goes; the order is placed waiting.
  await page.goto('/checkout');
  await expect(
    page.getByText('Your order goes to an approver of your company first.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Customer PO' }).fill(po);
  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page.getByRole('heading', { name: 'Order success' })).toBeVisible();
  // A requester approves nothing: no Approvals in their menu.
  await expect(page.getByRole('link', { name: 'Approvals' })).toHaveCount(0);

  // The approver finds it in their inbox, with why it waits, and approves it.
  const approver = await pageOf(browser, APPROVER);
  try {
    await approver.goto('/approvals');
    const card = approver.getByRole('article').filter({ hasText: po });
    await expect(card).toContainText('Placed by Noah Kim');
    await expect(card).toContainText('Placed by a requester');
    await looksRight(approver, 'approvals-light');
    await approver.setViewportSize({ width: 360, height: 800 });
    await approver.evaluate(() => document.documentElement.classList.add('dark'));
    await looksRight(approver, 'approvals-dark-phone');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(approver.getByText('approved: the supplier has received it.')).toBeVisible();
    await expect(approver.getByRole('article').filter({ hasText: po })).toHaveCount(0);
  } finally {
    await approver.context().close();
  }

  // The manufacturer sees it among the orders to confirm, and accepts it.
  const admin = await pageOf(browser, ACME_ADMIN);
  try {
    await admin.goto(`/admin/orders?status=draft&search=${po}`);
    const row = admin.getByRole('row').filter({ hasText: po });
    await expect(row).toContainText('requester@acme.example');
    await row.getByRole('link').first().click();
    await admin.getByRole('button', { name: 'Accept (Pending)' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Accept (Pending)' }).click();
    await expect(admin.getByText(/is now Pending\./)).toBeVisible();
  } finally {
    await admin.context().close();
  }
});

import { expect, test } from '@playwright/test';
import { ACME_ADMIN, pageOf, placeBuyerOrder } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { ACME_BUYER, signIn, uniquePo } from '../support/buyer.ts';

test.describe("the console's orders", () => {
  test('an administrator accepts a fresh order, then processes it with a comment; the buyer sees it processed', async ({
    page,
    browser,
  }) => {
    const po = uniquePo('CONSOLE');
    const order = await placeBuyerOrder(page, po);
    await signIn(page, ACME_ADMIN);

    // The overview counts the new order among those to confirm and opens them (the Draft tab);
    // accepting it moves it to Pending.
    await page.goto('/admin');
    await page.getByRole('link', { name: /Orders to confirm/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=draft$/);
    await expect(page.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(po);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: String(order.sale_no), exact: true }).click();
    await expect(page.getByRole('heading', { name: `Order ${order.sale_no}` })).toBeVisible();
    await page.getByRole('button', { name: 'Accept (Pending)' }).click();
    await page
      .getByRole('dialog', { name: `Accept order ${order.sale_no}?` })
      .getByRole('button', { name: 'Accept (Pending)' })
      .click();
    await expect(page.getByText(`Order ${order.sale_no} is now Pending.`)).toBeVisible();

    // Found again under Pending, and marked processed with a comment.
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect(page).toHaveURL(/status=pending/);
    await expect(page).toHaveURL(new RegExp(`search=${po}`));
    const row = page.getByRole('row').filter({ hasText: po });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('buyer@acme.example');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('link', { name: String(order.sale_no), exact: true }).click();
    await page.getByRole('button', { name: 'Mark as Processed' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark order ${order.sale_no} as processed?` });
    await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('Shipped by courier');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Mark as Processed' }).click();
    await expect(page.getByText(`Order ${order.sale_no} is now Processed.`)).toBeVisible();
    await expect(
      page.getByText('This order is Processed: its status can no longer change.'),
    ).toBeVisible();
    const history = page.getByRole('region', { name: 'Status history' }).getByRole('listitem');
    await expect(history).toHaveCount(3);
    await expect(history.last()).toContainText('Shipped by courier');
    await expect(history.last()).toContainText('by Alexandra Chen');

    // The buyer finds it under Processed.
    const buyer = await pageOf(browser, ACME_BUYER);
    try {
      await buyer.goto(`/orders?status=processed&search=${po}`);
      await expect(buyer.getByRole('tab', { name: 'Processed' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(
        buyer.getByRole('table', { name: 'Processed orders' }).getByRole('link', {
          name: String(order.sale_no),
          exact: true,
        }),
      ).toBeVisible();
    } finally {
      await buyer.context().close();
    }
  });
});

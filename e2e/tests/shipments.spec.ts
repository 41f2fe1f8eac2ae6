import { expect, test } from '@playwright/test';
import { ACME_ADMIN, bearer, pageOf, placeBuyerOrder } from '../support/admin.ts';
import { sessionOf, signIn, uniquePo } from '../support/buyer.ts';

test.describe('shipments (issue 31)', () => {
  test('the administrator ships part of an order; the buyer sees the tracking link and the backordered rest', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const order = await placeBuyerOrder(page, uniquePo('SHIP'), 5);
    const admin = await pageOf(browser, ACME_ADMIN);
    // Confirmed first (only a confirmed order ships), through the API: admin-orders.spec.ts
    // covers the console's own buttons for it.
    const session = await sessionOf(admin, ACME_ADMIN);
    const accepted = await admin.request.post(`/api/admin/ACME/orders/${order.id}/status`, {
      headers: bearer(session),
      data: { status: 'pending' },
    });
    expect(accepted.status()).toBe(200);

    await admin.goto(`/admin/orders/${order.id}`);
    await admin.getByRole('button', { name: 'Record shipment' }).click();
    const dialog = admin.getByRole('dialog', {
      name: `Record a shipment of order ${order.sale_no}`,
    });
    const quantity = dialog.getByRole('textbox', { name: /quantity shipped/ });
    await expect(quantity).toHaveValue('5');
    await quantity.fill('2');
    await dialog.getByRole('textbox', { name: 'Tracking number (optional)' }).fill('1Z E2E 42');
    await dialog.getByRole('button', { name: 'Record shipment' }).click();
    await expect(admin.getByText('The shipment is recorded')).toBeVisible();
    await expect(admin.getByText('Partly shipped')).toBeVisible();
    await admin.close();

    await signIn(page);
    await page.goto(`/orders/${order.id}`);
    const link = page.getByRole('link', { name: /Track 1Z E2E 42/ });
    await expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z%20E2E%2042');
    await expect(link).toHaveAttribute('target', '_blank');
    const line = page.getByRole('table', { name: 'Delivery of each line' }).getByRole('row').nth(1);
    // Ordered 5, nothing confirmed, 2 shipped, 3 backordered.
    await expect(line).toContainText(/5\s*\S+\s*-\s*2\s*3/);
  });
});

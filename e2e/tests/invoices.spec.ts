import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ACME_ADMIN, bearer, pageOf, placeBuyerOrder } from '../support/admin.ts';
import { sessionOf, signIn, uniquePo } from '../support/buyer.ts';

/**
 * Invoices and the account (issue 31 points 2, 3, 8). shipments.spec.ts covers the console's
 * "Record shipment" dialog and the buyer's tracking link and backordered line; this spec goes on
 * from a part shipment: the console invoices it, the buyer downloads the invoice's PDF, then
 * reads the Account page's statement and downloads it as a PDF.
 */
test.describe('invoices and the account (issue 31)', () => {
  test('the console invoices a part shipment; the buyer downloads the invoice and the statement', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const order = await placeBuyerOrder(page, uniquePo('INV'), 5);
    const admin = await pageOf(browser, ACME_ADMIN);
    const session = await sessionOf(admin, ACME_ADMIN);
    const accepted = await admin.request.post(`/api/admin/ACME/orders/${order.id}/status`, {
      headers: bearer(session),
      data: { status: 'pending' },
    });
    expect(accepted.status()).toBe(200);
    // Part of the order ships (the console's dialog for it: shipments.spec.ts).
    const shipped = await admin.request.post(`/api/admin/ACME/orders/${order.id}/shipments`, {
      headers: bearer(session),
      data: {
        carrier: 'ups',
        tracking_number: '1Z INV 7',
        shipped_date: new Date().toISOString().slice(0, 10),
        lines: [{ line_no: 1, quantity: 2 }],
      },
    });
    expect(shipped.status()).toBe(201);

    // The console makes the invoice of that shipment.
    const number = `E2E-${Date.now()}`;
    await admin.goto(`/admin/orders/${order.id}`);
    const shipments = admin.getByRole('table', { name: 'Shipments and invoices' });
    await shipments.getByRole('button', { name: 'Create invoice' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Invoice number/ }).fill(number);
    await dialog.getByRole('button', { name: 'Create invoice' }).click();
    await expect(admin.getByText(`Invoice ${number} created.`)).toBeVisible();
    await expect(shipments.getByText(number)).toBeVisible();
    await expect(shipments.getByRole('button', { name: 'Create invoice' })).toHaveCount(0);
    await admin.close();

    // The buyer finds it among the invoices, open, and downloads its PDF.
    await signIn(page);
    await page.goto('/invoices');
    await page.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
    const [invoicePdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(invoicePdf.suggestedFilename()).toBe(`ACME-invoice-${number}.pdf`);
    expect((await readFile(await invoicePdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // The account: the balance, the statement with the new invoice, its ageing, its PDF.
    await page.goto('/invoices');
    await page.getByRole('link', { name: 'Account and statement' }).click();
    await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
    const entries = page.getByRole('table', { name: 'Statement entries' });
    await expect(entries.getByRole('link', { name: number })).toBeVisible();
    await expect(page.getByText('Over 90 days')).toBeVisible();
    const [statementPdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(statementPdf.suggestedFilename()).toMatch(
      /^ACME-statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect((await readFile(await statementPdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

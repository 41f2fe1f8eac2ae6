import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ACME_ADMIN, placeBuyerOrder } from '../support/admin.ts';
import { signIn, uniquePo } from '../support/buyer.ts';

/**
 * The order as a document (issue 27 point 2): the buyer and the console download its PDF, in the
 * reader's language, and print its page without the portal's header, navigation or buttons.
 * ORDER_SCREENSHOTS=<dir> saves the printed page at 360 px and on a desktop, light and dark.
 */
const screenshots = process.env.ORDER_SCREENSHOTS;

test.describe('the order document', () => {
  test('a buyer downloads the PDF in French and prints the order page without the shell', async ({
    page,
  }) => {
    const po = uniquePo('PDF');
    const order = await placeBuyerOrder(page, po);
    await signIn(page, undefined, { language: 'fr' });
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: `Commande ${order.sale_no}` })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger le PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ACME-order-${order.sale_no}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body header')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden();
    await expect(page.getByText(po).first()).toBeVisible();
    if (screenshots) {
      for (const [name, width] of [
        ['phone', 360],
        ['desktop', 1280],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${screenshots}/buyer-print-${name}.png`, fullPage: true });
      }
    }
  });

  test('the console downloads the PDF and its printed page leaves out the sidebar and status changes', async ({
    page,
  }) => {
    const order = await placeBuyerOrder(page, uniquePo('PDFC'));
    await signIn(page, ACME_ADMIN, { dark: true });
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: `Order ${order.sale_no}` })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ACME-order-${order.sale_no}.pdf`);

    if (screenshots) {
      await page.screenshot({ path: `${screenshots}/console-screen-dark.png`, fullPage: true });
    }
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Status', exact: true })).toBeHidden();
    // Printed in dark mode, the page is dark ink on white paper.
    const heading = page.getByRole('heading', { name: `Order ${order.sale_no}` });
    const ink = await heading.evaluate((element) => getComputedStyle(element).color);
    expect(ink).not.toMatch(/rgb\(2[0-9]{2}, 2[0-9]{2}, 2[0-9]{2}\)/);
    if (screenshots) {
      for (const [name, width] of [
        ['phone', 360],
        ['desktop', 1280],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: `${screenshots}/console-print-dark-${name}.png`,
          fullPage: true,
        });
      }
    }
  });
});

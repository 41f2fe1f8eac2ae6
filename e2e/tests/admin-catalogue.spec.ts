import { expect, test, type Page } from '@playwright/test';
import { seriousViolationsInEachTheme } from '../support/axe.ts';
import { openScreen } from '../support/navigation.ts';
import { BUYER, DEMO_PASSWORD, signInThroughApi } from '../support/fixtures.ts';

/**
 * The console's catalogue screens on the shared demo database. Every product made here has a
 * part number of its own, starting with ZZ so that it sorts after the demo products, and is
 * hidden from buyers except for the moment a buyer looks for it (buyer tests count the catalogue
 * while these run).
 */
const ADMIN = { email: 'admin@acme.example', password: DEMO_PASSWORD, code: 'ACME' };

const uniquePart = (label: string) =>
  `ZZ-E2E-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** Hides the products again (the admin API's PATCH), whatever happened in the test. */
async function deactivate(page: Page, token: string, ids: number[]) {
  for (const id of ids) {
    const response = await page.request.patch(`/api/admin/ACME/products/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { active: false },
    });
    expect(response.ok(), `product ${id} deactivated`).toBe(true);
  }
}

async function searchProducts(page: Page, text: string) {
  await page.goto('/admin/products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}

test.describe("the console's catalogue", () => {
  test('an administrator creates a product, edits its price, and a buyer finds it at that price', async ({
    page,
    browser,
  }) => {
    const admin = await signInThroughApi(page, ADMIN);
    const partNumber = uniquePart('NEW');
    const created: number[] = [];
    try {
      // Created hidden from buyers, in the default unit (EA).
      await page.goto('/admin/products/new');
      await page.getByLabel('Part number').fill(partNumber);
      await page
        .getByRole('textbox', { name: 'Description', exact: true })
        .fill('E2E test bracket');
      await page.getByLabel('Description in French').fill('Support de test E2E');
      await page.getByLabel('Price ($)').fill('9.99');
      await page.getByLabel('Stock').fill('25');
      await expect(page.getByRole('radio', { name: 'Default unit: EA' })).toBeChecked();
      await page.getByRole('checkbox', { name: /^Active/ }).uncheck();
      await page.getByRole('button', { name: 'Create product' }).click();
      await expect(page.getByText(`${partNumber} is created.`)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
      created.push(Number(new URL(page.url()).pathname.split('/').at(-1)));

      // Found in the list, opened from it.
      await searchProducts(page, partNumber);
      const row = page.getByRole('row').filter({ hasText: partNumber });
      await expect(row).toContainText('E2E test bracket');
      await expect(row).toContainText('$9.99');
      await expect(row).toContainText('EA × 1');
      await expect(row).toContainText('Inactive');
      await row.getByRole('link', { name: partNumber }).click();
      await expect(page.getByRole('heading', { name: `Product ${partNumber}` })).toBeVisible();

      // The new price, and shown to buyers from now on.
      await page.getByLabel('Price ($)').fill('12.34');
      await page.getByRole('checkbox', { name: /^Active/ }).check();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(`Changes to ${partNumber} are saved.`)).toBeVisible();
      await page.getByRole('link', { name: 'Back to products' }).click();
      await expect(page.getByRole('row').filter({ hasText: partNumber })).toContainText('$12.34');

      const context = await browser.newContext();
      try {
        const buyer = await context.newPage();
        await signInThroughApi(buyer, BUYER);
        await buyer.goto(`/products?search=${partNumber}`);
        const card = buyer.getByRole('article').filter({ hasText: partNumber });
        await expect(card).toContainText('E2E test bracket');
        await expect(card).toContainText('$12.34');
        await expect(buyer.getByRole('article')).toHaveCount(1);
      } finally {
        await context.close();
      }
    } finally {
      await deactivate(page, admin.token, created);
    }
  });

  test('an import is checked first: a bad line is reported and nothing written; the corrected file imports with progress', async ({
    page,
  }) => {
    await signInThroughApi(page, ADMIN);
    const prefix = uniquePart('CSV');
    // Imported inactive: buyers' catalogue counts stay as the demo data has them.
    const file = (secondPrice: string) => ({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'part_number,description,selling_price,available,uom_code,active',
          `${prefix}-A,E2E imported anchor,5.00,10,EA,0`,
          `${prefix}-B,E2E imported clamp,${secondPrice},4,EA,0`,
          '',
        ].join('\n'),
      ),
    });

    await page.goto('/admin/import');
    await expect(page.getByRole('rowheader', { name: 'selling_price' })).toBeVisible();
    const input = page.getByLabel('CSV file');
    await input.setInputFiles(file('4.555'));
    await page.getByRole('button', { name: 'Check file' }).click();
    const problems = page.getByRole('table', { name: 'Problems of the file, by line' });
    await expect(problems).toBeVisible();
    const problem = problems.getByRole('row').nth(1);
    await expect(problem.getByRole('cell').nth(0)).toHaveText('3');
    await expect(problem.getByRole('cell').nth(1)).toHaveText('selling_price');
    await expect(problem.getByRole('cell').nth(2)).toHaveText(
      'Enter a price of at least 0 with at most 2 decimals.',
    );
    await expect(page.getByText('Problems found: 1.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

    // Nothing of the file was written.
    await searchProducts(page, prefix);
    await expect(page.getByText('No products match.')).toBeVisible();

    await page.goto('/admin/import');
    await page.getByLabel('CSV file').setInputFiles(file('4.50'));
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByText(/The file is valid/)).toBeVisible();
    await expect(page.getByText('Products to create')).toBeVisible();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const progress = page.getByRole('progressbar', { name: 'Progress of the import' });
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('Import complete.')).toBeVisible();
    await expect(
      page.getByText('Products created').locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('2');

    // The new products are in the catalogue.
    await searchProducts(page, prefix);
    const rows = page.getByRole('row').filter({ hasText: prefix });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: `${prefix}-B` })).toContainText('$4.50');
    await expect(rows.filter({ hasText: `${prefix}-A` })).toContainText('E2E imported anchor');
  });

  // Each screen is loaded once and scanned in both themes (seriousViolationsInEachTheme).
  test('the catalogue screens in light and dark mode have no serious accessibility violation', async ({
    page,
  }) => {
    // Ten whole-page scans (five screens, each in both themes): on a busy machine they take longer
    // than one test's default.
    test.setTimeout(120_000);
    await signInThroughApi(page, ADMIN);
    const scan = async () => {
      await page.waitForLoadState('networkidle');
      expect(await seriousViolationsInEachTheme(page)).toEqual({ light: [], dark: [] });
    };

    await page.goto('/admin/products');
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
    await scan();
    await page.getByRole('table', { name: 'Products' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Product / })).toBeVisible();
    await scan();
    await openScreen(page, '/admin/products/new', 'New product');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Some fields need your attention')).toBeVisible();
    await scan();
    await openScreen(page, '/admin/categories', 'Categories');
    await page.getByRole('button', { name: 'New category' }).click();
    await expect(page.getByRole('dialog', { name: 'New category' })).toBeVisible();
    await scan();
    await openScreen(page, '/admin/import', 'Import and export');
    await expect(page.getByRole('table', { name: 'Columns of the file' })).toBeVisible();
    await scan();
  });
});

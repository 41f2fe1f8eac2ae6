import { expect, test } from '@playwright/test';

test.describe('guest catalogue', () => {
  test('shows products without prices or stock', async ({ page }) => {
    await page.goto('/browse/BOREAL');
    const products = page.getByRole('list', { name: 'Products' });
    await expect(products.getByRole('listitem').first()).toBeVisible();
    expect(await products.getByRole('listitem').count()).toBeGreaterThan(1);
    await expect(page.getByRole('main')).not.toContainText('$');
    await expect(page.getByRole('main')).not.toContainText(/in stock|out of stock/i);
  });

  test('a company code typed on the login page opens its catalogue', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Browse products' }).click();
    await page.getByLabel('Company code').fill('boreal');
    await expect(page.getByLabel('Company code')).toHaveValue('BOREAL');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/browse\/BOREAL$/);
  });

  test('opening a product asks the visitor to sign in or register', async ({ page }) => {
    await page.goto('/browse/BOREAL');
    await page.getByRole('list', { name: 'Products' }).getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register/BOREAL',
    );
    await dialog.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\/BOREAL$/);
  });

  test('a category narrows the list and stays in the address', async ({ page }) => {
    await page.goto('/browse/BOREAL');
    const summary = page.getByText(/^Showing \d+-\d+ of \d+$/);
    const before = await summary.textContent();
    const sidebar = page.getByRole('navigation', { name: 'Categories' });
    const firstBranch = sidebar.getByRole('button', { name: /^Expand / }).first();
    const name = (await firstBranch.getAttribute('aria-label'))!.replace(/^Expand /, '');
    await sidebar.getByRole('button', { name, exact: true }).click();
    await expect(page).toHaveURL(/category=\d+/);
    await expect(summary).not.toHaveText(before!);
    await page.reload();
    await expect(page).toHaveURL(/category=\d+/);
  });

  test('on a phone the categories open in a drawer that closes on choice', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/browse/BOREAL');
    await page.getByRole('button', { name: 'Categories' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categories' });
    await drawer.getByRole('button', { name: 'All Categories' }).click();
    await expect(drawer).toBeHidden();
  });

  test('a drawer left open while the window widens closes, and the page is usable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/browse/BOREAL');
    await page.getByRole('button', { name: 'Categories' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categories' });
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(drawer).toBeHidden();
    // Not inert behind a hidden modal: the column's categories answer a click.
    const sidebar = page.getByRole('navigation', { name: 'Categories' });
    const firstBranch = sidebar.getByRole('button', { name: /^Expand / }).first();
    const name = (await firstBranch.getAttribute('aria-label'))!.replace(/^Expand /, '');
    await sidebar.getByRole('button', { name, exact: true }).click();
    await expect(page).toHaveURL(/category=\d+/);
  });
});

import { expect, test } from '@playwright/test';
import { seriousViolationsInEachTheme } from '../support/axe.ts';
import { ACME_BUYER, signIn } from '../support/buyer.ts';

/** Issue 32 point 4: the header's search box suggests as the buyer types, on a 360 px phone. */
test.describe('search box suggestions', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a buyer picks a suggested product with the keyboard and sees its attributes', async ({
    page,
  }) => {
    await signIn(page, ACME_BUYER);
    await page.goto('/dashboard');
    const box = page.getByRole('combobox', { name: 'Search the catalogue' });
    await box.fill('ball val');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    const first = list.getByRole('group', { name: 'Products' }).getByRole('option').first();
    await expect(first).toContainText('Ball Valve');
    // The buyer's price is shown, and the list fits the phone's width.
    await expect(first).toContainText('$');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expect(page.getByRole('status').filter({ hasText: 'suggestion' })).toContainText(
      'Use the up and down arrow keys',
    );
    expect(await seriousViolationsInEachTheme(page)).toEqual({ light: [], dark: [] });

    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\/\d+$/);
    const specifications = page.getByRole('region', { name: 'Specifications' });
    await expect(specifications.getByRole('term').first()).toHaveText('Material');
    await expect(specifications.getByRole('definition').first()).toHaveText('Brass');
  });

  test('Enter on the text runs the full search; Escape closes the list', async ({ page }) => {
    await signIn(page, ACME_BUYER);
    await page.goto('/dashboard');
    const box = page.getByRole('combobox', { name: 'Search the catalogue' });
    await box.fill('hex bolt');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=hex\+bolt$/);
  });

  test('a visitor sees suggestions without prices', async ({ page }) => {
    await page.goto('/browse/ACME');
    const box = page.getByRole('combobox', { name: 'Search the catalogue' });
    await box.fill('ball val');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('Ball Valve');
    await expect(first).not.toContainText('$');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/browse\/ACME\?search=AC-/);
  });
});

import { expect, test } from '@playwright/test';

test.describe('language and theme', () => {
  test('a language chosen with the switcher survives a reload', async ({ page }) => {
    await page.goto('/login/ACME');
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'es Spanish' })
      .click();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Bienvenido a Acme Industrial Supply' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the lng query string picks the language', async ({ page }) => {
    await page.goto('/login/ACME?lng=fr');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  });

  test('dark mode survives a reload and applies before the app starts', async ({ page }) => {
    await page.goto('/login/ACME');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    // Set by public/theme-init.js in <head>, before any module script ran.
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

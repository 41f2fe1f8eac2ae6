import { seriousViolations, seriousViolationsInEachTheme } from '../support/axe.ts';
import { expect, signInThroughApi, test } from '../support/fixtures.ts';

const visitorScreens = [
  '/login/ACME',
  '/login',
  '/register/ACME',
  '/forgot-password/ACME',
  '/about-us/ACME',
  '/browse/BOREAL',
];

test.describe('accessibility of the public screens', () => {
  for (const path of visitorScreens) {
    // One load scanned in both themes (seriousViolationsInEachTheme).
    test(`${path} in light and dark mode has no serious violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).not.toBeEmpty();
      // Chromium does not always report network idle for a page holding a sandboxed frame:
      // there, the frame's own content is what to wait for.
      if (path.startsWith('/about-us/')) {
        await expect(page.frameLocator('iframe').getByRole('heading').first()).toBeVisible();
      } else {
        await page.waitForLoadState('networkidle');
      }
      expect(await seriousViolationsInEachTheme(page)).toEqual({ light: [], dark: [] });
    });
  }

  test('the signed-in header has no serious violation', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/catalogs');
    await expect(page.getByRole('heading', { name: 'Catalogs' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

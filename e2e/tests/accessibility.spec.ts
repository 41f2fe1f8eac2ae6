import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInThroughApi, test } from '../support/fixtures.ts';

const visitorScreens = [
  '/login/ACME',
  '/login',
  '/register/ACME',
  '/forgot-password/ACME',
  '/about-us/ACME',
  '/browse/BOREAL',
];

/** Serious and critical violations only; the rest are reported by the axe run itself. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.describe('accessibility of the public screens', () => {
  for (const path of visitorScreens) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${path} in ${theme} mode has no serious violation`, async ({ page }) => {
        await page.addInitScript(
          (dark) => localStorage.setItem('isDarkMode', String(dark)),
          theme === 'dark',
        );
        await page.goto(path);
        await expect(page.getByRole('main')).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('the signed-in header has no serious violation', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/catalogs');
    await expect(page.getByRole('heading', { name: 'Catalogs' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

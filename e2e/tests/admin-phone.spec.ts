import { expect, test } from '@playwright/test';
import { ACME_ADMIN } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { signIn } from '../support/buyer.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** The orders, branding and audit screens on the narrowest phone, in the dark theme. */
test("the console's orders, branding and audit log fit a 360 px phone in dark mode", async ({
  page,
}) => {
  await signIn(page, ACME_ADMIN, { dark: true });
  const screens = [
    { path: '/admin/orders?status=draft', ready: page.getByRole('table', { name: /Orders/ }) },
    { path: '/admin/branding', ready: page.getByRole('button', { name: 'Save changes' }) },
    { path: '/admin/audit', ready: page.getByRole('combobox', { name: 'Show changes to' }) },
  ];
  for (const { path, ready } of screens) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

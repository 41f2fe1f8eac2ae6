import { expect, test } from '@playwright/test';
import { ACME_BUYER, login, signIn, type Account } from '../support/buyer.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';

/** Only this test uses this account: changing its password ends its other sessions. */
const MULTI: Account = { email: 'multi@demo.example', code: 'ACME' };
const NEW_PASSWORD = 'e2e-new-secret-42';

test.describe('profile', () => {
  test("shows the customer's name, email and mobile phone", async ({ page }) => {
    await signIn(page, ACME_BUYER);
    await page.goto('/profile');
    const details = page.getByRole('main').locator('dl');
    await expect(details).toContainText('Northwind Fabrication Ltd.');
    await expect(details).toContainText('purchasing@northwind.example');
    await expect(details).toContainText('(416) 555-0123');
  });

  test('the password change checks its fields, then changes the password', async ({ page }) => {
    const session = await login(page.request, MULTI);
    await page.addInitScript((answer) => {
      if (sessionStorage.getItem('multi-set')) return;
      sessionStorage.setItem('multi-set', '1');
      localStorage.setItem('authToken', answer.token);
      localStorage.setItem('user', JSON.stringify(answer.user));
      localStorage.setItem('manufacturer', JSON.stringify(answer.tenants[0]));
      localStorage.setItem('lastManufacturerCode', answer.tenants[0]!.code);
    }, session);
    await page.goto('/profile');
    await expect(page.getByRole('main').locator('dl')).toContainText('Taylor Facilities Group');
    const current = page.getByLabel(/^Current password/);
    const fresh = page.getByLabel(/^New password/);
    const confirm = page.getByLabel(/^Confirm new password/);
    const update = page.getByRole('button', { name: 'Update password' });

    await update.click();
    await expect(page.getByText('This field is required')).toHaveCount(3);

    await current.fill(DEMO_PASSWORD);
    await fresh.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}-typo`);
    await update.click();
    await expect(page.getByText('New passwords do not match.')).toBeVisible();

    await current.fill('not-the-password');
    await confirm.fill(NEW_PASSWORD);
    await update.click();
    await expect(page.getByRole('alert')).toHaveText('The current password is incorrect.');

    await current.fill(DEMO_PASSWORD);
    await update.click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    await expect(current).toHaveValue('');

    // The new password signs in; the old one no longer does. Then the demo password comes back.
    const renewed = await login(page.request, { ...MULTI, password: NEW_PASSWORD });
    const old = await page.request.post('/api/login', {
      data: { email: MULTI.email, password: DEMO_PASSWORD, manufacturerCode: 'ACME' },
    });
    expect(old.status()).toBe(422);
    const restore = await page.request.put('/api/user/ACME/password', {
      headers: { Authorization: `Bearer ${renewed.token}` },
      data: {
        current_password: NEW_PASSWORD,
        new_password: DEMO_PASSWORD,
        new_password_confirmation: DEMO_PASSWORD,
      },
    });
    expect(restore.status()).toBe(200);
  });
});

test.describe('private About Us and catalogs', () => {
  test("shows the company's members-only page in a sandboxed frame", async ({ page }) => {
    await signIn(page, ACME_BUYER);
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
    const frame = page.locator('iframe[title="About Us"]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await expect(page.frameLocator('iframe[title="About Us"]').locator('body')).toContainText(
      'Ordering with Acme',
    );
  });

  test("says 'Coming soon' on the catalogs screen", async ({ page }) => {
    await signIn(page, ACME_BUYER);
    await page.goto('/catalogs');
    await expect(page.getByRole('heading', { name: 'Catalogs' })).toBeVisible();
    await expect(page.getByText('Coming soon')).toBeVisible();
  });
});

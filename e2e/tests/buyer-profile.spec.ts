import { expect, test } from '@playwright/test';
import { ACME_BUYER, ACME_REP, signIn } from '../support/buyer.ts';

test.describe('profile', () => {
  test("shows the customer's name, email and mobile phone", async ({ page }) => {
    await signIn(page, ACME_BUYER);
    await page.goto('/profile');
    const details = page.getByRole('main').locator('dl');
    await expect(details).toContainText('Northwind Fabrication Ltd.');
    await expect(details).toContainText('purchasing@northwind.example');
    await expect(details).toContainText('(416) 555-0123');
  });

  test('keeps the language of e-mails and the status e-mails choice', async ({ page }) => {
    await signIn(page, ACME_REP);
    await page.goto('/profile');
    const language = page.getByLabel('Language of e-mails');
    const statusEmails = page.getByRole('checkbox', {
      name: 'E-mail me when one of my orders changes status',
    });
    const save = page.getByRole('button', { name: 'Save e-mail choices' });
    await expect(statusEmails).toBeChecked();
    await language.selectOption('fr');
    await statusEmails.uncheck();
    await save.click();
    await expect(page.getByText('Your e-mail choices are saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Language of e-mails')).toHaveValue('fr');
    await expect(statusEmails).not.toBeChecked();
    // As the demo had it, for the other tests of this account.
    await language.selectOption('en');
    await statusEmails.check();
    await save.click();
    await expect(page.getByText('Your e-mail choices are saved.')).toBeVisible();
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

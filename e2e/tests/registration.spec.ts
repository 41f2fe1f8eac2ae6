import { newAccount, registerThroughForm } from '../support/accounts.ts';
import { DEMO_PASSWORD, expect, test } from '../support/fixtures.ts';

test.describe('registration', () => {
  test('a new account registers and waits for approval', async ({ page }) => {
    const account = newAccount('new-buyer');
    const { email } = account;
    await registerThroughForm(page, account);

    await expect(page.getByRole('status')).toHaveText(
      'Registration successful! Your account is pending company approval.',
    );
    await expect(page.getByLabel('Email')).toHaveValue('');

    await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
    // The router keeps the old screen up while the login chunk loads: wait for the new one.
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your account is pending company approval.');
  });

  test('missing fields are named under each field and nothing is sent', async ({ page }) => {
    await page.goto('/register/ACME');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/register')) sent = true;
    });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(12);
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });
});

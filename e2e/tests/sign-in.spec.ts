import { BUYER, expect, signInThroughApi, test } from '../support/fixtures.ts';

test.describe('sign-in and sign-out', () => {
  test('a buyer signs in and lands on the products screen', async ({ page }) => {
    await page.goto('/login/ACME');
    await page.getByLabel('Email').fill(BUYER.email);
    await page.getByLabel('Password').fill(BUYER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lastManufacturerCode'))).toBe('ACME');
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login/ACME');
    await page.getByLabel('Email').fill(BUYER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
    await expect(page).toHaveURL(/\/login\/ACME$/);
  });

  test('an account waiting for approval cannot sign in', async ({ page }) => {
    await page.goto('/login/ACME');
    await page.getByLabel('Email').fill('pending@acme.example');
    await page.getByLabel('Password').fill(BUYER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your account is pending company approval.');
  });

  test('a signed-in buyer is sent from the login to the dashboard landing', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/login/ACME');
    await expect(page).toHaveURL(/\/products$/);
  });

  test('logout clears the session and returns to the company login', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/products');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\/ACME$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\/ACME$/);
  });

  test('a revoked session is signed out on its next call', async ({ page, signedIn }) => {
    await page.goto('/products');
    await page.request.post('/api/logout', {
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/login\/ACME$/);
  });
});

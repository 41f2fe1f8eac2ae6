import { expect, test } from '@playwright/test';
import {
  BOREAL_BUYER,
  card,
  findProduct,
  login,
  sessionOf,
  type Account,
} from '../support/buyer.ts';
import { signInThroughForm } from '../support/accounts.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';

/**
 * multi@demo.example, approved at ACME and BOREAL, is used by these tests only and one at a time:
 * changing its password ends its other sessions, a switch of company ends the one it moves.
 */
const MULTI: Account = { email: 'multi@demo.example', code: 'ACME' };
const NEW_PASSWORD = 'e2e-new-secret-42';

test.describe('an account of two companies', () => {
  test.describe.configure({ mode: 'serial' });

  test('signs in without a code, chooses BOREAL, switches to ACME and back, each with its own cart', async ({
    page,
  }) => {
    const borealProduct = await findProduct(
      page,
      await sessionOf(page, BOREAL_BUYER),
      'has no quantity rules',
      (p) => p.min_order_qty <= 1 && p.max_order_qty === 0,
    );
    await page.goto('/login');
    await signInThroughForm(page, MULTI.email, DEMO_PASSWORD);

    // The chooser: the question has the focus, each company is a button.
    const chooser = page.getByRole('region', { name: 'Choose a company' });
    await expect(chooser.getByRole('heading', { name: 'Choose a company' })).toBeFocused();
    await expect(chooser.getByRole('button')).toHaveText([
      /Acme Industrial Supply\s*ACME/,
      /Boréal Fine Foods\s*BOREAL/,
      'Back to sign in',
    ]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(chooser.getByRole('button', { name: /BOREAL/ })).toBeFocused();
    await page.keyboard.press('Enter');

    // BOREAL's catalogue, and a product of BOREAL in the cart.
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('banner')).toContainText('Boréal Fine Foods');
    await page.goto(`/products?search=${encodeURIComponent(borealProduct.part_number)}`);
    const quantity = card(page, borealProduct).getByRole('spinbutton');
    await quantity.fill('2');
    await quantity.press('Enter');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    // The user menu offers ACME and switches at once: each company keeps its own cart (issue 27).
    await page.getByRole('button', { name: 'Account menu' }).click();
    const companies = page.getByRole('group', { name: 'Switch company' });
    await expect(companies.getByRole('button')).toHaveText(['Acme Industrial Supply']);
    await companies.getByRole('button', { name: 'Acme Industrial Supply' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('banner')).toContainText('Acme Industrial Supply');
    // None of BOREAL's lines at ACME.
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tenantCode'))).toBe('ACME');
    // ACME's catalogue, not BOREAL's.
    await page.goto(`/products?search=${encodeURIComponent(borealProduct.part_number)}`);
    await expect(page.getByText('No products found.')).toBeVisible();

    // Back to BOREAL: its cart is there again.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await companies.getByRole('button', { name: /Boréal Fine Foods/ }).click();
    await expect(page.getByRole('banner')).toContainText('Boréal Fine Foods');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.goto('/cart');
    await expect(page.getByRole('main')).toContainText(borealProduct.part_number);

    // Signing out forgets every company's cart on this device.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).not.toHaveURL(/\/cart$/);
    const carts = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('cartItems')),
    );
    expect(carts).toEqual([]);
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

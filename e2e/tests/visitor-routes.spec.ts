import { expect, test } from '@playwright/test';

test.describe('visitor routes', () => {
  test('a first visit to / lands on the plain login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('/{code} goes to that company login', async ({ page }) => {
    await page.goto('/acme');
    await expect(page).toHaveURL(/\/login\/ACME$/);
    await expect(
      page.getByRole('heading', { name: 'Welcome to Acme Industrial Supply' }),
    ).toBeVisible();
  });

  test('a protected route sends a visitor back to the login', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login links carry the company code', async ({ page }) => {
    await page.goto('/login/ACME');
    // The company's own sign-in screen is framed by its name, not the portal's.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Acme Industrial Supply' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password/ACME',
    );
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register/ACME',
    );
    await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/browse/ACME',
    );
  });

  test('the public About Us shows the company page in a sandboxed frame as tall as the page', async ({
    page,
  }) => {
    await page.goto('/login/ACME');
    await page.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about-us\/ACME$/);
    const frame = page.getByTitle('About Acme Industrial Supply');
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await expect(
      page.frameLocator('iframe').getByRole('heading', { level: 1 }).first(),
    ).toBeVisible();
    // Nothing scrolls inside the frame: it is as tall as its document, and the page scrolls.
    const overflow = () =>
      frame.evaluate((element) => {
        const iframe = element as HTMLIFrameElement;
        return iframe.contentDocument!.documentElement.scrollHeight - iframe.clientHeight;
      });
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    const viewport = page.viewportSize()!.height;
    expect((await frame.boundingBox())!.height).toBeGreaterThan(viewport);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(overflow).toBeLessThanOrEqual(0);
  });

  test('forgot password sends the request to the administrator', async ({ page }) => {
    await page.goto('/forgot-password/ACME');
    await expect(page.getByLabel('Company code')).toHaveValue('ACME');
    await page.getByLabel('Email').fill('buyer@acme.example');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('status')).toContainText(
      'a password reset request has been sent to the administrator',
    );
  });
});

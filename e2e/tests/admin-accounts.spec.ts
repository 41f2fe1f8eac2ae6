import { approveInConsole, register, signInThroughForm, visitorPage } from '../support/accounts.ts';
import { ACME_ADMIN, demoCustomerId } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { openScreen } from '../support/navigation.ts';
import { signIn } from '../support/buyer.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('console: accounts', () => {
  test('a pending account signs in once the administrator approves it', async ({
    page,
    browser,
  }) => {
    const account = await register(page.request, 'approval');
    const buyer = await visitorPage(browser);
    await buyer.goto('/login/ACME');
    await signInThroughForm(buyer, account.email, account.password);
    await expect(buyer.getByRole('alert')).toHaveText('Your account is pending company approval.');

    await signIn(page, ACME_ADMIN);
    await approveInConsole(page, account);

    await signInThroughForm(buyer, account.email, account.password);
    await expect(buyer).toHaveURL(/\/products$/);
    await buyer.context().close();
  });

  test('a forgotten password is reset through the link the administrator issues', async ({
    page,
    browser,
  }) => {
    const account = await register(page.request, 'reset');
    await signIn(page, ACME_ADMIN);
    await approveInConsole(page, account);

    // The buyer asks for a reset.
    const buyer = await visitorPage(browser);
    await buyer.goto('/forgot-password/ACME');
    await buyer.getByLabel('Email').fill(account.email);
    await buyer.getByRole('button', { name: 'Send request' }).click();
    await expect(buyer.getByRole('status')).toContainText('a password reset request has been sent');

    // The administrator issues the link.
    await page.goto('/admin/password-resets');
    await page.getByRole('button', { name: `Issue link for ${account.email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reset link for ${account.name}` });
    await expect(dialog).toContainText(`The link was e-mailed to ${account.email}.`);
    const link = await dialog.getByLabel('One-time link').inputValue();
    expect(link).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Link issued' }).click();
    await expect(page.getByRole('row', { name: new RegExp(account.email) })).toContainText(
      'Valid until',
    );

    // The buyer sets a new password with it, then signs in with it.
    const newPassword = 'brand-new-secret-42';
    await buyer.goto(new URL(link).pathname);
    await expect(buyer.getByText(`New password for ${account.email}.`)).toBeVisible();
    await buyer.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await buyer.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
    await buyer.getByRole('button', { name: 'Save the new password' }).click();
    await expect(
      buyer.getByText('Your password has been reset. You can now sign in.'),
    ).toBeVisible();
    await buyer.getByRole('link', { name: 'Sign in' }).click();
    await signInThroughForm(buyer, account.email, newPassword);
    await expect(buyer).toHaveURL(/\/products$/);

    // The old password no longer works, and the link cannot be used twice.
    const old = await page.request.post('/api/login', {
      data: { email: account.email, password: account.password, manufacturerCode: 'ACME' },
    });
    expect(old.status()).toBe(422);
    const again = await visitorPage(browser);
    await again.goto(new URL(link).pathname);
    await expect(again.getByRole('alert')).toHaveText(
      'This password reset link has already been used.',
    );
    await expect(again.getByRole('link', { name: 'Request a new password reset' })).toBeVisible();
    await buyer.context().close();
    await again.context().close();
  });

  test('the account screens have no serious accessibility violations', async ({ page }) => {
    const account = await register(page.request, 'axe');
    await signIn(page, ACME_ADMIN);
    await page.goto('/admin/registrations');
    const card = page.getByRole('article', { name: account.name });
    await card.getByRole('button', { name: `Approve ${account.name}` }).click();
    await page.getByLabel('Link to an existing customer').check();
    await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();

    for (const [path, screen] of [
      ['/admin/members', 'Members'],
      ['/admin/password-resets?status=all', 'Password resets'],
      ['/admin/customers', 'Customers'],
    ] as const) {
      await openScreen(page, path, screen);
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // The same in the dark theme (the toggle's choice persists across pages).
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await openScreen(page, '/admin/members', 'Members');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page), 'members, dark').toEqual([]);
  });

  // Issue 29, decision 046: the manufacturer keeps a customer's rules with the Company area's
  // form. A customer no other spec orders for, and a rule no order reaches, taken away again.
  test("a customer's approval rule is added and deleted from the console", async ({ page }) => {
    await signIn(page, ACME_ADMIN);
    await page.goto(`/admin/customers/${await demoCustomerId(page, 'C-1002')}`);
    const rules = page.getByRole('region', { name: 'Approval rules' });
    await rules.getByRole('button', { name: 'Add a rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an approval rule' });
    await dialog.getByRole('button', { name: 'Save the rule' }).click();
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    await expect(amount).toHaveAccessibleDescription(/Enter an amount/);
    await expect(amount).toBeFocused();
    await amount.fill('987654');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save the rule' }).click();
    const rule = 'Order total above $987,654.00';
    await expect(
      rules.getByRole('table', { name: "This customer's approval rules" }).getByText(rule),
    ).toBeVisible();
    await rules.getByRole('button', { name: `Delete the rule: ${rule}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this approval rule?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('The approval rule was deleted.')).toBeVisible();
    await expect(rules.getByText(rule)).toHaveCount(0);
  });
});

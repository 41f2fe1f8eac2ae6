import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/accounts.ts';
import { signInThroughApi, uniqueEmail } from '../support/fixtures.ts';
import { linkMailedTo } from '../support/outbox.ts';

/**
 * Issue 29 point 2: Northwind's company administrator (buyer@acme.example) invites a colleague;
 * the invitation e-mail's one-time link is opened, the colleague sets a password and signs in.
 */
test('a customer administrator invites a colleague, who joins and signs in', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('colleague');
  await signInThroughApi(page);
  await page.goto('/company');
  await expect(page.getByRole('heading', { name: 'Company' })).toBeVisible();
  await expect(page.getByRole('table', { name: "Your company's colleagues" })).toContainText(
    'buyer@acme.example',
  );
  await page.getByRole('button', { name: 'Invite a colleague' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('approver');
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`The invitation was sent to ${email}.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Open invitations' })).toContainText(email);

  const link = await linkMailedTo(
    email,
    /https?:\/\/[^\s"<>]+\/invitation\/ACME\/[A-Za-z0-9_-]{43}/,
  );
  const path = new URL(link).pathname;

  // The colleague, in a browser of their own.
  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto(path);
  await expect(
    colleague.getByText(
      /You are invited to order for Northwind Fabrication Ltd\. at .*\. Your role: Approver\./,
    ),
  ).toBeVisible();
  await colleague.getByRole('textbox', { name: /First name/ }).fill('Nina');
  await colleague.getByRole('textbox', { name: /Last name/ }).fill('Newcomer');
  await colleague.getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-password');
  await colleague
    .getByRole('textbox', { name: 'Confirm the password', exact: true })
    .fill('a-long-password');
  await colleague.getByRole('button', { name: 'Join' }).click();
  await expect(colleague.getByText(/Welcome! You can now sign in/)).toBeVisible();
  await colleague.getByRole('link', { name: 'Sign in' }).click();
  await expect(colleague).toHaveURL(/\/login\/ACME$/);
  await signInThroughForm(colleague, email, 'a-long-password');
  await expect(colleague).toHaveURL(/\/products$/);

  // The link was for once.
  await colleague.goto(path);
  await expect(colleague.getByText(/already used/)).toBeVisible();
  await context.close();

  // The administrator sees their new colleague.
  await page.reload();
  await expect(page.getByRole('table', { name: "Your company's colleagues" })).toContainText(email);
  await expect(page.getByRole('table', { name: 'Open invitations' })).not.toContainText(email);
});

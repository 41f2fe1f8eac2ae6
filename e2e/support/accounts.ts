import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, uniqueEmail } from './fixtures.ts';

/** An account a test creates for ACME, and the name the console shows it under. */
export interface Registered {
  email: string;
  name: string;
  company: string;
  password: string;
}

/** Names no other run uses, so that the console finds this run's account by its name. */
export function newAccount(label: string): Registered {
  const lastName = Math.random().toString(36).slice(2, 8);
  const firstName = `Nora-${label}`;
  return {
    email: uniqueEmail(label),
    name: `${firstName} ${lastName}`,
    company: `Northwind ${lastName}`,
    password: DEMO_PASSWORD,
  };
}

/** A fresh ACME account registered through the API, waiting for approval. */
export async function register(request: APIRequestContext, label: string): Promise<Registered> {
  const account = newAccount(label);
  const [first, last] = account.name.split(' ');
  const response = await request.post('/api/register', {
    data: {
      firstName: first,
      lastName: last,
      company: account.company,
      address: '100 King St W',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5V 2T6',
      country: 'CA',
      phone: '(416) 555-0123',
      email: account.email,
      manufacturerCode: 'ACME',
      password: account.password,
      password_confirmation: account.password,
    },
  });
  expect(response.status(), `registration of ${account.email}`).toBe(201);
  return account;
}

/** Fills and sends the registration form of /register/ACME as a visitor would. */
export async function registerThroughForm(page: Page, account: Registered) {
  const [first, last] = account.name.split(' ');
  await page.goto('/register/ACME');
  await expect(page.getByLabel('Company code')).toHaveValue('ACME');
  await page.getByLabel('Company name').fill(account.company);
  await page.getByLabel('First name').fill(first!);
  await page.getByLabel('Last name').fill(last!);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Phone').pressSequentially('4165550123');
  await expect(page.getByLabel('Phone')).toHaveValue('(416) 555-0123');
  await page.getByLabel('Country').selectOption('CA');
  await page.getByLabel('State / Province').selectOption('ON');
  await page.getByLabel('City').fill('Toronto');
  await page.getByLabel('Postal code').fill('M5V 2T6');
  await page.getByLabel('Address line 1').fill('100 King St W');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** A customer code no other run uses (at most 30 characters). */
export const uniqueCustomerCode = () =>
  `E2E-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** A browser page of its own with nobody signed in. */
export async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/**
 * ACME's administrator approves the account on the registrations screen, creating its customer;
 * answers the customer's code.
 */
export async function approveInConsole(admin: Page, account: Registered): Promise<string> {
  await admin.goto('/admin/registrations');
  const card = admin.getByRole('article', { name: account.name });
  await expect(card).toContainText(account.email);
  await card.getByRole('button', { name: `Approve ${account.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Approve ${account.name}` });
  await expect(dialog.getByLabel('Customer name')).toHaveValue(account.company);
  const customerCode = uniqueCustomerCode();
  await dialog.getByLabel('Customer code').fill(customerCode);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`${account.name} is approved and can sign in.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  return customerCode;
}

/** Signs in on the login screen already shown. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

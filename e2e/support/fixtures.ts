import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const BUYER = { email: 'buyer@acme.example', password: DEMO_PASSWORD, code: 'ACME' };

interface LoginAnswer {
  token: string;
  tenants: { code: string; name: string; logo: string | null }[];
  user: { name: string; email: string; rep_code: string | null; role: string };
}

/**
 * Signs in through the API and hands the session to the page the way the app stores it
 * (specification section 3), so a test that is not about signing in starts signed in.
 */
export async function signInThroughApi(page: Page, account = BUYER) {
  const response = await page.request.post('/api/login', {
    data: { email: account.email, password: account.password, manufacturerCode: account.code },
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as LoginAnswer;
  const tenant = answer.tenants[0]!;
  await page.addInitScript(
    ({ token, user, tenant }) => {
      // The top page only: a sandboxed About Us frame may not touch storage.
      if (window.top !== window || sessionStorage.getItem('e2e-session-set')) return;
      sessionStorage.setItem('e2e-session-set', '1');
      localStorage.setItem('authToken', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('manufacturer', JSON.stringify(tenant));
      localStorage.setItem('tenantName', tenant.name);
      localStorage.setItem('logoUrl', tenant.logo ?? '');
      localStorage.setItem('tenantCode', tenant.code);
      localStorage.setItem('lastManufacturerCode', tenant.code);
    },
    { token: answer.token, user: answer.user, tenant },
  );
  return answer;
}

/** A unique email per test run, for accounts a test creates. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`;

export const test = base.extend<{ signedIn: LoginAnswer }>({
  signedIn: async ({ page }, use) => {
    await use(await signInThroughApi(page));
  },
});

export { expect };

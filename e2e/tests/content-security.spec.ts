import { expect, test, type Page } from '@playwright/test';

/** The console messages that say the page tried something our Content-Security-Policy forbids. */
function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test('no bundle needs eval under our CSP: validating a form reports no policy violation', async ({
  page,
}) => {
  const violations = policyViolations(page);
  await page.goto('/register/ACME');
  // Submitting the empty form runs the shared Zod schema in the browser.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  expect(violations).toEqual([]);
});

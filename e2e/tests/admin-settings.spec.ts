import { expect, test } from '@playwright/test';
import { ACME_ADMIN, bearer } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { sessionOf, signIn } from '../support/buyer.ts';

/**
 * ACME's French welcome subtitle: no other test reads it (the buyer tests read the English and
 * Spanish welcome titles), and it is put back whatever happens.
 */
test.describe("the console's branding and audit log", () => {
  test('an administrator changes the French welcome subtitle: it persists, visitors see it, the audit log shows it', async ({
    page,
    browser,
  }) => {
    const admin = await sessionOf(page, ACME_ADMIN);
    const saved = await page.request.get('/api/admin/ACME/branding', { headers: bearer(admin) });
    expect(saved.ok()).toBe(true);
    const original = (
      (await saved.json()) as { data: { welcome_subtitle: Record<string, string> } }
    ).data.welcome_subtitle;
    const subtitle = `Vos fournitures industrielles, commandées en ligne (${Date.now().toString(36)})`;

    try {
      await signIn(page, ACME_ADMIN);
      await page.goto('/admin/branding');
      const field = page.getByRole('textbox', { name: 'Welcome subtitle (French)' });
      await expect(field).toHaveValue(original.fr ?? '');
      expect(await seriousViolations(page)).toEqual([]);
      await field.fill(subtitle);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Branding and settings saved.')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Welcome subtitle (French)' })).toHaveValue(
        subtitle,
      );

      const visitor = await browser.newContext();
      try {
        const login = await visitor.newPage();
        await login.goto('/login/ACME?lng=fr');
        await expect(login.getByText(subtitle)).toBeVisible();
      } finally {
        await visitor.close();
      }

      await page.goto('/admin/audit');
      await page.getByRole('combobox', { name: 'Show changes to' }).selectOption({
        label: 'Branding and settings',
      });
      await expect(page).toHaveURL(/entity=branding/);
      const entry = page
        .getByRole('list', { name: 'Recorded changes, newest first' })
        .getByRole('listitem')
        .filter({ hasText: 'Changed the branding and settings' })
        .filter({ hasText: 'By Alexandra Chen (admin@acme.example)' })
        .first();
      await entry.getByRole('button', { name: /Show the change/ }).click();
      const changed = entry.getByRole('row').filter({ hasText: 'welcome_subtitle.fr' });
      await expect(changed).toContainText('changed');
      await expect(changed).toContainText(subtitle);
      if (original.fr) await expect(changed).toContainText(original.fr);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      const restored = await page.request.patch('/api/admin/ACME/branding', {
        headers: bearer(admin),
        data: { welcome_subtitle: original },
      });
      expect(restored.ok(), 'the French welcome subtitle is put back').toBe(true);
    }
  });
});

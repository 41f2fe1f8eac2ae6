import { expect, test, type Page } from '@playwright/test';
import { seriousViolationsInEachTheme } from '../support/axe.ts';
import { ACME_BUYER, signIn } from '../support/buyer.ts';

/**
 * Issue 32, done when: a misspelt search and a Spanish one find ACME's stainless digital caliper
 * first, "zinc hex bolts grade 8" the grade 8 cap bolts, and facets narrow a search with counts
 * (a value, then a number attribute's range), in a real browser, both themes without a serious
 * accessibility violation.
 */
const titles = (page: Page) => page.getByRole('article').getByRole('heading');

async function search(page: Page, words: string) {
  const box = page.getByRole('searchbox', { name: /Search products|Buscar productos/ });
  await box.fill(words);
  await box.press('Enter');
}

test.describe('search that finds what the buyer meant', () => {
  test('typos, Spanish words and several words find the product first', async ({ page }) => {
    await signIn(page, ACME_BUYER);
    await page.goto('/products');
    await search(page, 'stainles caliper');
    await expect(titles(page).first()).toContainText('Digital Caliper Stainless');

    await search(page, 'zinc hex bolts grade 8');
    await expect(titles(page).first()).toContainText('Hex Cap Bolt Grade 8 Yellow Zinc');
  });

  test('in Spanish, "calibre digital" finds the caliper first', async ({ page }) => {
    await signIn(page, ACME_BUYER, { language: 'es' });
    await page.goto('/products');
    await search(page, 'calibre digital');
    await expect(titles(page).first()).toContainText(/Calibre digital/i);
  });

  test('facets narrow a search with counts, a diameter range included', async ({ page }) => {
    await signIn(page, ACME_BUYER);
    await page.goto('/products');
    const summary = page.getByText(/^Showing 1-\d+ of \d+$/);
    await expect(summary).toBeVisible();
    const all = Number((await summary.textContent())!.match(/of (\d+)$/)![1]);

    // The first material that narrows the list: its count is what choosing it lists.
    const material = page.getByRole('group', { name: 'Material' });
    const values = material.getByRole('checkbox');
    let steel = values.first();
    for (let i = 0; i < (await values.count()); i++) {
      if ((await countOf(values.nth(i))) < all) {
        steel = values.nth(i);
        break;
      }
    }
    const steelCount = await countOf(steel);
    expect(steelCount).toBeLessThan(all);
    // A click, then the address: the box is the URL's, ticked once the router has moved.
    await steel.click();
    await expect(page).toHaveURL(/filter=/);
    await expect(steel).toBeChecked();
    await expect(page.getByText(new RegExp(`^Showing 1-\\d+ of ${steelCount}$`))).toBeVisible();

    // A diameter range: From 9 to 11 mm keeps the 9.5 and 10 mm sizes only.
    const diameter = page.getByRole('group', { name: 'Diameter' });
    await diameter.getByRole('spinbutton', { name: 'From (mm)' }).fill('9');
    await diameter.getByRole('spinbutton', { name: 'To (mm)' }).fill('11');
    await diameter.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/9\.\.11/);
    await expect(diameter.getByRole('spinbutton', { name: 'From (mm)' })).toHaveValue('9');
    // The address moves before the narrowed list arrives: the total is read once it has.
    const total = async () => Number(/of (\d+)$/.exec((await summary.textContent()) ?? '')?.[1]);
    await expect.poll(total).toBeLessThan(steelCount);
    expect(await total()).toBeGreaterThan(0);
    expect(await seriousViolationsInEachTheme(page)).toEqual({ light: [], dark: [] });

    // Back: the range goes, the value stays.
    await page.goBack();
    await expect(page).not.toHaveURL(/9\.\.11/);
    await expect(steel).toBeChecked();
  });
});

/** The count a facet value shows in brackets, from its accessible name. */
async function countOf(checkbox: ReturnType<Page['getByRole']>): Promise<number> {
  const label = await checkbox.evaluate((element) => element.closest('label')?.textContent ?? '');
  return Number(/\((\d+)\)/.exec(label)?.[1] ?? NaN);
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe violations of the page as it is now, one line each (rule and
 * elements), so a failing test names them. Embedded company content (the About Us frame) is the
 * company's own and is left out.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then skips gathering the nodes of every passed and inapplicable
  // rule, most of its work on a long page (axe's documented option for large pages).
  // Legacy mode runs axe.run in the page itself. The default instead runs axe in each frame and
  // merges the parts in a blank page it opens for every scan, which only cross-origin frames
  // need: the only frame scanned pages hold is left out above. Same rules, same results (checked
  // on a page holding a violation of each kind and both kinds of frame), at a third to a half of
  // the time per scan (1-1.5 s instead of 2-5 s on CI's two cores).
  const results = await new AxeBuilder({ page })
    .exclude('iframe')
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

/**
 * Puts the page in the theme as the header's toggle does (setDarkMode in
 * apps/web/src/shared/theme/dark-mode.ts): the stored choice, and the `dark` class on <html> that
 * every dark style follows (public/theme-init.js sets the same class before a page's first
 * paint). Nothing else is touched, so an open dialog, menu or list of suggestions stays open. The
 * toggle button itself keeps drawing the theme it was rendered in (its aria-pressed and title),
 * both valid values to axe.
 */
export async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(async (dark) => {
    localStorage.setItem('isDarkMode', String(dark));
    document.documentElement.classList.toggle('dark', dark);
    // A colour transition would be scanned half-way: read the styles once so that any transition
    // the switch starts exists, then wait for each to end.
    void getComputedStyle(document.body).color;
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  }, theme === 'dark');
}

/**
 * seriousViolations of the page in the light theme, then in the dark one, keyed by theme: one
 * page load scanned in both (the page is left in the dark theme, which its next load keeps).
 * Assert `toEqual({ light: [], dark: [] })`.
 */
export async function seriousViolationsInEachTheme(page: Page): Promise<Record<Theme, string[]>> {
  const found = {} as Record<Theme, string[]>;
  for (const theme of THEMES) {
    await showTheme(page, theme);
    found[theme] = await seriousViolations(page);
  }
  return found;
}

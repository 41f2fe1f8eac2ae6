import type axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core's minified build, the same code as its `source` (axe.js) in 44% of the bytes: put into
 * each scanned document, it cost 250-600 ms a document unminified on CI's two cores, about a
 * third less minified (a test suite scans about a hundred documents).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The rules whose outcome depends on colours, which are all a theme changes when both themes show
 * the same elements: the structural rules (names, roles, labels, landmarks) then give the same
 * answer in each. seriousViolationsInEachTheme checks that premise on every page it scans.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical axe violations of the page as it is now, one line each (rule and
 * elements), so a failing test names them. Embedded company content (the About Us frame) is the
 * company's own and is left out. `coloursOnly` runs the COLOUR_RULES alone.
 */
export async function seriousViolations(
  page: Page,
  { coloursOnly = false }: { coloursOnly?: boolean } = {},
): Promise<string[]> {
  // axe-core is put into the page once per document and run there, as @axe-core/playwright's
  // AxeBuilder runs it in legacy mode, without what made that cost 0.7-2.5 s a scan on CI's two
  // cores (0.2-1 s now): evaluating axe's 1.5 MB source twice in every scan, and in its default
  // mode a blank page opened per scan to merge per-frame results, which only cross-origin frames
  // need (the one frame scanned pages hold is left out). Same rules and results, checked on a
  // page holding a violation of each kind and both kinds of frame.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof axe }).axe.run({ exclude: ['iframe'] }, options),
    {
      // Only violations are read: axe then skips gathering the nodes of every passed and
      // inapplicable rule, most of its work on a long page (axe's documented option for large
      // pages).
      resultTypes: ['violations'],
      ...(coloursOnly ? { runOnly: { type: 'rule', values: COLOUR_RULES } } : {}),
    } satisfies axe.RunOptions,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

export type Theme = 'light' | 'dark';

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
 * seriousViolations of the page in the light theme by every rule, then in the dark one, keyed by
 * theme: one page load scanned in both (the page is left in the dark theme, which its next load
 * keeps). Where the dark theme shows the same elements as the light one, it is scanned by the
 * rules that read colours (COLOUR_RULES: the others would repeat the light scan's answer), else
 * by every rule. Assert `toEqual({ light: [], dark: [] })`.
 */
export async function seriousViolationsInEachTheme(page: Page): Promise<Record<Theme, string[]>> {
  await showTheme(page, 'light');
  const shownInLight = await shownElements(page);
  const light = await seriousViolations(page);
  await showTheme(page, 'dark');
  const sameElements = (await shownElements(page)) === shownInLight;
  const dark = await seriousViolations(page, { coloursOnly: sameElements });
  return { light, dark };
}

/** The page's elements a reader can see, as one string of their tag names in document order. */
function shownElements(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => element.tagName)
      .join(' '),
  );
}

import { expect, type Page } from '@playwright/test';

/**
 * The app signs out after more than 15 navigations within 5 s, a redirect loop to it (specification
 * section 9, apps/web/src/app/navigation-loop-guard.ts), and a guard's redirects count too. A walk
 * through screens in the app keeps to 10 in any 5 s (room for a redirect after each of 5) and
 * otherwise loads the next screen as a new document, which starts the app's count afresh.
 */
const IN_APP_LIMIT = 10;
const LOOP_WINDOW_MS = 5000;
const inAppTimes = new WeakMap<Page, number[]>();

/**
 * Opens `path` in the app the page already shows, as the app's own links do: the router renders
 * the screen in the same document, where `page.goto` loads a new one (the app's scripts, its
 * session check, and axe again for a scan). Six console screens opened and scanned this way took
 * 3.2-3.3 s against 7.5-7.7 s by `page.goto` on CI's two cores. A page that shows no document of
 * the app yet (a new tab) loads it with `page.goto`, as does a walk that would come near the app's
 * redirect-loop limit (above).
 *
 * React Router follows the browser's history: a `popstate` with the entry its own navigations
 * push (`idx` one past the current) is what the Back and Forward buttons send it. Wait on
 * something only the new screen shows before reading it: the previous one stays until it renders.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const now = Date.now();
  const recent = (inAppTimes.get(page) ?? []).filter((time) => now - time < LOOP_WINDOW_MS);
  if (!page.url().startsWith('http') || recent.length >= IN_APP_LIMIT) {
    inAppTimes.set(page, []);
    await page.goto(path);
    return;
  }
  inAppTimes.set(page, [...recent, now]);
  await page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const key = Math.random().toString(36).slice(2, 10);
    const state = { usr: null, key, idx: index + 1 };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}

/**
 * openInApp, then waits until the screen named `screen` shows: in the app, the title ("Orders ·
 * Acme ...") changes in the same render as the screen, the router's navigations being transitions
 * (BrowserRouter's default). Its data may still be loading. After a page load the title can come
 * before the screen's lazy code: wait on the screen's own content too.
 */
export async function openScreen(page: Page, path: string, screen: string): Promise<void> {
  await openInApp(page, path);
  const escaped = screen.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page, `${path} shows ${screen}`).toHaveTitle(new RegExp(`^${escaped} · `));
}

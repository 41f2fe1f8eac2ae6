import type { Page } from '@playwright/test';

/**
 * Opens `path` in the app the page already shows, as the app's own links do: the router renders
 * the screen in the same document, where `page.goto` loads a new one (the app's scripts, its
 * session check, and axe again for a scan). Six console screens opened and scanned this way took
 * 3.2-3.3 s against 7.5-7.7 s by `page.goto` on CI's two cores. A page that shows no document of
 * the app yet (a new tab) loads it with `page.goto`.
 *
 * React Router follows the browser's history: a `popstate` with the entry its own navigations
 * push (`idx` one past the current) is what the Back and Forward buttons send it. Wait on
 * something only the new screen shows before reading it: the previous one stays until it renders.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const key = Math.random().toString(36).slice(2, 10);
    const state = { usr: null, key, idx: index + 1 };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}

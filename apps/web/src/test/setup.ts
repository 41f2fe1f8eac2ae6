import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import { NAMESPACES } from '@/shared/i18n/languages.ts';
import { queryClient } from '@/app/server-state.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { forgetHostTenant } from '@/entities/tenant/host-tenant.ts';
import { forgetPublicSettings } from '@/entities/tenant/load-public-settings.ts';

// The app fetches its texts as JSON; the tests read the same files (see bundled-catalogues.ts).
vi.mock('@/shared/i18n/load-namespace.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadCatalogue: (await import('./bundled-catalogues.ts')).loadBundledCatalogue,
}));

// jsdom has no showModal() or close(): the least that the app's Dialog needs, the open attribute
// and the close event. What the browser adds (the inert page behind, Tab kept inside, Escape's
// cancel, the backdrop) is checked by the end-to-end tests (e2e/tests/dialogs.spec.ts).
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

// Tests type with userEvent.setup({ delay: null }): no timer between two keystrokes, where the
// default waits one macrotask each (the suite took 54 s against 70 s alone on two cores). React's
// updates are still flushed after each event (Testing Library wraps them in act).
// A screen's first visit loads its lazy chunks cold; on two shared cores that can take over the
// one-second default of findBy and waitFor.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  i18n.init();
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces([...NAMESPACES]);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.refresh();
  // The app's own caches live as long as the page: a test is a new page load.
  queryClient.clear();
  forgetHostTenant();
  forgetPublicSettings();
  document.documentElement.className = '';
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

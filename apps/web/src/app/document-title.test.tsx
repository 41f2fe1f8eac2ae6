import { act, waitFor } from '@testing-library/react';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import { signInAdmin } from '@/test/admin-fixtures.ts';
import { publicSettingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { consolePatterns } from './console-paths.ts';
import { CONSOLE_SCREENS } from './console-screens.ts';
import { APP_SCREENS, DocumentTitle, type ScreenTitles } from './document-title.tsx';
import { patterns } from './paths.ts';

const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content');

function withDescriptionTag() {
  document.head.querySelector('meta[name="description"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
}

describe('document title', () => {
  it("names a member's screen and company, and follows the language", async () => {
    withDescriptionTag();
    signInBuyer();
    renderScreen(<DocumentTitle />, { path: '/orders/12' });
    await waitFor(() => expect(document.title).toBe('Order detail · Acme'));
    expect(description()).toBe(
      "Acme's ordering portal: browse the catalogue, order and follow your orders.",
    );
    await act(() => i18n.changeLanguage('es'));
    await waitFor(() => expect(document.title).toBe('Detalle del pedido · Acme'));
    expect(description()).toMatch(/^Portal de pedidos de Acme/);
  });

  it("names a visitor's company from its public branding once it is known", async () => {
    withDescriptionTag();
    fakeServer((url) =>
      url.pathname === '/api/public/settings/ACME'
        ? json(200, publicSettingsOf({ name: 'Acme Industrial Supply' }))
        : json(404, { message: 'Not found.' }),
    );
    renderScreen(<DocumentTitle />, { path: '/register/acme' });
    expect(document.title).toBe('Register · Ordering portal');
    await waitFor(() => expect(document.title).toBe('Register · Acme Industrial Supply'));
  });

  it('says a page was not found, in French too', async () => {
    await i18n.changeLanguage('fr');
    renderScreen(<DocumentTitle />, { path: '/no/such/page' });
    await waitFor(() => expect(document.title).toBe('Page introuvable · Portail de commandes'));
  });
});

describe("the console's document title", () => {
  it('comes with the console routes, and the app leaves the console area to it', async () => {
    signInAdmin();
    document.title = 'before';
    renderScreen(<DocumentTitle />, { path: '/admin/customers/3' });
    await act(() => Promise.resolve());
    expect(document.title).toBe('before');
    renderScreen(<DocumentTitle screens={CONSOLE_SCREENS} />, { path: '/admin/customers/3' });
    await waitFor(() => expect(document.title).toMatch(/^Customer · /));
  });
});

describe('every route', () => {
  // Routes that only redirect, and the console's catch-all, show no screen of their own.
  const NO_SCREEN: readonly string[] = [patterns.root, patterns.tenantRoot, patterns.consoleArea];
  /** The pattern of the entry that names the screen at `path`: the first match, as the app does. */
  const namedBy = (screens: ScreenTitles, path: string) =>
    screens.find(([pattern]) => matchPath(pattern, path))?.[0];

  it.each(Object.values(patterns).filter((pattern) => !NO_SCREEN.includes(pattern)))(
    'has its own title: %s',
    (pattern) => {
      const path = pattern.replaceAll(/:\w+/g, '7');
      const screens = matchPath(patterns.consoleArea, path) ? CONSOLE_SCREENS : APP_SCREENS;
      expect(namedBy(screens, path)).toBe(pattern);
    },
  );

  it.each(Object.values(consolePatterns))('in the console has its own title: %s', (pattern) => {
    expect(namedBy(CONSOLE_SCREENS, pattern.replaceAll(/:\w+/g, '7'))).toBe(pattern);
  });
});

import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import { signInAdmin } from '@/test/admin-fixtures.ts';
import { publicSettingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { CONSOLE_SCREENS } from './console-screens.ts';
import { DocumentTitle } from './document-title.tsx';

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

import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import { makeProduct, settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { ProductListRoute } from './product-list.tsx';

const DESCRIPTIONS: Record<string, string> = {
  en: 'Ball valve brass',
  fr: 'Robinet à bille en laiton',
};

/** Answers as the API does: the description in the request's Accept-Language. */
function serve() {
  signInBuyer();
  return fakeServer((url, init) => {
    const language = new Headers(init.headers).get('Accept-Language') ?? 'en';
    if (url.pathname === '/api/settings/ACME') return json(200, settingsOf());
    if (url.pathname === '/api/categories/ACME') {
      const name = language === 'fr' ? 'Robinets' : 'Valves';
      return json(200, {
        data: [{ id: 3, parent_id: null, category: name }],
        meta: { current_page: 1, per_page: 100, from: 1, to: 1, total: 1, last_page: 1 },
      });
    }
    return json(200, {
      data: [makeProduct({ id: 1, description: DESCRIPTIONS[language] ?? DESCRIPTIONS.en })],
      meta: { current_page: 1, per_page: 12, from: 1, to: 1, total: 1, last_page: 1 },
    });
  });
}

describe('the catalogue in the chosen language', () => {
  it('asks again in the new language when it changes, and keeps each language apart', async () => {
    const calls = serve();
    renderScreen(<ProductListRoute />, { path: '/products', route: '/products' });
    expect(await screen.findByText('Ball valve brass')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Robinet à bille en laiton')).toBeInTheDocument();
    expect(await screen.findByText('Robinets')).toBeInTheDocument();
    const languages = calls
      .filter((call) => call.url.pathname === '/api/products/ACME')
      .map((call) => new Headers(call.init.headers).get('Accept-Language'));
    expect(languages).toEqual(['en', 'fr']);
    // Back in English: the English answer shows at once from its own cache entry.
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Ball valve brass')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { i18n } from '@/shared/i18n/i18n.ts';
import { PrivateAboutRoute } from './private-about.tsx';

const urls = JSON.stringify({
  en: '/api/content/ACME/about-us-private/en',
  fr: '/api/content/ACME/about-us-private/fr',
});

function serve(setting: string, content: (url: URL) => Response) {
  signInBuyer();
  return fakeServer((url) =>
    url.pathname === '/api/settings/ACME'
      ? json(200, settingsOf({ b2b_about_us_private: setting }))
      : content(url),
  );
}

describe('private About Us', () => {
  it('shows the page of the current language in a sandboxed frame, with the token', async () => {
    await i18n.changeLanguage('fr');
    const calls = serve(urls, (url) => new Response(`<h1>Page ${url.pathname.slice(-2)}</h1>`));
    renderScreen(<PrivateAboutRoute />, { path: '/about-us' });
    const frame = await screen.findByTitle('À propos');
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame).toHaveAttribute('srcdoc', '<h1>Page fr</h1>');
    const content = calls.find((call) => call.url.pathname.startsWith('/api/content/'))!;
    expect((content.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer buyer-token',
    );
  });

  it("says 'Private About Us content is not configured.' without a URL", async () => {
    serve('', () => json(404, {}));
    renderScreen(<PrivateAboutRoute />, { path: '/about-us' });
    expect(
      await screen.findByText('Private About Us content is not configured.'),
    ).toBeInTheDocument();
  });

  it("says 'Error: Could not load content.' when the page cannot load", async () => {
    serve(urls, () => json(500, { message: 'An unexpected error occurred.' }));
    renderScreen(<PrivateAboutRoute />, { path: '/about-us' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Could not load content.');
  });
});

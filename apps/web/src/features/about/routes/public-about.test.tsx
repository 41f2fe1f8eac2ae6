import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { PublicAboutRoute } from './public-about.tsx';

const settings = (aboutUsUrl: string) => ({
  name: 'Acme Industrial',
  code: 'ACME',
  logo_url: '',
  banner_image_url: '',
  welcome_title: '',
  welcome_subtitle: '',
  welcome_title_styles: '',
  welcome_subtitle_styles: '',
  about_us_url: aboutUsUrl,
});
const urls = JSON.stringify({
  en: '/api/public/content/ACME/about-us/en',
  fr: '/api/public/content/ACME/about-us/fr',
});

function serve(aboutUsUrl: string, content: (url: URL) => Response) {
  return fakeServer((url) =>
    url.pathname.startsWith('/api/public/settings/')
      ? json(200, settings(aboutUsUrl))
      : content(url),
  );
}

const renderAbout = () =>
  renderScreen(<PublicAboutRoute />, { path: '/about-us/acme', route: '/about-us/:code' });

describe('public About Us', () => {
  it('shows the page of the current language in a frame without scripts', async () => {
    await i18n.changeLanguage('fr');
    const calls = serve(urls, () => new Response('<h1>Bonjour</h1><script>alert(1)</script>'));
    renderAbout();
    const frame = await screen.findByTitle('À propos de Acme Industrial');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Bonjour</h1>');
    expect(calls.map((call) => call.url.pathname)).toContain(
      '/api/public/content/ACME/about-us/fr',
    );
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/login/ACME',
    );
  });

  it('falls back to the English page', async () => {
    await i18n.changeLanguage('es');
    const calls = serve(urls, () => new Response('<p>Hello</p>'));
    renderAbout();
    await screen.findByTitle('Acerca de Acme Industrial');
    expect(calls.map((call) => call.url.pathname)).toContain(
      '/api/public/content/ACME/about-us/en',
    );
  });

  it('says the content is not available without a URL', async () => {
    serve('', () => json(500, {}));
    renderAbout();
    expect(await screen.findByText('About Us content not available.')).toBeInTheDocument();
  });

  it('says there was an error when the content cannot load', async () => {
    serve(urls, () => json(404, { message: 'Not found.' }));
    renderAbout();
    expect(await screen.findByText('Error loading content.')).toBeInTheDocument();
  });

  it('uses the fallback when the settings cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer(() => json(404, { message: 'Unknown company code.' }));
    renderAbout();
    expect(await screen.findByText('About Us content not available.')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

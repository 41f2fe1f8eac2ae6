import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n.ts';

/** A fresh instance per case, as on a first page load. */
async function detect() {
  const instance = await initI18n(i18next.createInstance());
  return instance.resolvedLanguage;
}

const setBrowserLanguages = (languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]!);
};

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.documentElement.lang = 'en';
});

describe('language detection', () => {
  it('takes the lng query string first', async () => {
    window.history.replaceState(null, '', '/login?lng=fr');
    document.cookie = 'i18next=es; path=/';
    localStorage.setItem('i18nextLng', 'es');
    expect(await detect()).toBe('fr');
  });

  it('then the cookie', async () => {
    document.cookie = 'i18next=es; path=/';
    localStorage.setItem('i18nextLng', 'fr');
    expect(await detect()).toBe('es');
  });

  it('then local storage', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    sessionStorage.setItem('i18nextLng', 'es');
    expect(await detect()).toBe('fr');
  });

  it('then session storage', async () => {
    sessionStorage.setItem('i18nextLng', 'es');
    setBrowserLanguages(['fr-FR']);
    expect(await detect()).toBe('es');
  });

  it('then the browser language, regional variants included', async () => {
    setBrowserLanguages(['fr-CA', 'en-CA']);
    expect(await detect()).toBe('fr');
  });

  it('then the page language tag', async () => {
    setBrowserLanguages([]);
    document.documentElement.lang = 'es';
    expect(await detect()).toBe('es');
  });

  it('falls back to English for an unsupported language', async () => {
    setBrowserLanguages(['de-DE']);
    expect(await detect()).toBe('en');
  });

  it('caches the detected language in local storage and marks the page', async () => {
    window.history.replaceState(null, '', '/?lng=es');
    await detect();
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('caches a choice made with the switcher', async () => {
    const instance = await initI18n(i18next.createInstance());
    await instance.changeLanguage('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(instance.t('errors.unexpected', { ns: 'server' })).toBe(
      "Une erreur inattendue s'est produite.",
    );
  });
});

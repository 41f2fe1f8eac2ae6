import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18n } from './i18n.ts';
import type { Catalogue } from './translate.ts';

/** A fresh instance per case, as on a first page load. */
function detect() {
  return new I18n().init().language;
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
  it('takes the lng query string first', () => {
    window.history.replaceState(null, '', '/login?lng=fr');
    document.cookie = 'i18next=es; path=/';
    localStorage.setItem('i18nextLng', 'es');
    expect(detect()).toBe('fr');
  });

  it('then the cookie', () => {
    document.cookie = 'i18next=es; path=/';
    localStorage.setItem('i18nextLng', 'fr');
    expect(detect()).toBe('es');
  });

  it('then local storage', () => {
    localStorage.setItem('i18nextLng', 'fr');
    sessionStorage.setItem('i18nextLng', 'es');
    expect(detect()).toBe('fr');
  });

  it('then session storage', () => {
    sessionStorage.setItem('i18nextLng', 'es');
    setBrowserLanguages(['fr-FR']);
    expect(detect()).toBe('es');
  });

  it('then the browser language, regional variants included', () => {
    setBrowserLanguages(['fr-CA', 'en-CA']);
    expect(detect()).toBe('fr');
  });

  it('then the page language tag', () => {
    setBrowserLanguages([]);
    document.documentElement.lang = 'es';
    expect(detect()).toBe('es');
  });

  it('falls back to English for an unsupported language', () => {
    setBrowserLanguages(['de-DE']);
    expect(detect()).toBe('en');
  });

  it('caches the detected language in local storage and marks the page', () => {
    window.history.replaceState(null, '', '/?lng=es');
    detect();
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('caches a choice made with the switcher', async () => {
    const instance = new I18n().init();
    await instance.changeLanguage('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(instance.t('server:errors.unexpected')).toBe("Une erreur inattendue s'est produite.");
  });
});

/** A loader whose catalogues arrive when the test says so. */
function controlledLoader() {
  const waiting: { key: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const texts: Record<string, Catalogue> = {
    'en:common': { hello: 'Hello' },
    'fr:common': { hello: 'Bonjour' },
    'es:common': { hello: 'Hola' },
    'en:auth': { login: { title: 'Sign in' } },
    'fr:auth': { login: { title: 'Connexion' } },
    'en:server': { errors: { unexpected: 'Oops' } },
    'fr:server': { errors: { unexpected: 'Zut' } },
    'es:server': { errors: { unexpected: 'Vaya' } },
  };
  const load = (language: string, namespace: string) =>
    new Promise<Catalogue>((resolve, reject) => {
      const key = `${language}:${namespace}`;
      waiting.push({ key, resolve: () => resolve(texts[key] ?? {}), reject });
    });
  const settle = async (prefix: string, error?: Error) => {
    for (const request of waiting.filter((entry) => entry.key.startsWith(prefix))) {
      waiting.splice(waiting.indexOf(request), 1);
      if (error) request.reject(error);
      else request.resolve();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { load, settle, waiting };
}

describe('texts and language switches', () => {
  it('searches the namespaces in order, or the one a key names', async () => {
    const loader = controlledLoader();
    const instance = new I18n(loader.load).init();
    const loading = instance.load('en', ['auth', 'common']);
    await loader.settle('en:');
    await loading;
    const t = instance.fixedT('en', ['auth', 'common'] as const) as (key: string) => string;
    expect(t('login.title')).toBe('Sign in');
    expect(t('hello')).toBe('Hello');
    expect(t('server:errors.unexpected')).toBe('Oops');
    expect(t('login.missing')).toBe('login.missing');
  });

  it('asks once for the same texts, and marks the answer settled for React', async () => {
    const loader = controlledLoader();
    const instance = new I18n(loader.load);
    const first = instance.load('en', ['auth']);
    expect(instance.load('en', ['auth'])).toBe(first);
    await loader.settle('en:auth');
    expect(instance.load('en', ['auth'])).toBe(first);
    expect(first).toMatchObject({ status: 'fulfilled' });
    expect(loader.waiting).toEqual([]);
  });

  it('answers a request for texts already loaded at once, without loading them again', async () => {
    const loader = controlledLoader();
    const instance = new I18n(loader.load);
    void instance.load('en', ['auth', 'common']);
    await loader.settle('en:');
    const subset = instance.load('en', ['auth']);
    await Promise.resolve();
    expect(subset).toMatchObject({ status: 'fulfilled' });
    expect(loader.waiting).toEqual([]);
  });

  it('fetches a namespace once when two requests naming it overlap (a preload and its screen)', async () => {
    const loader = controlledLoader();
    const instance = new I18n(loader.load);
    const preload = instance.load('en', ['auth', 'common']);
    const screen = instance.load('en', ['auth']);
    expect(loader.waiting.map((request) => request.key).sort()).toEqual(['en:auth', 'en:common']);
    await loader.settle('en:');
    await Promise.all([preload, screen]);
    const t = instance.fixedT('en', ['auth'] as const) as (key: string) => string;
    expect(t('login.title')).toBe('Sign in');
  });

  it('fetches a namespace again after its fetch failed', async () => {
    const loader = controlledLoader();
    const instance = new I18n(loader.load);
    const failed = instance.load('en', ['auth']);
    await loader.settle('en:auth', new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    void instance.load('en', ['auth', 'common']);
    expect(loader.waiting.map((request) => request.key).sort()).toEqual(['en:auth', 'en:common']);
  });

  it('keeps the current language until the new one is loaded, for every namespace in use', async () => {
    const loader = controlledLoader();
    const instance = new I18n(loader.load).init();
    void instance.load('en', ['auth']);
    await loader.settle('en:');
    const switching = instance.changeLanguage('fr-CA');
    expect(instance.language).toBe('en');
    expect(loader.waiting.map((request) => request.key).sort()).toEqual([
      'fr:auth',
      'fr:common',
      'fr:server',
    ]);
    await loader.settle('fr:');
    await switching;
    expect(instance.language).toBe('fr');
    expect(instance.load('fr', ['auth', 'common', 'server'])).toMatchObject({
      status: 'fulfilled',
    });
  });

  it('lets the last choice win when two switches overlap', async () => {
    const loader = controlledLoader();
    const instance = new I18n(loader.load).init();
    await loader.settle('en:');
    const toFrench = instance.changeLanguage('fr');
    const toSpanish = instance.changeLanguage('es');
    await loader.settle('es:');
    await toSpanish;
    await loader.settle('fr:');
    await toFrench;
    expect(instance.language).toBe('es');
  });

  it('stays in the current language when the new texts fail, and can try again', async () => {
    const loader = controlledLoader();
    const instance = new I18n(loader.load).init();
    await loader.settle('en:');
    const failing = expect(instance.changeLanguage('fr')).rejects.toThrow('offline');
    await loader.settle('fr:', new Error('offline'));
    await failing;
    expect(instance.language).toBe('en');
    const retry = instance.changeLanguage('fr');
    await loader.settle('fr:');
    await retry;
    expect(instance.language).toBe('fr');
  });
});

import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages.ts';
import { bundledBackend } from './load-namespace.ts';

/** Detection order and caching of specification section 1. */
export const detectionOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
};

export const i18nOptions: InitOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  // fr-CA and es-MX use fr and es.
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: ['common', 'server'],
  defaultNS: 'common',
  detection: detectionOptions,
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
  returnNull: false,
};

/** Wires an i18next instance with the bundled catalogues and the browser detector. */
export async function initI18n(instance: I18n) {
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  await instance.use(bundledBackend).use(LanguageDetector).use(initReactI18next).init(i18nOptions);
  return instance;
}

export const i18n = i18next;

import { storageKeys } from '@/shared/session/storage-keys.ts';
import { FALLBACK_LANGUAGE, isSupportedLanguage, type SupportedLanguage } from './languages.ts';

/** The query parameter and cookie that name a language: i18next's usual names. */
export const LANGUAGE_QUERY_PARAMETER = 'lng';
export const LANGUAGE_COOKIE = 'i18next';

/** fr-CA and es-MX speak fr and es; anything else unsupported is skipped. */
export function toSupportedLanguage(tag: string | null | undefined): SupportedLanguage | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isSupportedLanguage(base) ? base : null;
}

function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): the next source decides.
    return null;
  }
}

/**
 * The language of specification section 1, in its order: the query string, the cookie, local
 * storage, session storage, the browser's languages, the page's language tag; English otherwise.
 * The first source that names a supported language wins.
 */
export function detectLanguage(): SupportedLanguage {
  const candidates = [
    () => new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER),
    () => readCookie(document.cookie, LANGUAGE_COOKIE),
    () => readStorage(() => window.localStorage, storageKeys.language),
    () => readStorage(() => window.sessionStorage, storageKeys.language),
    ...[...(navigator.languages ?? []), navigator.language].map((tag) => () => tag),
    () => document.documentElement.lang,
  ];
  for (const candidate of candidates) {
    const language = toSupportedLanguage(candidate());
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** Remembers the reader's language for the next visit (specification section 1). */
export function cacheLanguage(language: SupportedLanguage) {
  try {
    window.localStorage.setItem(storageKeys.language, language);
  } catch {
    // Without storage the language is detected again on the next visit.
  }
}

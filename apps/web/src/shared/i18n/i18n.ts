import { cacheLanguage, detectLanguage, toSupportedLanguage } from './detect-language.ts';
import {
  FALLBACK_LANGUAGE,
  NAMESPACES,
  type Namespace,
  type SupportedLanguage,
} from './languages.ts';
import { loadCatalogue as fetchCatalogue } from './load-namespace.ts';
import { interpolate, resolveText, type Catalogue, type TranslateOptions } from './translate.ts';
import type { TextKey, TFunction } from './translation-keys.ts';

type LoadCatalogue = (language: SupportedLanguage, namespace: Namespace) => Promise<Catalogue>;

const BASE_NAMESPACES: readonly Namespace[] = ['common', 'server'];

/** The status fields React's use() reads, so a settled promise is read without suspending. */
type TrackedPromise<T> = Promise<T> & {
  status?: 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

function markSettlement<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked: TrackedPromise<T> = promise;
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

const settled = (): TrackedPromise<void> =>
  Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

const isNamespace = (value: string): value is Namespace =>
  (NAMESPACES as readonly string[]).includes(value);

/**
 * The interface language and its texts. Each language's namespaces load on first use (a screen
 * suspends until its own texts are there); a language switch loads the texts already in use
 * before it switches, so no screen suspends and nothing typed into a form is lost.
 */
export class I18n {
  #language: SupportedLanguage = FALLBACK_LANGUAGE;
  #switchRequest = 0;
  readonly #catalogues = new Map<string, Catalogue>();
  readonly #loading = new Map<string, Promise<void>>();
  /** Catalogues being fetched: two requests naming one namespace share its one fetch. */
  readonly #fetching = new Map<string, Promise<void>>();
  readonly #listeners = new Set<() => void>();
  /** Every namespace a screen has asked for: a language switch loads them all first. */
  readonly #inUse = new Set<Namespace>();

  constructor(private readonly loadCatalogue: LoadCatalogue = fetchCatalogue) {}

  get language(): SupportedLanguage {
    return this.#language;
  }

  /** Starts in the detected language (specification section 1), remembered for the next visit. */
  init() {
    this.#apply(detectLanguage());
    // The texts every screen shows, and the server's messages the API client falls back to.
    this.load(this.#language, BASE_NAMESPACES).catch((error: unknown) => {
      console.warn('the base translations could not be loaded', error);
    });
    return this;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  /**
   * Resolves when `namespaces` are loaded in `language`, loading what is missing. The same request
   * always gets the same promise, marked fulfilled once done: React's use() then reads it without
   * suspending, and a screen calls use() on every render, as a replayed render requires.
   */
  load(language: SupportedLanguage, namespaces: readonly Namespace[]): Promise<void> {
    namespaces.forEach((namespace) => this.#inUse.add(namespace));
    const requestKey = `${language}:${[...namespaces].sort().join(',')}`;
    const known = this.#loading.get(requestKey);
    if (known) return known;
    const missing = namespaces.filter(
      (namespace) => !this.#catalogues.has(`${language}:${namespace}`),
    );
    const request =
      missing.length === 0
        ? settled()
        : markSettlement(
            Promise.all(missing.map((namespace) => this.#loadOne(language, namespace))).then(
              () => undefined,
            ),
          );
    // A failed request is forgotten, so the next render or switch asks again.
    request.catch(() => this.#loading.delete(requestKey));
    this.#loading.set(requestKey, request);
    return request;
  }

  /** Loads namespaces in the current language (tests, and screens that want them early). */
  async loadNamespaces(namespaces: readonly Namespace[]) {
    await this.load(this.#language, namespaces);
  }

  /** Switches once the new language's texts for every namespace in use are loaded. */
  async changeLanguage(requested: string) {
    const language = toSupportedLanguage(requested) ?? FALLBACK_LANGUAGE;
    const request = ++this.#switchRequest;
    await this.load(language, [...this.#inUse]);
    // A later choice made while this one loaded wins.
    if (request === this.#switchRequest) this.#apply(language);
  }

  /** A translate function for `namespaces` in `language`; keys may name another namespace (`ns:`). */
  fixedT<Ns extends readonly Namespace[]>(
    language: SupportedLanguage,
    namespaces: Ns,
  ): TFunction<Ns> {
    const translate = (key: string, options: TranslateOptions = {}) => {
      const separator = key.indexOf(':');
      const prefix = key.slice(0, Math.max(separator, 0));
      const [searched, path] = isNamespace(prefix)
        ? [[prefix], key.slice(separator + 1)]
        : [namespaces, key];
      for (const namespace of searched) {
        const found = resolveText(
          this.#catalogues.get(`${language}:${namespace}`),
          path,
          language,
          options,
        );
        if (typeof found === 'string') return interpolate(found, options);
        if (found !== undefined && options.returnObjects) return found;
      }
      // Like a missing text in i18next: the key shows, so the gap is visible and findable.
      return key;
    };
    return translate as TFunction<Ns>;
  }

  /** Translates outside React, in the current language (the API client's fallback message). */
  t(key: TextKey<typeof NAMESPACES>, options?: TranslateOptions & { returnObjects?: false }) {
    return this.fixedT(this.#language, NAMESPACES)(key, options);
  }

  #loadOne(language: SupportedLanguage, namespace: Namespace): Promise<void> {
    const key = `${language}:${namespace}`;
    const known = this.#fetching.get(key);
    if (known) return known;
    const fetching = this.loadCatalogue(language, namespace).then((catalogue) => {
      this.#catalogues.set(key, catalogue);
    });
    this.#fetching.set(key, fetching);
    const forget = () => this.#fetching.delete(key);
    fetching.then(forget, forget);
    return fetching;
  }

  #apply(language: SupportedLanguage) {
    this.#language = language;
    cacheLanguage(language);
    document.documentElement.lang = language;
    this.#listeners.forEach((listener) => listener());
  }
}

/** The app's one instance; main.tsx calls init() before the first render. */
export const i18n = new I18n();

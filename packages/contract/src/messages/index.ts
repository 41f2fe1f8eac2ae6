import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../common.ts';

/** Messages the server sends and the client falls back to, in every language. */
export const serverMessages = { en, es, fr } satisfies Record<Language, typeof en>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the server message catalogue, such as `auth.registered`. */
export type MessageKey = Leaves<typeof en>;

export type MessageParams = Record<string, string | number>;

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function isMessageKey(key: string): key is MessageKey {
  return lookup(en, key) !== undefined;
}

/** Picks the best supported language from an Accept-Language header value. */
export function negotiateLanguage(header: string | undefined | null): Language {
  if (!header) return FALLBACK_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => /^q=([\d.]+)$/.exec(a.trim())?.[1]).find(Boolean);
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    const match = LANGUAGES.find((language) => language === base);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

/** Translates a server message key with `{{name}}` interpolation, falling back to English. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const text = lookup(serverMessages[language], key) ?? lookup(en, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

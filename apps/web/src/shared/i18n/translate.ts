/** A namespace's texts: nested objects whose leaves are strings. */
export type Catalogue = { readonly [key: string]: string | Catalogue };

export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_other`, ...) and fills `{{count}}`. */
  count?: number;
  /** Returns the object at the key (a group of texts) instead of a string. */
  returnObjects?: boolean;
  [placeholder: string]: string | number | boolean | undefined;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

// Building plural rules is costly next to using them, and tables call them once per row.
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number) {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(catalogue: Catalogue | undefined, key: string): string | Catalogue | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/** Fills `{{name}}` with the option of that name; an unknown name stays visible. */
export function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in values && values[name] !== undefined ? String(values[name]) : placeholder,
  );
}

/**
 * The text of `key` in one catalogue, with plural forms chosen by the language's rules
 * (Intl.PluralRules: French and Spanish also have `many`, which falls back to `other`).
 */
export function resolveText(
  catalogue: Catalogue | undefined,
  key: string,
  language: string,
  options: TranslateOptions,
): string | Catalogue | undefined {
  if (typeof options.count === 'number') {
    const category = pluralCategory(language, options.count);
    for (const form of [category, 'other']) {
      const plural = lookup(catalogue, `${key}_${form}`);
      if (typeof plural === 'string') return plural;
    }
  }
  return lookup(catalogue, key);
}

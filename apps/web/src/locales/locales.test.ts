import { serverMessages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SUPPORTED_LANGUAGES } from '@/shared/i18n/languages.ts';
import { catalogueUrl } from '@/shared/i18n/load-namespace.ts';
import { loadBundledCatalogue } from '@/test/bundled-catalogues.ts';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

/** Every leaf key, dotted; plural forms count as one key. */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

const catalogue = (language: string, namespace: string) => files[`./${language}/${namespace}.json`];
const featureNamespaces = NAMESPACES.filter((namespace) => namespace !== 'server');

describe('translations', () => {
  it('has one file per namespace and language, and no file outside the namespace list', () => {
    const expected = SUPPORTED_LANGUAGES.flatMap((language) =>
      featureNamespaces.map((namespace) => `./${language}/${namespace}.json`),
    ).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  it.each(featureNamespaces)('has every key of %s in every language', (namespace) => {
    const english = keysOf(catalogue('en', namespace)).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const language of SUPPORTED_LANGUAGES) {
      expect({ language, keys: keysOf(catalogue(language, namespace)).sort() }).toEqual({
        language,
        keys: english,
      });
    }
  });

  it('has no empty text', () => {
    for (const [file, content] of Object.entries(files)) {
      const empty = keysOf(content).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], content);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect({ file, empty }).toEqual({ file, empty: [] });
    }
  });

  it('has every server message in every language', () => {
    const english = keysOf(serverMessages.en).sort();
    for (const language of SUPPORTED_LANGUAGES) {
      expect(keysOf(serverMessages[language]).sort()).toEqual(english);
    }
  });

  it('loads the server namespace from the contract: the Spanish fallbacks are its translations', async () => {
    expect(catalogueUrl('es', 'server')).toMatch(/packages\/contract\/src\/messages\/es\.json/);
    expect(await loadBundledCatalogue('es', 'server')).toEqual(serverMessages.es);
    expect(serverMessages.es.errors.unexpected).toBe('Ocurrió un error inesperado.');
    expect(serverMessages.es.auth.noCompany).toBe(
      'No se pudo obtener la información de la compañía.',
    );
  });

  it('offers no catalogue for an unsupported language', () => {
    expect(catalogueUrl('de', 'common')).toBeUndefined();
    expect(catalogueUrl('fr', 'auth')).toMatch(/locales\/fr\/auth\.json/);
  });
});

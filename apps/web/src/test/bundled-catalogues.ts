import type { Catalogue } from '@/shared/i18n/translate.ts';

// The same files the app fetches, imported instead: jsdom has no server to fetch them from, and
// the tests stub fetch for the API.
const featureCatalogues = import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' });
const serverCatalogues = import.meta.glob<Catalogue>(
  '../../../../packages/contract/src/messages/*.json',
  { import: 'default' },
);

export async function loadBundledCatalogue(language: string, namespace: string) {
  const load =
    namespace === 'server'
      ? serverCatalogues[`../../../../packages/contract/src/messages/${language}.json`]
      : featureCatalogues[`../locales/${language}/${namespace}.json`];
  return load ? load() : {};
}

import { isSupportedLanguage } from './languages.ts';

type Catalogue = Record<string, unknown>;
type Loader = () => Promise<{ default: Catalogue }>;

// Each language and namespace is its own small chunk: a screen loads only the texts it shows.
const featureCatalogues = import.meta.glob<{ default: Catalogue }>('../../locales/*/*.json');

const serverCatalogues: Record<string, Loader> = {
  en: () => import('@portal/contract/messages/en.json'),
  es: () => import('@portal/contract/messages/es.json'),
  fr: () => import('@portal/contract/messages/fr.json'),
};

export function catalogueLoader(language: string, namespace: string): Loader | undefined {
  if (!isSupportedLanguage(language)) return undefined;
  if (namespace === 'server') return serverCatalogues[language];
  return featureCatalogues[`../../locales/${language}/${namespace}.json`];
}

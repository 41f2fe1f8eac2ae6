import serverEn from '@portal/contract/messages/en.json?url&no-inline';
import serverEs from '@portal/contract/messages/es.json?url&no-inline';
import serverFr from '@portal/contract/messages/fr.json?url&no-inline';
import { isSupportedLanguage, type Namespace, type SupportedLanguage } from './languages.ts';
import type { Catalogue } from './translate.ts';

// Each language and namespace is a JSON file of its own with a hashed name: a screen fetches only
// the texts it shows, as data, which is not JavaScript to parse and counts nothing against the
// login screen's script budget. (Never inlined: the texts of all languages would land in the entry.)
// The console's namespaces are left out here: console-catalogues.ts holds them.
const featureCatalogues = import.meta.glob<string>(
  ['../../locales/*/*.json', '!../../locales/*/admin*.json'],
  { query: '?url&no-inline', import: 'default', eager: true },
);
const serverCatalogues: Record<SupportedLanguage, string> = {
  en: serverEn,
  es: serverEs,
  fr: serverFr,
};

/**
 * Where the texts of a namespace are served; `server` is the contract's message catalogue. The
 * console's namespaces are found by consoleCatalogueUrl.
 */
export function catalogueUrl(language: string, namespace: string): string | undefined {
  if (!isSupportedLanguage(language)) return undefined;
  if (namespace === 'server') return serverCatalogues[language];
  return featureCatalogues[`../../locales/${language}/${namespace}.json`];
}

/** Where a console namespace's texts are served, once the console's list of them is loaded. */
async function consoleCatalogueUrl(language: string, namespace: string) {
  const { consoleCatalogues } = await import('./console-catalogues.ts');
  return consoleCatalogues[`../../locales/${language}/${namespace}.json`];
}

/** Fetches the texts of a namespace; a failure rejects, so the screen can show it and retry. */
export async function loadCatalogue(
  language: SupportedLanguage,
  namespace: Namespace,
): Promise<Catalogue> {
  const url = namespace.startsWith('admin')
    ? await consoleCatalogueUrl(language, namespace)
    : catalogueUrl(language, namespace);
  if (!url) return {};
  const response = await fetch(url);
  if (!response.ok)
    throw new Error(`the ${language} ${namespace} texts answered ${response.status}`);
  return (await response.json()) as Catalogue;
}

import { use, useMemo } from 'react';
import { i18n } from './i18n.ts';
import type { Namespace } from './languages.ts';
import type { TFunction } from './translation-keys.ts';
import { useLanguage } from './use-language.ts';

type AsList<N> = N extends readonly Namespace[] ? N : N extends Namespace ? [N] : never;

/**
 * The texts of one or more namespaces in the current language; the first namespace is searched
 * first, the others by prefix (`server:errors.unexpected`). Suspends until they are loaded.
 */
export function useTranslation<const N extends Namespace | readonly Namespace[] = 'common'>(
  namespace?: N,
): { t: TFunction<AsList<N>>; i18n: typeof i18n } {
  const requested = namespace ?? 'common';
  const namespaces = (typeof requested === 'string' ? [requested] : requested) as AsList<N>;
  const language = useLanguage();
  // Called on every render, loaded or not: React requires it when it replays a suspended render.
  use(i18n.load(language, namespaces));
  const namespacesKey = namespaces.join();
  // oxlint-disable-next-line react/exhaustive-deps -- the key stands for the list
  const t = useMemo(() => i18n.fixedT(language, namespaces), [language, namespacesKey]);
  return { t, i18n };
}

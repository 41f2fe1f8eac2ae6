import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

/** The current language, re-rendering on a switch, without loading any texts. */
export const useLanguage = (): typeof i18n.language =>
  useSyncExternalStore(i18n.subscribe, () => i18n.language);

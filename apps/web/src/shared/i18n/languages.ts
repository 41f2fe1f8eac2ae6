/** The interface languages; English is the fallback (specification section 1). */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';

/** One namespace per feature, plus `server`: the API's own messages, for client-side fallbacks. */
export const NAMESPACES = [
  'common',
  'server',
  'auth',
  'shell',
  'browse',
  'about',
  'dashboard',
  'catalogue',
  'cart',
  'checkout',
  'orders',
  'saved-lists',
  'company',
  'quotes',
  'invoices',
  'quick-order',
  'profile',
  'catalogs',
  'admin',
  'admin-accounts',
  'admin-orders',
  'admin-quotes',
  'admin-catalogue',
  'admin-price-lists',
  'admin-settings',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const isSupportedLanguage = (value: string): value is SupportedLanguage =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

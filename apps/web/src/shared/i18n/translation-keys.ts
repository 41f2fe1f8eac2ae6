import type server from '@portal/contract/messages/en.json';
import type about from '@/locales/en/about.json';
import type admin from '@/locales/en/admin.json';
import type adminAccounts from '@/locales/en/admin-accounts.json';
import type adminCatalogue from '@/locales/en/admin-catalogue.json';
import type adminOrders from '@/locales/en/admin-orders.json';
import type adminPriceLists from '@/locales/en/admin-price-lists.json';
import type adminSettings from '@/locales/en/admin-settings.json';
import type auth from '@/locales/en/auth.json';
import type browse from '@/locales/en/browse.json';
import type cart from '@/locales/en/cart.json';
import type catalogs from '@/locales/en/catalogs.json';
import type catalogue from '@/locales/en/catalogue.json';
import type checkout from '@/locales/en/checkout.json';
import type common from '@/locales/en/common.json';
import type dashboard from '@/locales/en/dashboard.json';
import type orders from '@/locales/en/orders.json';
import type profile from '@/locales/en/profile.json';
import type savedLists from '@/locales/en/saved-lists.json';
import type company from '@/locales/en/company.json';
import type quotes from '@/locales/en/quotes.json';
import type invoices from '@/locales/en/invoices.json';
import type adminQuotes from '@/locales/en/admin-quotes.json';
import type quickOrder from '@/locales/en/quick-order.json';
import type shell from '@/locales/en/shell.json';
import type { Namespace } from './languages.ts';
import type { Catalogue, TranslateOptions } from './translate.ts';

/** The English catalogues, the source of the typed keys: t() accepts only keys that exist. */
export interface Resources {
  common: typeof common;
  server: typeof server;
  auth: typeof auth;
  shell: typeof shell;
  browse: typeof browse;
  about: typeof about;
  dashboard: typeof dashboard;
  catalogue: typeof catalogue;
  cart: typeof cart;
  checkout: typeof checkout;
  orders: typeof orders;
  'saved-lists': typeof savedLists;
  company: typeof company;
  quotes: typeof quotes;
  invoices: typeof invoices;
  'quick-order': typeof quickOrder;
  profile: typeof profile;
  catalogs: typeof catalogs;
  admin: typeof admin;
  'admin-accounts': typeof adminAccounts;
  'admin-orders': typeof adminOrders;
  'admin-quotes': typeof adminQuotes;
  'admin-catalogue': typeof adminCatalogue;
  'admin-price-lists': typeof adminPriceLists;
  'admin-settings': typeof adminSettings;
}

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPluralForm<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** Dotted paths to the texts of a catalogue; `items_one` and `items_other` are the key `items`. */
type TextPath<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPluralForm<K>}`
    : TextPath<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dotted paths to groups of texts, for `returnObjects`. */
type GroupPath<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : `${Prefix}${K}` | GroupPath<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A text of the first namespace, or of any of them with its prefix (`server:errors.unexpected`). */
export type TextKey<Ns extends readonly Namespace[]> =
  | TextPath<Resources[Ns[0]]>
  | { [N in Ns[number]]: `${N}:${TextPath<Resources[N]>}` }[Ns[number]];

export type GroupKey<Ns extends readonly Namespace[]> =
  | GroupPath<Resources[Ns[0]]>
  | { [N in Ns[number]]: `${N}:${GroupPath<Resources[N]>}` }[Ns[number]];

/** The translate function of a set of namespaces, bound to one language. */
export interface TFunction<Ns extends readonly Namespace[]> {
  (key: TextKey<Ns>, options?: TranslateOptions & { returnObjects?: false }): string;
  (key: GroupKey<Ns>, options: TranslateOptions & { returnObjects: true }): Catalogue;
}

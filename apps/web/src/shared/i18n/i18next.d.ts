import 'i18next';
import type server from '@portal/contract/messages/en.json';
import type about from '@/locales/en/about.json';
import type admin from '@/locales/en/admin.json';
import type adminAccounts from '@/locales/en/admin-accounts.json';
import type adminCatalogue from '@/locales/en/admin-catalogue.json';
import type adminOrders from '@/locales/en/admin-orders.json';
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
import type shell from '@/locales/en/shell.json';

/** Typed keys: t() accepts only keys that exist in the English catalogues. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
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
      profile: typeof profile;
      catalogs: typeof catalogs;
      admin: typeof admin;
      'admin-accounts': typeof adminAccounts;
      'admin-orders': typeof adminOrders;
      'admin-catalogue': typeof adminCatalogue;
      'admin-settings': typeof adminSettings;
    };
  }
}

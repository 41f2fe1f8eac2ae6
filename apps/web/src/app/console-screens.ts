import { consolePatterns } from './console-paths.ts';
import { patterns } from './paths.ts';
import type { ScreenTitles } from './document-title.tsx';

/** The console's screens by route, named from common.json's `pageTitle`: the first match wins. */
export const CONSOLE_SCREENS: ScreenTitles = [
  [patterns.admin, 'admin'],
  [consolePatterns.adminRegistrations, 'adminRegistrations'],
  [consolePatterns.adminPasswordResets, 'adminPasswordResets'],
  [consolePatterns.adminMembers, 'adminMembers'],
  [consolePatterns.adminCustomers, 'adminCustomers'],
  [consolePatterns.adminCustomer, 'adminCustomer'],
  [consolePatterns.adminOrders, 'orders'],
  [consolePatterns.adminOrder, 'order'],
  [consolePatterns.adminQuotes, 'quotes'],
  [consolePatterns.adminQuote, 'quote'],
  [consolePatterns.adminProducts, 'products'],
  [consolePatterns.adminNewProduct, 'adminNewProduct'],
  [consolePatterns.adminProduct, 'product'],
  [consolePatterns.adminCategories, 'adminCategories'],
  [consolePatterns.adminImport, 'adminImport'],
  [consolePatterns.adminPriceLists, 'adminPriceLists'],
  [consolePatterns.adminPriceList, 'adminPriceList'],
  [consolePatterns.adminWebhooks, 'adminWebhooks'],
  [consolePatterns.adminApiKeys, 'adminApiKeys'],
  [consolePatterns.adminBranding, 'adminBranding'],
  [consolePatterns.adminAudit, 'adminAudit'],
  [consolePatterns.adminSearchMisses, 'adminSearchMisses'],
  [consolePatterns.adminSearchSynonyms, 'adminSearchSynonyms'],
  [consolePatterns.adminProductAttributes, 'adminProductAttributes'],
];

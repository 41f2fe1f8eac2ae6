import { consolePatterns } from './console-paths.ts';
import { patterns } from './paths.ts';
import { screenTitles, type ScreenTitles } from './document-title.tsx';

/** The console's screens by route, named from common.json's `pageTitle`: the first match wins. */
export const CONSOLE_SCREENS: ScreenTitles = [
  [patterns.admin, 'admin'],
  ...screenTitles(consolePatterns, {
    adminOrders: 'orders',
    adminOrder: 'order',
    adminQuotes: 'quotes',
    adminQuote: 'quote',
    adminProducts: 'products',
    adminProduct: 'product',
  }),
];

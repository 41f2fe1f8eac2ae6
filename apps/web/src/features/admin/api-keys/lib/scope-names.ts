import type { ApiKeyScope } from '@portal/contract';

/** The translation key of each scope's words (i18next reads a colon in a key as a namespace). */
export const SCOPE_NAME_KEYS = {
  'catalogue:write': 'apiKeys.scopeNames.catalogueWrite',
  'prices:write': 'apiKeys.scopeNames.pricesWrite',
  'orders:read': 'apiKeys.scopeNames.ordersRead',
  'orders:write': 'apiKeys.scopeNames.ordersWrite',
  'customers:write': 'apiKeys.scopeNames.customersWrite',
  'quotes:read': 'apiKeys.scopeNames.quotesRead',
  'quotes:write': 'apiKeys.scopeNames.quotesWrite',
  'shipments:write': 'apiKeys.scopeNames.shipmentsWrite',
  'invoices:read': 'apiKeys.scopeNames.invoicesRead',
  'invoices:write': 'apiKeys.scopeNames.invoicesWrite',
  'returns:read': 'apiKeys.scopeNames.returnsRead',
  'returns:write': 'apiKeys.scopeNames.returnsWrite',
} as const satisfies Record<ApiKeyScope, string>;

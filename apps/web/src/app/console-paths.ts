import { enc, patterns } from './paths.ts';

/**
 * The console's routes (issue 6), apart from the app's own: only the console's chunks load them,
 * so the sign-in screen carries none of them (its JavaScript budget, decision 004).
 */
export const consolePatterns = {
  adminRegistrations: '/admin/registrations',
  adminPasswordResets: '/admin/password-resets',
  adminMembers: '/admin/members',
  adminCustomers: '/admin/customers',
  adminCustomer: '/admin/customers/:customerId',
  adminOrders: '/admin/orders',
  adminOrder: '/admin/orders/:orderId',
  adminQuotes: '/admin/quotes',
  adminQuote: '/admin/quotes/:quoteId',
  adminProducts: '/admin/products',
  adminNewProduct: '/admin/products/new',
  adminProduct: '/admin/products/:productId',
  adminCategories: '/admin/categories',
  adminImport: '/admin/import',
  adminPriceLists: '/admin/price-lists',
  adminPriceList: '/admin/price-lists/:priceListId',
  adminWebhooks: '/admin/webhooks',
  adminApiKeys: '/admin/api-keys',
  adminBranding: '/admin/branding',
  adminAudit: '/admin/audit',
  adminSearchMisses: '/admin/search-misses',
  adminSearchSynonyms: '/admin/search-synonyms',
  adminProductAttributes: '/admin/product-attributes',
} as const;

export const consolePaths = {
  adminRegistrations: () => '/admin/registrations',
  adminPasswordResets: () => '/admin/password-resets',
  adminMembers: () => '/admin/members',
  adminCustomers: () => '/admin/customers',
  adminCustomer: (customerId: number | string) => `/admin/customers/${enc(customerId)}`,
  adminOrders: (search?: string) => (search ? `/admin/orders?${search}` : '/admin/orders'),
  adminOrder: (orderId: number | string) => `/admin/orders/${enc(orderId)}`,
  adminQuotes: () => '/admin/quotes',
  adminQuote: (quoteId: number | string) => `/admin/quotes/${enc(quoteId)}`,
  adminProducts: (search?: string) => (search ? `/admin/products?${search}` : '/admin/products'),
  adminNewProduct: () => '/admin/products/new',
  adminProduct: (productId: number | string) => `/admin/products/${enc(productId)}`,
  adminCategories: () => '/admin/categories',
  adminImport: () => '/admin/import',
  adminPriceLists: () => '/admin/price-lists',
  adminPriceList: (priceListId: number | string) => `/admin/price-lists/${enc(priceListId)}`,
  adminWebhooks: () => '/admin/webhooks',
  adminApiKeys: () => '/admin/api-keys',
  adminBranding: () => '/admin/branding',
  adminAudit: () => '/admin/audit',
  adminSearchMisses: () => '/admin/search-misses',
  adminSearchSynonyms: () => '/admin/search-synonyms',
  adminProductAttributes: () => '/admin/product-attributes',
};

/** A console pattern relative to /admin, as the routes below the console area want them. */
export const inConsole = (pattern: string) => pattern.slice(`${patterns.admin}/`.length);

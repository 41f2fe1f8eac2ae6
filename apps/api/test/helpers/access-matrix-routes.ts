import { isPublicUrl } from '../../src/modules/openapi/route-access.ts';
import type { ApiKeyScope } from '@portal/contract';
import type { Records } from './access-matrix-world.ts';

/**
 * Who may call a route, read from its URL: the console under /api/admin/:code (administrators of
 * that tenant), the public prefixes (anyone; the API reference documents them so, in
 * src/modules/openapi/route-access.ts), other routes naming a tenant (its approved
 * members), and the rest (any signed-in session). A new route is signed-in unless it is under a
 * public prefix, so forgetting a guard fails the access matrix rather than passing it.
 */
export type Area = 'public' | 'account' | 'member' | 'console' | 'integration';

export function areaOf(url: string): Area {
  if (url.startsWith('/api/admin/')) return 'console';
  // The integration API: API keys of the tenant named by :code, never sessions (issue 13).
  if (url.startsWith('/api/integration/')) return 'integration';
  if (isPublicUrl(url)) return 'public';
  return url.includes('/:code') ? 'member' : 'account';
}

/** How the access matrix calls one route. */
export interface RouteSample {
  /** Path parameters besides `:code`, from the records of the tenant (and customer) called. */
  params?: (records: Records) => Record<string, string | number>;
  query?: string;
  /** A body the owner of the records could send (valid, so that a refusal is about access). */
  body?: (records: Records) => object;
  /** The body is a file upload (a PNG). */
  upload?: boolean;
  /**
   * What the route's ids name: another tenant's records must answer `foreignStatus`, and for
   * 'customer' another customer's records of the same tenant too, while the owner's own do not.
   */
  owned?: 'tenant' | 'customer';
  /** The answer to another tenant's or customer's records (404 unless the route says). */
  foreignStatus?: number;
  /** An integration route's scope: a key without it is refused. */
  scope?: ApiKeyScope;
}

const password = 'correct horse battery';

/**
 * Every route the app registers, keyed "METHOD url" as Fastify's onRoute reports it. A route
 * missing here fails the access matrix ("not covered"), so a new route is classified and called
 * before it ships.
 */
export const ROUTE_SAMPLES: Record<string, RouteSample> = {
  // Public: anyone may call them; the matrix checks they stay out of the signed-in areas' rules.
  'GET /api/health': {},
  'POST /api/register': {
    body: () => ({ email: 'new@matrix.test', password, first_name: 'N', last_name: 'W' }),
  },
  'POST /api/login': { body: (r) => ({ email: 'nobody@matrix.test', password, code: r.code }) },
  'POST /api/auth/forgot-password': {
    body: (r) => ({ email: 'nobody@matrix.test', code: r.code }),
  },
  'GET /api/auth/reset-password/:token': { params: () => ({ token: 'x'.repeat(43) }) },
  'POST /api/auth/reset-password': {
    body: () => ({ token: 'x'.repeat(43), password, password_confirmation: password }),
  },
  'GET /api/public/settings/:code': {},
  'GET /api/public/resolve-host': { query: 'host=portal.matrix.test' },
  'GET /api/public/content/:code/:slug/:lang': { params: () => ({ slug: 'about-us', lang: 'en' }) },
  'GET /api/media/:code/:mediaId': { params: (r) => ({ mediaId: r.mediaId }), owned: 'tenant' },
  'GET /api/public/placeholder.svg': {},
  'GET /api/browse/:code/categories': {},
  'GET /api/browse/:code/products': {},
  'POST /api/log/error': { body: () => ({ message: 'matrix' }) },
  // The API reference: the document, and the reference page with its files (Swagger UI).
  'GET /api/openapi.json': {},
  'GET /api/docs/': {},
  'HEAD /api/docs': {},
  'GET /api/docs/static/index.html': {},
  'GET /api/docs/static/swagger-initializer.js': {},
  'GET /api/docs/json': {},
  'GET /api/docs/yaml': {},
  'GET /api/docs/static/*': {},

  // Any session.
  'POST /api/logout': {},
  'POST /api/session/switch': { body: (r) => ({ manufacturerCode: r.code }) },

  // Members of the tenant named by :code.
  'GET /api/user/:code/email-preferences': {},
  'PUT /api/user/:code/email-preferences': {
    body: () => ({ language: 'fr', order_status_emails: false }),
  },
  'PUT /api/user/:code/password': {
    body: () => ({
      current_password: password,
      new_password: 'another long password',
      new_password_confirmation: 'another long password',
    }),
  },
  'GET /api/categories/:code': {},
  'GET /api/products/:code': {},
  'GET /api/products/:code/details/:productId': {
    params: (r) => ({ productId: r.productId }),
    owned: 'tenant',
  },
  'GET /api/customers/:code': {},
  'POST /api/orders/:code': {
    body: (r) => ({
      header: {
        customer_id: r.customerId,
        sale_date: '2026-03-15',
        shipping_address_id: r.addressId,
        purchase_order: 'PO-MATRIX',
      },
      items: [{ puom_id: r.puomId, sale_qty: 1 }],
    }),
    owned: 'customer',
    // Another customer's or tenant's ids in an order are refused like unknown ones.
    foreignStatus: 422,
  },
  'GET /api/orders/:code': {},
  'GET /api/orders/:code/:orderId': { params: (r) => ({ orderId: r.orderId }), owned: 'customer' },
  'GET /api/orders/:code/:orderId/pdf': {
    params: (r) => ({ orderId: r.orderId }),
    owned: 'customer',
  },
  'POST /api/orders/:code/:orderId/reorder': {
    params: (r) => ({ orderId: r.orderId }),
    owned: 'customer',
  },
  // Another tenant's part numbers are unknown ones: a 200 naming no product (quick-order.test.ts).
  'POST /api/quick-order/:code/check': {
    body: (r) => ({ lines: [{ part_number: `${r.code}-1`, quantity: 1 }] }),
  },
  'GET /api/lists/:code': {},
  'POST /api/lists/:code': {
    body: (r) => ({ name: 'Matrix new', lines: [{ product_id: r.productId, quantity: 1 }] }),
    owned: 'tenant',
    // Another tenant's product in a list is refused like an unknown one, on its line.
    foreignStatus: 422,
  },
  'GET /api/lists/:code/:listId': { params: (r) => ({ listId: r.savedListId }), owned: 'customer' },
  'PATCH /api/lists/:code/:listId': {
    params: (r) => ({ listId: r.savedListId }),
    body: () => ({ name: 'Matrix renamed' }),
    owned: 'customer',
  },
  'DELETE /api/lists/:code/:listId': {
    params: (r) => ({ listId: r.spareSavedListId }),
    owned: 'customer',
  },
  'POST /api/lists/:code/:listId/lines': {
    params: (r) => ({ listId: r.savedListId }),
    body: (r) => ({ lines: [{ product_id: r.productId, quantity: 3 }] }),
    owned: 'customer',
  },
  'PATCH /api/lists/:code/:listId/lines/:lineId': {
    params: (r) => ({ listId: r.savedListId, lineId: r.savedListLineId }),
    body: () => ({ quantity: 4, comment: 'Matrix' }),
    owned: 'customer',
  },
  'DELETE /api/lists/:code/:listId/lines/:lineId': {
    params: (r) => ({ listId: r.savedListId, lineId: r.spareSavedListLineId }),
    owned: 'customer',
  },
  'GET /api/settings/:code': {},
  'GET /api/content/:code/:slug/:lang': { params: () => ({ slug: 'about-us', lang: 'en' }) },

  // The console of the tenant named by :code.
  'GET /api/admin/:code/registrations': {},
  'POST /api/admin/:code/registrations/:userId/approve': {
    params: (r) => ({ userId: r.registrationUserId }),
    body: (r) => ({ customer_id: r.customerId }),
    owned: 'tenant',
  },
  'POST /api/admin/:code/registrations/:userId/reject': {
    params: (r) => ({ userId: r.registrationUserId }),
    body: () => ({ reason: 'Unknown company' }),
    owned: 'tenant',
  },
  'GET /api/admin/:code/members': {},
  'PATCH /api/admin/:code/members/:userId': {
    params: (r) => ({ userId: r.memberUserId }),
    body: () => ({ rep_code: 'R-9' }),
    owned: 'tenant',
  },
  'GET /api/admin/:code/customers': {},
  'POST /api/admin/:code/customers': { body: () => ({ code: 'NEW-1', name: 'New customer' }) },
  'GET /api/admin/:code/customers/:id': { params: (r) => ({ id: r.customerId }), owned: 'tenant' },
  'PATCH /api/admin/:code/customers/:id': {
    params: (r) => ({ id: r.customerId }),
    body: () => ({ mobile_phone: '4165550100' }),
    owned: 'tenant',
  },
  'POST /api/admin/:code/customers/:id/addresses': {
    params: (r) => ({ id: r.customerId }),
    body: () => ({ type: 'S', address: '9 Quay Street', city: 'Halifax' }),
    owned: 'tenant',
  },
  'PATCH /api/admin/:code/customers/:id/addresses/:addressId': {
    params: (r) => ({ id: r.customerId, addressId: r.addressId }),
    body: () => ({ address2: 'Door 2' }),
    owned: 'tenant',
  },
  'DELETE /api/admin/:code/customers/:id/addresses/:addressId': {
    params: (r) => ({ id: r.customerId, addressId: r.addressId }),
    owned: 'tenant',
  },
  'GET /api/admin/:code/password-resets': {},
  'POST /api/admin/:code/password-resets/:id/issue-link': {
    params: (r) => ({ id: r.passwordResetId }),
    body: () => ({}),
    owned: 'tenant',
  },
  'POST /api/admin/:code/password-resets/:id/dismiss': {
    params: (r) => ({ id: r.passwordResetId }),
    body: () => ({}),
    owned: 'tenant',
  },
  'GET /api/admin/:code/orders': {},
  'GET /api/admin/:code/orders/:id': { params: (r) => ({ id: r.orderId }), owned: 'tenant' },
  'GET /api/admin/:code/orders/:id/pdf': { params: (r) => ({ id: r.orderId }), owned: 'tenant' },
  'POST /api/admin/:code/orders/:id/status': {
    params: (r) => ({ id: r.orderId }),
    body: () => ({ status: 'processed' }),
    owned: 'tenant',
  },
  'GET /api/admin/:code/audit': {},
  'GET /api/admin/:code/products': {},
  'POST /api/admin/:code/products': {
    body: () => ({ part_number: 'NEW-1', description: 'New product', selling_price: 1 }),
  },
  'GET /api/admin/:code/products/:id': { params: (r) => ({ id: r.productId }), owned: 'tenant' },
  'PATCH /api/admin/:code/products/:id': {
    params: (r) => ({ id: r.productId }),
    body: () => ({ description: 'Renamed' }),
    owned: 'tenant',
  },
  'POST /api/admin/:code/products/:id/image': {
    params: (r) => ({ id: r.productId }),
    upload: true,
    owned: 'tenant',
  },
  'DELETE /api/admin/:code/products/:id/image': {
    params: (r) => ({ id: r.productId }),
    owned: 'tenant',
  },
  'GET /api/admin/:code/products/export.csv': {},
  'POST /api/admin/:code/products/import': { query: 'dry_run=1', upload: true },
  'GET /api/admin/:code/products/import/:jobId': {
    params: (r) => ({ jobId: r.importJobId }),
    owned: 'tenant',
  },
  'GET /api/admin/:code/uoms': {},
  'POST /api/admin/:code/uoms': { body: () => ({ code: 'BX', description: 'Box' }) },
  'PATCH /api/admin/:code/uoms/:id': {
    params: (r) => ({ id: r.uomId }),
    body: () => ({ description: 'Kilogram' }),
    owned: 'tenant',
  },
  'GET /api/admin/:code/categories': {},
  'POST /api/admin/:code/categories': { body: () => ({ name: 'New category' }) },
  'PATCH /api/admin/:code/categories/:id': {
    params: (r) => ({ id: r.categoryId }),
    body: () => ({ sort_order: 3 }),
    owned: 'tenant',
  },
  'DELETE /api/admin/:code/categories/:id': {
    params: (r) => ({ id: r.categoryId }),
    owned: 'tenant',
  },
  'GET /api/admin/:code/branding': {},
  'PATCH /api/admin/:code/branding': { body: () => ({ name: 'Renamed Inc.' }) },
  'POST /api/admin/:code/branding/logo': { upload: true },
  'DELETE /api/admin/:code/branding/logo': {},
  'POST /api/admin/:code/branding/banner': { upload: true },
  'DELETE /api/admin/:code/branding/banner': {},
  'GET /api/admin/:code/pages/:slug/:lang': { params: () => ({ slug: 'about-us', lang: 'en' }) },
  'PUT /api/admin/:code/pages/:slug/:lang': {
    params: () => ({ slug: 'about-us', lang: 'en' }),
    body: () => ({ html: '<p>About</p>' }),
  },
  'GET /api/admin/:code/price-lists': {},
  'POST /api/admin/:code/price-lists': { body: () => ({ name: 'New list' }) },
  'GET /api/admin/:code/price-lists/:id': {
    params: (r) => ({ id: r.priceListId }),
    owned: 'tenant',
  },
  'PATCH /api/admin/:code/price-lists/:id': {
    params: (r) => ({ id: r.priceListId }),
    body: () => ({ valid_to: '2099-12-31' }),
    owned: 'tenant',
  },
  'DELETE /api/admin/:code/price-lists/:id': {
    params: (r) => ({ id: r.priceListId }),
    owned: 'tenant',
  },
  'GET /api/admin/:code/price-lists/:id/entries': {
    params: (r) => ({ id: r.priceListId }),
    owned: 'tenant',
  },
  'POST /api/admin/:code/price-lists/:id/entries/bulk': {
    params: (r) => ({ id: r.priceListId }),
    body: (r) => ({
      entries: [{ part_number: `${r.code}-1`, uom_code: 'EA', min_qty: 5, unit_price: 4 }],
    }),
    owned: 'tenant',
  },
  'GET /api/admin/:code/price-lists/:id/entries/export.csv': {
    params: (r) => ({ id: r.priceListId }),
    owned: 'tenant',
  },
  // Another tenant's list is refused in its own test (price-list-csv.test.ts): the matrix sends
  // files as multipart, and this route reads text/csv.
  'POST /api/admin/:code/price-lists/:id/entries/import': {
    params: (r) => ({ id: r.priceListId }),
    query: 'dry_run=1',
    upload: true,
  },
  'GET /api/admin/:code/price-lists/:id/entries/import/:jobId': {
    params: (r) => ({ id: r.priceListId, jobId: r.priceListImportJobId }),
    owned: 'tenant',
  },
  'GET /api/admin/:code/price-lists/:id/customers': {
    params: (r) => ({ id: r.priceListId }),
    owned: 'tenant',
  },
  'PUT /api/admin/:code/price-lists/:id/customers/:customerId': {
    params: (r) => ({ id: r.priceListId, customerId: r.customerId }),
    owned: 'tenant',
  },
  'DELETE /api/admin/:code/price-lists/:id/customers/:customerId': {
    params: (r) => ({ id: r.priceListId, customerId: r.customerId }),
    owned: 'tenant',
  },
  'PUT /api/admin/:code/price-lists/:id/entries': {
    params: (r) => ({ id: r.priceListId }),
    body: (r) => ({
      part_number: `${r.code}-1`,
      uom_code: 'EA',
      tiers: [{ min_qty: 1, unit_price: 4.5 }],
    }),
    owned: 'tenant',
  },
  'GET /api/admin/:code/webhooks': {},
  'POST /api/admin/:code/webhooks': {
    body: () => ({ url: 'https://93.184.215.14/new', events: ['order.created'] }),
  },
  'GET /api/admin/:code/webhooks/:id': {
    params: (r) => ({ id: r.webhookEndpointId }),
    owned: 'tenant',
  },
  'PATCH /api/admin/:code/webhooks/:id': {
    params: (r) => ({ id: r.webhookEndpointId }),
    body: () => ({ description: 'ERP' }),
    owned: 'tenant',
  },
  'DELETE /api/admin/:code/webhooks/:id': {
    params: (r) => ({ id: r.spareWebhookEndpointId }),
    owned: 'tenant',
  },
  'POST /api/admin/:code/webhooks/:id/secret': {
    params: (r) => ({ id: r.webhookEndpointId }),
    owned: 'tenant',
  },
  'GET /api/admin/:code/webhooks/:id/deliveries': {
    params: (r) => ({ id: r.webhookEndpointId }),
    owned: 'tenant',
  },
  'POST /api/admin/:code/webhooks/:id/deliveries/:deliveryId/redeliver': {
    params: (r) => ({ id: r.webhookEndpointId, deliveryId: r.webhookDeliveryId }),
    owned: 'tenant',
  },

  // The console's API keys (issue 13).
  'GET /api/admin/:code/api-keys': {},
  'POST /api/admin/:code/api-keys': { body: () => ({ name: 'Matrix', scopes: ['orders:read'] }) },
  'DELETE /api/admin/:code/api-keys/:id': {
    params: (r) => ({ id: r.apiKeyId }),
    owned: 'tenant',
  },

  // The integration API, with an API key of the tenant (issue 13).
  'PUT /api/integration/:code/products': {
    scope: 'catalogue:write',
    body: (r) => ({ items: [{ part_number: `${r.code}-1`, selling_price: 4 }] }),
  },
  'PUT /api/integration/:code/stock': {
    scope: 'catalogue:write',
    body: (r) => ({ items: [{ part_number: `${r.code}-1`, available: 3 }] }),
  },
  'PUT /api/integration/:code/units': {
    scope: 'catalogue:write',
    body: (r) => ({
      items: [{ part_number: `${r.code}-1`, units: [{ uom_code: 'EA', cf: 1, is_default: true }] }],
    }),
  },
  'POST /api/integration/:code/price-lists/:id/entries/bulk': {
    scope: 'prices:write',
    params: (r) => ({ id: r.priceListId }),
    body: (r) => ({
      entries: [{ part_number: `${r.code}-1`, uom_code: 'EA', min_qty: 5, unit_price: 4 }],
    }),
    owned: 'tenant',
  },
  'PUT /api/integration/:code/customers': {
    scope: 'customers:write',
    body: () => ({ items: [{ code: 'CUST-NEW', name: 'New customer' }] }),
  },
  'GET /api/integration/:code/orders': { scope: 'orders:read' },
  'POST /api/integration/:code/orders/:id/status': {
    scope: 'orders:write',
    params: (r) => ({ id: r.orderId }),
    body: () => ({ status: 'processed' }),
    owned: 'tenant',
  },
};

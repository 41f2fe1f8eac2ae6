import { endpointAt } from '@portal/contract/endpoints/endpoint-table';
import type { Area, Endpoint } from '@portal/contract/endpoints/endpoint';
import type { Records } from './access-matrix-world.ts';

/**
 * Who may call a route, what records it owns and the scope it needs come from the endpoint table
 * (packages/contract/src/endpoints); this file holds only how to call each route. The routes the
 * table does not hold (the API reference's page and document) are public.
 */
export type { Area };

/** The table's endpoint registered as `key` ("METHOD url"), if it is one. */
export const endpointOf = (key: string): Endpoint | undefined => endpointAt(key);

/** How the access matrix calls one route. */
export interface RouteSample {
  /** Path parameters besides `:code`, from the records of the tenant (and customer) called. */
  params?: (records: Records) => Record<string, string | number>;
  query?: string;
  /** A body the owner of the records could send (valid, so that a refusal is about access). */
  body?: (records: Records) => object;
  /** The body is a file upload (a PNG). */
  upload?: boolean;
  /** The body is this CSV text, sent as text/csv. */
  csv?: string;
  /** The answer to another tenant's or customer's records (404 unless the route says). */
  foreignStatus?: number;
}

const password = 'correct horse battery';
const APPROVAL_RULE = {
  condition: 'total_above',
  threshold: 3_000_000,
  applies_to: ['buyer'],
  approver_role: 'approver',
};

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
  'GET /api/invitations/:code/:token': { params: () => ({ token: 'x'.repeat(43) }) },
  'POST /api/invitations/:code': {
    body: () => ({ token: 'x'.repeat(43), account: 'existing', password }),
  },
  'GET /api/public/settings/:code': {},
  'GET /api/public/resolve-host': { query: 'host=portal.matrix.test' },
  'GET /api/public/content/:code/:slug/:lang': { params: () => ({ slug: 'about-us', lang: 'en' }) },
  'GET /api/media/:code/:mediaId': { params: (r) => ({ mediaId: r.mediaId }) },
  'GET /api/public/placeholder.svg': {},
  'GET /api/browse/:code/categories': {},
  'GET /api/browse/:code/products': {},
  'GET /api/browse/:code/facets': {},
  'GET /api/browse/:code/suggestions': { query: 'q=matrix' },
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
  'GET /api/products/:code/facets': {},
  'GET /api/products/:code/details/:productId': {
    params: (r) => ({ productId: r.productId }),
  },
  'GET /api/products/:code/suggestions': { query: 'q=matrix' },
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
    // Another customer's or tenant's ids in an order are refused like unknown ones.
    foreignStatus: 422,
  },
  'GET /api/orders/:code': {},
  'GET /api/orders/:code/:orderId': { params: (r) => ({ orderId: r.orderId }) },
  'GET /api/orders/:code/:orderId/pdf': {
    params: (r) => ({ orderId: r.orderId }),
  },
  'POST /api/orders/:code/:orderId/reorder': {
    params: (r) => ({ orderId: r.orderId }),
  },
  // Approvals (decision 033): the owner's order is the manufacturer's already, so a decision on
  // it is a conflict (409), never a refusal; another customer's or tenant's is not found.
  'GET /api/approvals/:code': {},
  'POST /api/orders/:code/:orderId/approve': { params: (r) => ({ orderId: r.orderId }) },
  'POST /api/orders/:code/:orderId/decline': {
    params: (r) => ({ orderId: r.orderId }),
    body: () => ({ comment: 'Not this month' }),
  },
  'POST /api/orders/:code/:orderId/withdraw': { params: (r) => ({ orderId: r.orderId }) },
  'GET /api/company/:code/approval-rules': {},
  'POST /api/company/:code/approval-rules': { body: () => APPROVAL_RULE },
  'PUT /api/company/:code/approval-rules/:ruleId': {
    params: (r) => ({ ruleId: r.approvalRuleId }),
    body: () => APPROVAL_RULE,
  },
  'DELETE /api/company/:code/approval-rules/:ruleId': {
    params: (r) => ({ ruleId: r.spareApprovalRuleId }),
  },
  'GET /api/company/:code/spending-limit': {},
  'PUT /api/company/:code/spending-limits/:userId': {
    params: (r) => ({ userId: r.memberUserId }),
    body: () => ({ limit: 2000, period: 'month' }),
  },
  // Another tenant's part numbers are unknown ones: a 200 naming no product (quick-order.test.ts).
  'POST /api/quick-order/:code/check': {
    body: (r) => ({ lines: [{ part_number: `${r.code}-1`, quantity: 1 }] }),
  },
  // A customer administrator's Company area (issue 29, decision 034).
  'GET /api/company/:code/colleagues': {},
  'PATCH /api/company/:code/colleagues/:userId': {
    params: (r) => ({ userId: r.memberUserId }),
    body: () => ({ sees_all_orders: false }),
  },
  'GET /api/company/:code/invitations': {},
  'POST /api/company/:code/invitations': {
    body: () => ({ email: 'invited@matrix.test', company_role: 'buyer' }),
  },
  'POST /api/company/:code/invitations/:invitationId/resend': {
    params: (r) => ({ invitationId: r.invitationId }),
  },
  'DELETE /api/company/:code/invitations/:invitationId': {
    params: (r) => ({ invitationId: r.invitationId }),
  },
  'GET /api/lists/:code': {},
  'POST /api/lists/:code': {
    body: (r) => ({ name: 'Matrix new', lines: [{ product_id: r.productId, quantity: 1 }] }),
    // Another tenant's product in a list is refused like an unknown one, on its line.
    foreignStatus: 422,
  },
  'GET /api/lists/:code/:listId': { params: (r) => ({ listId: r.savedListId }) },
  'PATCH /api/lists/:code/:listId': {
    params: (r) => ({ listId: r.savedListId }),
    body: () => ({ name: 'Matrix renamed' }),
  },
  'DELETE /api/lists/:code/:listId': {
    params: (r) => ({ listId: r.spareSavedListId }),
  },
  'POST /api/lists/:code/:listId/lines': {
    params: (r) => ({ listId: r.savedListId }),
    body: (r) => ({ lines: [{ product_id: r.productId, quantity: 3 }] }),
  },
  'PATCH /api/lists/:code/:listId/lines/:lineId': {
    params: (r) => ({ listId: r.savedListId, lineId: r.savedListLineId }),
    body: () => ({ quantity: 4, comment: 'Matrix' }),
  },
  'DELETE /api/lists/:code/:listId/lines/:lineId': {
    params: (r) => ({ listId: r.savedListId, lineId: r.spareSavedListLineId }),
  },
  // Quotes (issue 30): another tenant's product in a request is refused like an unknown one.
  'POST /api/quotes/:code': {
    body: (r) => ({ lines: [{ puom_id: r.puomId, quantity: 5 }] }),
    foreignStatus: 422,
  },
  'GET /api/quotes/:code': {},
  'GET /api/quotes/:code/:quoteId': { params: (r) => ({ quoteId: r.quoteId }) },
  'POST /api/quotes/:code/:quoteId/accept': {
    params: (r) => ({ quoteId: r.quoteId }),
    body: (r) => ({ version_no: 1, shipping_address_id: r.addressId }),
  },
  'POST /api/quotes/:code/:quoteId/decline': {
    params: (r) => ({ quoteId: r.quoteId }),
    body: () => ({ message: 'Matrix' }),
  },
  'POST /api/quotes/:code/:quoteId/changes': {
    params: (r) => ({ quoteId: r.quoteId }),
    body: () => ({ message: 'Matrix' }),
  },
  // Invoices and the statement (issue 31): ACME's buyer of A is its customer administrator.
  // Returns (issue 31 point 4): the matrix's orders shipped nothing, so asking is a 409.
  'GET /api/orders/:code/:orderId/returns': { params: (r) => ({ orderId: r.orderId }) },
  'POST /api/orders/:code/:orderId/returns': {
    params: (r) => ({ orderId: r.orderId }),
    body: () => ({ lines: [{ line_no: 1, quantity: 1 }], reason: 'damaged' }),
  },
  'POST /api/returns/:code/:returnId/photos': {
    params: (r) => ({ returnId: r.returnId }),
    upload: true,
  },
  'GET /api/returns/:code/:returnId/photos/:photoId': {
    params: (r) => ({ returnId: r.returnId, photoId: r.returnPhotoId }),
  },
  'POST /api/returns/:code/:returnId/withdraw': { params: (r) => ({ returnId: r.returnId }) },
  'GET /api/invoices/:code': { query: 'status=open' },
  'GET /api/invoices/:code/export.csv': {},
  'GET /api/invoices/:code/:invoiceId': { params: (r) => ({ invoiceId: r.invoiceId }) },
  'GET /api/invoices/:code/:invoiceId/pdf': { params: (r) => ({ invoiceId: r.invoiceId }) },
  'GET /api/account-balance/:code': {},
  'GET /api/statement/:code': { query: 'from=2026-01-01&to=2026-12-31' },
  'GET /api/statement/:code/pdf': { query: 'from=2026-01-01&to=2026-12-31' },
  'GET /api/statement/:code/export.csv': { query: 'from=2026-01-01&to=2026-12-31' },
  'GET /api/settings/:code': {},
  'GET /api/content/:code/:slug/:lang': { params: () => ({ slug: 'about-us', lang: 'en' }) },

  // The console of the tenant named by :code.
  'GET /api/admin/:code/registrations': {},
  'POST /api/admin/:code/registrations/:userId/approve': {
    params: (r) => ({ userId: r.registrationUserId }),
    body: (r) => ({ customer_id: r.customerId }),
  },
  'POST /api/admin/:code/registrations/:userId/reject': {
    params: (r) => ({ userId: r.registrationUserId }),
    body: () => ({ reason: 'Unknown company' }),
  },
  'GET /api/admin/:code/members': {},
  'PATCH /api/admin/:code/members/:userId': {
    params: (r) => ({ userId: r.memberUserId }),
    body: () => ({ rep_code: 'R-9' }),
  },
  'GET /api/admin/:code/customers': {},
  'POST /api/admin/:code/customers': { body: () => ({ code: 'NEW-1', name: 'New customer' }) },
  'GET /api/admin/:code/customers/:id': { params: (r) => ({ id: r.customerId }) },
  'GET /api/admin/:code/customers/:id/approval-rules': { params: (r) => ({ id: r.customerId }) },
  'POST /api/admin/:code/customers/:id/approval-rules': {
    params: (r) => ({ id: r.customerId }),
    body: () => APPROVAL_RULE,
  },
  'PUT /api/admin/:code/customers/:id/approval-rules/:ruleId': {
    params: (r) => ({ id: r.customerId, ruleId: r.approvalRuleId }),
    body: () => APPROVAL_RULE,
  },
  'DELETE /api/admin/:code/customers/:id/approval-rules/:ruleId': {
    params: (r) => ({ id: r.customerId, ruleId: r.consoleSpareApprovalRuleId }),
  },
  'PATCH /api/admin/:code/customers/:id': {
    params: (r) => ({ id: r.customerId }),
    body: () => ({ mobile_phone: '4165550100' }),
  },
  'POST /api/admin/:code/customers/:id/addresses': {
    params: (r) => ({ id: r.customerId }),
    body: () => ({ type: 'S', address: '9 Quay Street', city: 'Halifax' }),
  },
  'PATCH /api/admin/:code/customers/:id/addresses/:addressId': {
    params: (r) => ({ id: r.customerId, addressId: r.addressId }),
    body: () => ({ address2: 'Door 2' }),
  },
  'DELETE /api/admin/:code/customers/:id/addresses/:addressId': {
    params: (r) => ({ id: r.customerId, addressId: r.addressId }),
  },
  'GET /api/admin/:code/password-resets': {},
  'POST /api/admin/:code/password-resets/:id/issue-link': {
    params: (r) => ({ id: r.passwordResetId }),
    body: () => ({}),
  },
  'POST /api/admin/:code/password-resets/:id/dismiss': {
    params: (r) => ({ id: r.passwordResetId }),
    body: () => ({}),
  },
  'GET /api/admin/:code/orders': {},
  'GET /api/admin/:code/orders/:id': { params: (r) => ({ id: r.orderId }) },
  'GET /api/admin/:code/orders/:id/pdf': { params: (r) => ({ id: r.orderId }) },
  'POST /api/admin/:code/orders/:id/status': {
    params: (r) => ({ id: r.orderId }),
    body: () => ({ status: 'processed' }),
  },
  // Shipments (issue 31): the matrix's orders have no lines, so the owner's call is a 422.
  'GET /api/admin/:code/orders/:id/shipments': { params: (r) => ({ id: r.orderId }) },
  'POST /api/admin/:code/orders/:id/shipments': {
    params: (r) => ({ id: r.orderId }),
    body: () => ({
      carrier: 'ups',
      tracking_number: '1Z999',
      shipped_date: '2026-11-20',
      external_id: 'MATRIX-1',
      lines: [{ line_no: 1, quantity: 1 }],
    }),
  },
  'PATCH /api/admin/:code/orders/:id/lines': {
    params: (r) => ({ id: r.orderId }),
    body: () => ({ lines: [{ line_no: 1, confirmed_qty: 1 }] }),
  },
  'GET /api/admin/:code/settings/carriers': {},
  'PUT /api/admin/:code/settings/carriers': {
    body: () => ({
      ups: 'https://www.ups.com/track?tracknum={tracking}',
      fedex: 'https://www.fedex.com/fedextrack/?trknbr={tracking}',
      dhl: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={tracking}',
      usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking}',
      other: '',
    }),
  },
  'GET /api/admin/:code/orders/:id/returns': { params: (r) => ({ id: r.orderId }) },
  'POST /api/admin/:code/returns/:id/decision': {
    params: (r) => ({ id: r.returnId }),
    body: () => ({ decision: 'approve', comment: 'Send it back' }),
  },
  'POST /api/admin/:code/returns/:id/receive': {
    params: (r) => ({ id: r.returnId }),
    body: () => ({}),
  },
  'GET /api/admin/:code/returns/:id/photos/:photoId': {
    params: (r) => ({ id: r.returnId, photoId: r.returnPhotoId }),
  },
  'GET /api/admin/:code/quotes': {},
  'GET /api/admin/:code/quotes/:id': { params: (r) => ({ id: r.quoteId }) },
  'POST /api/admin/:code/quotes/:id/offers': {
    params: (r) => ({ id: r.quoteId }),
    body: (r) => ({
      valid_until: '2099-12-31',
      payment_terms: 'net30',
      lines: [{ quote_line_id: r.quoteLineId, price: 1 }],
    }),
  },
  'POST /api/admin/:code/quotes/:id/question': {
    params: (r) => ({ id: r.quoteId }),
    body: () => ({ message: 'Matrix?' }),
  },
  'POST /api/admin/:code/quotes/:id/decline': {
    params: (r) => ({ id: r.quoteId }),
    body: () => ({ message: 'Matrix' }),
  },
  'POST /api/admin/:code/quotes/:id/withdraw': {
    params: (r) => ({ id: r.quoteId }),
    body: () => ({ message: 'Matrix' }),
  },
  'GET /api/admin/:code/customers/:id/invoices': { params: (r) => ({ id: r.customerId }) },
  // The matrix's orders have no lines: the caller's own call is a 422 about the line.
  'POST /api/admin/:code/customers/:id/invoices': {
    params: (r) => ({ id: r.customerId }),
    body: (r) => ({
      order_id: r.orderId,
      number: `MATRIX-${r.customerId}`,
      issue_date: '2026-04-01',
      due_date: '2026-05-01',
      lines: [{ order_line_id: 1, quantity: 1 }],
    }),
  },
  // The matrix's shipments have no lines: the caller's own call is a 422 (nothing to bill).
  'POST /api/admin/:code/orders/:id/shipments/:shipmentId/invoice': {
    params: (r) => ({ id: r.orderId, shipmentId: r.shipmentId }),
    body: (r) => ({
      number: `MATRIX-S-${r.shipmentId}`,
      issue_date: '2026-04-01',
      due_date: '2026-05-01',
    }),
  },
  'GET /api/admin/:code/customers/:id/ledger': { params: (r) => ({ id: r.customerId }) },
  'POST /api/admin/:code/customers/:id/ledger': {
    params: (r) => ({ id: r.customerId }),
    body: () => ({ kind: 'payment', date: '2026-04-02', amount: 1 }),
  },
  'GET /api/admin/:code/invoices/:id': { params: (r) => ({ id: r.invoiceId }) },
  'GET /api/admin/:code/invoices/:id/pdf': { params: (r) => ({ id: r.invoiceId }) },
  'GET /api/admin/:code/audit': {},
  'GET /api/admin/:code/search-misses': {},
  'GET /api/admin/:code/search-synonyms': {},
  'POST /api/admin/:code/search-synonyms': { body: () => ({ words: 'ss stainless' }) },
  'PUT /api/admin/:code/search-synonyms/:id': {
    params: (r) => ({ id: r.searchSynonymId }),
    body: () => ({ words: 'ss stainless inox' }),
  },
  'DELETE /api/admin/:code/search-synonyms/:id': {
    params: (r) => ({ id: r.spareSearchSynonymId }),
  },
  'GET /api/admin/:code/product-attributes': {},
  'POST /api/admin/:code/product-attributes': {
    body: () => ({ kind: 'number', name: 'Length', unit: 'mm' }),
  },
  'PUT /api/admin/:code/product-attributes/:id': {
    params: (r) => ({ id: r.attributeId }),
    body: () => ({ kind: 'yes_no', name: 'Zinc plated', filter: true }),
  },
  'DELETE /api/admin/:code/product-attributes/:id': {
    params: (r) => ({ id: r.spareAttributeId }),
  },
  'GET /api/admin/:code/products': {},
  'POST /api/admin/:code/products': {
    body: () => ({ part_number: 'NEW-1', description: 'New product', selling_price: 1 }),
  },
  'GET /api/admin/:code/products/:id': { params: (r) => ({ id: r.productId }) },
  'PATCH /api/admin/:code/products/:id': {
    params: (r) => ({ id: r.productId }),
    body: () => ({ description: 'Renamed' }),
  },
  'POST /api/admin/:code/products/:id/image': {
    params: (r) => ({ id: r.productId }),
    upload: true,
  },
  'DELETE /api/admin/:code/products/:id/image': {
    params: (r) => ({ id: r.productId }),
  },
  'GET /api/admin/:code/products/export.csv': {},
  'POST /api/admin/:code/products/import': { query: 'dry_run=1', upload: true },
  'GET /api/admin/:code/products/import/:jobId': {
    params: (r) => ({ jobId: r.importJobId }),
  },
  'GET /api/admin/:code/uoms': {},
  'POST /api/admin/:code/uoms': { body: () => ({ code: 'BX', description: 'Box' }) },
  'PATCH /api/admin/:code/uoms/:id': {
    params: (r) => ({ id: r.uomId }),
    body: () => ({ description: 'Kilogram' }),
  },
  'GET /api/admin/:code/categories': {},
  'POST /api/admin/:code/categories': { body: () => ({ name: 'New category' }) },
  'PATCH /api/admin/:code/categories/:id': {
    params: (r) => ({ id: r.categoryId }),
    body: () => ({ sort_order: 3 }),
  },
  'DELETE /api/admin/:code/categories/:id': {
    params: (r) => ({ id: r.categoryId }),
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
  },
  'PATCH /api/admin/:code/price-lists/:id': {
    params: (r) => ({ id: r.priceListId }),
    body: () => ({ valid_to: '2099-12-31' }),
  },
  'DELETE /api/admin/:code/price-lists/:id': {
    params: (r) => ({ id: r.priceListId }),
  },
  'GET /api/admin/:code/price-lists/:id/entries': {
    params: (r) => ({ id: r.priceListId }),
  },
  'POST /api/admin/:code/price-lists/:id/entries/bulk': {
    params: (r) => ({ id: r.priceListId }),
    body: (r) => ({
      entries: [{ part_number: `${r.code}-1`, uom_code: 'EA', min_qty: 5, unit_price: 4 }],
    }),
  },
  'GET /api/admin/:code/price-lists/:id/entries/export.csv': {
    params: (r) => ({ id: r.priceListId }),
  },
  'POST /api/admin/:code/price-lists/:id/entries/import': {
    params: (r) => ({ id: r.priceListId }),
    query: 'dry_run=1',
    csv: 'part_number,uom_code,min_qty,unit_price\n',
  },
  'GET /api/admin/:code/price-lists/:id/entries/import/:jobId': {
    params: (r) => ({ id: r.priceListId, jobId: r.priceListImportJobId }),
  },
  'GET /api/admin/:code/price-lists/:id/customers': {
    params: (r) => ({ id: r.priceListId }),
  },
  'PUT /api/admin/:code/price-lists/:id/customers/:customerId': {
    params: (r) => ({ id: r.priceListId, customerId: r.customerId }),
  },
  'DELETE /api/admin/:code/price-lists/:id/customers/:customerId': {
    params: (r) => ({ id: r.priceListId, customerId: r.customerId }),
  },
  'PUT /api/admin/:code/price-lists/:id/entries': {
    params: (r) => ({ id: r.priceListId }),
    body: (r) => ({
      part_number: `${r.code}-1`,
      uom_code: 'EA',
      tiers: [{ min_qty: 1, unit_price: 4.5 }],
    }),
  },
  'GET /api/admin/:code/webhooks': {},
  'POST /api/admin/:code/webhooks': {
    body: () => ({ url: 'https://93.184.215.14/new', events: ['order.created'] }),
  },
  'GET /api/admin/:code/webhooks/:id': {
    params: (r) => ({ id: r.webhookEndpointId }),
  },
  'PATCH /api/admin/:code/webhooks/:id': {
    params: (r) => ({ id: r.webhookEndpointId }),
    body: () => ({ description: 'ERP' }),
  },
  'DELETE /api/admin/:code/webhooks/:id': {
    params: (r) => ({ id: r.spareWebhookEndpointId }),
  },
  'POST /api/admin/:code/webhooks/:id/secret': {
    params: (r) => ({ id: r.webhookEndpointId }),
  },
  'GET /api/admin/:code/webhooks/:id/deliveries': {
    params: (r) => ({ id: r.webhookEndpointId }),
  },
  'POST /api/admin/:code/webhooks/:id/deliveries/:deliveryId/redeliver': {
    params: (r) => ({ id: r.webhookEndpointId, deliveryId: r.webhookDeliveryId }),
  },

  // The console's API keys (issue 13).
  'GET /api/admin/:code/api-keys': {},
  'POST /api/admin/:code/api-keys': { body: () => ({ name: 'Matrix', scopes: ['orders:read'] }) },
  'DELETE /api/admin/:code/api-keys/:id': {
    params: (r) => ({ id: r.apiKeyId }),
  },

  // The integration API, with an API key of the tenant (issue 13).
  'PUT /api/integration/:code/products': {
    body: (r) => ({ items: [{ part_number: `${r.code}-1`, selling_price: 4 }] }),
  },
  'PUT /api/integration/:code/stock': {
    body: (r) => ({ items: [{ part_number: `${r.code}-1`, available: 3 }] }),
  },
  'PUT /api/integration/:code/units': {
    body: (r) => ({
      items: [{ part_number: `${r.code}-1`, units: [{ uom_code: 'EA', cf: 1, is_default: true }] }],
    }),
  },
  'POST /api/integration/:code/price-lists/:id/entries/bulk': {
    params: (r) => ({ id: r.priceListId }),
    body: (r) => ({
      entries: [{ part_number: `${r.code}-1`, uom_code: 'EA', min_qty: 5, unit_price: 4 }],
    }),
  },
  'PUT /api/integration/:code/customers': {
    body: () => ({ items: [{ code: 'CUST-NEW', name: 'New customer' }] }),
  },
  'GET /api/integration/:code/orders': {},
  'POST /api/integration/:code/orders/:id/status': {
    params: (r) => ({ id: r.orderId }),
    body: () => ({ status: 'processed' }),
  },
  'POST /api/integration/:code/orders/:id/shipments': {
    params: (r) => ({ id: r.orderId }),
    body: () => ({
      carrier: 'ups',
      tracking_number: '1Z999',
      shipped_date: '2026-11-20',
      external_id: 'MATRIX-1',
      lines: [{ line_no: 1, quantity: 1 }],
    }),
  },
  'PATCH /api/integration/:code/orders/:id/lines': {
    params: (r) => ({ id: r.orderId }),
    body: () => ({ lines: [{ line_no: 1, promised_date: '2026-12-01' }] }),
  },
  'POST /api/integration/:code/invoices': {
    body: () => ({
      external_id: 'MATRIX-INV',
      number: 'MATRIX-INV',
      customer_code: 'CUST-A',
      issue_date: '2026-04-01',
      due_date: '2026-05-01',
      lines: [{ part_number: 'P-1', quantity: 1, unit_price: 5 }],
    }),
  },
  'GET /api/integration/:code/invoices/:id': { params: (r) => ({ id: r.invoiceId }) },
  'POST /api/integration/:code/payments': {
    body: () => ({
      external_id: 'MATRIX-PAY',
      customer_code: 'CUST-A',
      date: '2026-04-02',
      amount: 1,
    }),
  },
  'POST /api/integration/:code/credit-notes': {
    body: () => ({
      external_id: 'MATRIX-CN',
      customer_code: 'CUST-A',
      date: '2026-04-02',
      amount: 1,
    }),
  },
  // Returns (issue 31, decision 045): the matrix's return is requested, so receiving is a 409.
  'GET /api/integration/:code/returns': {},
  'POST /api/integration/:code/returns/:id/decision': {
    params: (r) => ({ id: r.returnId }),
    body: () => ({ decision: 'approve' }),
  },
  'POST /api/integration/:code/returns/:id/receive': {
    params: (r) => ({ id: r.returnId }),
    body: () => ({}),
  },
  'GET /api/integration/:code/quotes': {},
  'GET /api/integration/:code/quotes/:id': { params: (r) => ({ id: r.quoteId }) },
  'POST /api/integration/:code/quotes/:id/offers': {
    params: (r) => ({ id: r.quoteId }),
    body: (r) => ({
      valid_until: '2099-12-31',
      payment_terms: 'net30',
      lines: [{ quote_line_id: r.quoteLineId, price: 1 }],
    }),
  },
};

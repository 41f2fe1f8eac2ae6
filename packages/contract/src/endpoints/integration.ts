/** Endpoints of the integration area: the company's own systems, with an API key of the company and the endpoint's scope (`/api/integration/:code`). */
import { defineEndpoint } from './endpoint.ts';
import { integrationErrors } from './answers.ts';
import {
  adminOrderResponse,
  adminQuoteListQuery,
  bulkCountsResponse,
  bulkPriceEntriesRequest,
  bulkPriceEntriesResponse,
  changeOrderStatusRequest,
  codeParams,
  confirmLinesRequest,
  integrationShipmentRequest,
  shipmentResponse,
  integrationOrderParams,
  ordersSinceQuery,
  ordersSinceResponse,
  priceListParams,
  putCustomersRequest,
  putProductsRequest,
  putStockRequest,
  putUnitsRequest,
  quoteDetailResponse,
  quoteList,
  recordIdParams,
  sendQuoteOfferRequest,
  invoiceResponse,
  postedCreditResponse,
  postedInvoiceResponse,
  postInvoiceRequest,
  postLedgerCreditRequest,
  adminReturnParams,
  decideReturnRequest,
  integrationReturnResponse,
  receiveReturnRequest,
  returnsSinceResponse,
} from '../index.ts';

// integration

export const integrationPutProducts = defineEndpoint({
  method: 'PUT',
  path: '/api/integration/:code/products',
  area: 'integration',
  scope: 'catalogue:write',
  params: codeParams,
  body: putProductsRequest,
  responses: { 200: bulkCountsResponse, ...integrationErrors },
});

export const integrationPutStock = defineEndpoint({
  method: 'PUT',
  path: '/api/integration/:code/stock',
  area: 'integration',
  scope: 'catalogue:write',
  params: codeParams,
  body: putStockRequest,
  responses: { 200: bulkCountsResponse, ...integrationErrors },
});

export const integrationPutUnits = defineEndpoint({
  method: 'PUT',
  path: '/api/integration/:code/units',
  area: 'integration',
  scope: 'catalogue:write',
  params: codeParams,
  body: putUnitsRequest,
  responses: { 200: bulkCountsResponse, ...integrationErrors },
});

export const integrationBulkPriceEntries = defineEndpoint({
  method: 'POST',
  path: '/api/integration/:code/price-lists/:id/entries/bulk',
  area: 'integration',
  owns: 'tenant',
  scope: 'prices:write',
  params: priceListParams,
  body: bulkPriceEntriesRequest,
  responses: { 200: bulkPriceEntriesResponse, ...integrationErrors },
});

export const integrationPutCustomers = defineEndpoint({
  method: 'PUT',
  path: '/api/integration/:code/customers',
  area: 'integration',
  scope: 'customers:write',
  params: codeParams,
  body: putCustomersRequest,
  responses: { 200: bulkCountsResponse, ...integrationErrors },
});

export const integrationOrdersSince = defineEndpoint({
  method: 'GET',
  path: '/api/integration/:code/orders',
  area: 'integration',
  scope: 'orders:read',
  params: codeParams,
  query: ordersSinceQuery,
  responses: { 200: ordersSinceResponse, ...integrationErrors },
});

export const integrationChangeOrderStatus = defineEndpoint({
  method: 'POST',
  path: '/api/integration/:code/orders/:id/status',
  area: 'integration',
  owns: 'tenant',
  scope: 'orders:write',
  params: integrationOrderParams,
  body: changeOrderStatusRequest,
  responses: { 200: adminOrderResponse, ...integrationErrors },
});

/** Quote requests as the console's inbox lists them (issue 30 point 6), for an ERP to price. */
export const integrationQuotes = defineEndpoint({
  method: 'GET',
  path: '/api/integration/:code/quotes',
  area: 'integration',
  scope: 'quotes:read',
  params: codeParams,
  query: adminQuoteListQuery,
  responses: { 200: quoteList, ...integrationErrors },
});

/** One quote with its request lines (their ids are what an offer prices) and versions. */
export const integrationQuote = defineEndpoint({
  method: 'GET',
  path: '/api/integration/:code/quotes/:id',
  area: 'integration',
  owns: 'tenant',
  scope: 'quotes:read',
  params: recordIdParams,
  responses: { 200: quoteDetailResponse, ...integrationErrors },
});

/** A new offer version, as the console sends it (immutable once sent). */
export const integrationSendQuoteOffer = defineEndpoint({
  method: 'POST',
  path: '/api/integration/:code/quotes/:id/offers',
  area: 'integration',
  owns: 'tenant',
  scope: 'quotes:write',
  params: recordIdParams,
  body: sendQuoteOfferRequest,
  responses: { 201: quoteDetailResponse, ...integrationErrors },
});

/**
 * A shipment the ERP records (issue 31, decision 037), by the order's id (the feed's): its
 * external id is required, and sending it again answers the same shipment (200), never a second.
 */
export const integrationRecordShipment = defineEndpoint({
  method: 'POST',
  path: '/api/integration/:code/orders/:id/shipments',
  area: 'integration',
  owns: 'tenant',
  scope: 'shipments:write',
  params: integrationOrderParams,
  body: integrationShipmentRequest,
  responses: { 201: shipmentResponse, 200: shipmentResponse, ...integrationErrors },
});

/** The confirmed quantity and promised date of lines, by line number (the feed's `line_no`). */
export const integrationConfirmOrderLines = defineEndpoint({
  method: 'PATCH',
  path: '/api/integration/:code/orders/:id/lines',
  area: 'integration',
  owns: 'tenant',
  scope: 'shipments:write',
  params: integrationOrderParams,
  body: confirmLinesRequest,
  responses: { 200: adminOrderResponse, ...integrationErrors },
});

// invoices, payments and credit notes from the ERP (issue 31, decision 038): idempotent by
// external_id, the same document posted twice is one

export const integrationPostInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/integration/:code/invoices',
  area: 'integration',
  scope: 'invoices:write',
  params: codeParams,
  body: postInvoiceRequest,
  responses: { 200: postedInvoiceResponse, 201: postedInvoiceResponse, ...integrationErrors },
});

export const integrationInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/integration/:code/invoices/:id',
  area: 'integration',
  owns: 'tenant',
  scope: 'invoices:read',
  params: recordIdParams,
  responses: { 200: invoiceResponse, ...integrationErrors },
});

export const integrationPostPayment = defineEndpoint({
  method: 'POST',
  path: '/api/integration/:code/payments',
  area: 'integration',
  scope: 'invoices:write',
  params: codeParams,
  body: postLedgerCreditRequest,
  responses: { 200: postedCreditResponse, 201: postedCreditResponse, ...integrationErrors },
});

export const integrationPostCreditNote = defineEndpoint({
  method: 'POST',
  path: '/api/integration/:code/credit-notes',
  area: 'integration',
  scope: 'invoices:write',
  params: codeParams,
  body: postLedgerCreditRequest,
  responses: { 200: postedCreditResponse, 201: postedCreditResponse, ...integrationErrors },
});

// returns (issue 31, decision 045): the ERP reads them as they change and records the
// manufacturer's decision and the goods' arrival; each call repeated answers the same return

/** Returns asked for or moved since the cursor, oldest change first (as the orders feed). */
export const integrationReturnsSince = defineEndpoint({
  method: 'GET',
  path: '/api/integration/:code/returns',
  area: 'integration',
  scope: 'returns:read',
  params: codeParams,
  query: ordersSinceQuery,
  responses: { 200: returnsSinceResponse, ...integrationErrors },
});

/** Approves or refuses a requested return; the same decision again answers the return (200). */
export const integrationDecideReturn = defineEndpoint({
  method: 'POST',
  path: '/api/integration/:code/returns/:id/decision',
  area: 'integration',
  owns: 'tenant',
  scope: 'returns:write',
  params: adminReturnParams,
  body: decideReturnRequest,
  responses: { 200: integrationReturnResponse, ...integrationErrors },
});

/**
 * Records an approved return received: its credit note enters the ledger (settling the chosen
 * open invoice, or on account) as the console's does; received again answers the return, with
 * the one credit note it wrote.
 */
export const integrationReceiveReturn = defineEndpoint({
  method: 'POST',
  path: '/api/integration/:code/returns/:id/receive',
  area: 'integration',
  owns: 'tenant',
  scope: 'returns:write',
  params: adminReturnParams,
  body: receiveReturnRequest,
  responses: { 200: integrationReturnResponse, ...integrationErrors },
});

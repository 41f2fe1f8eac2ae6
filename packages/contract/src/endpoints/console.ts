/** Endpoints of the console area: the company's administrators (`/api/admin/:code`). */
import { defineEndpoint, fileAnswer } from './endpoint.ts';
import { consoleErrors, pdfAnswer } from './answers.ts';
import {
  adminReturnList,
  adminReturnParams,
  receiveReturnRequest,
  adminReturnPhotoParams,
  adminReturnResponse,
  decideReturnRequest,
  RETURN_PHOTO_TYPES,
  returnPhotoFile,
  addressParams,
  adminAddressResponse,
  adminBrandingResponse,
  adminCategoryList,
  adminCategoryResponse,
  adminCustomerList,
  adminCustomerResponse,
  adminOrderList,
  adminOrderListQuery,
  adminOrderResponse,
  adminPageParams,
  adminPageResponse,
  adminPriceEntryList,
  adminPriceEntryResponse,
  adminPriceListList,
  adminPriceListResponse,
  adminProductList,
  adminProductListQuery,
  adminProductResponse,
  adminQuoteListQuery,
  adminShipmentList,
  carrierTemplates,
  carrierTemplatesResponse,
  confirmLinesRequest,
  createShipmentRequest,
  shipmentResponse,
  adminUomList,
  adminUomResponse,
  adminWebhookEndpointList,
  adminWebhookEndpointResponse,
  apiKeyList,
  approvalRuleList,
  approvalRuleRequest,
  approvalRuleResponse,
  customerApprovalRuleParams,
  apiKeyResponse,
  approveRegistrationRequest,
  auditList,
  auditListQuery,
  searchMissList,
  searchMissListQuery,
  saveSearchSynonymRequest,
  productAttributeIdParams,
  productAttributeList,
  productAttributeResponse,
  saveProductAttributeRequest,
  searchSynonymIdParams,
  searchSynonymList,
  searchSynonymResponse,
  bulkPriceEntriesRequest,
  bulkPriceEntriesResponse,
  categoryIdParams,
  changeOrderStatusRequest,
  codeParams,
  createAddressRequest,
  createApiKeyRequest,
  createCategoryRequest,
  createCustomerRequest,
  createdApiKeyResponse,
  createPriceListRequest,
  createProductRequest,
  createUomRequest,
  createWebhookEndpointRequest,
  csvFile,
  csvImportBody,
  csvImportQuery,
  customerListQuery,
  customerParams,
  errorBody,
  imageUpload,
  importJobParams,
  importJobResponse,
  importStartResponse,
  issueResetLinkResponse,
  memberList,
  memberListQuery,
  memberResponse,
  noContent,
  passwordResetList,
  passwordResetListQuery,
  passwordResetResponse,
  priceListCustomerList,
  priceListCustomerParams,
  priceListCustomerQuery,
  priceListEntryQuery,
  priceListImportJobParams,
  priceListParams,
  priceListQuery,
  productIdParams,
  putPriceEntryRequest,
  quoteDetailResponse,
  quoteList,
  quoteMessageRequest,
  quoteQuestionRequest,
  recordIdParams,
  registrationList,
  registrationListQuery,
  registrationResponse,
  rejectRegistrationRequest,
  savePageRequest,
  sendQuoteOfferRequest,
  uomIdParams,
  updateAddressRequest,
  updateBrandingRequest,
  updateCategoryRequest,
  updateCustomerRequest,
  updateMemberRequest,
  updatePriceListRequest,
  updateProductRequest,
  updateUomRequest,
  updateWebhookEndpointRequest,
  userIdParams,
  webhookDeliveryList,
  webhookDeliveryParams,
  webhookDeliveryQuery,
  webhookDeliveryResponse,
  webhookEndpointParams,
  webhookEndpointWithSecretResponse,
  createInvoiceFromOrderRequest,
  createInvoiceFromShipmentRequest,
  shipmentInvoiceParams,
  invoiceList,
  invoiceListQuery,
  invoiceResponse,
  ledgerEntryResponse,
  ledgerPage,
  ledgerQuery,
  recordLedgerCreditRequest,
} from '../index.ts';

const productsCsvFile = fileAnswer(csvFile, ['text/csv'], 'The products, one row each.');
const priceEntriesCsvFile = fileAnswer(
  csvFile,
  ['text/csv'],
  'The list’s entries, one tier a row.',
);

// admin/api-keys

export const adminApiKeys = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/api-keys',
  area: 'console',
  params: codeParams,
  responses: { 200: apiKeyList, ...consoleErrors },
});

export const adminCreateApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/api-keys',
  area: 'console',
  params: codeParams,
  body: createApiKeyRequest,
  responses: { 201: createdApiKeyResponse, ...consoleErrors },
});

export const adminRevokeApiKey = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/:code/api-keys/:id',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  responses: { 200: apiKeyResponse, ...consoleErrors },
});

// admin/audit

export const adminAudit = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/audit',
  area: 'console',
  params: codeParams,
  query: auditListQuery,
  responses: { 200: auditList, ...consoleErrors },
});

// admin/search-misses

/** The searches of the tenant's buyers that found nothing, the most searched first. */
export const adminSearchMisses = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/search-misses',
  area: 'console',
  params: codeParams,
  query: searchMissListQuery,
  responses: { 200: searchMissList, ...consoleErrors },
});

/** The tenant's synonym groups (issue 32 point 2), in the order they were made. */
export const adminSearchSynonyms = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/search-synonyms',
  area: 'console',
  params: codeParams,
  responses: { 200: searchSynonymList, ...consoleErrors },
});

export const adminCreateSearchSynonym = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/search-synonyms',
  area: 'console',
  params: codeParams,
  body: saveSearchSynonymRequest,
  responses: { 201: searchSynonymResponse, ...consoleErrors },
});

export const adminUpdateSearchSynonym = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/:code/search-synonyms/:id',
  area: 'console',
  owns: 'tenant',
  params: searchSynonymIdParams,
  body: saveSearchSynonymRequest,
  responses: { 200: searchSynonymResponse, ...consoleErrors },
});

export const adminDeleteSearchSynonym = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/:code/search-synonyms/:id',
  area: 'console',
  owns: 'tenant',
  params: searchSynonymIdParams,
  responses: { 204: noContent, ...consoleErrors },
});

/** The tenant's product attributes (issue 32 point 1, decision 040), in their order. */
export const adminProductAttributes = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/product-attributes',
  area: 'console',
  params: codeParams,
  responses: { 200: productAttributeList, ...consoleErrors },
});

export const adminCreateProductAttribute = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/product-attributes',
  area: 'console',
  params: codeParams,
  body: saveProductAttributeRequest,
  responses: { 201: productAttributeResponse, ...consoleErrors },
});

export const adminUpdateProductAttribute = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/:code/product-attributes/:id',
  area: 'console',
  owns: 'tenant',
  params: productAttributeIdParams,
  body: saveProductAttributeRequest,
  responses: { 200: productAttributeResponse, ...consoleErrors },
});

export const adminDeleteProductAttribute = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/:code/product-attributes/:id',
  area: 'console',
  owns: 'tenant',
  params: productAttributeIdParams,
  responses: { 204: noContent, ...consoleErrors },
});

// admin/branding

export const adminBranding = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/branding',
  area: 'console',
  params: codeParams,
  responses: { 200: adminBrandingResponse, ...consoleErrors },
});

export const adminUpdateBranding = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/:code/branding',
  area: 'console',
  params: codeParams,
  body: updateBrandingRequest,
  responses: { 200: adminBrandingResponse, ...consoleErrors },
});

export const adminUploadLogo = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/branding/logo',
  area: 'console',
  params: codeParams,
  upload: imageUpload,
  responses: { 200: adminBrandingResponse, ...consoleErrors },
});

export const adminUploadBanner = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/branding/banner',
  area: 'console',
  params: codeParams,
  upload: imageUpload,
  responses: { 200: adminBrandingResponse, ...consoleErrors },
});

export const adminDeleteLogo = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/:code/branding/logo',
  area: 'console',
  params: codeParams,
  responses: { 200: adminBrandingResponse, ...consoleErrors },
});

export const adminDeleteBanner = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/:code/branding/banner',
  area: 'console',
  params: codeParams,
  responses: { 200: adminBrandingResponse, ...consoleErrors },
});

export const adminPage = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/pages/:slug/:lang',
  area: 'console',
  params: adminPageParams,
  responses: { 200: adminPageResponse, ...consoleErrors },
});

export const adminSavePage = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/:code/pages/:slug/:lang',
  area: 'console',
  params: adminPageParams,
  body: savePageRequest,
  responses: { 200: adminPageResponse, ...consoleErrors },
});

// admin/catalogue-csv

export const adminExportProducts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/products/export.csv',
  area: 'console',
  params: codeParams,
  responses: { 200: productsCsvFile, ...consoleErrors },
});

export const adminImportProducts = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/products/import',
  area: 'console',
  params: codeParams,
  query: csvImportQuery,
  consumes: ['text/csv'],
  body: csvImportBody,
  responses: { 202: importStartResponse, ...consoleErrors },
});

export const adminProductImportJob = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/products/import/:jobId',
  area: 'console',
  owns: 'tenant',
  params: importJobParams,
  responses: { 200: importJobResponse, ...consoleErrors },
});

// admin/categories

export const adminCategories = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/categories',
  area: 'console',
  params: codeParams,
  responses: { 200: adminCategoryList, ...consoleErrors },
});

export const adminCreateCategory = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/categories',
  area: 'console',
  params: codeParams,
  body: createCategoryRequest,
  responses: { 201: adminCategoryResponse, ...consoleErrors },
});

export const adminUpdateCategory = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/:code/categories/:id',
  area: 'console',
  owns: 'tenant',
  params: categoryIdParams,
  body: updateCategoryRequest,
  responses: { 200: adminCategoryResponse, ...consoleErrors },
});

export const adminDeleteCategory = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/:code/categories/:id',
  area: 'console',
  owns: 'tenant',
  params: categoryIdParams,
  responses: { 204: noContent, ...consoleErrors },
});

// admin/customers

export const adminCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/customers',
  area: 'console',
  params: codeParams,
  query: customerListQuery,
  responses: { 200: adminCustomerList, ...consoleErrors },
});

export const adminCreateCustomer = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/customers',
  area: 'console',
  params: codeParams,
  body: createCustomerRequest,
  responses: { 201: adminCustomerResponse, ...consoleErrors },
});

export const adminCustomer = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/customers/:id',
  area: 'console',
  owns: 'tenant',
  params: customerParams,
  responses: { 200: adminCustomerResponse, ...consoleErrors },
});

export const adminUpdateCustomer = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/:code/customers/:id',
  area: 'console',
  owns: 'tenant',
  params: customerParams,
  body: updateCustomerRequest,
  responses: { 200: adminCustomerResponse, ...consoleErrors },
});

// A customer's approval rules as the manufacturer reads them (decision 033): kept by the
// customer's administrator; the console shows them on the customer's page.
export const adminCustomerApprovalRules = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/customers/:id/approval-rules',
  area: 'console',
  owns: 'tenant',
  params: customerParams,
  responses: { 200: approvalRuleList, ...consoleErrors },
});

// The manufacturer keeps them too (issue 29 point 3, decision 042), with the same checks.
export const adminCreateCustomerApprovalRule = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/customers/:id/approval-rules',
  area: 'console',
  owns: 'tenant',
  params: customerParams,
  body: approvalRuleRequest,
  responses: { 201: approvalRuleResponse, ...consoleErrors },
});

export const adminUpdateCustomerApprovalRule = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/:code/customers/:id/approval-rules/:ruleId',
  area: 'console',
  owns: 'tenant',
  params: customerApprovalRuleParams,
  body: approvalRuleRequest,
  responses: { 200: approvalRuleResponse, ...consoleErrors },
});

export const adminDeleteCustomerApprovalRule = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/:code/customers/:id/approval-rules/:ruleId',
  area: 'console',
  owns: 'tenant',
  params: customerApprovalRuleParams,
  responses: { 204: noContent, ...consoleErrors },
});

export const adminCreateAddress = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/customers/:id/addresses',
  area: 'console',
  owns: 'tenant',
  params: customerParams,
  body: createAddressRequest,
  responses: { 201: adminAddressResponse, ...consoleErrors },
});

export const adminUpdateAddress = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/:code/customers/:id/addresses/:addressId',
  area: 'console',
  owns: 'tenant',
  params: addressParams,
  body: updateAddressRequest,
  responses: { 200: adminAddressResponse, ...consoleErrors },
});

export const adminDeleteAddress = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/:code/customers/:id/addresses/:addressId',
  area: 'console',
  owns: 'tenant',
  params: addressParams,
  responses: { 204: noContent, ...consoleErrors },
});

// admin/members

export const adminMembers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/members',
  area: 'console',
  params: codeParams,
  query: memberListQuery,
  responses: { 200: memberList, ...consoleErrors },
});

export const adminUpdateMember = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/:code/members/:userId',
  area: 'console',
  owns: 'tenant',
  params: userIdParams,
  body: updateMemberRequest,
  responses: { 200: memberResponse, ...consoleErrors },
});

// admin/orders

export const adminOrders = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/orders',
  area: 'console',
  params: codeParams,
  query: adminOrderListQuery,
  responses: { 200: adminOrderList, ...consoleErrors },
});

export const adminOrder = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/orders/:id',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  responses: { 200: adminOrderResponse, ...consoleErrors },
});

export const adminOrderPdf = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/orders/:id/pdf',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  responses: {
    200: pdfAnswer("The order as a PDF, in the reader's language."),
    ...consoleErrors,
  },
});

export const adminChangeOrderStatus = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/orders/:id/status',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  body: changeOrderStatusRequest,
  responses: { 200: adminOrderResponse, ...consoleErrors },
});

// admin/password-resets

export const adminPasswordResets = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/password-resets',
  area: 'console',
  params: codeParams,
  query: passwordResetListQuery,
  responses: { 200: passwordResetList, ...consoleErrors },
});

export const adminIssueResetLink = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/password-resets/:id/issue-link',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  responses: { 200: issueResetLinkResponse, ...consoleErrors },
});

export const adminDismissReset = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/password-resets/:id/dismiss',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  responses: { 200: passwordResetResponse, ...consoleErrors },
});

// admin/price-lists

export const adminExportPriceEntries = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/price-lists/:id/entries/export.csv',
  area: 'console',
  owns: 'tenant',
  params: priceListParams,
  responses: { 200: priceEntriesCsvFile, ...consoleErrors },
});

export const adminImportPriceEntries = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/price-lists/:id/entries/import',
  area: 'console',
  owns: 'tenant',
  params: priceListParams,
  query: csvImportQuery,
  consumes: ['text/csv'],
  body: csvImportBody,
  responses: { 202: importStartResponse, ...consoleErrors },
});

export const adminPriceImportJob = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/price-lists/:id/entries/import/:jobId',
  area: 'console',
  owns: 'tenant',
  params: priceListImportJobParams,
  responses: { 200: importJobResponse, ...consoleErrors },
});

export const adminPriceListCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/price-lists/:id/customers',
  area: 'console',
  owns: 'tenant',
  params: priceListParams,
  query: priceListCustomerQuery,
  responses: { 200: priceListCustomerList, ...consoleErrors },
});

export const adminAssignPriceList = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/:code/price-lists/:id/customers/:customerId',
  area: 'console',
  owns: 'tenant',
  params: priceListCustomerParams,
  responses: { 204: noContent, ...consoleErrors },
});

export const adminUnassignPriceList = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/:code/price-lists/:id/customers/:customerId',
  area: 'console',
  owns: 'tenant',
  params: priceListCustomerParams,
  responses: { 204: noContent, ...consoleErrors },
});

export const adminPriceEntries = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/price-lists/:id/entries',
  area: 'console',
  owns: 'tenant',
  params: priceListParams,
  query: priceListEntryQuery,
  responses: { 200: adminPriceEntryList, ...consoleErrors },
});

export const adminPutPriceEntry = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/:code/price-lists/:id/entries',
  area: 'console',
  owns: 'tenant',
  params: priceListParams,
  body: putPriceEntryRequest,
  responses: { 200: adminPriceEntryResponse, ...consoleErrors },
});

export const adminBulkPriceEntries = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/price-lists/:id/entries/bulk',
  area: 'console',
  owns: 'tenant',
  params: priceListParams,
  body: bulkPriceEntriesRequest,
  responses: { 200: bulkPriceEntriesResponse, ...consoleErrors },
});

export const adminPriceLists = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/price-lists',
  area: 'console',
  params: codeParams,
  query: priceListQuery,
  responses: { 200: adminPriceListList, ...consoleErrors },
});

export const adminCreatePriceList = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/price-lists',
  area: 'console',
  params: codeParams,
  body: createPriceListRequest,
  responses: { 201: adminPriceListResponse, ...consoleErrors },
});

export const adminPriceList = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/price-lists/:id',
  area: 'console',
  owns: 'tenant',
  params: priceListParams,
  responses: { 200: adminPriceListResponse, ...consoleErrors },
});

export const adminUpdatePriceList = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/:code/price-lists/:id',
  area: 'console',
  owns: 'tenant',
  params: priceListParams,
  body: updatePriceListRequest,
  responses: { 200: adminPriceListResponse, ...consoleErrors },
});

export const adminDeletePriceList = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/:code/price-lists/:id',
  area: 'console',
  owns: 'tenant',
  params: priceListParams,
  responses: { 204: noContent, ...consoleErrors },
});

// admin/products

export const adminProducts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/products',
  area: 'console',
  params: codeParams,
  query: adminProductListQuery,
  responses: { 200: adminProductList, ...consoleErrors },
});

export const adminCreateProduct = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/products',
  area: 'console',
  params: codeParams,
  body: createProductRequest,
  responses: { 201: adminProductResponse, ...consoleErrors },
});

export const adminProduct = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/products/:id',
  area: 'console',
  owns: 'tenant',
  params: productIdParams,
  responses: { 200: adminProductResponse, ...consoleErrors },
});

export const adminUpdateProduct = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/:code/products/:id',
  area: 'console',
  owns: 'tenant',
  params: productIdParams,
  body: updateProductRequest,
  responses: { 200: adminProductResponse, ...consoleErrors },
});

export const adminUploadProductImage = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/products/:id/image',
  area: 'console',
  owns: 'tenant',
  params: productIdParams,
  upload: imageUpload,
  responses: { 200: adminProductResponse, ...consoleErrors },
});

export const adminDeleteProductImage = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/:code/products/:id/image',
  area: 'console',
  owns: 'tenant',
  params: productIdParams,
  responses: { 200: adminProductResponse, ...consoleErrors },
});

// admin/registrations

export const adminRegistrations = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/registrations',
  area: 'console',
  params: codeParams,
  query: registrationListQuery,
  responses: { 200: registrationList, ...consoleErrors },
});

export const adminApproveRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/registrations/:userId/approve',
  area: 'console',
  owns: 'tenant',
  params: userIdParams,
  body: approveRegistrationRequest,
  responses: { 200: registrationResponse, ...consoleErrors },
});

export const adminRejectRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/registrations/:userId/reject',
  area: 'console',
  owns: 'tenant',
  params: userIdParams,
  body: rejectRegistrationRequest,
  responses: { 200: registrationResponse, ...consoleErrors },
});

// admin/uoms

export const adminUoms = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/uoms',
  area: 'console',
  params: codeParams,
  responses: { 200: adminUomList, ...consoleErrors },
});

export const adminCreateUom = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/uoms',
  area: 'console',
  params: codeParams,
  body: createUomRequest,
  responses: { 201: adminUomResponse, ...consoleErrors },
});

export const adminUpdateUom = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/:code/uoms/:id',
  area: 'console',
  owns: 'tenant',
  params: uomIdParams,
  body: updateUomRequest,
  responses: { 200: adminUomResponse, ...consoleErrors },
});

// admin/webhooks

export const adminWebhooks = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/webhooks',
  area: 'console',
  params: codeParams,
  responses: { 200: adminWebhookEndpointList, ...consoleErrors },
});

export const adminCreateWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/webhooks',
  area: 'console',
  params: codeParams,
  body: createWebhookEndpointRequest,
  responses: { 201: webhookEndpointWithSecretResponse, ...consoleErrors },
});

export const adminWebhook = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/webhooks/:id',
  area: 'console',
  owns: 'tenant',
  params: webhookEndpointParams,
  responses: { 200: adminWebhookEndpointResponse, ...consoleErrors },
});

export const adminUpdateWebhook = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/:code/webhooks/:id',
  area: 'console',
  owns: 'tenant',
  params: webhookEndpointParams,
  body: updateWebhookEndpointRequest,
  responses: { 200: adminWebhookEndpointResponse, ...consoleErrors },
});

export const adminDeleteWebhook = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/:code/webhooks/:id',
  area: 'console',
  owns: 'tenant',
  params: webhookEndpointParams,
  responses: { 204: noContent, ...consoleErrors },
});

export const adminRollWebhookSecret = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/webhooks/:id/secret',
  area: 'console',
  owns: 'tenant',
  params: webhookEndpointParams,
  responses: { 200: webhookEndpointWithSecretResponse, ...consoleErrors },
});

export const adminWebhookDeliveries = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/webhooks/:id/deliveries',
  area: 'console',
  owns: 'tenant',
  params: webhookEndpointParams,
  query: webhookDeliveryQuery,
  responses: { 200: webhookDeliveryList, ...consoleErrors },
});

export const adminRedeliverWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/webhooks/:id/deliveries/:deliveryId/redeliver',
  area: 'console',
  owns: 'tenant',
  params: webhookDeliveryParams,
  responses: { 200: webhookDeliveryResponse, ...consoleErrors, 429: errorBody },
});

// admin/quotes (issue 30)

export const adminQuotes = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/quotes',
  area: 'console',
  params: codeParams,
  query: adminQuoteListQuery,
  responses: { 200: quoteList, ...consoleErrors },
});

export const adminQuote = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/quotes/:id',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  responses: { 200: quoteDetailResponse, ...consoleErrors },
});

export const adminSendQuoteOffer = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/quotes/:id/offers',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  body: sendQuoteOfferRequest,
  responses: { 201: quoteDetailResponse, ...consoleErrors },
});

export const adminAskQuoteInformation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/quotes/:id/question',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  body: quoteQuestionRequest,
  responses: { 200: quoteDetailResponse, ...consoleErrors },
});

export const adminDeclineQuote = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/quotes/:id/decline',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  body: quoteMessageRequest,
  responses: { 200: quoteDetailResponse, ...consoleErrors },
});

export const adminWithdrawQuote = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/quotes/:id/withdraw',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  body: quoteMessageRequest,
  responses: { 200: quoteDetailResponse, ...consoleErrors },
});

// admin/orders/:id/shipments (issue 31, decision 037)

/** An order's shipments, oldest first, with who recorded each. */
export const adminOrderShipments = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/orders/:id/shipments',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  responses: { 200: adminShipmentList, ...consoleErrors },
});

/**
 * Records a shipment of some of the order's lines (a confirmed order only; never more than is
 * still to ship). An Idempotency-Key makes a double click one shipment; an external id already
 * recorded answers that shipment (200).
 */
export const adminRecordShipment = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/orders/:id/shipments',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  body: createShipmentRequest,
  responses: { 201: shipmentResponse, 200: shipmentResponse, ...consoleErrors },
});

/** Sets the confirmed quantity and promised date of lines; answers the order. */
export const adminConfirmOrderLines = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/:code/orders/:id/lines',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  body: confirmLinesRequest,
  responses: { 200: adminOrderResponse, ...consoleErrors },
});

/** The carriers' tracking-link templates: the tenant's own, or the defaults. */
export const adminCarrierTemplates = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/settings/carriers',
  area: 'console',
  params: codeParams,
  responses: { 200: carrierTemplatesResponse, ...consoleErrors },
});

export const adminUpdateCarrierTemplates = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/:code/settings/carriers',
  area: 'console',
  params: codeParams,
  body: carrierTemplates,
  responses: { 200: carrierTemplatesResponse, ...consoleErrors },
});

// a customer's invoices and ledger (issue 31, decision 038)

export const adminCustomerInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/customers/:id/invoices',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  query: invoiceListQuery,
  responses: { 200: invoiceList, ...consoleErrors },
});

export const adminCreateInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/customers/:id/invoices',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  body: createInvoiceFromOrderRequest,
  responses: { 201: invoiceResponse, ...consoleErrors },
});

/**
 * "Create invoice from shipment" (issue 31 point 2, tenant without an ERP): the shipment's lines
 * at the order's prices, billed to the order's customer; a shipment is invoiced once (409).
 */
export const adminCreateInvoiceFromShipment = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/orders/:id/shipments/:shipmentId/invoice',
  area: 'console',
  owns: 'tenant',
  params: shipmentInvoiceParams,
  body: createInvoiceFromShipmentRequest,
  responses: { 201: invoiceResponse, ...consoleErrors },
});

export const adminCustomerLedger = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/customers/:id/ledger',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  query: ledgerQuery,
  responses: { 200: ledgerPage, ...consoleErrors },
});

export const adminRecordLedgerCredit = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/customers/:id/ledger',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  body: recordLedgerCreditRequest,
  responses: { 201: ledgerEntryResponse, ...consoleErrors },
});

export const adminInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/invoices/:id',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  responses: { 200: invoiceResponse, ...consoleErrors },
});

export const adminInvoicePdf = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/invoices/:id/pdf',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  responses: {
    200: pdfAnswer("The invoice as a PDF, in the reader's language."),
    ...consoleErrors,
  },
});

// returns (issue 31 point 4, decision 039)

/** An order's returns, newest first, with who asked and who decided. */
export const adminOrderReturns = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/orders/:id/returns',
  area: 'console',
  owns: 'tenant',
  params: recordIdParams,
  responses: { 200: adminReturnList, ...consoleErrors },
});

/** Approves or refuses a requested return; the buyer who asked is e-mailed the decision. */
export const adminDecideReturn = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/returns/:id/decision',
  area: 'console',
  owns: 'tenant',
  params: adminReturnParams,
  body: decideReturnRequest,
  responses: { 200: adminReturnResponse, ...consoleErrors },
});

/** Marks an approved return received: a credit note of its lines enters the customer's ledger. */
export const adminReceiveReturn = defineEndpoint({
  method: 'POST',
  path: '/api/admin/:code/returns/:id/receive',
  area: 'console',
  owns: 'tenant',
  params: adminReturnParams,
  body: receiveReturnRequest,
  responses: { 200: adminReturnResponse, ...consoleErrors },
});

export const adminReturnPhotoImage = defineEndpoint({
  method: 'GET',
  path: '/api/admin/:code/returns/:id/photos/:photoId',
  area: 'console',
  owns: 'tenant',
  params: adminReturnPhotoParams,
  responses: {
    200: fileAnswer(returnPhotoFile, RETURN_PHOTO_TYPES, 'A photo of the return.'),
    ...consoleErrors,
  },
});

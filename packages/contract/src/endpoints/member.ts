/** Endpoints of the member area: approved members of the company named by `:code`: their catalogue, customer, orders, lists, pages and profile. */
import { defineEndpoint, fileAnswer } from './endpoint.ts';
import { conflictErrors, pdfAnswer, signedInErrors } from './answers.ts';
import {
  buyerReturnParams,
  buyerReturnPhotoParams,
  createReturnRequest,
  RETURN_PHOTO_TYPES,
  returnList,
  returnPhotoFile,
  returnPhotoUpload,
  returnResponse,
  colleagueList,
  colleagueParams,
  colleagueResponse,
  invitationList,
  invitationParams,
  invitationResponse,
  inviteColleagueRequest,
  updateColleagueRequest,
  acceptQuoteRequest,
  addSavedListLinesRequest,
  approvalDecisionResponse,
  approvalInbox,
  approvalRuleList,
  approvalRuleParams,
  approvalRuleRequest,
  approvalRuleResponse,
  colleagueSpendingLimitResponse,
  setSpendingLimitRequest,
  spendingLimitResponse,
  declineOrderRequest,
  addSavedListLinesResponse,
  categoryList,
  categoryQuery,
  changePasswordRequest,
  checkedLinesResponse,
  codeParams,
  contentPageParams,
  createOrderHeaders,
  createOrderRequest,
  createOrderResponse,
  createQuoteRequest,
  createQuoteResponse,
  createSavedListRequest,
  createSavedListResponse,
  customerQuery,
  customerResponse,
  emailPreferences as emailPreferencesSchema,
  errorBody,
  htmlDocument,
  messageBody,
  noContent,
  orderDetail,
  orderList,
  orderListQuery,
  orderParams,
  privateSettings,
  productDetailsResponse,
  productFacets,
  facetQuery,
  productList,
  productParams,
  productQuery,
  buyerSuggestions,
  suggestionQuery,
  quickOrderCheckRequest,
  quickOrderParams,
  quoteChangesRequest,
  quoteDetailResponse,
  quoteList,
  quoteListQuery,
  quoteMessageRequest,
  quoteParams,
  renameSavedListRequest,
  savedListDetailResponse,
  savedListLineParams,
  savedListLineResponse,
  savedListParams,
  savedListsResponse,
  savedListSummaryResponse,
  updateSavedListLineRequest,
  accountBalanceResponse,
  csvFile,
  invoiceList,
  invoiceListQuery,
  invoiceParams,
  invoiceResponse,
  statementQuery,
  statementResponse,
} from '../index.ts';

const memberPage = fileAnswer(
  htmlDocument,
  ['text/html'],
  'The members’ About Us page, sandboxed.',
);
const preferenceErrors = { 401: errorBody, 403: errorBody, 422: errorBody };

// auth

export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/api/user/:code/password',
  area: 'member',
  params: codeParams,
  body: changePasswordRequest,
  responses: { 200: messageBody },
});

// catalogue

export const categories = defineEndpoint({
  method: 'GET',
  path: '/api/categories/:code',
  area: 'member',
  params: codeParams,
  query: categoryQuery,
  responses: { 200: categoryList },
});

export const products = defineEndpoint({
  method: 'GET',
  path: '/api/products/:code',
  area: 'member',
  params: codeParams,
  query: productQuery,
  responses: { 200: productList },
});

/** The facets beside a list (decision 044): counts per category, attribute value, stock and price. */
export const productFacetCounts = defineEndpoint({
  method: 'GET',
  path: '/api/products/:code/facets',
  area: 'member',
  params: codeParams,
  query: facetQuery,
  responses: { 200: productFacets },
});

export const productDetails = defineEndpoint({
  method: 'GET',
  path: '/api/products/:code/details/:productId',
  area: 'member',
  owns: 'tenant',
  params: productParams,
  responses: { 200: productDetailsResponse },
});

/** What the header's search box suggests while the buyer types (issue 32 point 4). */
export const suggestions = defineEndpoint({
  method: 'GET',
  path: '/api/products/:code/suggestions',
  area: 'member',
  params: codeParams,
  query: suggestionQuery,
  responses: { 200: buyerSuggestions },
});

// company (issue 29, decision 034): a customer administrator's colleagues and invitations

export const colleagues = defineEndpoint({
  method: 'GET',
  path: '/api/company/:code/colleagues',
  area: 'member',
  params: codeParams,
  responses: { 200: colleagueList, ...signedInErrors },
});

export const updateColleague = defineEndpoint({
  method: 'PATCH',
  path: '/api/company/:code/colleagues/:userId',
  area: 'member',
  owns: 'customer',
  params: colleagueParams,
  body: updateColleagueRequest,
  responses: { 200: colleagueResponse, ...conflictErrors },
});

export const invitations = defineEndpoint({
  method: 'GET',
  path: '/api/company/:code/invitations',
  area: 'member',
  params: codeParams,
  responses: { 200: invitationList, ...signedInErrors },
});

export const inviteColleague = defineEndpoint({
  method: 'POST',
  path: '/api/company/:code/invitations',
  area: 'member',
  params: codeParams,
  body: inviteColleagueRequest,
  responses: { 201: invitationResponse, ...conflictErrors },
});

export const resendInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/company/:code/invitations/:invitationId/resend',
  area: 'member',
  owns: 'customer',
  params: invitationParams,
  responses: { 200: invitationResponse, ...conflictErrors },
});

export const revokeInvitation = defineEndpoint({
  method: 'DELETE',
  path: '/api/company/:code/invitations/:invitationId',
  area: 'member',
  owns: 'customer',
  params: invitationParams,
  responses: { 200: invitationResponse, ...conflictErrors },
});

// customers

export const ownCustomer = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:code',
  area: 'member',
  params: codeParams,
  query: customerQuery,
  responses: { 200: customerResponse },
});

// notifications

export const emailPreferences = defineEndpoint({
  method: 'GET',
  path: '/api/user/:code/email-preferences',
  area: 'member',
  params: codeParams,
  responses: { 200: emailPreferencesSchema, ...preferenceErrors },
});

export const saveEmailPreferences = defineEndpoint({
  method: 'PUT',
  path: '/api/user/:code/email-preferences',
  area: 'member',
  params: codeParams,
  body: emailPreferencesSchema,
  responses: { 200: emailPreferencesSchema, ...preferenceErrors },
});

// orders

export const createOrder = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:code',
  area: 'member',
  owns: 'customer',
  params: codeParams,
  headers: createOrderHeaders,
  body: createOrderRequest,
  responses: { 201: createOrderResponse, 409: errorBody, ...signedInErrors },
});

export const orders = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:code',
  area: 'member',
  params: codeParams,
  query: orderListQuery,
  responses: { 200: orderList, ...signedInErrors },
});

export const order = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:code/:orderId',
  area: 'member',
  owns: 'customer',
  params: orderParams,
  responses: { 200: orderDetail, ...signedInErrors },
});

export const orderPdf = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:code/:orderId/pdf',
  area: 'member',
  owns: 'customer',
  params: orderParams,
  responses: { 200: pdfAnswer("The order as a PDF, in the reader's language."), ...signedInErrors },
});

// approvals (issue 29 point 3, decision 033)

export const approvals = defineEndpoint({
  method: 'GET',
  path: '/api/approvals/:code',
  area: 'member',
  params: codeParams,
  responses: { 200: approvalInbox, ...signedInErrors },
});

export const approveOrder = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:code/:orderId/approve',
  area: 'member',
  owns: 'customer',
  params: orderParams,
  responses: { 200: approvalDecisionResponse, ...conflictErrors },
});

export const declineOrder = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:code/:orderId/decline',
  area: 'member',
  owns: 'customer',
  params: orderParams,
  body: declineOrderRequest,
  responses: { 200: approvalDecisionResponse, ...conflictErrors },
});

export const withdrawOrder = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:code/:orderId/withdraw',
  area: 'member',
  owns: 'customer',
  params: orderParams,
  responses: { 200: approvalDecisionResponse, ...conflictErrors },
});

// approval rules: every member reads their company's (checkout tells who waits), its
// administrator keeps them (decision 033)

export const approvalRules = defineEndpoint({
  method: 'GET',
  path: '/api/company/:code/approval-rules',
  area: 'member',
  params: codeParams,
  responses: { 200: approvalRuleList, ...signedInErrors },
});

export const createApprovalRule = defineEndpoint({
  method: 'POST',
  path: '/api/company/:code/approval-rules',
  area: 'member',
  params: codeParams,
  body: approvalRuleRequest,
  responses: { 201: approvalRuleResponse, ...conflictErrors },
});

export const updateApprovalRule = defineEndpoint({
  method: 'PUT',
  path: '/api/company/:code/approval-rules/:ruleId',
  area: 'member',
  owns: 'customer',
  params: approvalRuleParams,
  body: approvalRuleRequest,
  responses: { 200: approvalRuleResponse, ...signedInErrors },
});

export const deleteApprovalRule = defineEndpoint({
  method: 'DELETE',
  path: '/api/company/:code/approval-rules/:ruleId',
  area: 'member',
  owns: 'customer',
  params: approvalRuleParams,
  responses: { 204: noContent, ...signedInErrors },
});

// spending limits (decision 033): a member reads their own; their administrator sets them

export const spendingLimit = defineEndpoint({
  method: 'GET',
  path: '/api/company/:code/spending-limit',
  area: 'member',
  params: codeParams,
  responses: { 200: spendingLimitResponse, ...signedInErrors },
});

export const setSpendingLimit = defineEndpoint({
  method: 'PUT',
  path: '/api/company/:code/spending-limits/:userId',
  area: 'member',
  owns: 'customer',
  params: colleagueParams,
  body: setSpendingLimitRequest,
  responses: { 200: colleagueSpendingLimitResponse, ...signedInErrors },
});

// quick-order

export const quickOrderCheck = defineEndpoint({
  method: 'POST',
  path: '/api/quick-order/:code/check',
  area: 'member',
  params: quickOrderParams,
  body: quickOrderCheckRequest,
  responses: { 200: checkedLinesResponse, ...signedInErrors },
});

export const reorder = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:code/:orderId/reorder',
  area: 'member',
  owns: 'customer',
  params: orderParams,
  responses: { 200: checkedLinesResponse, ...signedInErrors },
});

// saved-lists

export const savedLists = defineEndpoint({
  method: 'GET',
  path: '/api/lists/:code',
  area: 'member',
  params: codeParams,
  responses: { 200: savedListsResponse, ...conflictErrors },
});

export const createSavedList = defineEndpoint({
  method: 'POST',
  path: '/api/lists/:code',
  area: 'member',
  owns: 'tenant',
  params: codeParams,
  body: createSavedListRequest,
  responses: { 201: createSavedListResponse, ...conflictErrors },
});

export const savedList = defineEndpoint({
  method: 'GET',
  path: '/api/lists/:code/:listId',
  area: 'member',
  owns: 'customer',
  params: savedListParams,
  responses: { 200: savedListDetailResponse, ...conflictErrors },
});

export const renameSavedList = defineEndpoint({
  method: 'PATCH',
  path: '/api/lists/:code/:listId',
  area: 'member',
  owns: 'customer',
  params: savedListParams,
  body: renameSavedListRequest,
  responses: { 200: savedListSummaryResponse, ...conflictErrors },
});

export const deleteSavedList = defineEndpoint({
  method: 'DELETE',
  path: '/api/lists/:code/:listId',
  area: 'member',
  owns: 'customer',
  params: savedListParams,
  responses: { 204: noContent, ...conflictErrors },
});

export const addSavedListLines = defineEndpoint({
  method: 'POST',
  path: '/api/lists/:code/:listId/lines',
  area: 'member',
  owns: 'customer',
  params: savedListParams,
  body: addSavedListLinesRequest,
  responses: { 200: addSavedListLinesResponse, ...conflictErrors },
});

export const updateSavedListLine = defineEndpoint({
  method: 'PATCH',
  path: '/api/lists/:code/:listId/lines/:lineId',
  area: 'member',
  owns: 'customer',
  params: savedListLineParams,
  body: updateSavedListLineRequest,
  responses: { 200: savedListLineResponse, ...conflictErrors },
});

export const deleteSavedListLine = defineEndpoint({
  method: 'DELETE',
  path: '/api/lists/:code/:listId/lines/:lineId',
  area: 'member',
  owns: 'customer',
  params: savedListLineParams,
  responses: { 204: noContent, ...conflictErrors },
});

// tenants

export const settings = defineEndpoint({
  method: 'GET',
  path: '/api/settings/:code',
  area: 'member',
  params: codeParams,
  responses: { 200: privateSettings },
});

export const privateContent = defineEndpoint({
  method: 'GET',
  path: '/api/content/:code/:slug/:lang',
  area: 'member',
  params: contentPageParams,
  responses: { 200: memberPage, 404: errorBody },
});

// quotes (issue 30)

export const createQuote = defineEndpoint({
  method: 'POST',
  path: '/api/quotes/:code',
  area: 'member',
  owns: 'tenant',
  params: codeParams,
  body: createQuoteRequest,
  responses: { 201: createQuoteResponse, ...conflictErrors },
});

export const quotes = defineEndpoint({
  method: 'GET',
  path: '/api/quotes/:code',
  area: 'member',
  params: codeParams,
  query: quoteListQuery,
  responses: { 200: quoteList, ...signedInErrors },
});

export const quote = defineEndpoint({
  method: 'GET',
  path: '/api/quotes/:code/:quoteId',
  area: 'member',
  owns: 'customer',
  params: quoteParams,
  responses: { 200: quoteDetailResponse, ...signedInErrors },
});

export const acceptQuote = defineEndpoint({
  method: 'POST',
  path: '/api/quotes/:code/:quoteId/accept',
  area: 'member',
  owns: 'customer',
  params: quoteParams,
  body: acceptQuoteRequest,
  responses: { 201: createOrderResponse, ...conflictErrors },
});

export const declineQuote = defineEndpoint({
  method: 'POST',
  path: '/api/quotes/:code/:quoteId/decline',
  area: 'member',
  owns: 'customer',
  params: quoteParams,
  body: quoteMessageRequest,
  responses: { 200: quoteDetailResponse, ...conflictErrors },
});

export const askQuoteChanges = defineEndpoint({
  method: 'POST',
  path: '/api/quotes/:code/:quoteId/changes',
  area: 'member',
  owns: 'customer',
  params: quoteParams,
  body: quoteChangesRequest,
  responses: { 200: quoteDetailResponse, ...conflictErrors },
});

// invoices and the statement (issue 31, decision 038): a member who may see the company's
// invoices (rules/company-roles.ts' maySeeInvoices)

const invoiceCsv = (description: string) => fileAnswer(csvFile, ['text/csv'], description);

export const invoices = defineEndpoint({
  method: 'GET',
  path: '/api/invoices/:code',
  area: 'member',
  params: codeParams,
  query: invoiceListQuery,
  responses: { 200: invoiceList, ...signedInErrors },
});

export const invoicesCsv = defineEndpoint({
  method: 'GET',
  path: '/api/invoices/:code/export.csv',
  area: 'member',
  params: codeParams,
  query: invoiceListQuery,
  responses: {
    200: invoiceCsv('The invoices the filters match (every page), one row each, machine format.'),
    ...signedInErrors,
  },
});

export const invoice = defineEndpoint({
  method: 'GET',
  path: '/api/invoices/:code/:invoiceId',
  area: 'member',
  owns: 'customer',
  params: invoiceParams,
  responses: { 200: invoiceResponse, ...signedInErrors },
});

export const invoicePdf = defineEndpoint({
  method: 'GET',
  path: '/api/invoices/:code/:invoiceId/pdf',
  area: 'member',
  owns: 'customer',
  params: invoiceParams,
  responses: {
    200: pdfAnswer("The invoice as a PDF, in the reader's language."),
    ...signedInErrors,
  },
});

export const accountBalance = defineEndpoint({
  method: 'GET',
  path: '/api/account-balance/:code',
  area: 'member',
  params: codeParams,
  responses: { 200: accountBalanceResponse, ...signedInErrors },
});

export const accountStatement = defineEndpoint({
  method: 'GET',
  path: '/api/statement/:code',
  area: 'member',
  params: codeParams,
  query: statementQuery,
  responses: { 200: statementResponse, ...signedInErrors },
});

export const accountStatementPdf = defineEndpoint({
  method: 'GET',
  path: '/api/statement/:code/pdf',
  area: 'member',
  params: codeParams,
  query: statementQuery,
  responses: {
    200: pdfAnswer("The statement of the period as a PDF, in the reader's language."),
    ...signedInErrors,
  },
});

export const accountStatementCsv = defineEndpoint({
  method: 'GET',
  path: '/api/statement/:code/export.csv',
  area: 'member',
  params: codeParams,
  query: statementQuery,
  responses: {
    200: invoiceCsv("The statement's entries with their running balance, machine format."),
    ...signedInErrors,
  },
});

// returns of a shipped order (issue 31 point 4, decision 039): any member who may see the order

/** The order's returns, newest first. */
export const orderReturns = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:code/:orderId/returns',
  area: 'member',
  owns: 'customer',
  params: orderParams,
  responses: { 200: returnList, ...signedInErrors },
});

/**
 * Asks to return some of what the order shipped: never more of a line than it shipped less what
 * other returns hold (422 on the line's quantity); an order that shipped nothing is 409.
 */
export const requestReturn = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:code/:orderId/returns',
  area: 'member',
  owns: 'customer',
  params: orderParams,
  body: createReturnRequest,
  responses: { 201: returnResponse, ...conflictErrors },
});

/** Adds a photo (PNG, JPEG or WebP by its bytes) to a return while it is requested. */
export const uploadReturnPhoto = defineEndpoint({
  method: 'POST',
  path: '/api/returns/:code/:returnId/photos',
  area: 'member',
  owns: 'customer',
  params: buyerReturnParams,
  upload: returnPhotoUpload,
  responses: { 201: returnResponse, ...conflictErrors },
});

export const returnPhotoImage = defineEndpoint({
  method: 'GET',
  path: '/api/returns/:code/:returnId/photos/:photoId',
  area: 'member',
  owns: 'customer',
  params: buyerReturnPhotoParams,
  responses: {
    200: fileAnswer(returnPhotoFile, RETURN_PHOTO_TYPES, 'The photo, private to its customer.'),
    ...signedInErrors,
  },
});

/** Withdraws a return nobody has decided yet. */
export const withdrawReturn = defineEndpoint({
  method: 'POST',
  path: '/api/returns/:code/:returnId/withdraw',
  area: 'member',
  owns: 'customer',
  params: buyerReturnParams,
  responses: { 200: returnResponse, ...conflictErrors },
});

/** Endpoints of the public area: anyone, without a session: sign-in, registration, password resets, branding, media, the public catalogue and error reports. */
import { defineEndpoint, fileAnswer } from './endpoint.ts';
import {
  MEDIA_CONTENT_TYPES,
  acceptInvitationRequest,
  acceptInvitationResponse,
  invitationLinkInfo,
  invitationLinkParams,
  browseProductList,
  browseQuery,
  browseFacetQuery,
  guestFacets,
  guestSuggestions,
  suggestionQuery,
  categoryList,
  categoryQuery,
  clientErrorReport,
  codeParams,
  contentPageParams,
  errorBody,
  forgotPasswordRequest,
  healthResponse,
  htmlDocument,
  imageFile,
  loginRequest,
  loginResponse,
  mediaParams,
  messageBody,
  noContent,
  publicSettings as publicSettingsSchema,
  registerRequest,
  resetLinkInfo,
  resetPasswordRequest,
  resetTokenParams,
  resolveHostResponse,
  svgImage,
} from '../index.ts';

const publicPage = fileAnswer(htmlDocument, ['text/html'], 'The About Us page, sandboxed.');
const mediaFile = fileAnswer(imageFile, MEDIA_CONTENT_TYPES, 'The image, cached for a year.');
const placeholder = fileAnswer(svgImage, ['image/svg+xml'], 'The image of a product without one.');
const resetLinkErrors = { 404: errorBody, 410: errorBody, 422: errorBody, 429: errorBody };

// auth

export const register = defineEndpoint({
  method: 'POST',
  path: '/api/register',
  area: 'public',
  body: registerRequest,
  responses: { 201: messageBody },
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/login',
  area: 'public',
  body: loginRequest,
  responses: { 200: loginResponse },
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  area: 'public',
  body: forgotPasswordRequest,
  responses: { 200: messageBody },
});

export const resetLink = defineEndpoint({
  method: 'GET',
  path: '/api/auth/reset-password/:token',
  area: 'public',
  params: resetTokenParams,
  responses: { 200: resetLinkInfo, ...resetLinkErrors },
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  area: 'public',
  body: resetPasswordRequest,
  responses: { 200: messageBody, ...resetLinkErrors },
});

// invitations (issue 29, decision 034): a colleague opens the link a customer administrator sent

export const invitationLink = defineEndpoint({
  method: 'GET',
  path: '/api/invitations/:code/:token',
  area: 'public',
  params: invitationLinkParams,
  responses: { 200: invitationLinkInfo, ...resetLinkErrors },
});

export const acceptInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/invitations/:code',
  area: 'public',
  params: codeParams,
  body: acceptInvitationRequest,
  responses: { 200: acceptInvitationResponse, 409: errorBody, ...resetLinkErrors },
});

// catalogue

export const browseCategories = defineEndpoint({
  method: 'GET',
  path: '/api/browse/:code/categories',
  area: 'public',
  params: codeParams,
  query: categoryQuery,
  responses: { 200: categoryList },
});

export const browseProducts = defineEndpoint({
  method: 'GET',
  path: '/api/browse/:code/products',
  area: 'public',
  params: codeParams,
  query: browseQuery,
  responses: { 200: browseProductList },
});

export const browseFacets = defineEndpoint({
  method: 'GET',
  path: '/api/browse/:code/facets',
  area: 'public',
  params: codeParams,
  query: browseFacetQuery,
  responses: { 200: guestFacets },
});

/** The visitors' search box suggestions: no price, stock or quantity (issue 32 point 4). */
export const browseSuggestions = defineEndpoint({
  method: 'GET',
  path: '/api/browse/:code/suggestions',
  area: 'public',
  params: codeParams,
  query: suggestionQuery,
  responses: { 200: guestSuggestions },
});

// client-errors

export const logError = defineEndpoint({
  method: 'POST',
  path: '/api/log/error',
  area: 'public',
  body: clientErrorReport,
  responses: { 204: noContent, 422: errorBody },
});

// health

export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  area: 'public',
  responses: { 200: healthResponse, 503: errorBody },
});

// tenants

export const publicSettings = defineEndpoint({
  method: 'GET',
  path: '/api/public/settings/:code',
  area: 'public',
  params: codeParams,
  responses: { 200: publicSettingsSchema },
});

export const resolveHost = defineEndpoint({
  method: 'GET',
  path: '/api/public/resolve-host',
  area: 'public',
  responses: { 200: resolveHostResponse },
});

export const publicContent = defineEndpoint({
  method: 'GET',
  path: '/api/public/content/:code/:slug/:lang',
  area: 'public',
  params: contentPageParams,
  responses: { 200: publicPage, 404: errorBody },
});

export const media = defineEndpoint({
  method: 'GET',
  path: '/api/media/:code/:mediaId',
  area: 'public',
  owns: 'tenant',
  params: mediaParams,
  responses: { 200: mediaFile, 404: errorBody },
});

export const placeholderImage = defineEndpoint({
  method: 'GET',
  path: '/api/public/placeholder.svg',
  area: 'public',
  responses: { 200: placeholder },
});

/** Endpoints of the account area: any session, whatever company it is for. */
import { defineEndpoint } from './endpoint.ts';
import { errorBody, loginResponse, noContent, switchCompanyRequest } from '../index.ts';

// auth

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/logout',
  area: 'account',
  responses: { 204: noContent, 401: errorBody },
});

export const switchCompany = defineEndpoint({
  method: 'POST',
  path: '/api/session/switch',
  area: 'account',
  body: switchCompanyRequest,
  responses: { 200: loginResponse },
});

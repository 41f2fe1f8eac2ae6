/**
 * The API's URL prefixes anyone may call without a session; every other route under /api needs
 * the session's bearer token. The API reference documents routes as this list says
 * (openapi-document.ts), and the access matrix (test/helpers/access-matrix-routes.ts) holds every
 * registered route to it: a route outside these prefixes must answer 401 without a session.
 */
export const PUBLIC_PREFIXES = [
  '/api/health',
  '/api/register',
  '/api/login',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/public/',
  '/api/browse/',
  '/api/media/',
  '/api/log/error',
  '/api/openapi.json',
  '/api/docs',
];

export const isPublicUrl = (url: string) =>
  !url.startsWith('/api/') || PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix));

import { apiPaths } from '@portal/contract/api-paths';
import { i18n } from '@/shared/i18n/i18n.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { ApiError, parseErrorBody } from './api-error.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, unless it is FormData (multipart) or a Blob (sent as is, with its type). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A token other than the stored session's: the sign-in the company chooser completes. */
  token?: string;
}

export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const isSameOrigin = (path: string) =>
  new URL(path, window.location.href).origin === window.location.origin;

const unexpected = () => i18n.t('server:errors.unexpected');

/** The error-log call must never sign the user out: it runs while the app is already failing. */
const signsOutOn401 = (path: string) => !path.startsWith(apiPaths.logError());

const isRawBody = (body: unknown): body is FormData | Blob =>
  body instanceof FormData || body instanceof Blob;

function requestBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return isRawBody(body) ? body : JSON.stringify(body);
}

/**
 * The one way the app talks to the API: bearer token, the interface language, JSON in and out,
 * `{message, errors}` failures as ApiError, and a forced logout on any 401.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': i18n.language,
    ...options.headers,
  };
  const token = options.token ?? sessionStore.get().token;
  // The token goes to our own API only, never to a content URL on another host.
  if (token && isSameOrigin(path)) headers.Authorization = `Bearer ${token}`;
  const raw = isRawBody(options.body);
  if (options.body !== undefined && !raw) headers['Content-Type'] = 'application/json';
  // FormData sets its own multipart boundary; a Blob carries its own type (text/csv).
  if (options.body instanceof Blob && options.body.type)
    headers['Content-Type'] = options.body.type;

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: requestBody(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, unexpected());
  }

  if (response.ok) return response;
  // Only the session that was refused ends: an answer to a token a switch of company has just
  // replaced (a request still in flight) must not sign the new session out.
  if (response.status === 401 && signsOutOn401(path) && token === sessionStore.get().token) {
    sessionStore.clear();
  }
  const body: unknown = await response.json().catch(() => null);
  throw parseErrorBody(response.status, body, unexpected());
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** For content the API serves as HTML (About Us pages). */
export async function apiText(path: string, options: RequestOptions = {}): Promise<string> {
  const response = await send(path, options, 'text/html, text/plain;q=0.9, */*;q=0.1');
  return response.text();
}

/** For files the API sends back (the catalogue CSV export). */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  return response.blob();
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

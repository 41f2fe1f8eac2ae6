import { i18n } from '@/shared/i18n/i18n.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import type { z } from 'zod';
import {
  pathTo,
  type AnswerOf,
  type Endpoint,
  type InputOf,
  type PathArgs,
  type PathParams,
} from '@portal/contract/endpoints/endpoint';
import { logError } from '@portal/contract/endpoints/public';
import { checkAnswer } from './answer-check.ts';
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
const signsOutOn401 = (path: string) => !path.startsWith(logError.path);

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

/** What a call sends besides the endpoint: its path's parameters, query, body and options. */
export type CallInput<E extends Endpoint> = ParamsInput<E['path']> &
  QueryInput<E> &
  BodyInput<E> &
  Omit<RequestOptions, 'method' | 'body' | 'query'>;

type ParamsInput<P extends string> =
  PathArgs<P> extends [] ? { params?: undefined } : { params: PathParams<P> };

type QueryInput<E> = E extends { readonly query: infer Q }
  ? { query?: { [K in keyof InputOf<Q>]?: QueryValue } }
  : { query?: undefined };

type BodyInput<E> = E extends { readonly body: infer B }
  ? { body: E extends { readonly consumes: readonly string[] } ? Blob : InputOf<B> | OutputOf<B> }
  : E extends { readonly upload: unknown }
    ? { body: FormData }
    : { body?: undefined };

type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** The input may be left out when nothing in it is required. */
type CallArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

const inputOf = <E extends Endpoint>(args: CallArgs<E>) =>
  (args as unknown[])[0] as CallInput<E> | undefined;

function sendTo<E extends Endpoint>(endpoint: E, input: CallInput<E> | undefined, accept: string) {
  const { params, query, ...options } = (input ?? {}) as unknown as RequestOptions & {
    params?: Record<string, string | number>;
  };
  const fill = pathTo as unknown as (endpoint: Endpoint, params?: object) => string;
  const path = fill(endpoint, params);
  return send(path, { ...options, query, method: endpoint.method }, accept);
}

/**
 * Calls an endpoint of the table (packages/contract/src/endpoints): its path filled with the
 * parameters, the query and body typed from its schemas, and its answer typed from its answer's.
 * In development and tests the answer is checked against that schema, so that a fake answer
 * that the server could not give fails the test that uses it (answer-check.ts); the production
 * build carries no schema (docs/decisions/027).
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<AnswerOf<E>> {
  const response = await sendTo(endpoint, inputOf(args), 'application/json');
  const text = response.status === 204 ? '' : await response.text();
  const answer: unknown = text ? JSON.parse(text) : undefined;
  if (import.meta.env.DEV) checkAnswer(endpoint, response.status, answer);
  return answer as AnswerOf<E>;
}

/** Calls an endpoint that answers a file (a CSV export, a PDF). */
export async function callBlob<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<Blob> {
  const response = await sendTo(endpoint, inputOf(args), '*/*');
  return response.blob();
}

/** For a page at a URL the settings name (an About Us page, maybe on another host). */
export async function apiText(path: string, options: RequestOptions = {}): Promise<string> {
  const response = await send(path, options, 'text/html, text/plain;q=0.9, */*;q=0.1');
  return response.text();
}

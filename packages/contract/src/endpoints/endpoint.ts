import type { z } from 'zod';
import type { ApiKeyScope } from '../admin/api-keys.ts';

/**
 * One endpoint of the HTTP API, declared once (docs/decisions/027): the server registers it, the
 * API reference documents it, the web client calls it and the access matrix tests it, all from
 * this declaration. This module holds no schema and imports no Zod code: the endpoint modules of
 * each area (public.ts, account.ts, member.ts, console.ts, integration.ts) do.
 */

/** Every path of the API starts here (the web app owns every other path). */
export const API_PREFIX = '/api';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone (public), any session (account), an approved member of the
 * company named by `:code` (member), its administrators (console), or an API key of that company
 * with the endpoint's scope (integration). The server registers each area under its own guard.
 */
export const AREAS = ['public', 'account', 'member', 'console', 'integration'] as const;
export type Area = (typeof AREAS)[number];

/** The areas that live under a prefix of their own, whose guard is the prefix's. */
export const AREA_PREFIXES = {
  console: '/api/admin/:code',
  integration: '/api/integration/:code',
} as const satisfies Partial<Record<Area, string>>;

/**
 * What records the ids an endpoint takes (in its path or body) name: the company's (`tenant`),
 * or the signed-in buyer's own customer's (`customer`), which another company's or customer's ids
 * must not reach; or none, with the reason. Required of every endpoint with a record id in its
 * path (endpoint-table.test.ts), so that no such endpoint skips the cross-company checks.
 */
export type Ownership = 'tenant' | 'customer' | { readonly none: string };

/** An answer sent as text or bytes (a page, an image, a CSV file, a PDF), not as JSON. */
export interface FileAnswer<S extends z.ZodType = z.ZodType> {
  readonly description: string;
  readonly content: Readonly<Record<string, { readonly schema: S }>>;
}

export type Answer = z.ZodType | FileAnswer;

export interface EndpointDeclaration {
  readonly method: Method;
  readonly path: `/api/${string}`;
  readonly area: Area;
  readonly owns?: Ownership;
  /** The API key scope an integration endpoint needs. */
  readonly scope?: ApiKeyScope;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body's content types when it is not JSON (a CSV file sent as text/csv). */
  readonly consumes?: readonly string[];
  /** A multipart/form-data upload the handler reads as a stream: documented, not validated. */
  readonly upload?: z.ZodType;
  /** The answers by status code, errors included: no field leaves the server undeclared. */
  readonly responses: Readonly<Record<number, Answer>>;
}

/** An endpoint as declared: its literal method, path, area and schemas are kept in its type. */
export type Endpoint = EndpointDeclaration;

/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<const E extends EndpointDeclaration>(endpoint: E): E {
  return endpoint;
}

/*#__NO_SIDE_EFFECTS__*/
export function fileAnswer(
  schema: z.ZodType,
  contentTypes: readonly string[],
  description: string,
): FileAnswer {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])),
  };
}

export const isFileAnswer = (answer: Answer | undefined): answer is FileAnswer =>
  answer !== undefined && 'content' in answer && 'description' in answer;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:name` parameters. */
export type PathParams<P extends string> = { readonly [K in ParamNames<P>]: string | number };

/** The arguments after the endpoint: its path's parameters, or none when it has none. */
export type PathArgs<P extends string> = [ParamNames<P>] extends [never] ? [] : [PathParams<P>];

/** An endpoint's path with its parameters filled in, each encoded as one path segment. */
export function pathTo<P extends string>(
  endpoint: { readonly path: P },
  ...args: PathArgs<P>
): string {
  const values = ((args as unknown[])[0] ?? {}) as Record<string, string | number | undefined>;
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The names of a path's parameters, in order. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

/** A path parameter naming a record (`:id`, `:orderId`): its endpoint must say what it owns. */
export const isRecordId = (name: string) => name === 'id' || /[a-z]Id$/.test(name);

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessAnswer<E extends EndpointDeclaration> = E['responses'][Extract<
  keyof E['responses'],
  SuccessStatus
>];

/** What a call to the endpoint answers when it succeeds: its JSON (a file is fetched as such). */
export type AnswerOf<E extends EndpointDeclaration> =
  SuccessAnswer<E> extends infer A
    ? A extends FileAnswer
      ? never
      : A extends z.ZodType
        ? z.output<A>
        : never
    : never;

/** What the endpoint's schema accepts where it is given (a query, a body). */
export type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

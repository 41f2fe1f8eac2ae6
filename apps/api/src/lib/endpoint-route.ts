import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Area, Endpoint } from '@portal/contract/endpoints/endpoint';
import { ENDPOINTS, endpointKey } from '@portal/contract/endpoints/endpoint-table';

/**
 * The server's side of the endpoint table (docs/decisions/027): a route file gives each endpoint
 * of packages/contract/src/endpoints its handler, and the route's method, URL, schemas and API key
 * scope come from the table. Each area's plugin says which area it is (enterArea); an endpoint of
 * another area is refused when the app starts, so no endpoint lands under another area's guard.
 */

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Given<E, Key extends string, As extends string> =
  E extends Record<Key, infer S> ? Record<As, S> : unknown;

/** An endpoint's schemas as Fastify's route schema, so that the handler is typed from them. */
export type SchemaOf<E extends Endpoint> = Given<E, 'params', 'params'> &
  Given<E, 'query', 'querystring'> &
  Given<E, 'headers', 'headers'> &
  Given<E, 'body', 'body'> & { response: E['responses'] };

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/** What only the server knows of a route: its hooks, limits and configuration. */
export type EndpointOptions<E extends Endpoint> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<E>,
    ZodTypeProvider
  >,
  'schema'
>;

const AREA = Symbol('endpoint area');

/** The plugin `app` (and every plugin it registers) serves the endpoints of `area`. */
export function enterArea(app: object, area: Area) {
  Object.defineProperty(app, AREA, { value: area, configurable: true });
}

const areaOf = (app: object) => (app as { [AREA]?: Area })[AREA] ?? 'unnamed';

/** Registers the endpoint with its handler, in the area and under the prefix of `app`. */
export function serve<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
): void;
export function serve<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  options: EndpointOptions<E>,
  handler: EndpointHandler<E>,
): void;
export function serve<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  ...rest: [EndpointHandler<E>] | [EndpointOptions<E>, EndpointHandler<E>]
): void {
  const options: EndpointOptions<E> = rest.length === 1 ? {} : rest[0];
  const handler = rest.length === 1 ? rest[0] : rest[1];
  const key = endpointKey(endpoint);
  const area = areaOf(app);
  if (area !== endpoint.area) {
    throw new Error(`${key} is a ${endpoint.area} endpoint: the ${area} area refuses it`);
  }
  if (!endpoint.path.startsWith(`${app.prefix}/`)) {
    throw new Error(`${key} is not under ${app.prefix}, where it is registered`);
  }
  const { params, query, headers, body, consumes, upload, responses, scope } = endpoint;
  const schema = {
    params,
    querystring: query,
    headers,
    body,
    consumes,
    upload,
    response: responses,
  };
  // The handler's types came from the endpoint's schemas (serve's signature); Fastify's own
  // route options are not generic over an endpoint, hence the plain RouteOptions here.
  const route = {
    ...options,
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    // Fastify reads a schema's keys, not their values: an absent one is left out, not undefined.
    schema: Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)),
    config: { ...options.config, ...(scope ? { apiKeyScope: scope } : {}) },
    handler,
  } as unknown as RouteOptions;
  (app as unknown as FastifyInstance).route(route);
}

/** Fails the start of an app that leaves an endpoint of the table without its handler. */
export function refuseUnservedEndpoints(app: ZodApp) {
  const served = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) served.add(`${method} ${route.url}`);
  });
  app.addHook('onReady', async () => {
    const unserved = Object.values(ENDPOINTS)
      .map(endpointKey)
      .filter((key) => !served.has(key));
    if (unserved.length) throw new Error(`endpoints without a handler: ${unserved.join(', ')}`);
  });
}

import type { RouteOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testEnv } from '../../../test/helpers/test-app.ts';
import {
  createTestDatabase,
  type TestDatabaseHandle,
} from '../../../test/helpers/test-database.ts';
import { ENDPOINTS, endpointAt, endpointKey } from '@portal/contract/endpoints/endpoint-table';
import { hangGuard } from '../../../test/helpers/hang-guard.ts';

/**
 * The API reference (GET /api/openapi.json) against the routes the app registers, collected with
 * Fastify's onRoute as the access matrix does: every /api route is in the document with its
 * parameters, its body and its answers, each from a schema, and the document is valid OpenAPI 3.1.
 * A route left out, or a write that reads no body, must be listed below with its reason.
 */

/** Registered /api routes the document does not describe, and why. */
const NOT_DOCUMENTED: Record<string, string> = {
  'GET /api/openapi.json': 'the document itself',
  // Fastify registers a prefix's root with and without its slash; onRoute reports these two.
  'GET /api/docs/': 'the reference page (Swagger UI), a page for people, not an API',
  'HEAD /api/docs': 'the reference page, as above',
  'GET /api/docs/json': 'where the reference page reads the document: the same text',
  'GET /api/docs/yaml': 'the document in YAML, which the reference page plugin serves',
  'GET /api/docs/static/index.html': 'the reference page again (redirected once to /api/docs/)',
  'GET /api/docs/static/swagger-initializer.js': "the reference page's script",
  'GET /api/docs/static/*': "the reference page's files (swagger-ui-dist)",
};

/** Writes whose path is all they read: no request body to describe. */
const WRITES_WITHOUT_BODY: Record<string, string> = {
  'POST /api/logout': 'ends the session its bearer token names',
  'POST /api/orders/:code/:orderId/reorder': 'the order in the path is all it reads',
  'POST /api/orders/:code/:orderId/approve': 'approves the waiting order in the path',
  'POST /api/orders/:code/:orderId/withdraw': 'withdraws the waiting order in the path',
  'POST /api/admin/:code/password-resets/:id/issue-link': 'the request in the path is all it reads',
  'POST /api/admin/:code/password-resets/:id/dismiss': 'the request in the path is all it reads',
  'PUT /api/admin/:code/price-lists/:id/customers/:customerId':
    'the list and the customer in the path are the assignment',
  'POST /api/admin/:code/webhooks/:id/secret': 'rolls the secret of the endpoint in the path',
  'POST /api/admin/:code/webhooks/:id/deliveries/:deliveryId/redeliver':
    'sends the delivery in the path again',
  'POST /api/company/:code/invitations/:invitationId/resend':
    'sends the invitation in the path again',
  'POST /api/returns/:code/:returnId/withdraw': 'withdraws the requested return in the path',
};

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

interface Operation {
  parameters?: { in: string; name: string; schema?: object }[];
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: object }> }
  >;
  security?: unknown[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  security?: unknown;
  components?: { securitySchemes?: Record<string, unknown> };
}

interface Route {
  key: string;
  method: string;
  url: string;
  schema: Record<string, unknown>;
}

/** The API's routes as "METHOD url", without the HEAD twins of GET routes. */
function apiRoutes(registered: RouteOptions[]): Route[] {
  const routes = registered
    .filter((route) => route.url.startsWith('/api/'))
    .flatMap((route) =>
      [route.method].flat().map((method) => ({
        key: `${method} ${route.url}`,
        method,
        url: route.url,
        schema: (route.schema ?? {}) as Record<string, unknown>,
      })),
    );
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
}

const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]);

/** What is missing from one route's operation; empty when it is fully described. */
function gapsOf(route: Route, operation: Operation): string[] {
  const gaps: string[] = [];
  const parameters = operation.parameters ?? [];
  const hasParameter = (place: string, name?: string) =>
    parameters.some((p) => p.in === place && (name === undefined || p.name === name) && p.schema);

  const names = pathParams(route.url);
  if (names.length > 0 && !route.schema.params) gaps.push('no params schema');
  for (const name of names) if (!hasParameter('path', name)) gaps.push(`no path parameter ${name}`);
  if (route.schema.querystring && !hasParameter('query')) gaps.push('query schema not documented');

  const readsBody = WRITES.has(route.method) && !(route.key in WRITES_WITHOUT_BODY);
  const declaresBody = route.schema.body !== undefined || route.schema.upload !== undefined;
  if (readsBody && !declaresBody) gaps.push('no body schema');
  if (!readsBody && declaresBody && route.key in WRITES_WITHOUT_BODY) {
    gaps.push('listed as reading no body, yet has a body schema');
  }
  const bodies = Object.values(operation.requestBody?.content ?? {});
  if (declaresBody && (bodies.length === 0 || bodies.some((media) => !media.schema))) {
    gaps.push('request body not documented');
  }

  if (!route.schema.response) gaps.push('no response schema');
  const successes = Object.entries(operation.responses ?? {}).filter(([status]) =>
    status.startsWith('2'),
  );
  if (successes.length === 0) gaps.push('no 2xx response');
  for (const [status, answer] of successes) {
    const media = Object.values(answer.content ?? {});
    if (status !== '204' && (media.length === 0 || media.some((m) => !m.schema))) {
      gaps.push(`${status} answer has no schema`);
    }
    if (status === '204' && media.length > 0) gaps.push('204 answer has a body');
  }
  for (const [status, answer] of Object.entries(operation.responses ?? {})) {
    if (!answer.description || answer.description === 'Default Response') {
      gaps.push(`${status} answer has no description`);
    }
  }

  // Public routes need no session; the integration API an API key (issue 13); the others inherit
  // the document's session scheme.
  const area = endpointAt(route.key)?.area;
  const security = area === 'public' ? [] : area === 'integration' ? [{ apiKey: [] }] : undefined;
  if (JSON.stringify(operation.security) !== JSON.stringify(security)) {
    gaps.push(
      `security ${JSON.stringify(operation.security)}, expected ${JSON.stringify(security)}`,
    );
  }
  return gaps;
}

describe('API reference (OpenAPI 3.1)', () => {
  let database: TestDatabaseHandle;
  let app: App;
  let routes: Route[];
  let document: Document;
  let documentText: string;
  const registered: RouteOptions[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      env: testEnv,
      database,
      logger: false,
      onRoute: (route) => registered.push(route),
    });
    await app.ready();
    routes = apiRoutes(registered);
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    documentText = response.body;
    document = JSON.parse(documentText) as Document;
  }, hangGuard(60_000));
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('validates against the OpenAPI 3.1 schema, every reference resolved', async () => {
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(documentText) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('documents every registered /api route, and no other', () => {
    expect(routes.length).toBeGreaterThan(80);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    const keys = routes.map((route) => route.key);
    const expected = keys.filter((key) => !(key in NOT_DOCUMENTED));
    expect(expected.filter((key) => !documented.includes(key))).toEqual([]);
    expect(documented.filter((key) => !expected.includes(key))).toEqual([]);
    const stale = [...Object.keys(NOT_DOCUMENTED), ...Object.keys(WRITES_WITHOUT_BODY)].filter(
      (key) => !keys.includes(key),
    );
    expect(stale.map((key) => `${key} is listed but no longer registered`)).toEqual([]);
  });

  it('documents every endpoint of the table', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      ),
    );
    const missing = Object.values(ENDPOINTS)
      .map(endpointKey)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it('describes each route’s parameters, body and answers from schemas, and its security', () => {
    const gaps = routes
      .filter((route) => !(route.key in NOT_DOCUMENTED))
      .flatMap((route) => {
        const operation = document.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
        if (!operation) return [`${route.key}: not in the document`];
        return gapsOf(route, operation).map((gap) => `${route.key}: ${gap}`);
      });
    expect(gaps).toEqual([]);
  });

  it('documents the Idempotency-Key header of every write that takes one (decision 021)', () => {
    const keyed = registered
      .filter((route) => route.config?.idempotency !== undefined)
      .map((route) => `${String(route.method)} ${route.url}`);
    // Orders keep their own key (decision 008), documented the same way.
    keyed.push('POST /api/orders/:code');
    expect(keyed.length).toBeGreaterThan(15);
    const undocumented = keyed.filter((key) => {
      const [method = '', url = ''] = key.split(' ');
      const operation = document.paths[openapiPath(url)]?.[method.toLowerCase()];
      return !operation?.parameters?.some(
        (parameter) =>
          parameter.in === 'header' && parameter.name === 'idempotency-key' && parameter.schema,
      );
    });
    expect(undocumented).toEqual([]);
  });

  it('names the session token as the scheme of every route outside the public prefixes', () => {
    expect(document.components?.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'http', scheme: 'bearer' }) as unknown,
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }) as unknown,
    });
    expect(document.security).toEqual([{ session: [] }]);
  });

  it('serves the document written once, the same text to every request', async () => {
    const again = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(again.body).toBe(documentText);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the reference page from its own files, reading this document', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Every script and style from this server: no CDN.
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(3);
    expect(sources.filter((source) => !source?.startsWith('/api/docs/static/'))).toEqual([]);
    const bundle = await app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.body).toBe(documentText);
  });
});

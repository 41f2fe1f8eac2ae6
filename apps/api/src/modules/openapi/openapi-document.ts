import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, pageMeta } from '@portal/contract';
import { API_PREFIX, AREA_PREFIXES } from '@portal/contract/endpoints/endpoint';
import { endpointAt } from '@portal/contract/endpoints/endpoint-table';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document as JSON text, written once, on its first request. */
    openapiText: () => string;
  }
  interface FastifySchema {
    /**
     * A multipart/form-data body the handler reads as a stream (image uploads): documented in the
     * API reference as this schema, never validated by it (the handler checks the bytes).
     */
    upload?: unknown;
  }
}

/** The security scheme of the session token that POST /api/login and /api/session/switch give. */
export const SESSION_SCHEME = 'session';
/** The scheme of a tenant's API keys (issue 13): the integration API's only one. */
export const API_KEY_SCHEME = 'apiKey';

/** A path as the document writes it: `{code}` for `:code`. */
const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const DESCRIPTION = [
  'The API of the ordering portal: the web app uses it, and so may a manufacturer’s systems.',
  `Routes naming \`{code}\` act on that tenant; \`${openapiPath(AREA_PREFIXES.console)}/…\` is its console (administrators only).`,
  `\`${openapiPath(AREA_PREFIXES.integration)}/…\` is for the tenant’s own systems, with an API key its console made (docs/decisions/019).`,
  'Errors answer `{ message, errors? }`, `errors` keyed by field path; texts follow `Accept-Language` (en, es, fr).',
].join('\n\n');

/** Tags group the reference page's routes: the console by area, the rest by what they serve. */
const TAGS: Record<string, string> = {
  health: 'health',
  register: 'account',
  login: 'account',
  logout: 'account',
  session: 'account',
  auth: 'account',
  user: 'account',
  public: 'tenant',
  media: 'tenant',
  settings: 'tenant',
  content: 'tenant',
  browse: 'public catalogue',
  categories: 'catalogue',
  products: 'catalogue',
  customers: 'customer',
  orders: 'orders',
  'quick-order': 'orders',
  lists: 'saved lists',
  log: 'client errors',
};

function tagOf(url: string): string {
  const [first = '', , area = ''] = url.slice(`${API_PREFIX}/`.length).split('/');
  if (first === 'admin') return `console: ${area}`; // /api/admin/:code/<area>/...
  if (first === 'integration') return 'integration (API keys)';
  return TAGS[first] ?? first;
}

// Shared by most routes: one component each rather than a copy in every answer (the document
// is half as long). Named in Zod's global registry, where the contract's descriptions are too.
if (!z.globalRegistry.has(errorBody)) z.globalRegistry.add(errorBody, { id: 'ErrorBody' });
if (!z.globalRegistry.has(pageMeta)) z.globalRegistry.add(pageMeta, { id: 'PageMeta' });

/** What each status means wherever the API answers it; a non-JSON answer says its own. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: a job was started; poll it',
  204: 'Done; no body',
  400: 'Malformed request (JSON, parameters)',
  401: 'No session, or it ended',
  403: 'Not allowed to this account or company',
  404: 'Not found (or not yours)',
  409: 'In conflict with the current state',
  410: 'No longer valid',
  422: 'Invalid fields: `errors` lists the messages by field path',
  429: 'Too many requests: retry later',
  503: 'The database does not answer',
};

const zodToOpenapi = createJsonSchemaTransform({ skipList: [] });

/** Each response's description by its status (@fastify/swagger reads this extension). */
function describeResponses(response: unknown) {
  if (!response || typeof response !== 'object') return;
  for (const [status, answer] of Object.entries(response as Record<string, object>)) {
    const description = STATUS_DESCRIPTIONS[status];
    if (description && !('description' in answer)) {
      // A component's reference keeps only `description` (the extension is read after resolving).
      const key = '$ref' in answer ? 'description' : 'x-response-description';
      Object.assign(answer, { [key]: description });
    }
  }
}

/** Who calls an area's endpoints: anyone, an API key, or (the document's default) a session. */
const SECURITY_OF_AREA: Partial<Record<string, { [scheme: string]: string[] }[]>> = {
  public: [],
  integration: [{ [API_KEY_SCHEME]: [] }],
};

/**
 * One route as the document shows it: the endpoints of the table only (packages/contract/src/
 * endpoints; neither the web app's files nor this document and its page), tagged, with the
 * security of its area, and an image upload as its multipart body. The Zod schemas become JSON
 * Schema 2020-12 through fastify-type-provider-zod.
 */
const documentRoute: SwaggerTransform = (input) => {
  const { url } = input;
  const method = [input.route.method].flat()[0] ?? '';
  const endpoint = endpointAt(`${method} ${url}`);
  if (!endpoint) return { schema: { hide: true }, url };
  const { upload, ...schema } = input.schema ?? {};
  const security = SECURITY_OF_AREA[endpoint.area];
  const described = {
    ...schema,
    ...(upload === undefined ? {} : { body: upload, consumes: ['multipart/form-data'] }),
    tags: [tagOf(url)],
    ...(security ? { security } : {}),
  };
  const documented = zodToOpenapi({ ...input, schema: described });
  describeResponses((documented.schema as { response?: unknown } | undefined)?.response);
  return documented;
};

/**
 * Collects every route as it is registered (it must be registered before them) for the OpenAPI
 * 3.1 document, written as JSON text on its first request (every route is registered by then) and
 * kept: GET /api/openapi.json and the reference page send that text (openapi.routes.ts,
 * docs-page.ts). Not at ready: turning ~200 routes' Zod schemas into JSON Schema took about a
 * third of an app's start, which every test file and instance paid for a document few ask for.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Ordering portal API', version: '1.0.0', description: DESCRIPTION },
        components: {
          securitySchemes: {
            [SESSION_SCHEME]: {
              type: 'http',
              scheme: 'bearer',
              description:
                'The token POST /api/login answers (`token`), sent as `Authorization: Bearer <token>`. ' +
                'A session belongs to the tenant it was opened for; it ends on POST /api/logout, ' +
                'after its idle time or its absolute lifetime.',
            },
            [API_KEY_SCHEME]: {
              type: 'http',
              scheme: 'bearer',
              description:
                'An API key of the tenant (`opk_…`), made in its console with scopes, sent as ' +
                '`Authorization: Bearer <key>`: only for /api/integration/{code}/…, whose routes ' +
                'refuse sessions, as other routes refuse keys.',
            },
          },
        },
        security: [{ [SESSION_SCHEME]: [] }],
      },
      transform: documentRoute,
      transformObject: jsonSchemaTransformObject,
    });
    let text: string | undefined;
    app.decorate('openapiText', () => (text ??= JSON.stringify(app.swagger())));
  },
  { name: 'openapi-document' },
);

import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { multipartFile, TINY_PNG } from '../helpers/multipart.ts';
import {
  encodeUrlText,
  hostileJsonText,
  hostileNumber,
  hostileText,
  hostileUrlPiece,
  hostileValue,
} from './hostile-values.ts';
import { fieldNames, valueLike } from './schema-arbitrary.ts';
import { mutatedFrom, VALID_BODIES } from './valid-bodies.ts';

/** A request as light-my-request's inject takes it, without who sends it. */
export interface GeneratedRequest {
  method: string;
  /** Each from its own address, so per-address limits leave most requests through. */
  remoteAddress: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function paramValue(name: string): fc.Arbitrary<string> {
  const raw = fc.oneof(hostileUrlPiece, hostileText.map(encodeUrlText));
  if (name === 'code') {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant('ACME') },
      { weight: 1, arbitrary: fc.constantFrom('BOREAL', 'acme', 'NOPE') },
      { weight: 1, arbitrary: raw },
    );
  }
  if (/id$/i.test(name)) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) },
      { weight: 1, arbitrary: hostileNumber.map(String) },
      { weight: 1, arbitrary: raw },
    );
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('about', 'en', 'fr', 'es', 'x') },
    { weight: 1, arbitrary: raw },
  );
}

function pathOf(pattern: string): fc.Arbitrary<string> {
  const segments = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? paramValue(segment.slice(1)) : fc.constant(segment),
    );
  return fc.tuple(...segments).map((parts) => parts.join('/'));
}

const queryText = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(queryText);
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
};

function queryOf(schema: unknown): fc.Arbitrary<string> {
  const fields = schema
    ? valueLike(schema).map((value) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value).flatMap(([key, field]) =>
              queryText(field).map((text) => `${encodeUrlText(key)}=${encodeUrlText(text)}`),
            )
          : [],
      )
    : fc.constant([]);
  const junk = fc.option(fc.oneof(hostileUrlPiece, fc.constantFrom('a[b]=1', 'x=1&x=2', '=&&')), {
    freq: 5,
  });
  return fc.tuple(fields, junk).map(([pairs, extra]) => {
    const all = extra === null ? pairs : [...pairs, extra];
    return all.length === 0 ? '' : `?${all.join('&')}`;
  });
}

function jsonBodyOf(schema: unknown, example?: unknown): fc.Arbitrary<Partial<GeneratedRequest>> {
  const shaped =
    example === undefined ? valueLike(schema) : fc.oneof(mutatedFrom(example), valueLike(schema));
  return fc
    .oneof(
      { weight: 8, arbitrary: shaped.map((value) => JSON.stringify(value) ?? 'null') },
      { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
      { weight: 1, arbitrary: hostileJsonText },
    )
    .map((payload) => ({ headers: { 'content-type': 'application/json' }, payload }));
}

/** A CSV file: the real header and rows of anything, or no CSV at all. */
const csvBody: fc.Arbitrary<Partial<GeneratedRequest>> = fc
  .oneof(
    fc
      .array(fc.array(fc.oneof(hostileText, fc.string({ maxLength: 8 })), { maxLength: 12 }), {
        maxLength: 5,
      })
      .map((rows) =>
        ['part_number,description,selling_price,uom,active', ...rows.map((r) => r.join(','))].join(
          '\n',
        ),
      ),
    hostileText,
  )
  .map((payload) => ({ headers: { 'content-type': 'text/csv' }, payload }));

const fileBytes = fc.oneof(
  fc.constant(TINY_PNG),
  fc.constant(
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
);

/** Uploads as a browser sends them, and as a broken client does: no boundary, cut off, empty. */
const multipartBody: fc.Arbitrary<Partial<GeneratedRequest>> = fc
  .tuple(fileBytes, fc.constantFrom('whole', 'noBoundary', 'cut', 'empty', 'notMultipart'))
  .map(([data, shape]) => {
    const body = multipartFile({ name: 'f.png', type: 'image/png', data });
    switch (shape) {
      case 'noBoundary':
        return { headers: { 'content-type': 'multipart/form-data' }, payload: body.payload };
      case 'cut':
        return { headers: body.headers, payload: body.payload.subarray(0, 50) };
      case 'empty':
        return { headers: body.headers, payload: '' };
      case 'notMultipart':
        return { headers: { 'content-type': 'application/octet-stream' }, payload: data };
      default:
        return { headers: body.headers, payload: body.payload };
    }
  });

function bodyOf(route: RouteOptions, schema: RouteSchema): fc.Arbitrary<Partial<GeneratedRequest>> {
  const none = fc.constant({});
  if (schema.body && fieldNames(schema.body).length === 0) return csvBody; // a text body
  if (schema.body)
    return jsonBodyOf(schema.body, VALID_BODIES[`${String(route.method)} ${route.url}`]);
  if (route.method === 'GET' || route.method === 'HEAD') return none;
  return fc.oneof(none, multipartBody, jsonBodyOf(undefined));
}

const acceptLanguage = fc.constantFrom('en', 'es', 'fr', 'de', '*', 'fr-CA,fr;q=0.9', 'q=;;,');
const idempotencyKey = fc.option(fc.oneof(fc.uuid(), fc.stringMatching(/^[\x21-\x7e]{0,80}$/)), {
  freq: 3,
});

/** Every request a route could be sent: its path, query and body generated from its schemas. */
export function requestsFor(route: RouteOptions): fc.Arbitrary<GeneratedRequest> {
  const method = route.method as string;
  const schema = (route.schema ?? {}) as RouteSchema;
  return fc
    .record({
      path: pathOf(route.url),
      query: queryOf(schema.querystring),
      body: bodyOf(route, schema),
      language: acceptLanguage,
      key: WRITES.has(method) ? idempotencyKey : fc.constant(null),
      remoteAddress: fc.ipV4(),
    })
    .map(({ path, query, body, language, key, remoteAddress }) => ({
      method,
      remoteAddress,
      url: path + query,
      headers: {
        'accept-language': language,
        ...(key === null ? {} : { 'idempotency-key': key }),
        ...body.headers,
      },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}

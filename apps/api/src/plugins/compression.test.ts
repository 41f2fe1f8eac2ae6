import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminWorld,
  useTestAppWithEnv,
  type AdminWorld,
} from '../../test/helpers/admin-fixtures.ts';
import { createProduct } from '../../test/helpers/catalogue-fixtures.ts';
import { addMembership, createTenant, TEST_PASSWORD } from '../../test/helpers/fixtures.ts';
import { COMPRESS_MIN_BYTES } from './compression.ts';

/** The body as the browser reads it, whatever the Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

/** API answers are compressed above COMPRESS_MIN_BYTES, with the read caches on. */
describe('API answer compression', () => {
  const t = useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 5 }));
  let world: AdminWorld;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    for (let index = 1; index <= 12; index += 1) {
      await createProduct(t.db, world.acme.id, {
        partNumber: `ZIP-${index}`,
        description: `Galvanised steel hex bolt M${index} x 40 mm, box of 100`,
      });
    }
  });

  const productList = (acceptEncoding?: string) =>
    t.app.inject({
      url: '/api/products/ACME?per_page=12',
      headers: {
        ...world.acmeBuyer.headers,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('sends a catalogue page above the threshold in brotli or gzip, the same page from the cache', async () => {
    const plain = await productList();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    // The second and third requests are answered from the catalogue cache (a serialised string).
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await productList(accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toContain('accept-encoding');
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    }
  });

  it('sends answers below the threshold, errors included, as they are', async () => {
    const empty = await t.app.inject({
      url: '/api/products/ACME?search=nothing-matches-this',
      headers: { ...world.acmeBuyer.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.json()).toMatchObject({ data: [] });

    const refused = await t.app.inject({
      url: '/api/products/ACME',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual({ message: expect.any(String) as string });
  });

  it('streams the CSV export compressed, the same rows as uncompressed', async () => {
    const exportCsv = (headers: Record<string, string> = {}) =>
      t.app.inject({
        url: '/api/admin/ACME/products/export.csv',
        headers: { ...world.acmeAdmin.headers, ...headers },
      });
    const plain = await exportCsv();
    expect(plain.statusCode).toBe(200);
    const compressed = await exportCsv({ 'accept-encoding': 'gzip' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toContain('text/csv');
    expect(compressed.headers['content-disposition']).toContain('ACME-products.csv');
    expect(decoded(compressed)).toBe(plain.body);
    expect(plain.body).toContain('ZIP-12');
  });

  it('never compresses the sign-in answer, which carries the session token (decision 011)', async () => {
    // A user of many companies: the answer lists them all, well above the threshold.
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', world.acmeBuyer.email)
      .executeTakeFirstOrThrow();
    for (let index = 1; index <= 12; index += 1) {
      const tenant = await createTenant(
        t.db,
        `ZIP${index}`,
        `Company number ${index} with a long registered trading name, Incorporated`,
      );
      await addMembership(t.db, user.id, tenant.id);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { email: world.acmeBuyer.email, password: TEST_PASSWORD },
      remoteAddress: '10.9.0.1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ token: expect.any(String) as string });
  });
});

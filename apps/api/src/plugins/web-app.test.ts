import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildApp, type App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { testEnv } from '../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../test/helpers/test-database.ts';

describe('the web app at the same origin', () => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  let app: App;
  let database: DatabaseHandle;

  const indexHtml = '<!doctype html><title>Portal</title>';
  const script = `export const rows = [${'"a long enough line of code", '.repeat(100)}];\n`;
  /** A file as the build writes it: the original with its brotli and gzip copies beside it. */
  const writeWithCopies = (path: string, text: string) => {
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text));
  };

  beforeAll(async () => {
    writeWithCopies(join(dist, 'index.html'), indexHtml);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeWithCopies(join(dist, 'assets', 'framework-5678.js'), script);
    database = await createTestDatabase();
    app = await buildApp({ env: { ...testEnv, WEB_DIST_DIR: dist }, database, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers any page path with index.html (history fallback), revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/orders/12?tab=draft' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Portal</title>');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the brotli copy written by the build to a browser that accepts it, cached for good, varying on Accept-Encoding', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/framework-5678.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, the file itself when nothing is', async () => {
    const gzipped = await app.inject({
      method: 'GET',
      url: '/assets/framework-5678.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toContain('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url: '/assets/framework-5678.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('accept-encoding');
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.body).toBe(script);
  });

  it('sends index.html compressed on a page path, revalidated and never cached for good', async () => {
    for (const url of ['/products?page=2', '/index.html']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

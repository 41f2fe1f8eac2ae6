import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { testEnv } from '../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../test/helpers/test-database.ts';

describe('the web app at the same origin', () => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  let app: App;
  let database: DatabaseHandle;

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
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

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { createTenant } from '../../test/helpers/fixtures.ts';
import { testEnv } from '../../test/helpers/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../../test/helpers/test-database.ts';
import { hangGuard } from '../../test/helpers/hang-guard.ts';

/**
 * The mechanism's edges that the routes' own tests cannot reach (decision 021), through routes
 * of this test taking keys of one caller: a server error after the commit, and an answer of a
 * request that wrote nothing.
 */
describe('idempotency keys: edge cases', () => {
  let database: TestDatabaseHandle;
  let app: App;
  let tenantId = 0;
  let runs = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ env: testEnv, database, logger: false });
    const idempotency = { scope: () => ({ tenantId, caller: 'test:edge' }) };
    // Commits a setting, then fails as a server would.
    app.post('/api/test/fails-after-commit', { config: { idempotency } }, async () => {
      runs++;
      await app.db.transaction().execute((trx) =>
        trx
          .insertInto('tenant_settings')
          .values({ tenant_id: tenantId, key: `run-${runs}`, value: 'written' })
          .execute(),
      );
      throw new Error('failed after its commit');
    });
    // Writes nothing and answers what it counts.
    app.post('/api/test/writes-nothing', { config: { idempotency } }, async () => ({
      run: ++runs,
    }));
    await app.ready();
    tenantId = (await createTenant(database.uncheckedDb, 'EDGE')).id;
  }, hangGuard(60_000));
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (url: string, key: string) =>
    app.inject({ method: 'POST', url, headers: { 'idempotency-key': key }, payload: {} });

  it('answers a retry of a request that failed after committing 409, and runs nothing again', async () => {
    const first = await post('/api/test/fails-after-commit', 'edge-1');
    expect(first.statusCode).toBe(500);
    const before = runs;
    const retry = await post('/api/test/fails-after-commit', 'edge-1');
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({
      message:
        'The request with this Idempotency-Key was carried out, but its answer was not kept. ' +
        'Check what it changed before sending it again with a new key.',
    });
    expect(runs).toBe(before);
    const settings = await database.uncheckedDb
      .selectFrom('tenant_settings')
      .select('key')
      .where('tenant_id', '=', tenantId)
      .execute();
    expect(settings).toHaveLength(1);
  });

  it('answers again what a request that wrote nothing answered', async () => {
    const first = await post('/api/test/writes-nothing', 'edge-2');
    expect(first.statusCode).toBe(200);
    const retry = await post('/api/test/writes-nothing', 'edge-2');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
  });
});

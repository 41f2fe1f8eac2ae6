import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { parseEnv } from '../../src/config/env.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { createTestDatabase, type TestDatabaseHandle } from './test-database.ts';

export interface TestContext {
  app: App;
  /** For the test's own fixtures and assertions: not checked for tenant predicates. */
  db: DatabaseHandle['db'];
  /** The app's database, whose `db` checks every query for its tenant (test-database.ts). */
  database: TestDatabaseHandle;
}

export const testEnv = parseEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  WEB_DIST_DIR: '/nonexistent',
  // Tests change rows directly between requests; the caches have tests of their own
  // (plugins/read-caches.test.ts) that turn them on.
  READ_CACHE_SECONDS: '0',
  SESSION_CACHE: '0',
  // Delivering the outbox has tests of its own (modules/webhooks) that turn the worker on.
  OUTBOX_WORKER: '0',
});

/**
 * One app on a fresh database per test file, closed after the file (the Fastify demo's build(t)).
 * Use inside a describe or at the top of a file; read the fields inside tests.
 */
export function useTestApp(): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.db = context.database.uncheckedDb;
    context.app = await buildApp({ env: testEnv, database: context.database, logger: false });
    await context.app.ready();
  }, 60_000);
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

import { vi } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Env } from '../../src/config/env.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';

/**
 * Another server instance on the same database, as a second process would be: the app's modules
 * are loaded anew, so no module state is shared. Only the database (and Redis, when the env names
 * it) connects the two, as in production behind a load balancer: on PostgreSQL each listens on a
 * connection of its own; on PGlite both listen to the one embedded database.
 */
export async function buildSeparateInstance(env: Env, database: DatabaseHandle): Promise<App> {
  vi.resetModules();
  const { buildApp } = await import('../../src/app.ts');
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  return app;
}

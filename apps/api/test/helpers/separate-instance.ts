import { vi } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Env } from '../../src/config/env.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';

/**
 * Another server instance on the same database, as a second process would be: the app's modules
 * are loaded anew, so what this process announces in memory (session-changes.ts) never reaches
 * it. Only the database connects the two, as in production behind a load balancer.
 */
export async function buildSeparateInstance(env: Env, database: DatabaseHandle): Promise<App> {
  vi.resetModules();
  const { buildApp } = await import('../../src/app.ts');
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  return app;
}

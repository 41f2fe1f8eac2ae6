import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Env } from '../../src/config/env.ts';
import { createAdminWorld, useTestAppWithEnv, type AdminWorld } from './admin-fixtures.ts';
import { buildSeparateInstance } from './separate-instance.ts';
import { testEnv, type TestContext } from './test-app.ts';

/** How long a change may take to reach the other instance: generous for a loaded 2-core machine. */
export const PROPAGATION_BOUND_MS = 1_000;

export interface TwoInstances {
  /** Instance A, with the test's database (`a.db` for fixtures). */
  a: TestContext;
  b: () => App;
  world: () => AdminWorld;
}

/**
 * Two apps on one database, their caches on for an hour (so only the invalidation bus can make a
 * change show on the other one within the bound).
 */
export function useTwoInstances(overrides: Partial<Env> = {}): TwoInstances {
  const env = { ...testEnv, READ_CACHE_SECONDS: 3600, SESSION_CACHE: true, ...overrides };
  const a = useTestAppWithEnv(() => env);
  let b: App;
  let world: AdminWorld;
  beforeAll(async () => {
    b = await buildSeparateInstance(env, a.database);
    expect(a.app.invalidations.listening).toBe(true);
    expect(b.invalidations.listening).toBe(true);
    world = await createAdminWorld(a.db);
  });
  afterAll(async () => {
    await b?.close();
  });
  return { a, b: () => b, world: () => world };
}

/**
 * Polls `reflects` (a request to B) from the moment `change` (a request to A) has answered
 * until it says the change shows; fails past PROPAGATION_BOUND_MS. Answers the delay in ms.
 */
export async function seenOnB(
  change: () => Promise<void>,
  reflects: () => Promise<boolean>,
): Promise<number> {
  await change();
  const start = performance.now();
  for (;;) {
    if (await reflects()) break;
    const elapsed = performance.now() - start;
    if (elapsed > PROPAGATION_BOUND_MS) {
      throw new Error(`the change did not show on the other instance within ${elapsed} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return performance.now() - start;
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE, parseEnv } from '../src/config/env.ts';
import { postgresEnv } from './server-env.ts';

describe("the bench's servers (decision 061)", () => {
  it('run with the default pool, whatever the bench was started with', () => {
    const before = process.env.DATABASE_POOL_SIZE;
    process.env.DATABASE_POOL_SIZE = '20';
    try {
      const env = postgresEnv('postgres://postgres@127.0.0.1:5432/portal_bench');
      expect(env.DATABASE_POOL_SIZE).toBeUndefined();
      expect(parseEnv(env).DATABASE_POOL_SIZE).toBe(DEFAULT_POOL_SIZE);
    } finally {
      if (before === undefined) delete process.env.DATABASE_POOL_SIZE;
      else process.env.DATABASE_POOL_SIZE = before;
    }
  });
});

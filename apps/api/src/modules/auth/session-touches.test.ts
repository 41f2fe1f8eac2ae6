import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, sessionFor } from '../../../test/helpers/fixtures.ts';
import {
  createTestDatabase,
  type TestDatabaseHandle,
} from '../../../test/helpers/test-database.ts';
import { SessionTouches } from './session-touches.ts';
import { hashToken } from './session-tokens.ts';

/** Issue 25 point 3: sessions' last use is written off the request path, one statement a batch. */
describe('session touches', () => {
  let database: TestDatabaseHandle;
  const tokens: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.uncheckedDb;
    const tenant = await createTenant(db, 'ACME');
    for (const n of [1, 2, 3]) {
      const user = await createUser(db, { email: `b${n}@acme.test`, tenantId: tenant.id });
      tokens.push(await sessionFor(db, user.id, tenant.id));
    }
    await db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '10 minutes'` })
      .execute();
  });
  afterAll(() => database.close());

  const lastSeen = async () =>
    (
      await database.uncheckedDb
        .selectFrom('sessions')
        .select(sql<number>`extract(epoch from now() - last_seen_at)::float8`.as('age'))
        .orderBy('token_hash')
        .execute()
    ).map((row) => Number(row.age));

  it('writes every session marked within a second in one statement, and none before', async () => {
    const errors: unknown[] = [];
    const touches = new SessionTouches(database.db, (error) => errors.push(error), 100);
    const before = database.statements.count;
    for (const token of [...tokens, tokens[0]!]) touches.touch(hashToken(token));
    expect(database.statements.count).toBe(before);
    expect((await lastSeen()).every((age) => age > 500)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(database.statements.count).toBe(before + 1);
    expect((await lastSeen()).every((age) => age < 5)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('writes what is marked when flushed (the app closing), and nothing when nothing is', async () => {
    const touches = new SessionTouches(database.db, () => undefined, 60_000);
    await database.uncheckedDb
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '10 minutes'` })
      .execute();
    touches.touch(hashToken(tokens[1]!));
    await touches.flush();
    const ages = await lastSeen();
    expect(ages.filter((age) => age < 5)).toHaveLength(1);
    const before = database.statements.count;
    await touches.flush();
    expect(database.statements.count).toBe(before);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testEngine,
  type TestDatabaseHandle,
} from '../../test/helpers/test-database.ts';
import { prepared } from './prepared-statements.ts';

/**
 * A statement marked `prepared` is prepared once per connection and run by name after that; any
 * other statement is planned at every run (a search's best plan depends on its words).
 */
describe.runIf(testEngine === 'postgres')('prepared statements', () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('prepares a marked statement on its connection, once, and leaves others unprepared', async () => {
    await handle.uncheckedDb.connection().execute(async (db) => {
      const marked = () =>
        db.selectFrom('tenants').select('code').where('id', '=', 1).$call(prepared).execute();
      await marked();
      await marked();
      await db.selectFrom('tenants').select('name').where('id', '=', 2).execute();
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(db);
      const statements = rows.map((row) => row.statement);
      expect(statements.filter((text) => text.includes('"code"'))).toHaveLength(1);
      expect(statements.some((text) => text.includes('"name"'))).toBe(false);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../test/helpers/fixtures.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../../test/helpers/test-database.ts';
import { builtOnce } from './built-once.ts';

describe('builtOnce', () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    for (const code of ['ACME', 'BOREAL', 'CEDAR']) await createTenant(handle.uncheckedDb, code);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('builds a shape once and binds each run its own values, keeping the constants', async () => {
    let builds = 0;
    const tenantsFrom = builtOnce(
      (shape: { descending: boolean }) => String(shape.descending),
      (db, shape, args: { first: string; last: string }) => {
        builds += 1;
        return db
          .selectFrom('tenants')
          .select('code')
          .where('code', '>=', args.first)
          .where('code', '<=', args.last)
          .where('active', '=', true)
          .orderBy('code', shape.descending ? 'desc' : 'asc');
      },
    );
    const codes = async (descending: boolean, first: string, last: string) =>
      (await tenantsFrom(handle.db, { descending }, { first, last })).map((row) => row.code);
    expect(await codes(false, 'ACME', 'BOREAL')).toEqual(['ACME', 'BOREAL']);
    expect(await codes(false, 'BOREAL', 'CEDAR')).toEqual(['BOREAL', 'CEDAR']);
    expect(builds).toBe(1);
    expect(await codes(true, 'ACME', 'CEDAR')).toEqual(['CEDAR', 'BOREAL', 'ACME']);
    expect(builds).toBe(2);
    // Every run goes through the database's plugins (here the test suite's statement counter).
    const before = handle.statements.count;
    await codes(true, 'ACME', 'ACME');
    expect(handle.statements.count).toBe(before + 1);
  });
});

import { openAsBlob } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { createTenant } from './fixtures.ts';
import { openReusedPglite } from './reused-pglite.ts';
import { testEngine } from './test-database.ts';

const template = () => openAsBlob(inject('pgliteTemplateFile'));

describe.skipIf(testEngine !== 'pglite')("a worker's embedded test databases", () => {
  it('hands the next file the instance a file closed, emptied, its identities restarted', async () => {
    const first = await openReusedPglite(template);
    const tenant = await createTenant(first.db, 'REUSE1');
    await sql`set application_name = 'a file that set something'`.execute(first.db);
    await first.close();

    const second = await openReusedPglite(template);
    try {
      expect(second.pglite).toBe(first.pglite);
      expect(await second.db.selectFrom('tenants').select('id').execute()).toEqual([]);
      expect((await createTenant(second.db, 'REUSE2')).id).toBe(tenant.id);
      const { rows } = await sql<{
        name: string;
      }>`select current_setting('application_name') as name`.execute(second.db);
      expect(rows[0]!.name).not.toBe('a file that set something');
    } finally {
      await second.close();
    }
  });

  it('refuses statements on a handle once closed: a late timer never writes into the next file', async () => {
    const handle = await openReusedPglite(template);
    await handle.close();
    await expect(createTenant(handle.db, 'LATE')).rejects.toThrow(/closed/);
    const next = await openReusedPglite(template);
    try {
      expect(await next.db.selectFrom('tenants').select('id').execute()).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it('does not reuse an instance whose schema a file changed', async () => {
    const changed = await openReusedPglite(template);
    await sql`create table left_behind (id int)`.execute(changed.db);
    await changed.close();
    expect(changed.pglite!.closed).toBe(true);

    const fresh = await openReusedPglite(template);
    try {
      expect(fresh.pglite).not.toBe(changed.pglite);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_tables where tablename = 'left_behind'`.execute(fresh.db);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('does not reuse an instance a file analyzed: its statistics would plan the next file', async () => {
    const analyzed = await openReusedPglite(template);
    await createTenant(analyzed.db, 'STATS');
    await sql`analyze tenants`.execute(analyzed.db);
    await analyzed.close();
    expect(analyzed.pglite!.closed).toBe(true);
  });
});

import type { Db } from '../../src/db/schema.ts';
import { seedDemoIfEmpty } from '../../src/seed/demo-seed.ts';

/** The demo catalogues (seeded when the database has none), by their tenants' codes. */
export async function seedDemoTenants(db: Db): Promise<{ ACME: number; BOREAL: number }> {
  await seedDemoIfEmpty(db, { info: () => {} });
  const rows = await db
    .selectFrom('tenants')
    .select(['id', 'code'])
    .where('code', 'in', ['ACME', 'BOREAL'])
    .execute();
  const idOf = (code: string) => rows.find((row) => row.code === code)!.id;
  return { ACME: idOf('ACME'), BOREAL: idOf('BOREAL') };
}

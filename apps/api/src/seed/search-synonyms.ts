import type { Db } from '../db/schema.ts';
import type { DemoTenantCode } from './demo-tenants.ts';

/**
 * Words the demo tenants' buyers use for the same thing (issue 32 point 2): "ss caliper" finds
 * ACME's stainless caliper, "spanner" its wrenches, "cookies" BOREAL's butter biscuits.
 */
const SYNONYMS: Record<DemoTenantCode, string[][]> = {
  ACME: [
    ['ss', 'stainless', 'inox', 'inoxidable'],
    ['spanner', 'wrench'],
    ['tornillo', 'perno'],
  ],
  BOREAL: [['cookie', 'biscuit', 'galleta']],
};

export async function seedSearchSynonyms(
  db: Db,
  tenantIds: Record<DemoTenantCode, number>,
): Promise<void> {
  const rows = Object.entries(SYNONYMS).flatMap(([code, groups]) =>
    groups.map((words) => ({ tenant_id: tenantIds[code as DemoTenantCode], words })),
  );
  await db.insertInto('search_synonyms').values(rows).execute();
}

import type { Db } from '../../../db/schema.ts';

export { readSettings } from '../../tenants/tenants.repository.ts';
export { insertMedia } from '../products/products.repository.ts';

export function findTenant(db: Db, tenantId: number) {
  return db
    .selectFrom('tenants')
    .select(['code', 'name'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
}

export async function renameTenant(db: Db, tenantId: number, name: string): Promise<void> {
  await db.updateTable('tenants').set({ name }).where('id', '=', tenantId).execute();
}

/** Sets each key to its value (text settings; see PUBLIC_ and PRIVATE_SETTING_KEYS). */
export async function writeSettings(
  db: Db,
  tenantId: number,
  settings: Record<string, string>,
): Promise<void> {
  const rows = Object.entries(settings).map(([key, value]) => ({
    tenant_id: tenantId,
    key,
    value,
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('tenant_settings')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
    )
    .execute();
}

export async function findPage(db: Db, tenantId: number, slug: string, language: string) {
  const row = await db
    .selectFrom('content_pages')
    .select('html')
    .where('tenant_id', '=', tenantId)
    .where('slug', '=', slug)
    .where('language', '=', language)
    .executeTakeFirst();
  return row?.html;
}

export async function savePage(
  db: Db,
  tenantId: number,
  page: { slug: string; language: string; html: string },
): Promise<void> {
  await db
    .insertInto('content_pages')
    .values({ tenant_id: tenantId, ...page })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'slug', 'language'])
        .doUpdateSet((eb) => ({ html: eb.ref('excluded.html'), updated_at: new Date() })),
    )
    .execute();
}

export async function deletePage(db: Db, tenantId: number, slug: string, language: string) {
  await db
    .deleteFrom('content_pages')
    .where('tenant_id', '=', tenantId)
    .where('slug', '=', slug)
    .where('language', '=', language)
    .execute();
}

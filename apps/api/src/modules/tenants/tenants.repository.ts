import type { Db } from '../../db/schema.ts';

export interface TenantRow {
  id: number;
  code: string;
  name: string;
}

/** An active tenant by its code; codes are stored upper-case, callers pass them upper-cased. */
export function findActiveTenant(db: Db, code: string): Promise<TenantRow | undefined> {
  return db
    .selectFrom('tenants')
    .select(['id', 'code', 'name'])
    .where('code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst();
}

/** The code of the active tenant a host name belongs to (tenant_domains.host is lower-case). */
export async function findTenantCodeByHost(db: Db, host: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('tenant_domains as d')
    .innerJoin('tenants as t', 't.id', 'd.tenant_id')
    .select('t.code')
    .where('d.host', '=', host)
    .where('t.active', '=', true)
    .executeTakeFirst();
  return row?.code;
}

/** The values of `keys` a tenant has set; keys it has not set are absent from the map. */
export async function readSettings(
  db: Db,
  tenantId: number,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('tenant_settings')
    .select(['key', 'value'])
    .where('tenant_id', '=', tenantId)
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** The HTML of one content page of an active tenant, found by the tenant's code. */
export async function findContentPage(
  db: Db,
  code: string,
  slug: string,
  language: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_pages as p')
    .innerJoin('tenants as t', 't.id', 'p.tenant_id')
    .select('p.html')
    .where('t.code', '=', code)
    .where('t.active', '=', true)
    .where('p.slug', '=', slug)
    .where('p.language', '=', language)
    .executeTakeFirst();
  return row?.html;
}

export interface MediaRow {
  contentType: string;
  data: Uint8Array;
}

/** One media row of an active tenant: the id is only looked up under that tenant. */
export async function findMedia(
  db: Db,
  code: string,
  mediaId: number,
): Promise<MediaRow | undefined> {
  const row = await db
    .selectFrom('media as m')
    .innerJoin('tenants as t', 't.id', 'm.tenant_id')
    .select(['m.content_type', 'm.data'])
    .where('t.code', '=', code)
    .where('t.active', '=', true)
    .where('m.id', '=', mediaId)
    .executeTakeFirst();
  return row && { contentType: row.content_type, data: row.data };
}

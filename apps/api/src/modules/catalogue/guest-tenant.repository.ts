import type { Db } from '../../db/schema.ts';

/** An active tenant by its (upper-case) code, with the logo the guest catalogue shows. */
export function findGuestTenant(db: Db, code: string) {
  return db
    .selectFrom('tenants as t')
    .leftJoin('tenant_settings as s', (join) =>
      join.onRef('s.tenant_id', '=', 't.id').on('s.key', '=', 'logo_url'),
    )
    .select(['t.id', 't.code', 't.name', 's.value as logo_url'])
    .where('t.code', '=', code)
    .where('t.active', '=', true)
    .executeTakeFirst();
}

import { sql } from 'kysely';
import type { Trx } from '../../db/schema.ts';

/** The tenant's customers among `codes`, locked until the upsert's transaction ends. */
export function customersByCode(trx: Trx, tenantId: number, codes: readonly string[]) {
  return trx
    .selectFrom('customers')
    .select(['id', 'code'])
    .where('tenant_id', '=', tenantId)
    .where('code', '=', sql<string>`any(${sql.val([...codes])}::text[])`)
    .forUpdate()
    .execute();
}

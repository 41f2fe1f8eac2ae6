import { sql } from 'kysely';
import type { Db } from '../../../db/schema.ts';

function tenantAudit(db: Db, tenantId: number, entity: string | undefined) {
  let query = db.selectFrom('audit_log as a').where('a.tenant_id', '=', tenantId);
  if (entity) query = query.where('a.entity', '=', entity);
  return query;
}

/** One page of a tenant's audit rows, newest first, with each actor's identity. */
export async function listAudit(
  db: Db,
  tenantId: number,
  filter: { entity?: string; limit: number; offset: number },
) {
  const rows = await tenantAudit(db, tenantId, filter.entity)
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .leftJoin('api_keys as k', (join) =>
      join.onRef('k.tenant_id', '=', 'a.tenant_id').onRef('k.id', '=', 'a.actor_api_key_id'),
    )
    .select([
      'a.id',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.before',
      'a.after',
      'a.created_at',
      'u.id as actor_id',
      'u.email as actor_email',
      'u.first_name as actor_first_name',
      'u.last_name as actor_last_name',
      'k.id as api_key_id',
      'k.name as api_key_name',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { total } = await tenantAudit(db, tenantId, filter.entity)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

import type { AuditList } from '@portal/contract';
import type { Member } from '../../../core/callers.ts';
import { adminPage, fullName, iso, pageOf } from '../common/admin-common.ts';
import type { Db } from '../../../db/schema.ts';
import { listAudit } from './audit.repository.ts';

const asSnapshot = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export async function auditLog(
  db: Db,
  admin: Member,
  query: { entity?: string | undefined; page: number },
): Promise<AuditList> {
  const { rows, total } = await listAudit(db, admin.tenantId, {
    entity: query.entity,
    ...adminPage(query.page),
  });
  const data = rows.map((row) => ({
    id: row.id,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    before: asSnapshot(row.before),
    after: asSnapshot(row.after),
    actor:
      row.actor_id === null
        ? null
        : {
            id: row.actor_id,
            email: row.actor_email ?? '',
            name: fullName(row.actor_first_name ?? '', row.actor_last_name ?? ''),
          },
    api_key: row.api_key_id === null ? null : { id: row.api_key_id, name: row.api_key_name ?? '' },
    created_at: iso(row.created_at),
  }));
  return pageOf(data, total, query.page);
}

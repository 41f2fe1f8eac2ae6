import type { AuditActor } from '../../../core/callers.ts';
import type { Db } from '../../../db/schema.ts';

/** The actor columns of an audit record for `actor`. */
export const actorOf = (actor: AuditActor) => ({
  actorUserId: actor.userId,
  actorApiKeyId: actor.apiKeyId ?? null,
});

export interface AuditRecord {
  tenantId: number;
  /** Null for the platform itself (the tenant command) and for API keys. */
  actorUserId: number | null;
  /** The API key that made the change (issue 13). */
  actorApiKeyId?: number | null;
  /** `<entity>.<verb>`, such as `registration.approve` or `order.status`. */
  action: string;
  entity: string;
  entityId: string | number | null;
  /** Explicit snapshots of what changed; null for a creation (before) or a deletion (after). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

// Secrets never belong in the audit log, whoever builds the snapshot.
const SECRET_KEY = /password|token|secret|hash/i;

function assertNoSecrets(snapshot: Record<string, unknown> | null, action: string): void {
  for (const key of Object.keys(snapshot ?? {})) {
    if (SECRET_KEY.test(key)) throw new Error(`Audit snapshot of ${action} holds a secret: ${key}`);
  }
}

/**
 * Writes one audit row. Call it with the transaction of the change itself, so that a change and
 * its record commit or roll back together.
 */
export async function recordAudit(trx: Db, record: AuditRecord): Promise<void> {
  assertNoSecrets(record.before, record.action);
  assertNoSecrets(record.after, record.action);
  await trx
    .insertInto('audit_log')
    .values({
      tenant_id: record.tenantId,
      actor_user_id: record.actorUserId,
      actor_api_key_id: record.actorApiKeyId ?? null,
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId === null ? null : String(record.entityId),
      before: record.before === null ? null : JSON.stringify(record.before),
      after: record.after === null ? null : JSON.stringify(record.after),
    })
    .execute();
}

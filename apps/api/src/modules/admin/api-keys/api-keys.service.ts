import type { z } from 'zod';
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  type ApiKeySummary,
  type createApiKeyRequest,
} from '@portal/contract';
import { fieldError, notFound } from '../../../lib/app-error.ts';
import type { Member } from '../../../core/callers.ts';
import { newApiKey } from '../../api-keys/api-key-secret.ts';
import * as repo from '../../api-keys/api-keys.repository.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { fullName, iso, isoOrNull, isUniqueViolation } from '../common/admin-common.ts';
import type { Db } from '../../../db/schema.ts';

type CreateInput = z.output<typeof createApiKeyRequest>;

const asScopes = (scopes: readonly string[]): ApiKeyScope[] =>
  API_KEY_SCOPES.filter((scope) => scopes.includes(scope));

const toSummary = (row: repo.KeyRow): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  scopes: asScopes(row.scopes),
  prefix: `opk_${row.prefix}`,
  created_by:
    row.creator_id === null
      ? null
      : {
          id: row.creator_id,
          email: row.creator_email ?? '',
          name: fullName(row.creator_first_name ?? '', row.creator_last_name ?? ''),
        },
  created_at: iso(row.created_at),
  last_used_at: isoOrNull(row.last_used_at),
  revoked_at: isoOrNull(row.revoked_at),
});

export async function listKeys(db: Db, admin: Member): Promise<ApiKeySummary[]> {
  return (await repo.listKeys(db, admin.tenantId)).map(toSummary);
}

async function keySummary(db: Db, tenantId: number, id: number): Promise<ApiKeySummary> {
  const row = (await repo.listKeys(db, tenantId)).find((key) => key.id === id);
  if (!row) throw notFound('admin.apiKeys.notFound');
  return toSummary(row);
}

/** A new key: its secret is in this answer only, the database keeps its hash. */
export async function createKey(
  db: Db,
  admin: Member,
  input: CreateInput,
): Promise<ApiKeySummary & { key: string }> {
  const secret = newApiKey();
  try {
    const id = await db.transaction().execute(async (trx) => {
      const keyId = await repo.insertKey(trx, {
        tenantId: admin.tenantId,
        name: input.name,
        scopes: input.scopes,
        prefix: secret.prefix,
        secretHash: secret.secretHash,
        userId: admin.userId,
      });
      await recordAudit(trx, {
        tenantId: admin.tenantId,
        actorUserId: admin.userId,
        action: 'api_key.create',
        entity: 'api_key',
        entityId: keyId,
        before: null,
        after: { name: input.name, scopes: input.scopes, prefix: `opk_${secret.prefix}` },
      });
      return keyId;
    });
    return { ...(await keySummary(db, admin.tenantId, id)), key: secret.key };
  } catch (error) {
    if (isUniqueViolation(error, repo.ACTIVE_NAME_INDEX)) {
      throw fieldError('name', 'admin.apiKeys.nameTaken');
    }
    throw error;
  }
}

/** Revokes a key at once: its next call is refused. Revoking a revoked key changes nothing. */
export async function revokeKey(db: Db, admin: Member, id: number): Promise<ApiKeySummary> {
  await db.transaction().execute(async (trx) => {
    const key = await repo.lockKey(trx, admin.tenantId, id);
    if (!key) throw notFound('admin.apiKeys.notFound');
    if (key.revoked_at !== null) return;
    await repo.revokeKey(trx, admin.tenantId, id);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'api_key.revoke',
      entity: 'api_key',
      entityId: id,
      before: { name: key.name, scopes: key.scopes },
      after: null,
    });
  });
  return keySummary(db, admin.tenantId, id);
}

import type { Kysely } from 'kysely';
import { API_KEY_SCOPES, type ApiKeyScope } from '@portal/contract';
import type { Database } from '../../src/db/schema.ts';
import { newApiKey } from '../../src/modules/api-keys/api-key-secret.ts';

/** An API key of a tenant, made as the console makes one (only its hash stored). */
export async function createApiKey(
  db: Kysely<Database>,
  tenantId: number,
  name: string,
  scopes: readonly ApiKeyScope[] = API_KEY_SCOPES,
) {
  const secret = newApiKey();
  const row = await db
    .insertInto('api_keys')
    .values({
      tenant_id: tenantId,
      name,
      scopes: [...scopes],
      prefix: secret.prefix,
      secret_hash: secret.secretHash,
      created_by_user_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, key: secret.key, headers: { authorization: `Bearer ${secret.key}` } };
}
export type TestApiKey = Awaited<ReturnType<typeof createApiKey>>;

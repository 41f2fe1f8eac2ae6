import { sql } from 'kysely';
import { acrossTenants } from '../../db/across-tenants.ts';
import type { Db, Trx } from '../../db/schema.ts';

/** The reads and the write of a password-reset link as its user opens it (reset-link.service.ts). */

function linkQuery(db: Db, tokenHash: string) {
  return (
    db
      .selectFrom('password_reset_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.tenant_id',
        'r.id',
        'r.user_id',
        'r.status',
        'r.token_expires_at',
        'r.link_shown',
        'u.email',
        sql<Date>`now()`.as('now'),
      ])
      .where('r.token_hash', '=', tokenHash)
      // A link is opened before any tenant is known: its token names the request, and the
      // request its tenant.
      .$call(acrossTenants)
  );
}

/** The request a link's token belongs to, whatever the tenant (the token is the secret). */
export function findResetLink(db: Db, tokenHash: string) {
  return linkQuery(db, tokenHash).executeTakeFirst();
}

/** The same, locked for the rest of the transaction. */
export function lockResetLink(trx: Trx, tokenHash: string) {
  return linkQuery(trx, tokenHash).forUpdate('r').executeTakeFirst();
}

/** The link is spent: its request is completed. */
export async function completeResetLink(trx: Trx, tenantId: number, id: number): Promise<void> {
  await trx
    .updateTable('password_reset_requests')
    .set({ status: 'completed', completed_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

import type { EmailPreferences } from '@portal/contract';
import type { Db } from '../../db/schema.ts';

/** A member's e-mail choices at one company (their membership there). */
export async function readEmailPreferences(
  db: Db,
  tenantId: number,
  userId: number,
): Promise<EmailPreferences> {
  return db
    .selectFrom('memberships')
    .select(['language', 'order_status_emails'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function writeEmailPreferences(
  db: Db,
  tenantId: number,
  userId: number,
  preferences: EmailPreferences,
): Promise<EmailPreferences> {
  return db
    .updateTable('memberships')
    .set(preferences)
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .returning(['language', 'order_status_emails'])
    .executeTakeFirstOrThrow();
}

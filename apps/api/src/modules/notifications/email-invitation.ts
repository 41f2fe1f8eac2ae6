import type { Db } from '../../db/schema.ts';
import { hashToken } from '../../lib/secret-tokens.ts';
import type { EmailPayload } from './email-fan-out.ts';
import type { EmailContent } from './email-templates.ts';

/**
 * What a colleague's invitation e-mail tells, read when it goes (decision 034): who invites them
 * into which company, and the link with the token its row carries. An invitation revoked,
 * accepted or sent again since (its token no longer the one stored) is not e-mailed: its link
 * would not work.
 */
export async function readInvitationContent(
  db: Db,
  tenantId: number,
  payload: EmailPayload,
): Promise<EmailContent | null> {
  const token = typeof payload.token === 'string' ? payload.token : '';
  if (!token) return null;
  const row = await db
    .selectFrom('colleague_invitations as i')
    .innerJoin('tenants as t', 't.id', 'i.tenant_id')
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'i.tenant_id').onRef('c.id', '=', 'i.customer_id'),
    )
    .leftJoin('users as u', 'u.id', 'i.invited_by_user_id')
    .select(['i.company_role', 'c.name as customer', 't.code', 'u.first_name', 'u.last_name'])
    .where('i.tenant_id', '=', tenantId)
    .where('i.id', '=', Number(payload.invitation_id))
    .where('i.status', '=', 'pending')
    .where('i.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  return {
    template: 'colleague_invitation',
    inviter: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.customer,
    customer: row.customer,
    role: row.company_role,
    path: `/invitation/${encodeURIComponent(row.code)}/${token}`,
  };
}

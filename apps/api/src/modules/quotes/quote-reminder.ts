import { sql } from 'kysely';
import { EXPIRING_SOON_DAYS } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { requesterEmails } from '../notifications/email-fan-out.ts';

/** Offers reminded by one statement at most: the rest wait for the next sweep. */
const BATCH = 500;

/**
 * Reminds the buyer who asked, once, that an offer expires within EXPIRING_SOON_DAYS (issue 30
 * point 4): ONE statement picks the offers whose instant is that close, skipping rows another
 * sweep holds, writes the instant reminded of (`reminded_for`, so a row already reminded no
 * longer matches) and enqueues the e-mail, so whichever instances sweep at once, one reminder
 * goes. A new version with another instant is reminded again. An offer sent for less than that
 * is not: its own e-mail (quote_offered) has just told the date. Every tenant's offers at once.
 * Answers how many were reminded.
 */
export async function remindOffers(db: Db, now: Date = new Date()): Promise<number> {
  const soon = sql`make_interval(days => ${EXPIRING_SOON_DAYS})`;
  const { rows } = await sql<{ reminded: number }>`
    with due as (
      select q.tenant_id, q.id from quotes q
      where q.status = 'offered'
        and q.valid_until > ${now} and q.valid_until <= ${now}::timestamptz + ${soon}
        and q.reminded_for is distinct from q.valid_until
        and exists (
          select 1 from quote_versions v
          where v.tenant_id = q.tenant_id and v.quote_id = q.id
            and v.valid_until = q.valid_until and v.sent_at < q.valid_until - ${soon}
        )
      order by q.valid_until
      limit ${BATCH}
      for update of q skip locked
    ), reminded as (
      update quotes q set reminded_for = q.valid_until
      from due
      where q.tenant_id = due.tenant_id and q.id = due.id and q.status = 'offered'
        and q.reminded_for is distinct from q.valid_until
      returning q.tenant_id, q.id, q.requested_by_user_id
    ), mails as (
      ${requesterEmails(sql`reminded`, 'quote.expiring', 'quote_reminder')}
    )
    select count(*)::int as reminded from reminded`.execute(db);
  return rows[0]?.reminded ?? 0;
}

import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { newMessageId } from '../outbox/outbox.ts';
import { requesterEmails } from '../notifications/email-fan-out.ts';

/** Offers expired by one statement at most: the rest wait for the next sweep. */
const BATCH = 500;

/**
 * Writes down the offers whose valid-until instant has passed (issue 30 point 4): each becomes
 * expired with its `expire` event, its `quote.expired` webhook messages and the buyer's e-mail, in ONE statement, so
 * whichever instance sweeps, each offer expires once: rows another sweep holds are skipped, and
 * a row already expired no longer matches. Correctness does not wait for this sweep: every read
 * and acceptance already treats a passed offer as expired (rules/quote-status.ts quoteStatusAt);
 * the sweep makes it a fact others hear of. Every tenant's offers at once: the `tenant_id` of
 * each row is carried to its event and messages. Answers how many expired.
 */
export async function expireOffers(db: Db, now: Date = new Date()): Promise<number> {
  const { rows } = await sql<{ expired: number }>`
    with due as (
      select tenant_id, id from quotes
      where status = 'offered' and valid_until <= ${now}
      order by valid_until
      limit ${BATCH}
      for update skip locked
    ), expired as (
      update quotes q set status = 'expired', updated_at = now()
      from due
      where q.tenant_id = due.tenant_id and q.id = due.id and q.status = 'offered'
      returning q.tenant_id, q.id, q.customer_id, q.valid_until, q.requested_by_user_id
    ), events as (
      insert into quote_events (tenant_id, quote_id, action, from_status, to_status)
      select tenant_id, id, 'expire', 'offered', 'expired' from expired
    ), hooks as (
      insert into outbox_messages (tenant_id, kind, event, message_id, endpoint_id, payload)
      select e.tenant_id, 'webhook', 'quote.expired', ${newMessageId}, e.id,
        jsonb_build_object('quote_id', x.id, 'customer_id', x.customer_id,
          'valid_until', to_char(x.valid_until at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      from expired x
      join webhook_endpoints e on e.tenant_id = x.tenant_id
      where e.enabled and 'quote.expired' = any (e.events)
    ), mails as (
      ${requesterEmails(sql`expired`, 'quote.expired', 'quote_expired')}
    )
    select count(*)::int as expired from expired`.execute(db);
  return rows[0]?.expired ?? 0;
}

import { sql } from 'kysely';
import { ACROSS_TENANTS_MARK } from '../../db/across-tenants.ts';
import { PREPARED_MARK } from '../../db/prepared-statements.ts';
import type { OutboxStatus, Db } from '../../db/schema.ts';
import type { ClaimedMessage } from './outbox-claim.ts';
import { retryDelayMs, type RetryPolicy } from './retry-schedule.ts';

/** What one attempt saw, as the handler of the message's kind reports it. */
export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  excerpt: string | null;
  /** Set when the message must not be tried again (its endpoint is gone or turned off). */
  cancel?: boolean;
}

/** The kind's own bookkeeping after an attempt, in the transaction that records it. */
export type AfterAttempt = (
  trx: Db,
  message: ClaimedMessage,
  outcome: AttemptOutcome,
  status: OutboxStatus,
) => Promise<void>;

export interface FinishedAttempt {
  message: ClaimedMessage;
  outcome: AttemptOutcome;
  afterAttempt: AfterAttempt | undefined;
}

const statusOf = (outcome: AttemptOutcome): OutboxStatus =>
  outcome.ok ? 'delivered' : outcome.cancel ? 'cancelled' : 'pending';

/**
 * Whether an attempt gets a row of its own in `outbox_attempts`. A webhook's every attempt does
 * (its delivery log). An e-mail's only when it failed: a delivered e-mail's row already says when
 * and after how many attempts it went, and three rows an order with their index entries were a
 * share of the database's work per order that nobody reads (issue 25).
 */
const keepsAttemptRow = ({ message, outcome }: FinishedAttempt) =>
  message.kind === 'webhook' || !outcome.ok;

/**
 * Records finished attempts (of several tenants: the batch is the worker's) in at most two
 * statements whatever their number: the attempts' rows that are kept, then every message's next
 * state, each under its claim token (a claim that expired and was taken by another instance
 * records its attempt but leaves the message alone). A message still failing after the retry
 * window fails for good (the database's clock decides). A batch with neither attempt rows nor a
 * kind's own bookkeeping (delivered e-mails) is one statement, without a transaction around it.
 */
export async function recordAttempts(
  db: Db,
  finished: readonly FinishedAttempt[],
  retry: RetryPolicy,
): Promise<void> {
  if (finished.length === 0) return;
  const rows = finished.map(({ message, outcome }) => ({
    tenant_id: message.tenant_id,
    id: message.id,
    claim_token: message.claim_token,
    attempts: message.attempts + 1,
    status: statusOf(outcome),
    status_code: outcome.statusCode,
    error: outcome.ok ? null : (outcome.error ?? `HTTP ${outcome.statusCode}`),
    delay_ms: retryDelayMs(message.attempts + 1, retry),
  }));
  const attemptRows = finished.filter(keepsAttemptRow);
  const record = async (trx: Db) => {
    if (attemptRows.length > 0) {
      await trx
        .insertInto('outbox_attempts')
        .values(
          attemptRows.map(({ message, outcome }) => ({
            tenant_id: message.tenant_id,
            message_id: message.id,
            status_code: outcome.statusCode,
            duration_ms: outcome.durationMs,
            error: outcome.error,
            response_excerpt: outcome.excerpt,
          })),
        )
        .execute();
    }
    const { rows: updated } = await sql<{ tenant_id: number; id: number; status: OutboxStatus }>`
      update outbox_messages m
      set status = case when r.status = 'pending'
              and m.created_at <= now() - ${retry.windowMs} * interval '1 millisecond'
            then 'failed' else r.status end,
        attempts = r.attempts,
        -- A secret the message carried to its deliverer (an invitation's link token, decision
        -- 034) is dropped once the message is settled: only a pending message still needs it.
        payload = case when r.status = 'pending'
              and m.created_at > now() - ${retry.windowMs} * interval '1 millisecond'
            then m.payload else m.payload - 'token' end,
        last_status_code = r.status_code,
        last_error = r.error,
        next_attempt_at = now() + r.delay_ms * interval '1 millisecond',
        delivered_at = case when r.status = 'delivered' then now() end,
        locked_until = null,
        claim_token = null
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r (tenant_id integer,
        id bigint, claim_token uuid, attempts integer, status text, status_code integer,
        error text, delay_ms integer)
      where m.tenant_id = r.tenant_id and m.id = r.id and m.claim_token = r.claim_token
      returning m.tenant_id, m.id, m.status
      ${sql.raw(ACROSS_TENANTS_MARK)} ${sql.raw(PREPARED_MARK)}`.execute(trx);
    const statusById = new Map(updated.map((row) => [`${row.tenant_id}:${row.id}`, row.status]));
    for (const { message, outcome, afterAttempt } of finished) {
      const status = statusById.get(`${message.tenant_id}:${message.id}`);
      if (status && afterAttempt) await afterAttempt(trx, message, outcome, status);
    }
  };
  const oneStatement = attemptRows.length === 0 && finished.every((f) => !f.afterAttempt);
  if (oneStatement) await record(db);
  else await db.transaction().execute(record);
}

/** Gives messages back untouched (the instance is stopping): due again at once. */
export async function releaseClaims(db: Db, messages: readonly ClaimedMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await sql`
    update outbox_messages m set locked_until = null, claim_token = null
    from jsonb_to_recordset(${JSON.stringify(
      messages.map(({ tenant_id, id, claim_token }) => ({ tenant_id, id, claim_token })),
    )}::jsonb) as r (tenant_id integer, id bigint, claim_token uuid)
    where m.tenant_id = r.tenant_id and m.id = r.id and m.claim_token = r.claim_token
    ${sql.raw(ACROSS_TENANTS_MARK)}`.execute(db);
}

import { sql, type RawBuilder } from 'kysely';
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

/**
 * The rows `claims` names (a row source aliased `r` with tenant_id, id and claim_token) that are
 * still under those claims, each with the `row_ctid` of its current version: the update joins
 * them by that alone, a TID scan a row. Joined by key instead, the generic plan of a statement
 * prepared while the outbox was small (or its statistics taken then) hashed the claims and read
 * the whole table for them, and a busy outbox is mostly dead rows: 7-8 ms a batch of a dozen
 * e-mails in the bench's order row (auto_explain). Probed by key here, and by TID there, the
 * plan no longer depends on the table's size. A row another instance re-claimed after the lease
 * since this statement's snapshot has a new version, whose ctid is not this one: left alone, as
 * a claim token that no longer matches is.
 */
const stillClaimed = (claims: RawBuilder<unknown>) => sql`(
  select r.*, o.ctid as row_ctid from ${claims}
  cross join lateral (
    select o.ctid from outbox_messages o
    where o.tenant_id = r.tenant_id and o.id = r.id and o.claim_token = r.claim_token
    offset 0
  ) o
) r`;

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
  const rows = finished.map(({ message, outcome }): MessageState => ({
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
    const { rows: updated } = await messageStates(rows, retry.windowMs).execute(trx);
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

/** One finished attempt's outcome, as messageStates writes it on its message. */
export interface MessageState {
  tenant_id: number;
  id: number;
  claim_token: string;
  attempts: number;
  status: OutboxStatus;
  status_code: number | null;
  error: string | null;
  delay_ms: number;
}

/** The statement that writes each message's next state, unrun (a test reads its plan). */
export function messageStates(rows: readonly MessageState[], windowMs: number) {
  return sql<{ tenant_id: number; id: number; status: OutboxStatus }>`
    update outbox_messages m
    set status = case when r.status = 'pending'
            and m.created_at <= now() - ${windowMs} * interval '1 millisecond'
          then 'failed' else r.status end,
      attempts = r.attempts,
      -- A secret the message carried to its deliverer (an invitation's link token, decision
      -- 034) is dropped once the message is settled: only a pending message still needs it.
      payload = case when r.status = 'pending'
            and m.created_at > now() - ${windowMs} * interval '1 millisecond'
          then m.payload else m.payload - 'token' end,
      last_status_code = r.status_code,
      last_error = r.error,
      next_attempt_at = now() + r.delay_ms * interval '1 millisecond',
      delivered_at = case when r.status = 'delivered' then now() end,
      locked_until = null,
      claim_token = null
    from ${stillClaimed(
      sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r (tenant_id integer,
        id bigint, claim_token uuid, attempts integer, status text, status_code integer,
        error text, delay_ms integer)`,
    )}
    where m.ctid = r.row_ctid
    returning m.tenant_id, m.id, m.status
    ${sql.raw(ACROSS_TENANTS_MARK)} ${sql.raw(PREPARED_MARK)}`;
}

/** Gives messages back untouched (the instance is stopping): due again at once. */
export async function releaseClaims(db: Db, messages: readonly ClaimedMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await sql`
    update outbox_messages m set locked_until = null, claim_token = null
    from ${stillClaimed(
      sql`jsonb_to_recordset(${JSON.stringify(
        messages.map(({ tenant_id, id, claim_token }) => ({ tenant_id, id, claim_token })),
      )}::jsonb) as r (tenant_id integer, id bigint, claim_token uuid)`,
    )}
    where m.ctid = r.row_ctid
    ${sql.raw(ACROSS_TENANTS_MARK)}`.execute(db);
}

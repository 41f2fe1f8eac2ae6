import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { ACROSS_TENANTS_MARK } from '../../db/across-tenants.ts';
import type { Database, OutboxKind, OutboxStatus } from '../../db/schema.ts';
import { retryDelayMs, type RetryPolicy } from './retry-schedule.ts';

type Db = Kysely<Database>;

/** The shortest time between two passes that nudges start. */
const NUDGE_GAP_MS = 25;

/** A message this instance holds until `locked_until`, under its claim token. */
export interface ClaimedMessage {
  tenant_id: number;
  id: number;
  kind: OutboxKind;
  event: string;
  message_id: string;
  endpoint_id: number | null;
  recipient: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: Date;
  claim_token: string;
}

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

/** Delivers the messages of one kind (webhook-handler.ts; e-mails next). */
export interface OutboxHandler {
  deliver(message: ClaimedMessage, signal: AbortSignal): Promise<AttemptOutcome>;
  /** The kind's own bookkeeping, in the transaction that records the attempt. */
  afterAttempt?(
    trx: Db,
    message: ClaimedMessage,
    outcome: AttemptOutcome,
    status: OutboxStatus,
  ): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Db;
  handlers: Partial<Record<OutboxKind, OutboxHandler>>;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for due messages (a nudge looks at once). */
  pollMs: number;
  /** How long a claim lasts: a killed instance's messages are claimed again after it. */
  leaseMs: number;
  retry: RetryPolicy;
  /** Messages claimed and delivered side by side at most. */
  batchSize?: number;
}

/**
 * Claims due messages of every tenant with FOR UPDATE SKIP LOCKED (instances sharing a database
 * never claim the same row), leases them for `leaseMs`, delivers them outside any transaction,
 * then records each attempt and the message's next state under its claim token (a claim that
 * expired and was taken by another instance records its attempt but leaves the message alone).
 * On the embedded database there is one connection and one instance: the same SQL works there.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  /** When the timer fires (ms since the epoch). */
  private timerAt = 0;
  private lastPassAt = 0;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly aborter = new AbortController();
  /** Messages this worker has claimed since it started (for logs and tests). */
  claimed = 0;

  constructor(private readonly options: OutboxWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Looks for due messages now (called after a commit that may have written some): at once when
   * idle, but no sooner than NUDGE_GAP_MS after the last pass began, so that a burst of writes
   * costs a claim query every few milliseconds rather than one a request.
   */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const at = Math.max(Date.now(), this.lastPassAt + NUDGE_GAP_MS);
    if (this.timerAt > at) this.schedule(at - Date.now());
  }

  /** Stops polling, abandons deliveries under way (their claims are released) and waits. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.aborter.abort();
    await this.running;
  }

  /** One pass until nothing is due (tests may call it directly instead of start()). */
  async runUntilIdle(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const count = await this.runBatch();
      delivered += count;
      if (count < this.batchSize || this.aborter.signal.aborted) return delivered;
    }
  }

  private get batchSize(): number {
    return this.options.batchSize ?? 10;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timerAt = Date.now() + delayMs;
    this.timer = setTimeout(() => {
      this.timerAt = Number.POSITIVE_INFINITY;
      this.lastPassAt = Date.now();
      this.again = false;
      this.running = this.tick().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.again ? NUDGE_GAP_MS : this.options.pollMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await this.runUntilIdle();
    } catch (error) {
      if (!this.stopped) this.options.log.error({ err: error }, 'outbox: a pass failed');
    }
  }

  private async runBatch(): Promise<number> {
    const messages = await this.claim();
    this.claimed += messages.length;
    await Promise.all(messages.map((message) => this.attempt(message)));
    return messages.length;
  }

  private async claim(): Promise<ClaimedMessage[]> {
    const token = randomUUID();
    const { rows } = await sql<ClaimedMessage>`
      update outbox_messages m
      set locked_until = now() + ${this.options.leaseMs} * interval '1 millisecond',
        claim_token = ${token}
      from (
        select tenant_id, id from outbox_messages
        where status = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until <= now())
        order by next_attempt_at
        limit ${this.batchSize}
        for update skip locked
      ) due
      where m.tenant_id = due.tenant_id and m.id = due.id
      returning m.tenant_id, m.id, m.kind, m.event, m.message_id, m.endpoint_id, m.recipient,
        m.payload, m.attempts, m.created_at, m.claim_token
      ${sql.raw(ACROSS_TENANTS_MARK)}`.execute(this.options.db);
    return rows.map((row) => ({
      ...row,
      // PGlite and pg both parse jsonb; a string here would be a driver setting.
      payload:
        typeof row.payload === 'string'
          ? (JSON.parse(row.payload) as Record<string, unknown>)
          : row.payload,
    }));
  }

  private async attempt(message: ClaimedMessage): Promise<void> {
    const handler = this.options.handlers[message.kind];
    let outcome: AttemptOutcome;
    if (!handler) {
      outcome = { ...failure(`no handler for ${message.kind}`), cancel: false };
    } else {
      try {
        outcome = await handler.deliver(message, this.aborter.signal);
      } catch (error) {
        outcome = failure(error instanceof Error ? error.message : String(error));
      }
    }
    if (this.aborter.signal.aborted) {
      await this.release(message);
      return;
    }
    await this.record(message, outcome, handler);
  }

  /** Gives a message back untouched (the instance is stopping): due again at once. */
  private async release(message: ClaimedMessage): Promise<void> {
    await this.options.db
      .updateTable('outbox_messages')
      .set({ locked_until: null, claim_token: null })
      .where('tenant_id', '=', message.tenant_id)
      .where('id', '=', message.id)
      .where('claim_token', '=', message.claim_token)
      .execute()
      .catch(() => undefined);
  }

  private async record(
    message: ClaimedMessage,
    outcome: AttemptOutcome,
    handler: OutboxHandler | undefined,
  ): Promise<void> {
    const attempts = message.attempts + 1;
    const { retry } = this.options;
    const status: OutboxStatus = outcome.ok
      ? 'delivered'
      : outcome.cancel
        ? 'cancelled'
        : 'pending';
    const delayMs = retryDelayMs(attempts, retry);
    await this.options.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('outbox_attempts')
        .values({
          tenant_id: message.tenant_id,
          message_id: message.id,
          status_code: outcome.statusCode,
          duration_ms: outcome.durationMs,
          error: outcome.error,
          response_excerpt: outcome.excerpt,
        })
        .execute();
      // A message still failing after its window fails for good (the database's clock decides).
      const nextStatus =
        status === 'pending'
          ? sql<OutboxStatus>`case when created_at <= now() - ${retry.windowMs} * interval '1 millisecond'
              then 'failed' else 'pending' end`
          : sql<OutboxStatus>`${status}`;
      const updated = await trx
        .updateTable('outbox_messages')
        .set({
          status: nextStatus,
          attempts,
          last_status_code: outcome.statusCode,
          last_error: outcome.ok ? null : (outcome.error ?? `HTTP ${outcome.statusCode}`),
          next_attempt_at: sql<Date>`now() + ${delayMs} * interval '1 millisecond'`,
          delivered_at: outcome.ok ? sql<Date>`now()` : null,
          locked_until: null,
          claim_token: null,
        })
        .where('tenant_id', '=', message.tenant_id)
        .where('id', '=', message.id)
        .where('claim_token', '=', message.claim_token)
        .returning('status')
        .executeTakeFirst();
      if (updated) await handler?.afterAttempt?.(trx, message, outcome, updated.status);
    });
    if (!outcome.ok) {
      this.options.log.info(
        { message: message.message_id, attempts, error: outcome.error, code: outcome.statusCode },
        'outbox: delivery failed',
      );
    }
  }
}

function failure(error: string): AttemptOutcome {
  return { ok: false, statusCode: null, durationMs: 0, error, excerpt: null };
}

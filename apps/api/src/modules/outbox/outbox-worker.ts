import type { FastifyBaseLogger } from 'fastify';
import type { OutboxKind, Db } from '../../db/schema.ts';
import { claimDue, claimMayHaveLeftSome, type ClaimedMessage } from './outbox-claim.ts';
import {
  recordAttempts,
  releaseClaims,
  type AfterAttempt,
  type AttemptOutcome,
  type FinishedAttempt,
} from './outbox-record.ts';
import type { RetryPolicy } from './retry-schedule.ts';

export type { AttemptOutcome, ClaimedMessage };

/** The shortest time between two claims that nudges start. */
const NUDGE_GAP_MS = 25;
/** Attempts recorded by one transaction at most. */
const RECORD_BATCH = 200;
const KINDS: readonly OutboxKind[] = ['email', 'webhook'];

/** Delivers the messages of one kind (webhook-handler.ts, email-handler.ts). */
export interface OutboxHandler {
  deliver(message: ClaimedMessage, signal: AbortSignal): Promise<AttemptOutcome>;
  afterAttempt?: AfterAttempt;
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
  /** Deliveries of one kind under way at once on this instance. */
  concurrency?: number;
  /** One tenant's deliveries of one kind under way at once, every instance together. */
  tenantConcurrency?: number;
  /** One webhook endpoint's deliveries under way at once, every instance together. */
  endpointConcurrency?: number;
}

/**
 * Delivers the outbox (decision 017) with a fixed number of places per kind: e-mails and
 * webhooks never wait for each other, a place that frees is filled at once by a fair claim
 * (outbox-claim.ts: each tenant in turn, caps per tenant and per endpoint), deliveries run
 * outside any transaction, and finished attempts are recorded together (outbox-record.ts).
 * A slow receiver therefore holds its own places, never a batch of everyone's. On the embedded
 * database there is one connection and one instance: the same SQL works there.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  /** When the timer fires (ms since the epoch). */
  private timerAt = 0;
  private lastClaimAt = 0;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly aborter = new AbortController();
  private readonly busy = new Map<OutboxKind, number>();
  private readonly underWay = new Set<Promise<void>>();
  private wake: (() => void) | undefined;
  /** Something happened (a delivery ended, a nudge, a stop) since the pass last claimed. */
  private signalled = false;
  /**
   * A nudge came since a claim last had a free place for every kind: the next claim takes fresh
   * messages too. Kept per claim, not per pass: a pass that began on the timer may last as long
   * as a slow receiver hangs, and an order of this instance's placed meanwhile is still its own.
   */
  private nudged = false;
  private finished: FinishedAttempt[] = [];
  private recording: Promise<void> | undefined;
  /** Messages this worker has claimed since it started (for logs and tests). */
  claimed = 0;

  constructor(private readonly options: OutboxWorkerOptions) {}

  private get concurrency(): number {
    return this.options.concurrency ?? 64;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Looks for due messages now (called after a commit that may have written some): at once when
   * idle, but no sooner than NUDGE_GAP_MS after the last claim, so that a burst of writes costs
   * a claim every few milliseconds rather than one a request.
   */
  nudge(): void {
    if (this.stopped) return;
    this.nudged = true;
    if (this.running) {
      this.again = true;
      this.signal();
      return;
    }
    const at = Math.max(Date.now(), this.lastClaimAt + NUDGE_GAP_MS);
    if (this.timerAt > at) this.schedule(at - Date.now());
  }

  /** Stops claiming, abandons deliveries under way (their claims are released) and waits. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.aborter.abort();
    this.signal();
    await this.running;
    await Promise.all(this.underWay);
    while (this.recording) await this.recording;
  }

  /**
   * Delivers until nothing is due and nothing is under way, refilling places as they free;
   * returns how many messages it claimed (tests may call it instead of start()). With
   * `overdueMs`, only messages due for at least that long are claimed.
   */
  async runUntilIdle({ overdueMs = 0 }: { overdueMs?: number } = {}): Promise<number> {
    let claimed = 0;
    for (;;) {
      if (this.aborter.signal.aborted) break;
      this.again = false;
      const { count, exhausted } = await this.fill(overdueMs);
      claimed += count;
      if (exhausted && this.underWay.size === 0 && !this.again) break;
      if (exhausted || count === 0) await this.nextEvent();
    }
    await Promise.all(this.underWay);
    while (this.recording) await this.recording;
    return claimed;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timerAt = Date.now() + delayMs;
    this.timer = setTimeout(() => {
      this.timerAt = Number.POSITIVE_INFINITY;
      this.running = this.tick().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.again ? NUDGE_GAP_MS : this.options.pollMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  /**
   * A pass of the timer. It takes fresh messages only after a nudge (its own instance wrote
   * them); otherwise only what has waited a poll interval: a message another instance wrote is
   * that instance's to send (its worker was nudged), so an idle instance neither works nor opens
   * connections for another's orders, and only steps in when they wait (a killed instance, a
   * backlog, a retry that came due).
   */
  private async tick(): Promise<void> {
    try {
      await this.runUntilIdle({ overdueMs: this.options.pollMs });
    } catch (error) {
      if (!this.stopped) this.options.log.error({ err: error }, 'outbox: a pass failed');
    }
  }

  private signal(): void {
    this.signalled = true;
    this.wake?.();
  }

  /**
   * Waits until a delivery ends or a nudge comes (or came during the last claim), then keeps
   * the gap between claims.
   */
  private async nextEvent(): Promise<void> {
    if (!this.signalled) await new Promise<void>((resolve) => (this.wake = resolve));
    this.wake = undefined;
    const wait = this.lastClaimAt + NUDGE_GAP_MS - Date.now();
    if (wait > 0 && !this.aborter.signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /**
   * Claims for every kind with free places; exhausted when no kind had more due than that. Fresh
   * messages are taken too after a nudge (`overdueMs` is then 0), and a kind without a free place
   * keeps the nudge for the claim after a place frees.
   */
  private async fill(overdueMs: number): Promise<{ count: number; exhausted: boolean }> {
    this.lastClaimAt = Date.now();
    this.signalled = false;
    const nudged = this.nudged;
    this.nudged = false;
    const overdue = nudged ? 0 : overdueMs;
    let count = 0;
    let exhausted = true;
    for (const kind of KINDS) {
      if (!this.options.handlers[kind]) continue;
      const free = this.concurrency - (this.busy.get(kind) ?? 0);
      if (free <= 0) {
        if (nudged) this.nudged = true;
        continue;
      }
      const limits = {
        kind,
        free,
        perTenant: this.options.tenantConcurrency ?? Math.ceil(this.concurrency / 2),
        strictTenantCap: kind === 'webhook',
        perEndpoint: this.options.endpointConcurrency ?? 2,
        leaseMs: this.options.leaseMs,
        overdueMs: overdue,
      };
      const messages = await claimDue(this.options.db, limits);
      // Deliveries may all end before the pass looks again: a pass that stopped because this
      // claim took fewer than its places would leave the rest of a backlog for the next poll.
      if (claimMayHaveLeftSome(messages, limits)) exhausted = false;
      count += messages.length;
      for (const message of messages) this.deliver(message);
    }
    this.claimed += count;
    return { count, exhausted };
  }

  /** Takes a place of the message's kind until its attempt is over, then wakes the pass. */
  private deliver(message: ClaimedMessage): void {
    this.busy.set(message.kind, (this.busy.get(message.kind) ?? 0) + 1);
    const delivery: Promise<void> = this.attempt(message).finally(() => {
      this.busy.set(message.kind, (this.busy.get(message.kind) ?? 1) - 1);
      this.underWay.delete(delivery);
      this.signal();
    });
    this.underWay.add(delivery);
  }

  private async attempt(message: ClaimedMessage): Promise<void> {
    const handler = this.options.handlers[message.kind];
    let outcome: AttemptOutcome;
    if (!handler) {
      outcome = failure(`no handler for ${message.kind}`);
    } else {
      try {
        outcome = await handler.deliver(message, this.aborter.signal);
      } catch (error) {
        outcome = failure(error instanceof Error ? error.message : String(error));
      }
    }
    if (this.aborter.signal.aborted) {
      await releaseClaims(this.options.db, [message]).catch(() => undefined);
      return;
    }
    if (!outcome.ok) {
      this.options.log.info(
        {
          message: message.message_id,
          attempts: message.attempts + 1,
          error: outcome.error,
          code: outcome.statusCode,
        },
        'outbox: delivery failed',
      );
    }
    this.finished.push({ message, outcome, afterAttempt: handler?.afterAttempt });
    this.recording ??= this.record();
  }

  /**
   * Records what finished, a batch per transaction, until nothing is left; deliveries that
   * finish meanwhile join the next batch. A failure leaves those messages claimed: they are
   * tried again after their lease (at least once, never lost).
   */
  private async record(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.finished.length > 0) {
        const batch = this.finished.splice(0, RECORD_BATCH);
        await recordAttempts(this.options.db, batch, this.options.retry).catch((error: unknown) => {
          this.options.log.error({ err: error }, 'outbox: recording attempts failed');
        });
      }
    } finally {
      this.recording = undefined;
    }
  }
}

function failure(error: string): AttemptOutcome {
  return { ok: false, statusCode: null, durationMs: 0, error, excerpt: null };
}

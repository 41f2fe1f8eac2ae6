import { AsyncLocalStorage } from 'node:async_hooks';
import type { CompiledQuery, QueryResult } from 'kysely';
import { AppError } from './app-error.ts';

/** Runs one statement on the connection of the transaction being opened. */
export type RunStatement = (query: CompiledQuery) => Promise<QueryResult<unknown>>;

/**
 * What the database layer knows of the request whose handler runs a statement (decision 021):
 * its deadline, and whether it has committed anything yet. The request-deadline plugin makes one
 * per request and runs the handler inside it; db/request-bound-dialect.ts reads it for every
 * statement, through AsyncLocalStorage, so no repository function has to pass it along.
 */
export interface RequestScope {
  /** When the request must have answered (epoch ms). */
  deadlineAt: number;
  /** A COMMIT, or a statement outside a transaction that may write, succeeded. */
  committed: boolean;
  /** The handler settled, or its answer is on its way: nothing of it is bound any more. */
  finished: boolean;
  /** It was answered 503 having committed nothing: nothing of it may start or commit any more. */
  timedOut: boolean;
  /** Statements in flight that may commit when they end (a COMMIT, a write outside a transaction). */
  committing: number;
  /** Told when `committing` falls back to 0 (the deadline waits for it). */
  onCommitSettled?: () => void;
  /**
   * Run as the first statement of the request's first transaction (the idempotency key's claim):
   * it commits or rolls back with the request's writes. Set back to pending if that transaction
   * rolls back, so a later one claims instead.
   */
  claim?: { run: (statement: RunStatement) => Promise<void>; state: 'pending' | 'open' | 'done' };
}

const scopes = new AsyncLocalStorage<RequestScope>();

export function newRequestScope(deadlineMs: number): RequestScope {
  return {
    deadlineAt: Date.now() + deadlineMs,
    committed: false,
    finished: false,
    timedOut: false,
    committing: 0,
  };
}

export function runInScope<T>(scope: RequestScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** The scope of the running request's handler, if any and if still bound by its deadline. */
export function activeScope(): RequestScope | undefined {
  const scope = scopes.getStore();
  return scope && !scope.finished ? scope : undefined;
}

/**
 * Runs `work` outside any request: for what a handler starts and leaves running (an import job,
 * a mail), which its request's deadline must neither cut nor time, and which must not claim its
 * idempotency key.
 */
export function outsideRequest<T>(work: () => T): T {
  return scopes.exit(work);
}

/** Milliseconds the request has left, at least 1 (0 would mean "no timeout" to PostgreSQL). */
export function remainingMs(scope: RequestScope): number {
  return Math.max(1, Math.ceil(scope.deadlineAt - Date.now()));
}

/**
 * The lock timeout (ms) for a statement that commits as it ends, run now: what the running
 * request has left, or `fallbackMs` outside a request. PostgreSQL reads it at each lock wait,
 * those at COMMIT included, so a statement may set it for itself (an order: its number is
 * taken at COMMIT, under the tenant's counter row).
 */
export function lockTimeoutNow(fallbackMs: number): number {
  const scope = activeScope();
  return scope && !scope.committed ? Math.min(fallbackMs, remainingMs(scope)) : fallbackMs;
}

/**
 * Whether the scope refuses to start or commit anything more: it has committed nothing, and it
 * was answered 503 or its deadline has passed. Read from the clock, not from the timer: on PGlite
 * a long statement holds the event loop, and the COMMIT after it must be refused before the
 * timer can run.
 */
export const refuses = (scope: RequestScope) =>
  !scope.committed && (scope.timedOut || (!scope.finished && Date.now() >= scope.deadlineAt));

/** Seconds a client is asked to wait before trying again after a timeout. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * 503 with Retry-After. With `nothingSaved` (the request committed nothing) the message says so;
 * otherwise it only asks to try again (a retry with the same Idempotency-Key is then safe).
 */
export function timedOut(nothingSaved: boolean): AppError {
  const seconds = RETRY_AFTER_SECONDS;
  return new AppError(
    503,
    nothingSaved ? 'errors.timedOut' : 'errors.serviceUnavailable',
    { seconds },
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** What a statement refused after the deadline throws: its transaction then rolls back. */
export class DeadlinePassed extends AppError {
  constructor() {
    super(503, 'errors.timedOut', { seconds: RETRY_AFTER_SECONDS }, undefined, {
      'retry-after': String(RETRY_AFTER_SECONDS),
    });
    this.name = 'DeadlinePassed';
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../src/db/schema.ts';
import {
  OutboxWorker,
  type AttemptOutcome,
  type OutboxWorkerOptions,
} from '../../src/modules/outbox/outbox-worker.ts';

/** A logger that says nothing: the worker's tests read what it delivered, not its logs. */
const quiet = { info() {}, error() {} } as unknown as FastifyBaseLogger;

/** The outcome of a delivery that went through. */
export const SENT: AttemptOutcome = {
  ok: true,
  statusCode: null,
  durationMs: 0,
  error: null,
  excerpt: null,
};

/**
 * An outbox worker for a test: silent, a lease of a minute and the usual backoff, unless the
 * test says otherwise; the handlers and the poll interval are the test's own.
 */
export function testOutboxWorker(
  db: Db,
  options: Pick<OutboxWorkerOptions, 'handlers' | 'pollMs'> & Partial<OutboxWorkerOptions>,
): OutboxWorker {
  return new OutboxWorker({
    db,
    log: quiet,
    leaseMs: 60_000,
    retry: { baseMs: 1_000, maxMs: 60_000, windowMs: 3_600_000 },
    ...options,
  });
}

import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/helpers/fixtures.ts';
import {
  createTestDatabase,
  type TestDatabaseHandle,
} from '../../../test/helpers/test-database.ts';
import { SENT, testOutboxWorker } from '../../../test/helpers/outbox-worker.ts';
import type { OutboxWorker } from './outbox-worker.ts';

/**
 * Issue 25 point 1: an instance's orders wake its own worker only. A worker nobody nudged leaves a
 * fresh message to the instance that wrote it, and takes it only once it has waited a poll
 * interval (that instance was killed, or is behind).
 */
describe('a worker nobody nudged', () => {
  let database: TestDatabaseHandle;
  let tenantId = 0;
  let worker: OutboxWorker | undefined;
  const delivered: { messageId: string; at: number }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    tenantId = (await createTenant(database.uncheckedDb, 'ACME')).id;
  });
  afterEach(async () => {
    await worker?.stop();
    delivered.length = 0;
  });
  afterAll(() => database.close());

  const startWorker = (pollMs: number) => {
    worker = testOutboxWorker(database.db, {
      pollMs,
      handlers: {
        email: {
          deliver: (message) => {
            delivered.push({ messageId: message.message_id, at: Date.now() });
            return Promise.resolve(SENT);
          },
        },
        // A receiver that never answers: the delivery lasts until the worker stops.
        webhook: {
          deliver: (_message, signal) =>
            new Promise((resolve) =>
              signal.addEventListener('abort', () =>
                resolve({
                  ok: false,
                  statusCode: null,
                  durationMs: 0,
                  error: 'hung',
                  excerpt: null,
                }),
              ),
            ),
        },
      },
    });
    worker.start();
    return worker;
  };
  /**
   * Writes a message; resolves with the time just before, which is no later than the row's own
   * (its next_attempt_at is the database's now() at the insert): the time after it could be
   * a few milliseconds late, and a delivery a poll interval after the row look early.
   */
  const write = async (messageId: string, kind: 'email' | 'webhook' = 'email') => {
    const before = Date.now();
    await sql`insert into outbox_messages (tenant_id, kind, event, message_id, recipient, payload)
      values (${tenantId}, ${kind}, 'order.created', ${messageId}, 'a@example.com', '{}'::jsonb)`.execute(
      database.uncheckedDb,
    );
    return before;
  };
  const deliveredSoon = async (count: number, withinMs: number) => {
    const until = Date.now() + withinMs;
    while (delivered.length < count && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return delivered.length >= count;
  };

  it('leaves another instance its fresh message until it has waited a poll interval', async () => {
    startWorker(400);
    // Past the first pass, which ran at start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const writtenAt = await write('msg_idle_1');
    expect(await deliveredSoon(1, 5_000)).toBe(true);
    expect(delivered[0]!.at - writtenAt).toBeGreaterThanOrEqual(400);
  });

  it('takes a fresh message at once when nudged (its own instance wrote it)', async () => {
    const nudged = startWorker(10_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await write('msg_own_1');
    nudged.nudge();
    expect(await deliveredSoon(1, 5_000)).toBe(true);
  });

  it('takes its own fresh message at once while a delivery of a pass the timer began hangs', async () => {
    const hung = startWorker(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nobody nudges: the timer's pass claims it once it has waited, and the pass then lasts as
    // long as its delivery hangs.
    await write('msg_hanging_1', 'webhook');
    const until = Date.now() + 5_000;
    while (hung.claimed === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(hung.claimed).toBe(1);

    const writtenAt = await write('msg_own_2');
    hung.nudge();
    expect(await deliveredSoon(1, 5_000)).toBe(true);
    expect(delivered[0]!.at - writtenAt).toBeLessThan(150);
  });
});

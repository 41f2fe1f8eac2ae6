import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/helpers/fixtures.ts';
import {
  createTestDatabase,
  type TestDatabaseHandle,
} from '../../../test/helpers/test-database.ts';
import { SENT, testOutboxWorker } from '../../../test/helpers/outbox-worker.ts';

/**
 * One tenant's backlog comes a claim's window at a time (outbox-claim.ts). When its deliveries
 * end before the pass looks again (a fast mail server, files), the pass must claim the next
 * window at once, not leave the rest for the next poll interval.
 */
describe('a backlog larger than a claim takes', () => {
  let database: TestDatabaseHandle;
  let tenantId = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    tenantId = (await createTenant(database.uncheckedDb, 'ACME')).id;
  });
  afterAll(() => database.close());

  it('is delivered in one pass when every delivery ends at once', async () => {
    const backlog = 150;
    await sql`insert into outbox_messages (tenant_id, kind, event, message_id, recipient, payload)
      select ${tenantId}, 'email', 'order.created', 'msg_backlog_' || n, 'a@example.com', '{}'::jsonb
      from generate_series(1, ${backlog}) n`.execute(database.uncheckedDb);
    const delivered = new Set<string>();
    const worker = testOutboxWorker(database.db, {
      pollMs: 60_000,
      concurrency: 64,
      tenantConcurrency: 8,
      handlers: {
        email: {
          deliver: (message) => {
            delivered.add(message.message_id);
            return Promise.resolve(SENT);
          },
        },
        // Claimed too at each step: its claim is a round trip during which the e-mails end.
        webhook: { deliver: () => Promise.resolve(SENT) },
      },
    });

    expect(await worker.runUntilIdle()).toBe(backlog);
    expect(delivered.size).toBe(backlog);
    const { rows } = await sql<{ pending: number }>`select count(*)::int as pending
      from outbox_messages where tenant_id = ${tenantId} and delivered_at is null`.execute(
      database.uncheckedDb,
    );
    expect(rows[0]?.pending).toBe(0);
  });
});

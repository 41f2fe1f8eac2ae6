import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../test/helpers/fixtures.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../test/helpers/test-database.ts';
import { readOutboxStats, waitForOutboxQuiet } from './outbox.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 30, 10, 0, 0) + seconds * 1000);

/** The e-mails of an order row (issue 25 point 5): how many went within the row, and after it. */
describe("an order row's e-mails", () => {
  let database: TestDatabaseHandle;
  const db = () => database.uncheckedDb;

  beforeAll(async () => {
    database = await createTestDatabase();
    const bench = await createTenant(db(), 'BENCH');
    const other = await createTenant(db(), 'OTHER');
    let n = 0;
    const email = (
      tenantId: number,
      created: number,
      delivered: number | null,
      kind: 'email' | 'webhook' = 'email',
    ) => ({
      tenant_id: tenantId,
      kind,
      event: 'order.created',
      message_id: `message-${++n}`,
      recipient: kind === 'email' ? 'a@b.test' : null,
      payload: JSON.stringify({ template: 'order_received' }),
      status: delivered === null ? ('pending' as const) : ('delivered' as const),
      created_at: at(created),
      delivered_at: delivered === null ? null : at(delivered),
    });
    await db()
      .insertInto('outbox_messages')
      .values([
        email(bench.id, 5, 6), // before the row
        email(bench.id, 10, 12), // the row's, delivered within it
        email(bench.id, 20, 24), // delivered within it
        email(bench.id, 24, 27.5), // 2.5 s after it
        email(bench.id, 25, null), // never
        email(bench.id, 20, 21, 'webhook'), // not an e-mail
        email(other.id, 20, 30), // another tenant's
      ])
      .execute();
  });
  afterAll(() => database.close());

  it('counts those written within the row, delivered before its end, and the rest', async () => {
    expect(await readOutboxStats(db(), 'BENCH', at(10), at(25), 30)).toEqual({
      messages: 4,
      deliveredInRow: 2,
      restSeconds: 2.5,
      pending: 1,
      // An e-mail never went: the orders were not done.
      ordersWithEmailsPerSecond: null,
    });
    expect(await readOutboxStats(db(), 'BENCH', at(10), at(21), 7)).toEqual({
      messages: 2,
      deliveredInRow: 1,
      restSeconds: 3,
      pending: 0,
      // 7 orders over the row's 11 s and the 3 s its last e-mail took after it.
      ordersWithEmailsPerSecond: 0.5,
    });
    expect(await readOutboxStats(db(), 'BENCH', at(40), at(50), 0)).toEqual({
      messages: 0,
      deliveredInRow: 0,
      restSeconds: null,
      pending: 0,
      ordersWithEmailsPerSecond: null,
    });
  });

  it('waits until no e-mail has been written for a while, or gives up', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-outbox-'));
    try {
      let written = 0;
      const writer = setInterval(() => writeFileSync(join(dir, `${written++}.eml`), 'x'), 20);
      setTimeout(() => clearInterval(writer), 300);
      const started = Date.now();
      expect(await waitForOutboxQuiet(dir, { quietMs: 200, pollMs: 20 })).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      expect(written).toBeGreaterThan(5);
      const busy = setInterval(() => writeFileSync(join(dir, `${written++}.eml`), 'x'), 20);
      try {
        expect(await waitForOutboxQuiet(dir, { quietMs: 200, pollMs: 20, timeoutMs: 400 })).toBe(
          false,
        );
      } finally {
        clearInterval(busy);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildApp } from '../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { createTenant } from '../../../test/helpers/fixtures.ts';
import { buildSeparateInstance } from '../../../test/helpers/separate-instance.ts';
import { testEnv } from '../../../test/helpers/test-app.ts';
import {
  createTestDatabase,
  testEngine,
  type TestDatabaseHandle,
  withTenantCheck,
} from '../../../test/helpers/test-database.ts';
import { WebhookReceiver } from '../../../test/helpers/webhook-receiver.ts';
import { hangGuard } from '../../../test/helpers/hang-guard.ts';

const SECRET = 'whsec_' + Buffer.from('two instances share one secret!!').toString('base64');
const MESSAGES = 120;

/**
 * Issue 13 point 5: two server instances, each with its own pool on one PostgreSQL, both running
 * their worker against the same outbox, deliver every message exactly once; a message claimed
 * by an instance that died is delivered by the other once its lease ends.
 */
describe.skipIf(testEngine !== 'postgres')('the outbox with two instances', () => {
  const receiver = new WebhookReceiver();
  let database: TestDatabaseHandle;
  let second: DatabaseHandle;
  let apps: App[];
  let tenantId: number;
  let endpointId: number;

  beforeAll(async () => {
    await receiver.start();
    receiver.secret = SECRET;
    database = await createTestDatabase();
    second = await withTenantCheck(
      await openDatabase({ engine: 'postgres', url: database.connectionString!, poolSize: 10 }),
    );
    tenantId = (await createTenant(database.uncheckedDb, 'ACME')).id;
    endpointId = (
      await database.uncheckedDb
        .insertInto('webhook_endpoints')
        .values({
          tenant_id: tenantId,
          url: receiver.url,
          events: ['order.created'],
          secret: SECRET,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const env = {
      ...testEnv,
      OUTBOX_WORKER: true,
      OUTBOX_POLL_MS: 20,
      OUTBOX_LEASE_MS: 1500,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: true,
    };
    apps = [
      await buildApp({ env, database, logger: false }),
      await buildSeparateInstance(env, second),
    ];
    await apps[0]!.ready();
  }, hangGuard(60_000));
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await second?.close();
    await database?.close();
    await receiver.stop();
  });

  const enqueue = (count: number, prefix: string) =>
    sql`
      insert into outbox_messages (tenant_id, kind, event, message_id, endpoint_id, payload)
      select ${tenantId}, 'webhook', 'order.created', ${prefix} || n, ${endpointId},
        jsonb_build_object('order_id', n, 'sale_no', n)
      from generate_series(1, ${count}) as n`.execute(database.uncheckedDb);

  it('delivers each of many messages once, both workers claiming side by side', async () => {
    await enqueue(MESSAGES, 'msg_pair_');
    await receiver.waitFor((received) => received.length >= MESSAGES, 30_000);
    // Give a duplicate, if any, time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = receiver.received.map((r) => r.id);
    expect(ids).toHaveLength(MESSAGES);
    expect(new Set(ids).size).toBe(MESSAGES);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const states = await database.uncheckedDb
      .selectFrom('outbox_messages')
      .select(['status', 'attempts', sql<number>`count(*)::int`.as('n')])
      .where('tenant_id', '=', tenantId)
      .groupBy(['status', 'attempts'])
      .execute();
    expect(states).toEqual([{ status: 'delivered', attempts: 1, n: MESSAGES }]);
    const claims = apps.map((app) => app.outbox.worker?.claimed ?? 0);
    expect(claims[0]! + claims[1]!).toBe(MESSAGES);
    expect(Math.min(...claims)).toBeGreaterThan(0);
  });

  it('leaves a message claimed by a dead instance alone until its lease ends', async () => {
    receiver.received.length = 0;
    // As a killed instance leaves it: claimed, its lease running. Written claimed in the same
    // statement: enqueued first, a worker polling every 20 ms could deliver it before the claim.
    await sql`
      insert into outbox_messages
        (tenant_id, kind, event, message_id, endpoint_id, payload, locked_until, claim_token)
      values (${tenantId}, 'webhook', 'order.created', 'msg_orphan_1', ${endpointId},
        jsonb_build_object('order_id', 1, 'sale_no', 1), now() + interval '1500 milliseconds',
        '00000000-0000-4000-8000-000000000000')`.execute(database.uncheckedDb);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(receiver.received).toEqual([]);
    await receiver.waitFor((received) => received.length >= 1, 10_000);
    expect(receiver.received.map((r) => r.id)).toEqual(['msg_orphan_1']);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/helpers/fixtures.ts';
import {
  createTestDatabase,
  type TestDatabaseHandle,
} from '../../../test/helpers/test-database.ts';
import { explainNodes, planNodes } from '../../../test/helpers/prepared-plans.ts';
import { claimDue, claimStatement, type ClaimLimits } from './outbox-claim.ts';

/** The claim's turns and caps (issue 25 point 2), on rows written directly. */
describe('claiming due outbox messages', () => {
  let database: TestDatabaseHandle;
  let acme = 0;
  let boreal = 0;
  let endpoint = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    acme = (await createTenant(database.uncheckedDb, 'ACME')).id;
    boreal = (await createTenant(database.uncheckedDb, 'BOREAL')).id;
    endpoint = (
      await database.uncheckedDb
        .insertInto('webhook_endpoints')
        .values({ tenant_id: acme, url: 'https://hooks.example', events: [], secret: 's' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => database.close());
  beforeEach(() => sql`delete from outbox_messages`.execute(database.uncheckedDb));

  const enqueue = (tenantId: number, count: number, kind: 'email' | 'webhook' = 'email') =>
    sql`insert into outbox_messages (tenant_id, kind, event, message_id, endpoint_id, recipient,
        payload, next_attempt_at)
      select ${tenantId}, ${kind}, 'order.created', 'msg_' || ${kind} || ${tenantId} || '_' || g,
        ${kind === 'webhook' ? endpoint : null}, 'someone@example.com', '{}'::jsonb,
        now() - interval '1 minute' + g * interval '1 millisecond'
      from generate_series(1, ${count}) g`.execute(database.uncheckedDb);
  const limits: ClaimLimits = {
    kind: 'email',
    free: 16,
    perTenant: 8,
    strictTenantCap: true,
    perEndpoint: 2,
    leaseMs: 60_000,
  };
  const byTenant = (rows: { tenant_id: number }[]) => ({
    acme: rows.filter((row) => row.tenant_id === acme).length,
    boreal: rows.filter((row) => row.tenant_id === boreal).length,
  });

  it('takes each tenant in turn and, strict, no more than its share', async () => {
    await enqueue(acme, 30);
    await enqueue(boreal, 2);
    expect(byTenant(await claimDue(database.db, limits))).toEqual({ acme: 8, boreal: 2 });
    // What is under way counts: ACME has its 8.
    expect(byTenant(await claimDue(database.db, limits))).toEqual({ acme: 0, boreal: 0 });
  });

  it('lets a busy tenant take the places nobody else wants when the cap is soft', async () => {
    await enqueue(acme, 30);
    await enqueue(boreal, 2);
    const soft = { ...limits, strictTenantCap: false };
    expect(byTenant(await claimDue(database.db, { ...soft, free: 4 }))).toEqual({
      acme: 2,
      boreal: 2,
    });
    expect(byTenant(await claimDue(database.db, soft))).toEqual({ acme: 16, boreal: 0 });
  });

  it('never has more than its cap under way for one webhook endpoint', async () => {
    await enqueue(acme, 10, 'webhook');
    const webhooks = { ...limits, kind: 'webhook' as const };
    expect(byTenant(await claimDue(database.db, webhooks))).toEqual({ acme: 2, boreal: 0 });
    expect(await claimDue(database.db, webhooks)).toEqual([]);
  });

  it('with overdueMs, leaves a fresh message to the instance that wrote it', async () => {
    await enqueue(acme, 2);
    await sql`insert into outbox_messages (tenant_id, kind, event, message_id, recipient, payload)
      values (${acme}, 'email', 'order.created', 'msg_fresh', 'someone@example.com', '{}'::jsonb)`.execute(
      database.uncheckedDb,
    );
    const overdue = await claimDue(database.db, { ...limits, overdueMs: 10_000 });
    expect(overdue.map((row) => row.message_id).sort()).toEqual([
      `msg_email${acme}_1`,
      `msg_email${acme}_2`,
    ]);
    const fresh = await claimDue(database.db, limits);
    expect(fresh.map((row) => row.message_id)).toEqual(['msg_fresh']);
  });

  it('leaves what another claim holds, and takes it back once its lease is over', async () => {
    await enqueue(boreal, 3);
    const first = await claimDue(database.db, { ...limits, leaseMs: 1 });
    expect(first).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await claimDue(database.db, limits);
    expect(again.map((row) => row.id).sort()).toEqual(first.map((row) => row.id).sort());
    expect(again[0]?.claim_token).not.toBe(first[0]?.claim_token);
  });

  it('locks the rows it chose by their key, whatever the statistics say of the backlog', async () => {
    // Statistics taken when all was delivered (a vacuum between bursts), then a backlog.
    await enqueue(acme, 20_000);
    await sql`update outbox_messages set status = 'delivered'`.execute(database.uncheckedDb);
    await sql`vacuum analyze outbox_messages`.execute(database.uncheckedDb);
    await sql`delete from outbox_messages`.execute(database.uncheckedDb);
    await enqueue(acme, 3_000);
    const plan = await explainNodes(
      database.uncheckedDb,
      claimStatement({ ...limits, free: 32 }, '00000000-0000-4000-8000-000000000000').compile(
        database.uncheckedDb,
      ),
    );
    // Under the row locks, no scan of the due index: it walked every pending message once per
    // chosen row (20.8 ms for 32 of 3,000 pending on the bench database, 2 ms by key).
    const locking = plan.filter((node) => node['Node Type'] === 'LockRows');
    expect(locking).toHaveLength(1);
    expect(planNodes(locking[0]!).map((node) => node['Index Name'])).not.toContain(
      'outbox_messages_tenant_due_idx',
    );
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/helpers/fixtures.ts';
import {
  createTestDatabase,
  type TestDatabaseHandle,
} from '../../../test/helpers/test-database.ts';
import { claimDue } from './outbox-claim.ts';
import { explainNodes } from '../../../test/helpers/prepared-plans.ts';
import { messageStates, recordAttempts, type AttemptOutcome } from './outbox-record.ts';

const RETRY = { baseMs: 1_000, maxMs: 60_000, windowMs: 3_600_000 };

const delivered: AttemptOutcome = {
  ok: true,
  statusCode: null,
  durationMs: 3,
  error: null,
  excerpt: 'outbox',
};
const refused: AttemptOutcome = { ...delivered, ok: false, error: 'mail server refused' };

/** What recording finished attempts leaves (issue 25: the outbox's work per order). */
describe('recording outbox attempts', () => {
  let database: TestDatabaseHandle;
  let tenant = 0;
  let endpoint = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    tenant = (await createTenant(database.uncheckedDb, 'ACME')).id;
    endpoint = (
      await database.uncheckedDb
        .insertInto('webhook_endpoints')
        .values({ tenant_id: tenant, url: 'https://hooks.example', events: [], secret: 's' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => database.close());

  let batch = 0;
  const enqueue = (kind: 'email' | 'webhook', count: number) => {
    batch += 1;
    return sql`insert into outbox_messages (tenant_id, kind, event, message_id, endpoint_id, recipient,
        payload, next_attempt_at)
      select ${tenant}, ${kind}, 'order.created', 'msg_record_' || ${batch} || '_' || g,
        ${kind === 'webhook' ? endpoint : null}, 'someone@example.com', '{}'::jsonb,
        now() - interval '1 minute'
      from generate_series(1, ${count}) g`.execute(database.uncheckedDb);
  };

  const claim = (kind: 'email' | 'webhook') =>
    claimDue(database.uncheckedDb, {
      kind,
      free: 10,
      perTenant: 10,
      strictTenantCap: false,
      perEndpoint: 10,
      leaseMs: 60_000,
    });

  const attemptsOf = async (ids: number[]) =>
    (
      await database.uncheckedDb
        .selectFrom('outbox_attempts')
        .select(['message_id', 'error'])
        .where('tenant_id', '=', tenant)
        .where('message_id', 'in', ids)
        .orderBy('message_id')
        .execute()
    ).map((row) => ({ message: Number(row.message_id), error: row.error }));

  const statusesOf = async (ids: number[]) =>
    (
      await database.uncheckedDb
        .selectFrom('outbox_messages')
        .select(['id', 'status', 'attempts', 'delivered_at'])
        .where('tenant_id', '=', tenant)
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()
    ).map((row) => ({ status: row.status, attempts: row.attempts, sent: !!row.delivered_at }));

  it("keeps a row for a failed e-mail's attempt only: a delivered one says all on its message", async () => {
    await enqueue('email', 3);
    const [sent, alsoSent, failed] = await claim('email');
    if (!sent || !alsoSent || !failed) throw new Error('three e-mails were claimed');
    const ids = [sent.id, alsoSent.id, failed.id];
    const statements = database.statements.count;
    await recordAttempts(
      database.db,
      [
        { message: sent, outcome: delivered, afterAttempt: undefined },
        { message: alsoSent, outcome: delivered, afterAttempt: undefined },
        { message: failed, outcome: refused, afterAttempt: undefined },
      ],
      RETRY,
    );
    expect(await attemptsOf(ids)).toEqual([{ message: failed.id, error: 'mail server refused' }]);
    expect(await statusesOf(ids)).toEqual([
      { status: 'delivered', attempts: 1, sent: true },
      { status: 'delivered', attempts: 1, sent: true },
      { status: 'pending', attempts: 1, sent: false },
    ]);
    // The attempt row and the messages' states, in a transaction (begin, two, commit).
    expect(database.statements.count - statements).toBeLessThanOrEqual(4);
  });

  it('records a batch of delivered e-mails in one statement', async () => {
    await enqueue('email', 5);
    const claimed = await claim('email');
    const statements = database.statements.count;
    await recordAttempts(
      database.db,
      claimed.map((message) => ({ message, outcome: delivered, afterAttempt: undefined })),
      RETRY,
    );
    expect(database.statements.count - statements).toBe(1);
    const ids = claimed.map((message) => message.id);
    expect(await attemptsOf(ids)).toEqual([]);
    expect((await statusesOf(ids)).every((row) => row.status === 'delivered')).toBe(true);
  });

  it("keeps every webhook attempt's row, delivered or not (the endpoint's delivery log)", async () => {
    await enqueue('webhook', 2);
    const [ok, failed] = await claim('webhook');
    if (!ok || !failed) throw new Error('two webhooks were claimed');
    await recordAttempts(
      database.db,
      [
        { message: ok, outcome: { ...delivered, statusCode: 200 }, afterAttempt: undefined },
        { message: failed, outcome: { ...refused, statusCode: 500 }, afterAttempt: undefined },
      ],
      RETRY,
    );
    expect(await attemptsOf([ok.id, failed.id])).toEqual([
      { message: ok.id, error: null },
      { message: failed.id, error: 'mail server refused' },
    ]);
  });

  it('finds the claimed messages by key, whatever the size of the outbox its statistics saw', async () => {
    // Statistics taken while the outbox was small, as after a vacuum between bursts: joined by
    // key, the plan hashed the claims and read the whole table for them, mostly dead rows in a
    // busy outbox.
    await sql`delete from outbox_messages`.execute(database.uncheckedDb);
    await enqueue('email', 300);
    await sql`analyze outbox_messages`.execute(database.uncheckedDb);
    const claimed = await claim('email');
    const plan = await explainNodes(
      database.uncheckedDb,
      messageStates(
        claimed.map((message) => ({
          tenant_id: message.tenant_id,
          id: message.id,
          claim_token: message.claim_token,
          attempts: 1,
          status: 'delivered',
          status_code: null,
          error: null,
          delay_ms: 0,
        })),
        RETRY.windowMs,
      ).compile(database.uncheckedDb),
    );
    const reads = plan.filter((node) => node['Relation Name'] === 'outbox_messages');
    expect(reads.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(reads.map((node) => node['Node Type'])).toContain('Tid Scan');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { WebhookDeliveryList } from '@portal/contract';
import type { DatabaseHandle } from '../../db/database.ts';
import { signedIn } from '../../../test/helpers/admin-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import { createOrderWorld, orderBody } from '../../../test/helpers/order-fixtures.ts';
import { freePort, killHard, startServer } from '../../../test/helpers/server-process.ts';
import {
  createTestDatabase,
  openMigratedDataDir,
  testEngine,
} from '../../../test/helpers/test-database.ts';
import { WebhookReceiver } from '../../../test/helpers/webhook-receiver.ts';
import { hangGuard } from '../../../test/helpers/hang-guard.ts';

const SECRET = 'whsec_' + Buffer.from('a test secret of thirty-two bytes').toString('base64');

/** A tenant with a buyer, an administrator and an endpoint at the receiver's (future) port. */
async function prepare(db: DatabaseHandle['db'], receiverPort: number) {
  const world = await createOrderWorld(db);
  const admin = await signedIn(db, 'admin@acme.test', world.acme.id, { role: 'admin' });
  const endpoint = await db
    .insertInto('webhook_endpoints')
    .values({
      tenant_id: world.acme.id,
      url: `http://127.0.0.1:${receiverPort}/hooks`,
      events: ['order.created'],
      secret: SECRET,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { world, admin, endpointId: endpoint.id };
}

/**
 * Issue 13 point 6: an order is placed while its receiver is down, the server is killed with
 * SIGKILL before the delivery succeeds, the receiver comes up, the server restarts: the receiver
 * gets the order once, under one webhook-id. On the engine of the run (the embedded database in
 * a data directory, or PostgreSQL).
 */
describe(`kill -9 between an order and its delivery (${testEngine})`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'delivers after the restart, once per webhook-id',
    async () => {
      const receiver = new WebhookReceiver();
      receiver.secret = SECRET;
      const receiverPort = await freePort();
      const port = await freePort();
      let env: Record<string, string>;
      let fixtures: Awaited<ReturnType<typeof prepare>>;
      if (testEngine === 'pglite') {
        const dir = mkdtempSync(join(tmpdir(), 'portal-kill-'));
        cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
        const handle = await openMigratedDataDir(dir);
        fixtures = await prepare(handle.db, receiverPort);
        await handle.close();
        env = { DATA_DIR: dir };
      } else {
        const handle = await createTestDatabase();
        cleanups.push(() => handle.close());
        fixtures = await prepare(handle.uncheckedDb, receiverPort);
        env = { DATABASE_URL: handle.connectionString! };
      }
      Object.assign(env, {
        WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
        OUTBOX_POLL_MS: '100',
        // The retry after the first failure comes 1-2 s later: the kill lands before it.
        WEBHOOK_RETRY_BASE_MS: '2000',
        WEBHOOK_RETRY_MAX_MS: '2000',
      });
      const { world, admin, endpointId } = fixtures;
      const api = (path: string, init: RequestInit = {}) =>
        fetch(`http://127.0.0.1:${port}/api${path}`, init);
      const log = async () =>
        (await (
          await api(`/admin/ACME/webhooks/${endpointId}/deliveries`, { headers: admin.headers })
        ).json()) as WebhookDeliveryList;

      let server = await startServer(env, port);
      cleanups.push(() => killHard(server));
      const placed = await api('/orders/ACME', {
        method: 'POST',
        headers: { ...bearer(world.users.buyerA.token), 'content-type': 'application/json' },
        body: JSON.stringify(
          orderBody(world, [{ puom_id: world.products.bolt.defaultPuomId, sale_qty: 2 }]),
        ),
      });
      expect(placed.status).toBe(201);
      const order = ((await placed.json()) as { data: { id: number; sale_no: number } }).data;
      // The first attempt found nobody listening, and was recorded.
      await expect.poll(async () => (await log()).data[0]?.attempts, { timeout: 10_000 }).toBe(1);
      expect((await log()).data[0]).toMatchObject({ status: 'pending', last_status_code: null });
      await killHard(server);

      await receiver.start(receiverPort);
      cleanups.push(() => receiver.stop());
      server = await startServer(env, port);
      await receiver.waitFor((received) => received.length >= 1, 20_000);
      await expect
        .poll(async () => (await log()).data[0]?.status, { timeout: 10_000 })
        .toBe('delivered');
      // Nothing more comes: one request, verified, for this order.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]).toMatchObject({
        verified: true,
        answered: 204,
        type: 'order.created',
        data: { order_id: order.id, sale_no: order.sale_no },
      });
      expect(receiver.acceptedIds).toEqual([(await log()).data[0]?.message_id]);
    },
    hangGuard(180_000),
  );
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld, type AdminWorld } from '../../../test/helpers/admin-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import type { Resolver } from './target-guard.ts';
import { webhookHandler } from './webhook-handler.ts';

/**
 * The guard again at delivery time: a name that was public when the endpoint was saved and
 * resolves to a private address now (DNS rebinding, or a record changed since) gets no request.
 */
describe('a webhook delivery to a name that turned private', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let server: Server;
  let port = 0;
  let requests = 0;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    server = createServer((_request, response) => {
      requests += 1;
      response.writeHead(204).end();
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is refused without a request, and tried again later (not cancelled)', async () => {
    const endpoint = await t.db
      .insertInto('webhook_endpoints')
      .values({
        tenant_id: world.acme.id,
        url: `https://rebound.example.com:${port}/hooks`,
        events: ['order.created'],
        description: '',
        secret: 'whsec_dGVzdA==',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rebound: Resolver = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    const handler = webhookHandler({
      db: t.db,
      log: t.app.log,
      allowPrivateTargets: false,
      timeoutMs: 500,
      disableAfterMs: 3 * 86_400_000,
      resolve: rebound,
    });
    const outcome = await handler.deliver(
      {
        tenant_id: world.acme.id,
        id: 1,
        kind: 'webhook',
        event: 'customer.approved',
        message_id: 'msg_rebound',
        endpoint_id: endpoint.id,
        recipient: null,
        payload: { user_id: 1 },
        attempts: 0,
        created_at: new Date(),
        claim_token: 'token',
      },
      new AbortController().signal,
    );
    expect(outcome).toMatchObject({ ok: false, error: 'target refused: privateAddress' });
    expect(outcome.cancel).toBeUndefined();
    expect(requests).toBe(0);
  });
});

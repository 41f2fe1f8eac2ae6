import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn, useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  placeBoltOrder,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { readOutbox } from '../../../test/helpers/outbox.ts';

/**
 * Issue 25 point 2: one tenant's slow receivers (20 endpoints that answer nothing for as long as
 * a delivery may wait) hold that tenant's share of the outbox and no more. Another tenant's
 * webhook and e-mails go out within a few seconds, while the first tenant's backlog still waits.
 */
describe('the outbox between tenants', () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-outbox-fairness-'));
  const t = useTestAppWithEnv(() => ({
    OUTBOX_WORKER: true,
    OUTBOX_POLL_MS: 50,
    OUTBOX_DIR: folder,
    WEBHOOK_TIMEOUT_MS: 8_000,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: true,
  }));
  /** When each path was first asked; the slow paths are never answered while the test runs. */
  const firstHit = new Map<string, number>();
  let server: Server;
  let base = '';
  let world: OrderWorld;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '';
      if (!firstHit.has(path)) firstHit.set(path, Date.now());
      request.resume();
      if (path === '/fast') response.writeHead(204).end();
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    world = await createOrderWorld(t.db);
    const acmeAdmin = await signedIn(t.db, 'admin@acme.test', world.acme.id, { role: 'admin' });
    const borealAdmin = await signedIn(t.db, 'admin@boreal.test', world.boreal.id, {
      role: 'admin',
    });
    const subscribe = async (code: string, headers: Record<string, string>, path: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/admin/${code}/webhooks`,
        headers,
        payload: { url: `${base}${path}`, events: ['order.created'] },
      });
      expect(created.statusCode).toBe(201);
    };
    for (let n = 0; n < 20; n++) await subscribe('ACME', acmeAdmin.headers, `/slow/${n}`);
    await subscribe('BOREAL', borealAdmin.headers, '/fast');
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  it("delivers another tenant's webhook and e-mails at once behind a tenant whose receivers hang", async () => {
    for (let n = 0; n < 5; n++) await placeBoltOrder(t.app, world);
    // ACME's 100 webhooks are under way or waiting behind its hanging receivers.
    await vi.waitFor(() => expect(firstHit.size).toBeGreaterThan(0), { timeout: 5_000 });

    const placedAt = Date.now();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/BOREAL',
      headers: bearer(world.users.borealBuyer.token),
      payload: orderBody(
        world,
        [{ puom_id: world.products.borealJuice.defaultPuomId, sale_qty: 2 }],
        {
          customer_id: world.customerZ.id,
          shipping_address_id: world.addresses.addressZ.id,
        },
      ),
    });
    expect(placed.statusCode).toBe(201);
    await vi.waitFor(
      () => {
        expect(firstHit.get('/fast')).toBeDefined();
        expect(readOutbox(folder).filter((mail) => mail.to === 'admin@boreal.test')).toHaveLength(
          1,
        );
      },
      { timeout: 7_000, interval: 25 },
    );
    expect(firstHit.get('/fast')! - placedAt).toBeLessThan(3_000);
    // The hanging receivers were each asked at most twice at once (the per-endpoint cap), and
    // ACME's e-mails were not held by its webhooks either.
    const slowAsked = [...firstHit.keys()].filter((path) => path.startsWith('/slow/'));
    expect(slowAsked.length).toBeLessThanOrEqual(8);
    await vi.waitFor(
      () =>
        expect(readOutbox(folder).filter((mail) => mail.to === 'admin@acme.test')).toHaveLength(5),
      { timeout: 3_000, interval: 25 },
    );
  });
});

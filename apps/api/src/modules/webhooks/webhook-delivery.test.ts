import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  webhookEnvelope,
  type WebhookDeliveryList,
  type WebhookEndpointWithSecretResponse,
} from '@portal/contract';
import { auditRows, signedIn, useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { registrationBody } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  placeBoltOrder,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { WebhookReceiver } from '../../../test/helpers/webhook-receiver.ts';

/**
 * Webhooks end to end in one app: the worker on, retries 100 ms apart (not minutes), private
 * targets allowed for the test's own receiver on 127.0.0.1.
 */
describe('webhook delivery', () => {
  const receiver = new WebhookReceiver();
  const t = useTestAppWithEnv(() => ({
    OUTBOX_WORKER: true,
    OUTBOX_POLL_MS: 50,
    WEBHOOK_RETRY_BASE_MS: 100,
    WEBHOOK_RETRY_MAX_MS: 400,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: true,
  }));
  let world: OrderWorld;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let endpointId: number;

  beforeAll(async () => {
    await receiver.start();
    world = await createOrderWorld(t.db);
    admin = await signedIn(t.db, 'admin@acme.test', world.acme.id, { role: 'admin' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ACME/webhooks',
      headers: admin.headers,
      payload: { url: receiver.url, events: ['order.created', 'order.status_changed'] },
    });
    expect(created.statusCode).toBe(201);
    const { data } = created.json<WebhookEndpointWithSecretResponse>();
    expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    receiver.secret = data.secret;
    endpointId = data.id;
  });
  afterAll(() => receiver.stop());

  const placeOrder = () => placeBoltOrder(t.app, world);

  it('retries a failing receiver with the same webhook-id until it accepts, signed each time', async () => {
    receiver.failFirst = 2;
    const order = await placeOrder();
    await receiver.waitFor((received) => received.length >= 3);

    expect(receiver.received.map((r) => r.answered)).toEqual([500, 500, 204]);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
    expect(receiver.received[0]?.id).toMatch(/^msg_[0-9a-f]{32}$/);
    // The same bytes every time; the timestamp is the attempt's.
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    const body = webhookEnvelope.parse(JSON.parse(receiver.received[0]!.body));
    expect(body).toEqual({
      type: 'order.created',
      timestamp: expect.any(String) as string,
      data: {
        order_id: order.id,
        sale_no: order.sale_no,
        customer_id: world.customerA.id,
        placed_by_user_id: world.users.buyerA.id,
        status: 'draft',
        sale_date: '2026-03-15',
        purchase_order: 'PO-1',
        total: 10,
      },
    });

    // The log says so, once the worker has recorded the last attempt.
    await expect
      .poll(async () => {
        const log = await t.app.inject({
          url: `/api/admin/ACME/webhooks/${endpointId}/deliveries`,
          headers: admin.headers,
        });
        return log.json<WebhookDeliveryList>().data[0];
      })
      .toMatchObject({
        message_id: receiver.received[0]?.id,
        event: 'order.created',
        status: 'delivered',
        attempts: 3,
        last_status_code: 204,
        last_error: null,
      });
    const attempts = await t.db
      .selectFrom('outbox_attempts as a')
      .innerJoin('outbox_messages as m', (join) =>
        join.onRef('m.tenant_id', '=', 'a.tenant_id').onRef('m.id', '=', 'a.message_id'),
      )
      .select(['a.status_code', 'a.response_excerpt', 'a.duration_ms'])
      .where('a.tenant_id', '=', world.acme.id)
      // The order's e-mails went out from the same outbox; this is about the webhook.
      .where('m.kind', '=', 'webhook')
      .orderBy('a.id')
      .execute();
    expect(attempts.map((a) => [a.status_code, a.response_excerpt])).toEqual([
      [500, 'failing on purpose'],
      [500, 'failing on purpose'],
      [204, null],
    ]);
  });

  it('tells a status change, and redelivers on request with the same webhook-id', async () => {
    receiver.received.length = 0;
    receiver.failFirst = 0;
    const order = await placeOrder();
    await receiver.waitFor((received) => received.length >= 1);
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: 'pending', comment: 'Confirmed' },
    });
    expect(changed.statusCode).toBe(200);
    await receiver.waitFor((received) => received.length >= 2);
    expect(receiver.received[1]).toMatchObject({
      type: 'order.status_changed',
      data: {
        order_id: order.id,
        sale_no: order.sale_no,
        customer_id: world.customerA.id,
        from_status: 'draft',
        to_status: 'pending',
        comment: 'Confirmed',
        changed_by_user_id: admin.id,
      },
    });

    const log = await t.app.inject({
      url: `/api/admin/ACME/webhooks/${endpointId}/deliveries`,
      headers: admin.headers,
    });
    const latest = log.json<WebhookDeliveryList>().data[0]!;
    expect(latest.event).toBe('order.status_changed');
    await expect.poll(async () => (await deliveryStatus(latest.id)) === 'delivered').toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/webhooks/${endpointId}/deliveries/${latest.id}/redeliver`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(200);
    await receiver.waitFor((received) => received.length >= 3);
    expect(receiver.received[2]?.id).toBe(receiver.received[1]?.id);
    expect((await auditRows(t.db, world.acme.id, 'outbox_message')).at(-1)).toMatchObject({
      action: 'webhook_delivery.redeliver',
      actor_user_id: admin.id,
    });
  });

  const deliveryStatus = async (id: number) =>
    (
      await t.db
        .selectFrom('outbox_messages')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('tells a registration and an approval only to endpoints subscribed to them', async () => {
    const other = new WebhookReceiver();
    await other.start();
    try {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/ACME/webhooks',
        headers: admin.headers,
        payload: { url: other.url, events: ['registration.created', 'customer.approved'] },
      });
      other.secret = created.json<WebhookEndpointWithSecretResponse>().data.secret;
      receiver.received.length = 0;

      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: registrationBody({ email: 'hook@reg.test' }),
      });
      expect(registered.statusCode).toBeLessThan(300);
      await other.waitFor((received) => received.length >= 1);
      const userId = Number(other.received[0]?.data.user_id);
      expect(other.received[0]).toMatchObject({
        verified: true,
        type: 'registration.created',
        data: {
          email: 'hook@reg.test',
          first_name: 'Ana',
          last_name: 'García',
          company: 'Taller Ana',
        },
      });

      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/ACME/registrations/${userId}/approve`,
        headers: admin.headers,
        payload: { customer_id: world.customerB.id },
      });
      expect(approved.statusCode).toBe(200);
      await other.waitFor((received) => received.length >= 2);
      expect(other.received[1]).toMatchObject({
        verified: true,
        type: 'customer.approved',
        data: {
          user_id: userId,
          email: 'hook@reg.test',
          customer: { id: world.customerB.id, code: 'CUST-B', name: 'Beta Builders' },
          approved_by_user_id: admin.id,
        },
      });
      // The first endpoint chose order events only.
      expect(receiver.received).toEqual([]);
    } finally {
      await other.stop();
    }
  });

  it('turns off an endpoint failing for days, audited, and stops delivering to it', async () => {
    receiver.received.length = 0;
    receiver.failFirst = Number.MAX_SAFE_INTEGER;
    await t.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: sql<Date>`now() - interval '3 days 1 minute'` })
      .where('id', '=', endpointId)
      .execute();
    await placeOrder();
    await expect
      .poll(async () => {
        const row = await t.db
          .selectFrom('webhook_endpoints')
          .select(['enabled', 'disabled_reason'])
          .where('id', '=', endpointId)
          .executeTakeFirstOrThrow();
        return row;
      })
      .toEqual({ enabled: false, disabled_reason: 'failing' });
    expect(receiver.received).toHaveLength(1);
    expect((await auditRows(t.db, world.acme.id, 'webhook_endpoint')).at(-1)).toEqual({
      action: 'webhook_endpoint.disable',
      entity: 'webhook_endpoint',
      entity_id: String(endpointId),
      actor_user_id: null,
      before: { enabled: true },
      after: { enabled: false, disabled_reason: 'failing' },
    });
    // Its pending message is cancelled rather than tried again.
    await expect
      .poll(async () => {
        const rows = await t.db
          .selectFrom('outbox_messages')
          .select('status')
          .where('endpoint_id', '=', endpointId)
          .where('status', '=', 'pending')
          .execute();
        return rows.length;
      })
      .toBe(0);
    expect(receiver.received).toHaveLength(1);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_WEBHOOK_ENDPOINTS,
  translate,
  type AdminWebhookEndpointList,
  type AdminWebhookEndpointResponse,
  type WebhookDeliveryList,
  type WebhookEndpointWithSecretResponse,
} from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';
import { isPublicAddress } from '../../webhooks/target-guard.ts';
import { REDELIVERIES_PER_TENANT } from './webhooks.routes.ts';

/** The console's webhook endpoints, with private targets refused (the platform's default). */
describe('admin webhooks', () => {
  const t = useTestApp();
  let world: AdminWorld;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    headers: Record<string, string> = { ...world.acmeAdmin.headers, 'accept-language': 'fr' },
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/ACME${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const fr = translate.bind(null, 'fr');
  const PUBLIC_URL = 'https://93.184.215.14/hooks';

  it.each([
    ['http://93.184.215.14/hooks', 'admin.webhooks.httpsOnly'],
    ['https://127.0.0.1/hooks', 'admin.webhooks.privateAddress'],
    ['https://localhost/hooks', 'admin.webhooks.privateAddress'],
    ['https://10.1.2.3/hooks', 'admin.webhooks.privateAddress'],
    ['https://192.168.1.10/hooks', 'admin.webhooks.privateAddress'],
    ['https://169.254.169.254/latest/meta-data', 'admin.webhooks.privateAddress'],
    ['https://100.64.0.1/hooks', 'admin.webhooks.privateAddress'],
    ['https://[::1]/hooks', 'admin.webhooks.privateAddress'],
    ['https://[fd00::1]/hooks', 'admin.webhooks.privateAddress'],
    ['https://[fe80::1]/hooks', 'admin.webhooks.privateAddress'],
    ['https://[::ffff:10.0.0.1]/hooks', 'admin.webhooks.privateAddress'],
    ['https://[::127.0.0.1]/hooks', 'admin.webhooks.privateAddress'],
    ['https://2130706433/hooks', 'admin.webhooks.privateAddress'],
    ['https://224.0.0.1/hooks', 'admin.webhooks.privateAddress'],
    ['https://0.0.0.0/hooks', 'admin.webhooks.privateAddress'],
    ['ftp://93.184.215.14/hooks', 'admin.webhooks.invalidUrl'],
    ['https://user:pw@93.184.215.14/hooks', 'admin.webhooks.invalidUrl'],
    ['not a url', 'admin.webhooks.invalidUrl'],
  ] as const)('refuses %s (422, translated)', async (url, key) => {
    const response = await call('POST', '/webhooks', { url, events: ['order.created'] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: fr(key),
      errors: { url: [fr(key)] },
    });
  });

  it('refuses an unknown event and no event (422)', async () => {
    const unknown = await call('POST', '/webhooks', { url: PUBLIC_URL, events: ['order.eaten'] });
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json())).toContain(fr('admin.webhooks.unknownEvent'));
    const none = await call('POST', '/webhooks', { url: PUBLIC_URL, events: [] });
    expect(none.statusCode).toBe(422);
    expect(JSON.stringify(none.json())).toContain(fr('admin.webhooks.chooseEvents'));
  });

  it('tells public addresses from the others', () => {
    expect(isPublicAddress('93.184.215.14')).toBe(true);
    expect(isPublicAddress('2606:2800:21f:cb07:6820:80da:af6b:8b2c')).toBe(true);
    for (const address of ['127.0.0.2', '172.16.0.1', '100.127.255.254', '::', 'ff02::1']) {
      expect(isPublicAddress(address)).toBe(false);
    }
  });

  let endpointId: number;
  let firstSecret: string;

  it('creates an endpoint (201) with its secret shown once, audited without it', async () => {
    const response = await call('POST', '/webhooks', {
      url: PUBLIC_URL,
      events: ['order.created', 'order.created', 'customer.approved'],
      description: ' ERP ',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<WebhookEndpointWithSecretResponse>();
    expect(data).toEqual({
      id: expect.any(Number) as number,
      url: PUBLIC_URL,
      description: 'ERP',
      events: ['order.created', 'customer.approved'],
      enabled: true,
      disabled_reason: null,
      failing_since: null,
      created_at: expect.any(String) as string,
      updated_at: expect.any(String) as string,
      secret: expect.stringMatching(/^whsec_/) as string,
    });
    endpointId = data.id;
    firstSecret = data.secret;

    const list = await call('GET', '/webhooks');
    const listed = list.json<AdminWebhookEndpointList>().data;
    expect(listed.map((endpoint) => endpoint.id)).toEqual([endpointId]);
    expect(JSON.stringify(list.json())).not.toContain('whsec_');
    const detail = await call('GET', `/webhooks/${endpointId}`);
    expect(JSON.stringify(detail.json())).not.toContain('whsec_');

    const audit = await auditRows(t.db, world.acme.id, 'webhook_endpoint');
    expect(audit.at(-1)).toEqual({
      action: 'webhook_endpoint.create',
      entity: 'webhook_endpoint',
      entity_id: String(endpointId),
      actor_user_id: world.acmeAdmin.id,
      before: null,
      after: {
        url: PUBLIC_URL,
        events: ['order.created', 'customer.approved'],
        description: 'ERP',
        enabled: true,
      },
    });
  });

  it('changes events, turns off, refuses a private URL on update, audited', async () => {
    const changed = await call('PATCH', `/webhooks/${endpointId}`, {
      events: ['order.status_changed'],
      enabled: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<AdminWebhookEndpointResponse>().data).toMatchObject({
      events: ['order.status_changed'],
      enabled: false,
    });
    expect((await auditRows(t.db, world.acme.id, 'webhook_endpoint')).at(-1)).toMatchObject({
      action: 'webhook_endpoint.update',
      before: { events: ['order.created', 'customer.approved'], enabled: true },
      after: { events: ['order.status_changed'], enabled: false },
    });
    const refused = await call('PATCH', `/webhooks/${endpointId}`, { url: 'https://10.0.0.1/' });
    expect(refused.statusCode).toBe(422);
    const nothing = await call('PATCH', `/webhooks/${endpointId}`, {});
    expect(nothing.statusCode).toBe(422);
  });

  it('rolls the secret: a new one, shown once, audited without it', async () => {
    const rolled = await call('POST', `/webhooks/${endpointId}/secret`);
    expect(rolled.statusCode).toBe(200);
    const { secret } = rolled.json<WebhookEndpointWithSecretResponse>().data;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(firstSecret);
    const stored = await t.db
      .selectFrom('webhook_endpoints')
      .select('secret')
      .where('id', '=', endpointId)
      .executeTakeFirstOrThrow();
    expect(stored.secret).toBe(secret);
    const last = (await auditRows(t.db, world.acme.id, 'webhook_endpoint')).at(-1);
    expect(last?.action).toBe('webhook_endpoint.roll_secret');
    expect(JSON.stringify(last)).not.toContain('whsec_');
  });

  it('pages the delivery log, newest first, and redelivers one', async () => {
    for (let i = 0; i < 21; i++) {
      await t.db
        .insertInto('outbox_messages')
        .values({
          tenant_id: world.acme.id,
          kind: 'webhook',
          event: 'order.created',
          message_id: `msg_log_${i}`,
          endpoint_id: endpointId,
          payload: JSON.stringify({ order_id: i }),
          status: 'failed',
          attempts: 9,
          last_status_code: 503,
          next_attempt_at: new Date(),
        })
        .execute();
    }
    const first = await call('GET', `/webhooks/${endpointId}/deliveries`);
    const page = first.json<WebhookDeliveryList>();
    expect(page.meta).toMatchObject({ total: 21, per_page: 20, last_page: 2 });
    expect(page.data[0]).toMatchObject({
      message_id: 'msg_log_20',
      event: 'order.created',
      status: 'failed',
      attempts: 9,
      last_status_code: 503,
      next_attempt_at: null,
    });
    const second = await call('GET', `/webhooks/${endpointId}/deliveries?page=2`);
    expect(second.json<WebhookDeliveryList>().data.map((d) => d.message_id)).toEqual(['msg_log_0']);

    const target = page.data[0]!;
    const again = await call('POST', `/webhooks/${endpointId}/deliveries/${target.id}/redeliver`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { id: target.id, status: 'pending' } });
    const missing = await call('POST', `/webhooks/${endpointId}/deliveries/999999/redeliver`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: fr('admin.webhooks.deliveryNotFound') });
  });

  it('deletes an endpoint with its deliveries (204), audited; then 404', async () => {
    const deleted = await call('DELETE', `/webhooks/${endpointId}`);
    expect(deleted.statusCode).toBe(204);
    const messages = await t.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('endpoint_id', '=', endpointId)
      .execute();
    expect(messages).toEqual([]);
    expect((await auditRows(t.db, world.acme.id, 'webhook_endpoint')).at(-1)).toMatchObject({
      action: 'webhook_endpoint.delete',
      after: null,
    });
    const gone = await call('GET', `/webhooks/${endpointId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: fr('admin.webhooks.notFound') });
  });

  it('is the console only: a buyer and another tenant are refused', async () => {
    const buyer = await call('GET', '/webhooks', undefined, world.acmeBuyer.headers);
    expect(buyer.statusCode).toBe(403);
    const boreal = await call('GET', '/webhooks', undefined, world.borealAdmin.headers);
    expect(boreal.statusCode).toBe(403);
  });

  /* Attacks: another tenant's ids, a flood of redeliveries, endpoints by the thousand. */

  const insertDelivery = async (endpoint: number, messageId: string) =>
    (
      await t.db
        .insertInto('outbox_messages')
        .values({
          tenant_id: world.acme.id,
          kind: 'webhook',
          event: 'order.created',
          message_id: messageId,
          endpoint_id: endpoint,
          payload: JSON.stringify({ order_id: 1 }),
          status: 'failed',
          attempts: 9,
          last_status_code: 500,
          next_attempt_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it("answers 404 to another tenant's administrator who guesses ids, and changes nothing", async () => {
    const created = await call('POST', '/webhooks', { url: PUBLIC_URL, events: ['order.created'] });
    const acmeEndpoint = created.json<WebhookEndpointWithSecretResponse>().data.id;
    const acmeDelivery = await insertDelivery(acmeEndpoint, 'msg_guessed');
    const borealCreated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/BOREAL/webhooks',
      headers: world.borealAdmin.headers,
      payload: { url: PUBLIC_URL, events: ['order.created'] },
    });
    const borealEndpoint = borealCreated.json<WebhookEndpointWithSecretResponse>().data.id;
    const asBoreal = (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      path: string,
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url: `/api/admin/BOREAL${path}`,
        headers: world.borealAdmin.headers,
        ...(payload ? { payload } : {}),
      });
    for (const response of [
      await asBoreal('GET', `/webhooks/${acmeEndpoint}`),
      await asBoreal('PATCH', `/webhooks/${acmeEndpoint}`, { enabled: false }),
      await asBoreal('POST', `/webhooks/${acmeEndpoint}/secret`),
      await asBoreal('GET', `/webhooks/${acmeEndpoint}/deliveries`),
      await asBoreal('POST', `/webhooks/${acmeEndpoint}/deliveries/${acmeDelivery}/redeliver`),
      await asBoreal('POST', `/webhooks/${borealEndpoint}/deliveries/${acmeDelivery}/redeliver`),
      await asBoreal('DELETE', `/webhooks/${acmeEndpoint}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('msg_guessed');
      expect(response.body).not.toContain('whsec_');
    }
    const untouched = await t.db
      .selectFrom('outbox_messages')
      .select('status')
      .where('id', '=', acmeDelivery)
      .executeTakeFirstOrThrow();
    expect(untouched.status).toBe('failed');
    expect((await call('GET', `/webhooks/${acmeEndpoint}`)).json()).toMatchObject({
      data: { enabled: true },
    });
  });

  it('limits the redeliveries of a tenant (429, translated, with Retry-After)', async () => {
    const [endpoint] = (await call('GET', '/webhooks')).json<AdminWebhookEndpointList>().data;
    const delivery = await insertDelivery(endpoint!.id, 'msg_flood');
    const redeliver = () =>
      call('POST', `/webhooks/${endpoint!.id}/deliveries/${delivery}/redeliver`);
    expect((await redeliver()).statusCode).toBe(200);
    for (let i = 1; i < REDELIVERIES_PER_TENANT.limit; i++) {
      await t.app.rateLimiter.consume(REDELIVERIES_PER_TENANT, `tenant:${world.acme.id}`);
    }
    const limited = await redeliver();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json<{ message: string }>().message).toBe(
      fr('errors.tooManyRequests', { seconds: Number(limited.headers['retry-after']) }),
    );
    // Another tenant's administrators are not held by ACME's count.
    const borealList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/BOREAL/webhooks',
      headers: world.borealAdmin.headers,
    });
    const [borealEndpoint] = borealList.json<AdminWebhookEndpointList>().data;
    const borealMissing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/BOREAL/webhooks/${borealEndpoint!.id}/deliveries/999999/redeliver`,
      headers: world.borealAdmin.headers,
    });
    expect(borealMissing.statusCode).toBe(404);
  });

  it(`keeps at most ${MAX_WEBHOOK_ENDPOINTS} endpoints per tenant (409, translated)`, async () => {
    const existing = (await call('GET', '/webhooks')).json<AdminWebhookEndpointList>().data.length;
    for (let i = existing; i < MAX_WEBHOOK_ENDPOINTS; i++) {
      const response = await call('POST', '/webhooks', {
        url: `${PUBLIC_URL}/${i}`,
        events: ['order.created'],
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await call('POST', '/webhooks', { url: PUBLIC_URL, events: ['order.created'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: fr('admin.webhooks.tooManyEndpoints', { max: MAX_WEBHOOK_ENDPOINTS }),
    });
  });
});

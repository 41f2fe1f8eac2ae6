import type { z } from 'zod';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type AdminWebhookEndpoint,
  type createWebhookEndpointRequest,
  type updateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEvent,
} from '@portal/contract';
import { AppError, fieldError, notFound } from '../../../lib/app-error.ts';
import type { Member } from '../../../core/callers.ts';
import { newWebhookSecret } from '../../webhooks/signature.ts';
import { checkTarget, type Resolver } from '../../webhooks/target-guard.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { adminPage, changedKeys, iso, isoOrNull, pageOf, pick } from '../common/admin-common.ts';
import type { Db, Trx } from '../../../db/schema.ts';
import * as repo from './webhooks.repository.ts';

type CreateInput = z.output<typeof createWebhookEndpointRequest>;
type UpdateInput = z.output<typeof updateWebhookEndpointRequest>;

/** What the service needs of the platform's settings. */
export interface TargetPolicy {
  allowPrivateTargets: boolean;
  resolve?: Resolver;
}

const AUDITED_FIELDS = ['url', 'events', 'description', 'enabled'] as const;

const toEndpoint = (row: repo.EndpointRow): AdminWebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEvent[],
  enabled: row.enabled,
  disabled_reason: row.disabled_reason,
  failing_since: isoOrNull(row.failing_since),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const toDelivery = (row: repo.DeliveryRow): WebhookDelivery => ({
  id: row.id,
  message_id: row.message_id,
  event: row.event as WebhookEvent,
  status: row.status,
  attempts: row.attempts,
  last_status_code: row.last_status_code,
  last_error: row.last_error,
  next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
  created_at: iso(row.created_at),
  delivered_at: isoOrNull(row.delivered_at),
});

/** Refuses (422 on `url`) a URL the platform may not call (target-guard.ts). */
async function guardUrl(url: string, policy: TargetPolicy): Promise<string> {
  const check = await checkTarget(url, policy.allowPrivateTargets, policy.resolve);
  if (!check.ok) throw fieldError('url', `admin.webhooks.${check.problem}`);
  return check.target.url.toString();
}

async function findEndpointOr404(db: Db, tenantId: number, id: number) {
  const row = await repo.findEndpoint(db, tenantId, id);
  if (!row) throw notFound('admin.webhooks.notFound');
  return row;
}

async function lockEndpointOr404(trx: Trx, tenantId: number, id: number) {
  const row = await repo.lockEndpoint(trx, tenantId, id);
  if (!row) throw notFound('admin.webhooks.notFound');
  return row;
}

export async function listEndpoints(db: Db, admin: Member): Promise<AdminWebhookEndpoint[]> {
  return (await repo.listEndpoints(db, admin.tenantId)).map(toEndpoint);
}

export async function endpointDetail(
  db: Db,
  admin: Member,
  id: number,
): Promise<AdminWebhookEndpoint> {
  return toEndpoint(await findEndpointOr404(db, admin.tenantId, id));
}

/** A new endpoint and its secret, which is answered this once. */
export async function createEndpoint(
  db: Db,
  admin: Member,
  input: CreateInput,
  policy: TargetPolicy,
): Promise<AdminWebhookEndpoint & { secret: string }> {
  const url = await guardUrl(input.url, policy);
  const secret = newWebhookSecret();
  return db.transaction().execute(async (trx) => {
    if ((await repo.lockAndCountEndpoints(trx, admin.tenantId)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError(409, 'admin.webhooks.tooManyEndpoints', { max: MAX_WEBHOOK_ENDPOINTS });
    }
    const id = await repo.insertEndpoint(trx, admin.tenantId, {
      url,
      events: input.events,
      description: input.description,
      secret,
    });
    const after = await findEndpointOr404(trx, admin.tenantId, id);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'webhook_endpoint.create',
      entity: 'webhook_endpoint',
      entityId: id,
      before: null,
      after: pick(after, AUDITED_FIELDS),
    });
    return { ...toEndpoint(after), secret };
  });
}

export async function updateEndpoint(
  db: Db,
  admin: Member,
  id: number,
  input: UpdateInput,
  policy: TargetPolicy,
): Promise<AdminWebhookEndpoint> {
  const changes = { ...input, url: input.url && (await guardUrl(input.url, policy)) };
  return db.transaction().execute(async (trx) => {
    const before = await lockEndpointOr404(trx, admin.tenantId, id);
    const changed = changedKeys(pick(before, AUDITED_FIELDS), changes).filter(
      (key) => key !== 'events' || String(before.events) !== String(changes.events),
    );
    if (changed.length === 0) return toEndpoint(before);
    await repo.updateEndpoint(trx, admin.tenantId, id, pick(changes, changed));
    const after = await findEndpointOr404(trx, admin.tenantId, id);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'webhook_endpoint.update',
      entity: 'webhook_endpoint',
      entityId: id,
      before: pick(before, changed),
      after: pick(after, changed),
    });
    return toEndpoint(after);
  });
}

export async function deleteEndpoint(db: Db, admin: Member, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockEndpointOr404(trx, admin.tenantId, id);
    await repo.deleteEndpoint(trx, admin.tenantId, id);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'webhook_endpoint.delete',
      entity: 'webhook_endpoint',
      entityId: id,
      before: pick(before, AUDITED_FIELDS),
      after: null,
    });
  });
}

/** A new secret, answered this once; deliveries are signed with it from now on. */
export async function rollSecret(
  db: Db,
  admin: Member,
  id: number,
): Promise<AdminWebhookEndpoint & { secret: string }> {
  const secret = newWebhookSecret();
  return db.transaction().execute(async (trx) => {
    await lockEndpointOr404(trx, admin.tenantId, id);
    await repo.updateEndpoint(trx, admin.tenantId, id, { secret });
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'webhook_endpoint.roll_secret',
      entity: 'webhook_endpoint',
      entityId: id,
      before: null,
      after: { rolled: true },
    });
    return { ...toEndpoint(await findEndpointOr404(trx, admin.tenantId, id)), secret };
  });
}

export async function listDeliveries(
  db: Db,
  admin: Member,
  endpointId: number,
  query: { page: number },
): Promise<WebhookDeliveryList> {
  await findEndpointOr404(db, admin.tenantId, endpointId);
  const { rows, total } = await repo.listDeliveries(
    db,
    admin.tenantId,
    endpointId,
    adminPage(query.page),
  );
  return pageOf(rows.map(toDelivery), total, query.page);
}

/** Delivers a message again now, with the same webhook-id (a receiver may have lost it). */
export async function redeliver(
  db: Db,
  admin: Member,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  return db.transaction().execute(async (trx) => {
    await findEndpointOr404(trx, admin.tenantId, endpointId);
    const before = await repo.findDelivery(trx, admin.tenantId, endpointId, deliveryId);
    if (!before) throw notFound('admin.webhooks.deliveryNotFound');
    await repo.scheduleNow(trx, admin.tenantId, deliveryId);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'webhook_delivery.redeliver',
      entity: 'outbox_message',
      entityId: deliveryId,
      before: { status: before.status, attempts: before.attempts },
      after: { status: 'pending' },
    });
    const after = await repo.findDelivery(trx, admin.tenantId, endpointId, deliveryId);
    return toDelivery(after ?? before);
  });
}

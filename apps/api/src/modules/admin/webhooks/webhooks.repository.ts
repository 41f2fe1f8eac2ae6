import { sql } from 'kysely';
import type { Db, Trx } from '../../../db/schema.ts';

const ENDPOINT_COLUMNS = [
  'id',
  'url',
  'description',
  'events',
  'enabled',
  'disabled_reason',
  'failing_since',
  'created_at',
  'updated_at',
] as const;

/** A tenant's endpoints, oldest first (a tenant has a few). */
export function listEndpoints(db: Db, tenantId: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
}

function endpointQuery(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id);
}

export function findEndpoint(db: Db, tenantId: number, id: number) {
  return endpointQuery(db, tenantId, id).executeTakeFirst();
}

/** The endpoint, locked for the rest of the transaction. */
export function lockEndpoint(trx: Trx, tenantId: number, id: number) {
  return endpointQuery(trx, tenantId, id).forUpdate().executeTakeFirst();
}
export type EndpointRow = NonNullable<Awaited<ReturnType<typeof findEndpoint>>>;

/**
 * How many endpoints the tenant has, its row locked first: registrations of one tenant queue
 * there, so that two at once cannot both pass the bound.
 */
export async function lockAndCountEndpoints(trx: Trx, tenantId: number): Promise<number> {
  await trx.selectFrom('tenants').select('id').where('id', '=', tenantId).forUpdate().execute();
  const row = await trx
    .selectFrom('webhook_endpoints')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertEndpoint(
  db: Db,
  tenantId: number,
  values: { url: string; events: string[]; description: string; secret: string },
): Promise<number> {
  const row = await db
    .insertInto('webhook_endpoints')
    .values({ tenant_id: tenantId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEndpoint(
  db: Db,
  tenantId: number,
  id: number,
  values: {
    url?: string;
    events?: string[];
    description?: string;
    enabled?: boolean;
    secret?: string;
  },
): Promise<void> {
  // Turned on again by hand: the count of days failing starts over.
  const restart =
    values.enabled === true ? { disabled_reason: null, failing_since: null } : undefined;
  await db
    .updateTable('webhook_endpoints')
    .set({ ...values, ...restart, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Deletes an endpoint and, by cascade, its messages and their attempts. */
export async function deleteEndpoint(db: Db, tenantId: number, id: number): Promise<void> {
  await db
    .deleteFrom('webhook_endpoints')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

const DELIVERY_COLUMNS = [
  'id',
  'message_id',
  'event',
  'status',
  'attempts',
  'last_status_code',
  'last_error',
  'next_attempt_at',
  'created_at',
  'delivered_at',
] as const;

/** One page of an endpoint's messages, newest first, and how many it has. */
export async function listDeliveries(
  db: Db,
  tenantId: number,
  endpointId: number,
  slice: { limit: number; offset: number },
) {
  const messages = db
    .selectFrom('outbox_messages')
    .where('tenant_id', '=', tenantId)
    .where('endpoint_id', '=', endpointId);
  const rows = await messages
    .select(DELIVERY_COLUMNS)
    .orderBy('id', 'desc')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  const { total } = await messages
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

export function findDelivery(db: Db, tenantId: number, endpointId: number, id: number) {
  return db
    .selectFrom('outbox_messages')
    .select(DELIVERY_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

/**
 * Makes a message due now, with its webhook-id, whatever its state; a claim under way is left
 * to finish (its result then decides, as for any attempt).
 */
export async function scheduleNow(db: Db, tenantId: number, id: number): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({ status: 'pending', next_attempt_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

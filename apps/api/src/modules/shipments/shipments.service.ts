import {
  checkShipment,
  mayShip,
  type AdminShipment,
  type AdminShipmentList,
  type CreateShipmentInput,
  type Shipment,
} from '@portal/contract';
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/schema.ts';
import type { AuditActor } from '../../core/callers.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../admin/common/admin-common.ts';
import { actorOf, recordAudit } from '../admin/audit/record-audit.ts';
import { lockOrderStatus } from '../admin/orders/orders.repository.ts';
import { enqueue } from '../events/enqueue-event.ts';
import { shipmentByExternalId, shipmentById } from '../../readers/shipment-reader.ts';
import {
  adminShipmentAnswer,
  orderShipments,
  shipmentAnswer,
} from '../../readers/shipment-answers.ts';
import { carrierTemplates } from '../../readers/carrier-templates.ts';

/**
 * Recording shipments and confirming lines (issue 31, decision 037), for the console and the ERP
 * alike. Every write locks the order's row first, as a status change does: two shipments of one
 * order, or a shipment and a cancellation, run one after the other, and each checks the order's
 * status and what is still to ship after the other committed. So a line is never shipped twice
 * over, whatever the engine or the number of instances.
 */

const EXTERNAL_ID_KEY = 'shipments_external_id_idx';

/** The order's lines with what each has shipped, for the check under the lock. */
function linesToShip(trx: Trx, tenantId: number, orderId: number) {
  return trx
    .selectFrom('order_lines as l')
    .select([
      'l.id',
      'l.line_no',
      'l.sale_qty',
      sql<number>`(select coalesce(sum(sl.quantity), 0)::int from shipment_lines sl
        where sl.tenant_id = l.tenant_id and sl.order_line_id = l.id)`.as('shipped_qty'),
    ])
    .where('l.tenant_id', '=', tenantId)
    .where('l.order_id', '=', orderId)
    .execute();
}

/** Whether a retry with the same external id asks for the same shipment. */
function sameShipment(existing: Shipment, orderId: number, input: CreateShipmentInput): boolean {
  const lines = (list: { line_no: number; quantity: number }[]) =>
    [...list]
      .sort((a, b) => a.line_no - b.line_no)
      .map((line) => `${line.line_no}:${line.quantity}`)
      .join(',');
  return (
    existing.order_id === orderId &&
    existing.carrier === input.carrier &&
    existing.tracking_number === input.tracking_number &&
    existing.shipped_date === input.shipped_date &&
    lines(existing.lines) === lines(input.lines)
  );
}

async function existingShipment(db: Db, tenantId: number, externalId: string) {
  const found = await shipmentByExternalId(db, tenantId, externalId);
  if (!found) return undefined;
  const row = await shipmentById(db, tenantId, found.id);
  return row && shipmentAnswer(row, await carrierTemplates(db, tenantId));
}

export interface RecordedShipment {
  shipment: Shipment;
  /** False when the external id named a shipment already recorded: the same one answers. */
  created: boolean;
}

/**
 * Records a shipment of some of an order's lines. The order must be the tenant's (404), confirmed
 * (pending or processed: 409 otherwise), and no line may ship more than what is still to ship of
 * it (422 on the line's quantity). An external id already recorded answers its shipment when the
 * request is the same one again, and 409 when it names another shipment.
 */
export async function recordShipment(
  db: Db,
  actor: AuditActor,
  orderId: number,
  input: CreateShipmentInput,
): Promise<RecordedShipment> {
  const { tenantId } = actor;
  let shipmentId: number;
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const order = await lockOrderStatus(trx, tenantId, orderId);
      if (!order) throw notFound('orders.notFound');
      // Under the order's lock: a concurrent retry of the same shipment has committed by now.
      if (input.external_id !== null) {
        const existing = await existingShipment(trx, tenantId, input.external_id);
        if (existing) {
          if (!sameShipment(existing, orderId, input)) {
            throw new AppError(409, 'shipments.externalIdReused');
          }
          return { existing };
        }
      }
      if (!mayShip(order.status)) {
        throw new AppError(409, 'shipments.orderNotShippable', { status: order.status });
      }
      const lines = await linesToShip(trx, tenantId, orderId);
      const byNo = new Map(lines.map((line) => [line.line_no, line]));
      const refusal = checkShipment(
        new Map(
          lines.map((line) => [
            line.line_no,
            { ordered: line.sale_qty, shipped: line.shipped_qty },
          ]),
        ),
        input.lines.map((line) => ({ lineNo: line.line_no, quantity: line.quantity })),
      );
      if (refusal) {
        const index = input.lines.findIndex((line) => line.line_no === refusal.lineNo);
        const field = `lines.${index}.${refusal.reason === 'exceeds_ordered' ? 'quantity' : 'line_no'}`;
        if (refusal.reason === 'exceeds_ordered') {
          throw fieldError(field, 'shipments.exceedsOrdered', {
            line: refusal.lineNo,
            max: refusal.toShip,
          });
        }
        throw fieldError(
          field,
          refusal.reason === 'unknown_line' ? 'shipments.unknownLine' : 'shipments.duplicateLine',
          { line: refusal.lineNo },
        );
      }
      const { id } = await trx
        .insertInto('shipments')
        .values({
          tenant_id: tenantId,
          order_id: orderId,
          external_id: input.external_id,
          carrier: input.carrier,
          service: input.service,
          tracking_number: input.tracking_number,
          shipped_date: input.shipped_date,
          created_by_user_id: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('shipment_lines')
        .values(
          input.lines.map((line) => ({
            tenant_id: tenantId,
            shipment_id: id,
            order_line_id: byNo.get(line.line_no)?.id ?? 0,
            quantity: line.quantity,
          })),
        )
        .execute();
      // The order changed for the ERP's feed: writing its status (unchanged) takes it a new
      // change number at commit (migration 0016), so the feed carries its shipped quantities.
      await trx
        .updateTable('orders')
        .set((eb) => ({ status: eb.ref('status'), updated_at: sql`now()` }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', orderId)
        .execute();
      const lineSummary = input.lines.map((line) => ({
        line_no: line.line_no,
        quantity: line.quantity,
      }));
      await recordAudit(trx, {
        tenantId,
        ...actorOf(actor),
        action: 'shipment.create',
        entity: 'order',
        entityId: orderId,
        before: null,
        after: {
          shipment_id: id,
          external_id: input.external_id,
          carrier: input.carrier,
          tracking_number: input.tracking_number,
          shipped_date: input.shipped_date,
          lines: lineSummary,
        },
      });
      await enqueue(trx, tenantId, 'shipment.created', {
        shipment_id: id,
        order_id: orderId,
        sale_no: order.sale_no,
        customer_id: order.customer_id,
        external_id: input.external_id,
        carrier: input.carrier,
        service: input.service,
        tracking_number: input.tracking_number,
        shipped_date: input.shipped_date,
        lines: lineSummary,
        created_by_user_id: actor.userId,
      });
      return { id };
    });
    if ('existing' in outcome && outcome.existing)
      return { shipment: outcome.existing, created: false };
    if (!('id' in outcome)) throw notFound('shipments.notFound');
    shipmentId = outcome.id;
  } catch (error) {
    // The same external id on another order, committed while this one waited for its own lock.
    if (isUniqueViolation(error, EXTERNAL_ID_KEY)) {
      throw new AppError(409, 'shipments.externalIdReused');
    }
    throw error;
  }
  const row = await shipmentById(db, tenantId, shipmentId);
  if (!row) throw notFound('shipments.notFound');
  return { shipment: shipmentAnswer(row, await carrierTemplates(db, tenantId)), created: true };
}

/** The console's list of an order's shipments, oldest first; another tenant's order is 404. */
export async function listOrderShipments(
  db: Db,
  tenantId: number,
  orderId: number,
): Promise<AdminShipmentList> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound('orders.notFound');
  const { rows, templates } = await orderShipments(db, tenantId, orderId);
  return { data: rows.map((row): AdminShipment => adminShipmentAnswer(row, templates)) };
}

/**
 * Sets the confirmed quantity and promised date of lines (a field left out stays; null clears).
 * A confirmed quantity is at most what was ordered (422 on its field); a line the order does not
 * have is 422 too. The order's row is locked as for a shipment, and the change goes to the feed.
 */
export async function confirmLines(
  db: Db,
  actor: AuditActor,
  orderId: number,
  input: {
    lines: {
      line_no: number;
      confirmed_qty?: number | null | undefined;
      promised_date?: string | null | undefined;
    }[];
  },
): Promise<void> {
  const { tenantId } = actor;
  await db.transaction().execute(async (trx) => {
    const order = await lockOrderStatus(trx, tenantId, orderId);
    if (!order) throw notFound('orders.notFound');
    const lines = await linesToShip(trx, tenantId, orderId);
    const byNo = new Map(lines.map((line) => [line.line_no, line]));
    const seen = new Set<number>();
    for (const [index, change] of input.lines.entries()) {
      const line = byNo.get(change.line_no);
      if (!line)
        throw fieldError(`lines.${index}.line_no`, 'shipments.unknownLine', {
          line: change.line_no,
        });
      if (seen.has(change.line_no)) {
        throw fieldError(`lines.${index}.line_no`, 'shipments.duplicateLine', {
          line: change.line_no,
        });
      }
      seen.add(change.line_no);
      if (change.confirmed_qty != null && change.confirmed_qty > line.sale_qty) {
        throw fieldError(`lines.${index}.confirmed_qty`, 'shipments.confirmedAboveOrdered', {
          line: change.line_no,
          max: line.sale_qty,
        });
      }
    }
    for (const change of input.lines) {
      const set = {
        ...(change.confirmed_qty !== undefined ? { confirmed_qty: change.confirmed_qty } : {}),
        ...(change.promised_date !== undefined ? { promised_date: change.promised_date } : {}),
      };
      if (Object.keys(set).length === 0) continue;
      await trx
        .updateTable('order_lines')
        .set(set)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', byNo.get(change.line_no)?.id ?? 0)
        .execute();
    }
    await trx
      .updateTable('orders')
      .set((eb) => ({ status: eb.ref('status'), updated_at: sql`now()` }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', orderId)
      .execute();
    await recordAudit(trx, {
      tenantId,
      ...actorOf(actor),
      action: 'order.confirm_lines',
      entity: 'order',
      entityId: orderId,
      before: null,
      after: { lines: input.lines },
    });
  });
}

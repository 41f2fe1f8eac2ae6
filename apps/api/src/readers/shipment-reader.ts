import { fulfilmentOf, type FulfilmentState } from '@portal/contract';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/schema.ts';
import { lineFields } from './order-fields.ts';

/**
 * The one reader of shipments (issue 31, decision 037): an order's shipments with their lines,
 * and how far a page of orders has shipped. Each read is scoped by tenant; the caller has found
 * the order in its reader's scope (order-reader.ts) first, so a buyer never reaches another
 * customer's shipment.
 */

/**
 * The shipments of orders, oldest first, each with its lines in line order, who recorded it, and
 * the console's invoice of it (migration 0035; at most one).
 */
export function shipmentsOf(db: Db, tenantId: number, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipments as s')
    .leftJoin('users as u', 'u.id', 's.created_by_user_id')
    .select([
      's.id',
      's.order_id',
      's.external_id',
      's.carrier',
      's.service',
      's.tracking_number',
      's.shipped_date',
      's.created_at',
      'u.id as created_by_id',
      'u.email as created_by_email',
      'u.first_name as created_by_first_name',
      'u.last_name as created_by_last_name',
    ])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('shipment_lines as sl')
          .innerJoin('order_lines as l', (join) =>
            join.onRef('l.tenant_id', '=', 'sl.tenant_id').onRef('l.id', '=', 'sl.order_line_id'),
          )
          .select([
            'sl.order_line_id',
            'l.line_no',
            'l.part_number',
            'l.description',
            'l.uom_code',
            'sl.quantity',
          ])
          .whereRef('sl.tenant_id', '=', 's.tenant_id')
          .whereRef('sl.shipment_id', '=', 's.id')
          .orderBy('l.line_no'),
      ).as('lines'),
    )
    .select((eb) =>
      eb
        .selectFrom('invoices as i')
        .select('i.id')
        .whereRef('i.tenant_id', '=', 's.tenant_id')
        .whereRef('i.shipment_id', '=', 's.id')
        .as('invoice_id'),
    )
    .select((eb) =>
      eb
        .selectFrom('invoices as i')
        .select('i.number')
        .whereRef('i.tenant_id', '=', 's.tenant_id')
        .whereRef('i.shipment_id', '=', 's.id')
        .as('invoice_number'),
    )
    .where('s.tenant_id', '=', tenantId)
    .where('s.order_id', 'in', [...orderIds])
    .orderBy('s.shipped_date')
    .orderBy('s.id')
    .execute();
}
export type ShipmentRow = Awaited<ReturnType<typeof shipmentsOf>>[number];

/** One shipment of the tenant by id (the e-mail, an invoice made from it). */
export async function shipmentById(db: Db, tenantId: number, shipmentId: number) {
  const row = await db
    .selectFrom('shipments')
    .select('order_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', shipmentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const rows = await shipmentsOf(db, tenantId, [row.order_id]);
  return rows.find((shipment) => shipment.id === shipmentId);
}

/** The shipment the ERP named by its external id, if the tenant has one. */
export function shipmentByExternalId(db: Db, tenantId: number, externalId: string) {
  return db
    .selectFrom('shipments')
    .select(['id', 'order_id'])
    .where('tenant_id', '=', tenantId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

/** How far each of the orders has shipped, in one statement (the lists' column). */
export async function fulfilmentOfOrders(
  db: Db,
  tenantId: number,
  orderIds: readonly number[],
): Promise<Map<number, FulfilmentState>> {
  const states = new Map<number, FulfilmentState>();
  if (orderIds.length === 0) return states;
  const lines = await db
    .selectFrom('order_lines as l')
    .select(lineFields.fulfilment)
    .where('l.tenant_id', '=', tenantId)
    .where('l.order_id', 'in', [...orderIds])
    .execute();
  const linesOf = new Map<number, { ordered: number; shipped: number }[]>();
  for (const line of lines) {
    const list = linesOf.get(line.order_id) ?? [];
    list.push({ ordered: line.sale_qty, shipped: line.shipped_qty });
    linesOf.set(line.order_id, list);
  }
  for (const id of orderIds) states.set(id, fulfilmentOf(linesOf.get(id) ?? []));
  return states;
}

/** Whether an order has shipped anything: such an order is no longer canceled (decision 037). */
export async function hasShipments(trx: Db, tenantId: number, orderId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('shipments')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

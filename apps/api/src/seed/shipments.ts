import type { Db } from '../db/schema.ts';
import { NORTHWIND } from './demo-accounts.ts';

const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * ACME's demo shipments for buyer@acme.example (Northwind, issue 31): its oldest confirmed
 * (pending) order partly shipped by UPS with a tracking number, its last line backordered with a
 * confirmed quantity and a promised date; and its oldest processed order shipped in full by
 * FedEx. The newest pending order is left for the console's "Record shipment" (the end-to-end
 * test ships part of it). Written directly: the demo sends no e-mails.
 */
export async function seedShipments(db: Db, tenantId: number): Promise<void> {
  const orders = await db
    .selectFrom('orders as o')
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'o.tenant_id').onRef('c.id', '=', 'o.customer_id'),
    )
    .select(['o.id', 'o.status', 'o.sale_date'])
    .where('o.tenant_id', '=', tenantId)
    .where('c.code', '=', NORTHWIND.code)
    .where('o.status', 'in', ['pending', 'processed'])
    .orderBy('o.sale_date')
    .orderBy('o.id')
    .execute();
  const partly = orders.find((order) => order.status === 'pending');
  const full = orders.find((order) => order.status === 'processed');
  if (partly) await ship(db, tenantId, partly.id, 'partly');
  if (full) await ship(db, tenantId, full.id, 'full');
}

async function ship(db: Db, tenantId: number, orderId: number, how: 'partly' | 'full') {
  const lines = await db
    .selectFrom('order_lines')
    .select(['id', 'line_no', 'sale_qty'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('line_no')
    .execute();
  const last = lines.at(-1);
  if (!last) return;
  // Partly: every line but the last in full, and half of the last (none of a single unit).
  const quantityOf = (line: (typeof lines)[number]) =>
    how === 'full' || line !== last ? line.sale_qty : Math.floor(line.sale_qty / 2);
  const shipped = lines
    .map((line) => ({ line, quantity: quantityOf(line) }))
    .filter(({ quantity }) => quantity > 0);
  if (shipped.length === 0) return;
  const { id } = await db
    .insertInto('shipments')
    .values({
      tenant_id: tenantId,
      order_id: orderId,
      external_id: `DEMO-${how.toUpperCase()}-${orderId}`,
      carrier: how === 'partly' ? 'ups' : 'fedex',
      service: how === 'partly' ? 'Ground' : 'Express Saver',
      tracking_number: how === 'partly' ? '1Z999AA10123456784' : '794644790132',
      shipped_date: dayFromToday(how === 'partly' ? -5 : -40),
      created_by_user_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('shipment_lines')
    .values(
      shipped.map(({ line, quantity }) => ({
        tenant_id: tenantId,
        shipment_id: id,
        order_line_id: line.id,
        quantity,
      })),
    )
    .execute();
  if (how === 'partly') {
    // The rest of the last line waits for stock: confirmed as far as it shipped, promised later.
    await db
      .updateTable('order_lines')
      .set({ confirmed_qty: quantityOf(last), promised_date: dayFromToday(12) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', last.id)
      .execute();
  }
}

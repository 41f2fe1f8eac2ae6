import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import { NORTHWIND } from './demo-accounts.ts';

/**
 * ACME's demo return for buyer@acme.example (Northwind, issue 31 point 4): two units of the first
 * line of the order shipped in full, damaged in transit, approved by admin@acme.example and
 * waiting to be received (the console's "Mark received" then writes its credit note). The partly
 * shipped order is left without returns for the end-to-end test. Written directly: the demo sends
 * no e-mails.
 */
export async function seedReturns(db: Db, tenantId: number): Promise<void> {
  const shipped = await db
    .selectFrom('shipments as s')
    .innerJoin('orders as o', (join) =>
      join.onRef('o.tenant_id', '=', 's.tenant_id').onRef('o.id', '=', 's.order_id'),
    )
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'o.tenant_id').onRef('c.id', '=', 'o.customer_id'),
    )
    .select(['o.id', 'o.customer_id', 'o.placed_by_user_id'])
    .where('s.tenant_id', '=', tenantId)
    .where('c.code', '=', NORTHWIND.code)
    .where('s.external_id', 'like', 'DEMO-FULL-%')
    .executeTakeFirst();
  if (!shipped) return;
  const line = await db
    .selectFrom('shipment_lines as sl')
    .innerJoin('order_lines as l', (join) =>
      join.onRef('l.tenant_id', '=', 'sl.tenant_id').onRef('l.id', '=', 'sl.order_line_id'),
    )
    .select(['l.id', 'sl.quantity'])
    .where('sl.tenant_id', '=', tenantId)
    .where('l.order_id', '=', shipped.id)
    .orderBy('l.line_no')
    .executeTakeFirst();
  const people = await db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .select(['u.id', 'u.email'])
    .where('m.tenant_id', '=', tenantId)
    .where('u.email', 'in', ['buyer@acme.example', 'admin@acme.example'])
    .execute();
  const idOf = (email: string) => people.find((person) => person.email === email)?.id ?? null;
  if (!line) return;
  const { id } = await db
    .insertInto('returns')
    .values({
      tenant_id: tenantId,
      order_id: shipped.id,
      customer_id: shipped.customer_id,
      state: 'approved',
      reason: 'damaged',
      comment: 'Two arrived with bent threads; photos of the box on request.',
      requested_by_user_id: idOf('buyer@acme.example') ?? shipped.placed_by_user_id,
      requested_at: sql<Date>`now() - interval '6 days'`,
      decided_by_user_id: idOf('admin@acme.example'),
      decided_at: sql<Date>`now() - interval '4 days'`,
      decision_comment: 'Please send them back with the return number on the box.',
      currency: 'USD',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('return_lines')
    .values({
      tenant_id: tenantId,
      return_id: id,
      order_line_id: line.id,
      quantity: Math.min(2, line.quantity),
    })
    .execute();
}

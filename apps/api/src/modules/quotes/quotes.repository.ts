import { sql } from 'kysely';
import type { QuoteAction, QuoteStatus, QuoteTier } from '@portal/contract';
import type { Db, Trx } from '../../db/schema.ts';
import { ADDRESS_COLUMNS } from '../../db/address-columns.ts';
import { sellableUnits } from '../../readers/product-reader.ts';
import type { QuoteScope } from '../../readers/quote-reader.ts';

/**
 * Every write of quotes, and the reads their checks need inside the writing transaction. Each
 * function takes the tenant id, and a buyer's a customer scope too: no statement reaches another
 * company's or customer's quote.
 */

/** The active units of active products among `puomIds` (what may be asked for or ordered). */
export function activeUnits(db: Db, tenantId: number, puomIds: readonly number[]) {
  if (puomIds.length === 0) return Promise.resolve([]);
  return sellableUnits(db, tenantId, puomIds, null).execute();
}

/**
 * The active products whose part numbers are among `partNumbers` (whatever their case), each
 * with its default unit: the replacements an offer names.
 */
export function activeProductsByPartNumber(
  db: Db,
  tenantId: number,
  partNumbers: readonly string[],
) {
  if (partNumbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products as p')
    .innerJoin('product_uoms as pu', (join) =>
      join.onRef('pu.tenant_id', '=', 'p.tenant_id').onRef('pu.id', '=', 'p.default_puom_id'),
    )
    .select([sql<string>`lower(p.part_number)`.as('key'), 'p.id as product_id', 'pu.id as puom_id'])
    .where('p.tenant_id', '=', tenantId)
    .where(
      sql`lower(p.part_number)`,
      '=',
      sql<string>`any(${partNumbers.map((text) => text.toLowerCase())}::text[])`,
    )
    .where('p.active', '=', true)
    .where('pu.active', '=', true)
    .execute();
}

export interface NewQuote {
  tenantId: number;
  customerId: number;
  userId: number;
  wantedDate: string | null;
  note: string | null;
  lines: {
    productId: number | null;
    puomId: number | null;
    description: string;
    quantity: number;
    comment: string | null;
  }[];
}

/** Writes a request, its lines and its first event, in the caller's transaction. */
export async function insertQuote(trx: Trx, quote: NewQuote): Promise<number> {
  const { id } = await trx
    .insertInto('quotes')
    .values({
      tenant_id: quote.tenantId,
      customer_id: quote.customerId,
      requested_by_user_id: quote.userId,
      wanted_date: quote.wantedDate,
      note: quote.note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('quote_lines')
    .values(
      quote.lines.map((line, index) => ({
        tenant_id: quote.tenantId,
        quote_id: id,
        line_no: index + 1,
        product_id: line.productId,
        puom_id: line.puomId,
        description: line.description,
        quantity: line.quantity,
        comment: line.comment,
      })),
    )
    .execute();
  await insertEvent(trx, quote.tenantId, id, {
    action: 'request',
    from: null,
    to: 'requested',
    userId: quote.userId,
  });
  return id;
}

/**
 * Locks a quote of the scope for a transition: two people answering at once are serialised,
 * and the second sees what the first did. Undefined when the scope does not reach it.
 */
export function lockQuote(trx: Trx, scope: QuoteScope, quoteId: number) {
  let query = trx
    .selectFrom('quotes')
    .select(['id', 'customer_id', 'status', 'valid_until'])
    .where('tenant_id', '=', scope.tenantId)
    .where('id', '=', quoteId);
  if (scope.customerId !== undefined) query = query.where('customer_id', '=', scope.customerId);
  if (scope.ownQuotesOf !== undefined) {
    query = query.where('requested_by_user_id', '=', scope.ownQuotesOf);
  }
  return query.forUpdate().executeTakeFirst();
}
export type LockedQuote = NonNullable<Awaited<ReturnType<typeof lockQuote>>>;

interface EventInput {
  action: QuoteAction | 'request';
  from: QuoteStatus | null;
  to: QuoteStatus;
  userId: number | null;
  message?: string | null;
  versionId?: number | null;
}

function insertEvent(trx: Trx, tenantId: number, quoteId: number, event: EventInput) {
  return trx
    .insertInto('quote_events')
    .values({
      tenant_id: tenantId,
      quote_id: quoteId,
      action: event.action,
      from_status: event.from,
      to_status: event.to,
      message: event.message ?? null,
      version_id: event.versionId ?? null,
      user_id: event.userId,
    })
    .execute();
}

/** Moves a locked quote to `to` and records why; an offer also sets the latest valid-until. */
export async function moveQuote(
  trx: Trx,
  tenantId: number,
  quote: Pick<LockedQuote, 'id' | 'status'>,
  event: Omit<EventInput, 'from'> & { validUntil?: Date; orderId?: number },
) {
  await trx
    .updateTable('quotes')
    .set({
      status: event.to,
      updated_at: sql<Date>`now()`,
      ...(event.validUntil ? { valid_until: event.validUntil } : {}),
      ...(event.orderId ? { order_id: event.orderId } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', quote.id)
    .execute();
  await insertEvent(trx, tenantId, quote.id, { ...event, from: quote.status });
}

/** The lines of a quote, in line order, with their product's state for an offer's checks. */
export function quoteLinesOf(trx: Trx, tenantId: number, quoteId: number) {
  return trx
    .selectFrom('quote_lines as l')
    .leftJoin('products as p', (join) =>
      join.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.product_id'),
    )
    .leftJoin('product_uoms as pu', (join) =>
      join.onRef('pu.tenant_id', '=', 'l.tenant_id').onRef('pu.id', '=', 'l.puom_id'),
    )
    .select([
      'l.id',
      'l.line_no',
      'l.product_id',
      'l.puom_id',
      'l.quantity',
      sql<boolean>`coalesce(p.active and pu.active, false)`.as('sellable'),
    ])
    .where('l.tenant_id', '=', tenantId)
    .where('l.quote_id', '=', quoteId)
    .orderBy('l.line_no')
    .execute();
}
export type QuoteLineState = Awaited<ReturnType<typeof quoteLinesOf>>[number];

/** The latest version of a quote (the only one that may be accepted). */
export function latestVersion(trx: Trx, tenantId: number, quoteId: number) {
  return trx
    .selectFrom('quote_versions')
    .select(['id', 'version_no', 'valid_until', 'payment_terms'])
    .where('tenant_id', '=', tenantId)
    .where('quote_id', '=', quoteId)
    .orderBy('version_no', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface NewVersion {
  tenantId: number;
  quoteId: number;
  versionNo: number;
  validUntilDate: string;
  validUntil: Date;
  paymentTerms: 'cod' | 'credit_card' | 'net30' | 'net60';
  note: string | null;
  sentBy: number | null;
  lines: {
    quoteLineId: number;
    productId: number;
    puomId: number;
    quantity: number;
    price: number;
    tiers: readonly QuoteTier[];
  }[];
}

/** Writes a sent version and its lines: never changed afterwards (migration 0025's trigger). */
export async function insertVersion(trx: Trx, version: NewVersion): Promise<number> {
  const { id } = await trx
    .insertInto('quote_versions')
    .values({
      tenant_id: version.tenantId,
      quote_id: version.quoteId,
      version_no: version.versionNo,
      valid_until_date: version.validUntilDate,
      valid_until: version.validUntil,
      payment_terms: version.paymentTerms,
      note: version.note,
      sent_by_user_id: version.sentBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('quote_version_lines')
    .values(
      version.lines.map((line) => ({
        tenant_id: version.tenantId,
        version_id: id,
        quote_line_id: line.quoteLineId,
        product_id: line.productId,
        puom_id: line.puomId,
        quantity: line.quantity,
        price: line.price,
        tiers: JSON.stringify(line.tiers),
      })),
    )
    .execute();
  return id;
}

/**
 * A version's lines as an order takes them: the snapshot of each product and unit, and whether
 * it may still be sold (an inactive product or unit refuses the acceptance).
 */
export function versionLinesForOrder(trx: Trx, tenantId: number, versionId: number) {
  return trx
    .selectFrom('quote_version_lines as vl')
    .innerJoin('quote_lines as l', (join) =>
      join.onRef('l.tenant_id', '=', 'vl.tenant_id').onRef('l.id', '=', 'vl.quote_line_id'),
    )
    .innerJoin('products as p', (join) =>
      join.onRef('p.tenant_id', '=', 'vl.tenant_id').onRef('p.id', '=', 'vl.product_id'),
    )
    .innerJoin('product_uoms as pu', (join) =>
      join.onRef('pu.tenant_id', '=', 'vl.tenant_id').onRef('pu.id', '=', 'vl.puom_id'),
    )
    .innerJoin('uoms as u', (join) =>
      join.onRef('u.tenant_id', '=', 'pu.tenant_id').onRef('u.id', '=', 'pu.uom_id'),
    )
    .select([
      'vl.quote_line_id',
      'vl.product_id',
      'vl.puom_id',
      'vl.quantity',
      'vl.price',
      'vl.tiers',
      'p.part_number',
      'p.description',
      'u.code as uom_code',
      'pu.cf',
      'l.comment',
      sql<boolean>`p.active and pu.active`.as('sellable'),
    ])
    .where('vl.tenant_id', '=', tenantId)
    .where('vl.version_id', '=', versionId)
    .orderBy('l.line_no')
    .execute();
}

/** The customer's shipping address an accepted quote's order goes to. */
export function shippingAddress(trx: Trx, tenantId: number, customerId: number, id: number) {
  return trx
    .selectFrom('addresses')
    .select(ADDRESS_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .where('type', '=', 'S')
    .executeTakeFirst();
}

/** Marks an order's lines with the version their prices came from. */
export function markOrderLinesFromVersion(
  trx: Trx,
  tenantId: number,
  orderId: number,
  versionId: number,
) {
  return trx
    .updateTable('order_lines')
    .set({ quote_version_id: versionId })
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .execute();
}

/** The tenant's time zone setting (an IANA name), if any. */
export async function tenantTimeZone(db: Db, tenantId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('tenant_settings')
    .select('value')
    .where('tenant_id', '=', tenantId)
    .where('key', '=', 'time_zone')
    .executeTakeFirst();
  return row?.value;
}

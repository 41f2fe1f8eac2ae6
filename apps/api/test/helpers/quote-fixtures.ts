import type { Db } from '../../src/db/schema.ts';

/**
 * A quote written directly (issue 30): one catalogue line and, unless `requestedOnly`, an offered
 * version of it valid until `validUntil`, which may be in the past (an expired offer) since sent
 * versions cannot be changed afterwards.
 */
export async function createOfferedQuote(
  db: Db,
  options: {
    tenantId: number;
    customerId: number;
    userId: number;
    productId: number;
    puomId: number;
    price?: number;
    quantity?: number;
    validUntil?: Date;
    /** When the version was sent (now by default). */
    sentAt?: Date;
    requestedOnly?: boolean;
  },
) {
  const { tenantId } = options;
  const validUntil = options.validUntil ?? new Date(Date.now() + 7 * 86_400_000);
  const quote = await db
    .insertInto('quotes')
    .values({
      tenant_id: tenantId,
      customer_id: options.customerId,
      requested_by_user_id: options.userId,
      status: options.requestedOnly ? 'requested' : 'offered',
      valid_until: options.requestedOnly ? null : validUntil,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = await db
    .insertInto('quote_lines')
    .values({
      tenant_id: tenantId,
      quote_id: quote.id,
      line_no: 1,
      product_id: options.productId,
      puom_id: options.puomId,
      description: 'Quoted part',
      quantity: options.quantity ?? 10,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('quote_events')
    .values({
      tenant_id: tenantId,
      quote_id: quote.id,
      action: 'request',
      to_status: 'requested',
      user_id: options.userId,
    })
    .execute();
  if (options.requestedOnly) return { quoteId: quote.id, quoteLineId: line.id, versionId: null };
  const version = await db
    .insertInto('quote_versions')
    .values({
      tenant_id: tenantId,
      quote_id: quote.id,
      version_no: 1,
      valid_until_date: validUntil.toISOString().slice(0, 10),
      valid_until: validUntil,
      payment_terms: 'net30',
      ...(options.sentAt ? { sent_at: options.sentAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('quote_version_lines')
    .values({
      tenant_id: tenantId,
      version_id: version.id,
      quote_line_id: line.id,
      product_id: options.productId,
      puom_id: options.puomId,
      quantity: options.quantity ?? 10,
      price: options.price ?? 7.5,
    })
    .execute();
  return { quoteId: quote.id, quoteLineId: line.id, versionId: version.id };
}

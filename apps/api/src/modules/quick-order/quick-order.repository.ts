import { sql } from 'kysely';
import type { Language } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { productCards } from '../catalogue/catalogue.repository.ts';

/**
 * The statements of quick order. Every one takes the tenant id: no query reaches another tenant's
 * products. Cards are the catalogue's (productCards), priced with the buyer's list in force. The
 * reorder's read of an order is the order reader's (readers/order-reader.ts).
 */

/**
 * The cards of the tenant's active products whose part numbers, lower-cased, are among
 * `lowered`: one statement for the whole paste, by the index on (tenant_id, lower(part_number))
 * of migration 0013. Two products may differ only by case; both come back.
 */
export function findCardsByPartNumbers(
  db: Db,
  tenantId: number,
  lowered: readonly string[],
  language: Language,
  priceListId: number | null,
) {
  return productCards(db, tenantId, language, priceListId)
    .select(sql<string>`lower(p.part_number)`.as('part_key'))
    .where(sql<boolean>`lower(p.part_number) = any(${sql.val(lowered)}::text[])`)
    .orderBy('p.part_number')
    .execute();
}

/** The cards of the tenant's active products among `ids` (one statement). */
export function findCardsByIds(
  db: Db,
  tenantId: number,
  ids: readonly number[],
  language: Language,
  priceListId: number | null,
) {
  return productCards(db, tenantId, language, priceListId)
    .where(sql<boolean>`p.id = any(${sql.val(ids)}::int[])`)
    .execute();
}

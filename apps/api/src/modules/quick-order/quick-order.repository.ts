import { sql } from 'kysely';
import type { Language } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { productCards } from '../catalogue/catalogue.repository.ts';

/**
 * The statements of quick order and reorder. Every one takes the tenant id, and the order's the
 * member's customer id too: no query reaches another tenant's products or another customer's
 * orders. Cards are the catalogue's (productCards), priced with the buyer's list in force.
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

/**
 * An order of the customer with its lines, in line order, in one statement: no row when the
 * order is not the customer's, one row without a line for an order without lines. A line has
 * its product, its quantity, its part number as ordered, and whether its unit is the product's
 * default unit today (the unit quick order and the cart sell).
 */
export function findReorderLines(db: Db, tenantId: number, customerId: number, orderId: number) {
  return db
    .selectFrom('orders as o')
    .leftJoin('order_lines as l', (join) =>
      join.onRef('l.tenant_id', '=', 'o.tenant_id').onRef('l.order_id', '=', 'o.id'),
    )
    .leftJoin('products as p', (join) =>
      join.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.product_id'),
    )
    .select([
      'l.product_id',
      'l.part_number',
      'l.sale_qty',
      'l.uom_code',
      sql<boolean>`l.puom_id is not distinct from p.default_puom_id`.as('default_unit'),
    ])
    .where('o.tenant_id', '=', tenantId)
    .where('o.customer_id', '=', customerId)
    .where('o.id', '=', orderId)
    .orderBy('l.line_no')
    .execute();
}

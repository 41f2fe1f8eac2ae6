import { sql } from 'kysely';
import type { AttributeKind, ProductAttributeValue } from '@portal/contract';
import type { Db } from '../db/schema.ts';

/**
 * A tenant's product attributes and its products' values (decision 040), as the console, the CSV
 * and the integration API read them. Every read takes the tenant id.
 */

export interface AttributeRecord {
  id: number;
  kind: AttributeKind;
  name: string;
  name_es: string | null;
  name_fr: string | null;
  unit: string | null;
  filter: boolean;
  position: number;
  updated_at: Date;
  options: { id: number; value: string; value_es: string | null; value_fr: string | null }[];
  product_count: number;
}

/** The tenant's attributes in their order, each with its options in theirs. */
export async function tenantAttributes(db: Db, tenantId: number): Promise<AttributeRecord[]> {
  const attributes = await db
    .selectFrom('product_attributes as a')
    .select([
      'a.id',
      'a.kind',
      'a.name',
      'a.name_es',
      'a.name_fr',
      'a.unit',
      'a.filter',
      'a.position',
      'a.updated_at',
      (eb) =>
        eb
          .selectFrom('product_attribute_values as v')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('v.tenant_id', '=', tenantId)
          .whereRef('v.attribute_id', '=', 'a.id')
          .as('product_count'),
    ])
    .where('a.tenant_id', '=', tenantId)
    .orderBy('a.position')
    .orderBy('a.id')
    .execute();
  const options = await db
    .selectFrom('product_attribute_options')
    .select(['id', 'attribute_id', 'value', 'value_es', 'value_fr'])
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return attributes.map((attribute) => ({
    ...attribute,
    product_count: attribute.product_count ?? 0,
    options: options
      .filter((option) => option.attribute_id === attribute.id)
      .map(({ id, value, value_es, value_fr }) => ({ id, value, value_es, value_fr })),
  }));
}

/** The values of these products, per product, in the attributes' order. */
export async function productAttributeValues(
  db: Db,
  tenantId: number,
  productIds: number[],
): Promise<Map<number, ProductAttributeValue[]>> {
  const values = new Map<number, ProductAttributeValue[]>();
  if (productIds.length === 0) return values;
  const rows = await db
    .selectFrom('product_attribute_values as v')
    .innerJoin('product_attributes as a', (join) =>
      join.onRef('a.tenant_id', '=', 'v.tenant_id').onRef('a.id', '=', 'v.attribute_id'),
    )
    .select(['v.product_id', 'v.attribute_id', 'v.option_ids', 'v.number_value', 'v.flag'])
    .where('v.tenant_id', '=', tenantId)
    .where('v.product_id', '=', sql<number>`any(${sql.val(productIds)}::int[])`)
    .orderBy('a.position')
    .orderBy('a.id')
    .execute();
  for (const row of rows) {
    const list = values.get(row.product_id) ?? [];
    list.push({
      attribute_id: row.attribute_id,
      ...(row.option_ids !== null && { option_ids: row.option_ids }),
      ...(row.number_value !== null && { number: Number(row.number_value) }),
      ...(row.flag !== null && { flag: row.flag }),
    });
    values.set(row.product_id, list);
  }
  return values;
}

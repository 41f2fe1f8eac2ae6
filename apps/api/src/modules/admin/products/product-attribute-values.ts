import { sql } from 'kysely';
import {
  attributeValueProblem,
  type AttributeShape,
  type AttributeValue,
  type MessageKey,
  type ProductAttributeValue,
} from '@portal/contract';
import type { Db } from '../../../db/schema.ts';
import { fieldError } from '../../../lib/app-error.ts';
import { productAttributeValues } from '../../../readers/product-attributes.ts';

/**
 * Writes a product's attribute values (decision 040): the console's product editor, the catalogue
 * CSV import and the integration API's products upsert share it. Every value is checked against
 * the tenant's own attributes (attributeValueProblem): another tenant's attribute or option is
 * unknown here, and answers 422 on the field, never a write.
 */

/** The tenant's attributes as the check reads them, by id. */
export async function attributeShapes(
  db: Db,
  tenantId: number,
): Promise<Map<number, AttributeShape>> {
  const rows = await db
    .selectFrom('product_attributes as a')
    .select([
      'a.id',
      'a.kind',
      (eb) =>
        eb
          .selectFrom('product_attribute_options as o')
          .select(sql<number[]>`coalesce(array_agg(o.id), '{}')`.as('ids'))
          .where('o.tenant_id', '=', tenantId)
          .whereRef('o.attribute_id', '=', 'a.id')
          .as('option_ids'),
    ])
    .where('a.tenant_id', '=', tenantId)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { id: row.id, kind: row.kind, option_ids: row.option_ids ?? [] }]),
  );
}

/** The first problem of a list of values, with the index it is at, or null. */
export function valuesProblem(
  values: readonly AttributeValue[],
  shapes: Map<number, AttributeShape>,
): { index: number; message: MessageKey } | null {
  for (const [index, value] of values.entries()) {
    const message = attributeValueProblem(value, shapes.get(value.attribute_id));
    if (message) return { index, message: message as MessageKey };
  }
  return null;
}

const same = (a: ProductAttributeValue[], b: readonly AttributeValue[]) => {
  const key = (list: readonly AttributeValue[]) =>
    JSON.stringify(
      [...list]
        .map((v) => [v.attribute_id, v.option_ids ?? null, v.number ?? null, v.flag ?? null])
        .sort((x, y) => Number(x[0]) - Number(y[0])),
    );
  return key(a) === key(b);
};

/**
 * Gives the product exactly these values (undefined: leaves them). Answers whether anything
 * changed. `shapes` may be passed by a caller writing many products.
 */
export async function writeAttributeValues(
  db: Db,
  tenantId: number,
  productId: number,
  values: readonly AttributeValue[] | undefined,
  shapes?: Map<number, AttributeShape>,
  field = 'attribute_values',
): Promise<boolean> {
  if (values === undefined) return false;
  const problem = valuesProblem(values, shapes ?? (await attributeShapes(db, tenantId)));
  if (problem) throw fieldError(`${field}.${problem.index}`, problem.message);
  const before = (await productAttributeValues(db, tenantId, [productId])).get(productId) ?? [];
  if (same(before, values)) return false;
  await db
    .deleteFrom('product_attribute_values')
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .execute();
  if (values.length > 0) {
    await db
      .insertInto('product_attribute_values')
      .values(
        values.map((value) => ({
          tenant_id: tenantId,
          product_id: productId,
          attribute_id: value.attribute_id,
          option_ids: value.option_ids ?? null,
          number_value: value.number ?? null,
          flag: value.flag ?? null,
        })),
      )
      .execute();
  }
  return true;
}

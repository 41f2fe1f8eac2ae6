import { sql, type Expression } from 'kysely';
import type { Language, ShownAttribute } from '@portal/contract';
import type { Db } from '../db/schema.ts';
import { inLanguage } from './content-language.ts';

/**
 * A product's attribute values as its page shows them (decision 040), in the attributes' order:
 * the name and the chosen options in the reader's language (English where there is none), the
 * number with its unit, or the flag. A sub-select of the product page's one statement, where
 * `productId` is the page's product column.
 */
export function shownAttributeRows(
  db: Db,
  tenantId: number,
  productId: number | Expression<number>,
  language: Language,
) {
  return db
    .selectFrom('product_attribute_values as v')
    .innerJoin('product_attributes as a', (join) =>
      join.onRef('a.tenant_id', '=', 'v.tenant_id').onRef('a.id', '=', 'v.attribute_id'),
    )
    .select([
      'a.kind',
      inLanguage<string>('a.name', language).as('name'),
      'a.unit',
      'v.number_value',
      'v.flag',
      sql<string[] | null>`array(
        select ${inLanguage<string>('o.value', language)} from product_attribute_options o
        where o.tenant_id = v.tenant_id and o.id = any(v.option_ids)
        order by o.position, o.id)`.as('options'),
    ])
    .where('v.tenant_id', '=', tenantId)
    .where('v.product_id', '=', productId)
    .orderBy('a.position')
    .orderBy('a.id');
}

export interface ShownAttributeRow {
  kind: 'options' | 'number' | 'yes_no';
  name: string;
  unit: string | null;
  /** numeric, as JSON writes it: a number (or its text, as a driver may read it). */
  number_value: number | string | null;
  flag: boolean | null;
  options: string[] | null;
}

/** A row as the contract's attribute, built field by field. */
export function toShownAttribute(row: ShownAttributeRow): ShownAttribute {
  switch (row.kind) {
    case 'options':
      return { kind: 'options', name: row.name, options: row.options ?? [] };
    case 'number':
      return { kind: 'number', name: row.name, number: Number(row.number_value), unit: row.unit };
    case 'yes_no':
      return { kind: 'yes_no', name: row.name, flag: row.flag === true };
  }
}

import { sql, type Kysely } from 'kysely';

/**
 * Facets beside the buyers' lists (issue 32 point 3, decision 044). The one statement that counts
 * them reads each matched product's attribute values by product: with the values in the index, a
 * product's values are one index-only probe instead of a probe and a heap read per value.
 */
const statements = [
  `create index product_attribute_values_facet_idx
     on product_attribute_values (tenant_id, product_id, attribute_id)
     include (option_ids, number_value, flag)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop index product_attribute_values_facet_idx`).execute(db);
}

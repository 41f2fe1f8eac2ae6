import { sql, type Kysely } from 'kysely';

/**
 * Catalogue content in the buyer's language: a category's name and a product's description and
 * additional information in Spanish and French beside the English columns, which stay the
 * fallback (null means "not translated"). Columns rather than a JSON document, so each is typed,
 * maps to one CSV column and is read with a plain coalesce (docs/decisions/012). The order
 * confirmation message becomes a language map, as the welcome texts are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table categories
      add column name_es text,
      add column name_fr text
  `.execute(db);
  await sql`
    alter table products
      add column description_es text,
      add column description_fr text,
      add column additional_info_es text,
      add column additional_info_fr text
  `.execute(db);
  // The order-confirmation message becomes a language map like the welcome texts; a message
  // written before is the English one.
  await sql`
    update tenant_settings set value = json_build_object('en', value)::text
    where key = 'b2b_message_order_confirmation' and value <> '' and left(value, 1) <> '{'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table categories drop column if exists name_es, drop column if exists name_fr`.execute(
    db,
  );
  await sql`
    alter table products
      drop column if exists description_es,
      drop column if exists description_fr,
      drop column if exists additional_info_es,
      drop column if exists additional_info_fr
  `.execute(db);
}

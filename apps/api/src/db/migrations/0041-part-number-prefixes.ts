import { sql, type Kysely } from 'kysely';

/**
 * A search of one word ranks the part numbers it begins first, and finds them by their own index
 * (decision 049): a common word's other matches are ranked only up to a bound, and these must not
 * be left outside it. The quick order's index on the lowered part number (migration 0013) becomes
 * one with the pattern operator class: it answers the same equality lookups, and also a `like
 * 'prefix%'` whatever the database's collation (the default class does only under C).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index products_part_number_lower_idx`.execute(db);
  await sql`create index products_part_number_lower_idx
    on products (tenant_id, lower(part_number) text_pattern_ops) where active`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index products_part_number_lower_idx`.execute(db);
  await sql`create index products_part_number_lower_idx
    on products (tenant_id, lower(part_number)) where active`.execute(db);
}

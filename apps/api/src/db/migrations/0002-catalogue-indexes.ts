import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the catalogue queries, and a per-tenant count of active products kept exact by
 * triggers, so that the unfiltered product list (the busiest request) never counts 100,000 rows.
 */
const statements = [
  // Search: every word is a `search_text LIKE '%word%'`; btree_gin puts the tenant in the same index.
  `create index products_search_idx on products
     using gin (tenant_id, search_text gin_trgm_ops) where active`,
  // The list order (part_number, id); the page's ids come from an index-only scan of this.
  `create index products_list_idx on products (tenant_id, part_number, id) where active`,
  // Whether a product (found through its categories) is active, read from the index alone.
  `create index products_active_id_idx on products (tenant_id, id) where active`,
  // Category filter from the product side (the primary key serves it from the category side).
  `create index product_categories_product_category_idx
     on product_categories (tenant_id, product_id, category_id)`,
  `drop index product_categories_product_idx`,
  // The category list order.
  `create index categories_order_idx on categories (tenant_id, sort_order, name, id)`,

  // tenant_counters 'active_products': statement-level triggers, one upsert per statement however
  // many rows it touches. The delete path only updates, because a tenant being deleted cascades
  // to its counters and its products in the same statement.
  `create function products_count_inserted() returns trigger language plpgsql as $$
   begin
     insert into tenant_counters (tenant_id, name, value)
     select tenant_id, 'active_products', count(*) from new_rows where active group by tenant_id
     on conflict (tenant_id, name) do update set value = tenant_counters.value + excluded.value;
     return null;
   end $$`,
  `create function products_count_updated() returns trigger language plpgsql as $$
   begin
     insert into tenant_counters (tenant_id, name, value)
     select tenant_id, 'active_products', sum(delta) from (
       select tenant_id, 1 as delta from new_rows where active
       union all
       select tenant_id, -1 from old_rows where active
     ) as changes
     group by tenant_id having sum(delta) <> 0
     on conflict (tenant_id, name) do update set value = tenant_counters.value + excluded.value;
     return null;
   end $$`,
  `create function products_count_deleted() returns trigger language plpgsql as $$
   begin
     update tenant_counters c set value = c.value - d.removed
     from (select tenant_id, count(*) as removed from old_rows where active group by tenant_id) d
     where c.tenant_id = d.tenant_id and c.name = 'active_products';
     return null;
   end $$`,
  `create function products_count_truncated() returns trigger language plpgsql as $$
   begin
     delete from tenant_counters where name = 'active_products';
     return null;
   end $$`,
  `create trigger products_count_inserted after insert on products
     referencing new table as new_rows for each statement execute function products_count_inserted()`,
  `create trigger products_count_updated after update on products
     referencing old table as old_rows new table as new_rows
     for each statement execute function products_count_updated()`,
  `create trigger products_count_deleted after delete on products
     referencing old table as old_rows for each statement execute function products_count_deleted()`,
  `create trigger products_count_truncated after truncate on products
     for each statement execute function products_count_truncated()`,
  `insert into tenant_counters (tenant_id, name, value)
   select tenant_id, 'active_products', count(*) from products where active group by tenant_id
   on conflict (tenant_id, name) do update set value = excluded.value`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // PGlite runs one statement per extended-protocol query.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `drop trigger products_count_truncated on products`,
    `drop trigger products_count_deleted on products`,
    `drop trigger products_count_updated on products`,
    `drop trigger products_count_inserted on products`,
    `drop function products_count_truncated, products_count_deleted, products_count_updated,
       products_count_inserted`,
    `delete from tenant_counters where name = 'active_products'`,
    `drop index categories_order_idx`,
    `create index product_categories_product_idx on product_categories (tenant_id, product_id)`,
    `drop index product_categories_product_category_idx`,
    `drop index products_active_id_idx`,
    `drop index products_list_idx`,
    `drop index products_search_idx`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

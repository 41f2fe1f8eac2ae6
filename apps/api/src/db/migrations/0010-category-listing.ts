import { sql, type Kysely } from 'kysely';

/**
 * What makes a category page and its total cost one index range, whatever the category's level
 * (issue 17): before, 'products under category X' was a recursive query for X's descendants, then
 * a walk of the whole list order probing each product's links (5,760 probes for 12 rows of a small
 * category), and a count that read every product of a top-level category.
 *
 * - `category_ancestors`: each category with itself and every ancestor (a closure table).
 * - `category_products`: each active product under each category it is filed in or below, with its
 *   part number, so one btree (category, part number, id) gives a category's products in list
 *   order, and counting them reads that range only.
 * - `tenant_counters.catalogue_version`: bumped by every statement that changes what a list or a
 *   total holds (a product added, removed, (de)activated, renumbered or reworded; a category link;
 *   a category), so a total counted once stays exact until the catalogue changes, even when the
 *   change comes from a script writing to the database directly.
 *
 * Kept by statement-level triggers (one pass per statement, whatever the number of rows: a CSV
 * import of thousands of rows pays once per batch).
 */
/** Exported for migration 0042's down(), which puts these bodies back. */
export const PRODUCT_CATEGORIES_CHANGED = `create function product_categories_changed() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       insert into category_products (tenant_id, category_id, part_number, product_id)
       select distinct p.tenant_id, ca.ancestor_id, p.part_number, p.id
       from new_rows n
       join products p on p.tenant_id = n.tenant_id and p.id = n.product_id and p.active
       join category_ancestors ca on ca.tenant_id = n.tenant_id and ca.category_id = n.category_id
       on conflict do nothing;
       perform bump_catalogue_version(array_agg(distinct tenant_id)) from new_rows;
     else
       -- A product may still be under an ancestor through another of its links.
       perform refresh_category_products(array_agg(tenant_id), array_agg(product_id))
       from (select distinct tenant_id, product_id from old_rows) changed;
       perform bump_catalogue_version(array_agg(distinct tenant_id)) from old_rows;
     end if;
     return null;
   end $$`;

export const PRODUCTS_LISTING_CHANGED = `create function products_listing_changed() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       perform bump_catalogue_version(array_agg(distinct tenant_id)) from new_rows where active;
     elsif tg_op = 'DELETE' then
       delete from category_products cp using old_rows o
       where cp.tenant_id = o.tenant_id and cp.product_id = o.id;
       perform bump_catalogue_version(array_agg(distinct tenant_id)) from old_rows where active;
     else
       perform refresh_category_products(array_agg(tenant_id), array_agg(id)),
         bump_catalogue_version(array_agg(distinct tenant_id))
       from (
         select n.tenant_id, n.id
         from old_rows o join new_rows n on n.tenant_id = o.tenant_id and n.id = o.id
         where o.active <> n.active or o.part_number <> n.part_number
           or o.search_text <> n.search_text
       ) changed
       having count(*) > 0;
     end if;
     return null;
   end $$`;

const statements = [
  `create table category_ancestors (
     tenant_id integer not null,
     category_id integer not null,
     ancestor_id integer not null,
     primary key (tenant_id, category_id, ancestor_id),
     foreign key (tenant_id, category_id) references categories (tenant_id, id) on delete cascade,
     foreign key (tenant_id, ancestor_id) references categories (tenant_id, id) on delete cascade
   )`,
  `create index category_ancestors_ancestor_idx on category_ancestors (tenant_id, ancestor_id)`,
  `create table category_products (
     tenant_id integer not null references tenants (id) on delete cascade,
     category_id integer not null,
     part_number text not null,
     product_id integer not null,
     primary key (tenant_id, product_id, category_id)
   )`,
  `create index category_products_list_idx
     on category_products (tenant_id, category_id, part_number, product_id)`,

  // The closure of the tenants a statement touched, rebuilt whole: a tree has hundreds of
  // categories, not millions, and rebuilding is simpler to trust than patching a moved subtree.
  `create function rebuild_category_ancestors(tenant_ids integer[]) returns void
   language sql as $$
     delete from category_ancestors where tenant_id = any(tenant_ids);
     with recursive tree (tenant_id, category_id, ancestor_id) as (
       select tenant_id, id, id from categories where tenant_id = any(tenant_ids)
       union
       select t.tenant_id, t.category_id, c.parent_id
       from tree t
       join categories c on c.tenant_id = t.tenant_id and c.id = t.ancestor_id
       where c.parent_id is not null
     )
     insert into category_ancestors (tenant_id, category_id, ancestor_id)
     select tenant_id, category_id, ancestor_id from tree
     on conflict do nothing;
   $$`,
  // A product's rows, derived again from its links: what every change of links or of the
  // product itself comes down to.
  `create function refresh_category_products(tenant_ids integer[], product_ids integer[])
   returns void language sql as $$
     delete from category_products cp
     using unnest(tenant_ids, product_ids) as changed (tenant_id, product_id)
     where cp.tenant_id = changed.tenant_id and cp.product_id = changed.product_id;
     insert into category_products (tenant_id, category_id, part_number, product_id)
     select distinct p.tenant_id, ca.ancestor_id, p.part_number, p.id
     from unnest(tenant_ids, product_ids) as changed (tenant_id, product_id)
     join products p on p.tenant_id = changed.tenant_id and p.id = changed.product_id and p.active
     join product_categories pc on pc.tenant_id = p.tenant_id and pc.product_id = p.id
     join category_ancestors ca on ca.tenant_id = pc.tenant_id and ca.category_id = pc.category_id
     on conflict do nothing;
   $$`,
  // A tenant deleted by the same statement (its rows cascade) has no version left to bump.
  `create function bump_catalogue_version(tenant_ids integer[]) returns void language sql as $$
     insert into tenant_counters (tenant_id, name, value)
     select distinct t, 'catalogue_version', 1 from unnest(tenant_ids) as t
     where exists (select 1 from tenants where id = t)
     on conflict (tenant_id, name) do update set value = tenant_counters.value + 1;
   $$`,

  `create function categories_changed() returns trigger language plpgsql as $$
   declare
     tenant_ids integer[];
   begin
     if tg_op = 'INSERT' then
       select array_agg(distinct tenant_id) into tenant_ids from new_rows;
     elsif tg_op = 'DELETE' then
       select array_agg(distinct tenant_id) into tenant_ids from old_rows;
     else
       select array_agg(distinct tenant_id) into tenant_ids from new_rows;
     end if;
     if tenant_ids is null then return null; end if;
     perform rebuild_category_ancestors(tenant_ids);
     -- A move changes which ancestors every product below the moved category has.
     if tg_op = 'UPDATE' then
       perform refresh_category_products(array_agg(pc.tenant_id), array_agg(pc.product_id))
       from (
         select distinct pc.tenant_id, pc.product_id
         from old_rows o
         join new_rows n on n.tenant_id = o.tenant_id and n.id = o.id
         join category_ancestors ca on ca.tenant_id = n.tenant_id and ca.ancestor_id = n.id
         join product_categories pc
           on pc.tenant_id = ca.tenant_id and pc.category_id = ca.category_id
         where o.parent_id is distinct from n.parent_id
       ) pc;
     end if;
     perform bump_catalogue_version(tenant_ids);
     return null;
   end $$`,
  `create trigger categories_inserted after insert on categories
     referencing new table as new_rows for each statement execute function categories_changed()`,
  `create trigger categories_updated after update on categories
     referencing old table as old_rows new table as new_rows
     for each statement execute function categories_changed()`,
  `create trigger categories_deleted after delete on categories
     referencing old table as old_rows for each statement execute function categories_changed()`,

  PRODUCT_CATEGORIES_CHANGED,
  `create trigger product_categories_inserted after insert on product_categories
     referencing new table as new_rows
     for each statement execute function product_categories_changed()`,
  `create trigger product_categories_deleted after delete on product_categories
     referencing old table as old_rows
     for each statement execute function product_categories_changed()`,

  // Price, stock and unit changes (most updates, and every import's) leave lists and totals as
  // they are: only the columns they are ordered, filtered or searched by count.
  PRODUCTS_LISTING_CHANGED,
  `create trigger products_listing_inserted after insert on products
     referencing new table as new_rows
     for each statement execute function products_listing_changed()`,
  `create trigger products_listing_updated after update on products
     referencing old table as old_rows new table as new_rows
     for each statement execute function products_listing_changed()`,
  `create trigger products_listing_deleted after delete on products
     referencing old table as old_rows
     for each statement execute function products_listing_changed()`,

  `select rebuild_category_ancestors(array(select id from tenants))`,
  `insert into category_products (tenant_id, category_id, part_number, product_id)
   select distinct p.tenant_id, ca.ancestor_id, p.part_number, p.id
   from products p
   join product_categories pc on pc.tenant_id = p.tenant_id and pc.product_id = p.id
   join category_ancestors ca on ca.tenant_id = pc.tenant_id and ca.category_id = pc.category_id
   where p.active`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // PGlite runs one statement per extended-protocol query.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `drop trigger products_listing_deleted on products`,
    `drop trigger products_listing_updated on products`,
    `drop trigger products_listing_inserted on products`,
    `drop trigger product_categories_deleted on product_categories`,
    `drop trigger product_categories_inserted on product_categories`,
    `drop trigger categories_deleted on categories`,
    `drop trigger categories_updated on categories`,
    `drop trigger categories_inserted on categories`,
    `drop function products_listing_changed, product_categories_changed, categories_changed,
       bump_catalogue_version, refresh_category_products, rebuild_category_ancestors`,
    `delete from tenant_counters where name = 'catalogue_version'`,
    `drop table category_products`,
    `drop table category_ancestors`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

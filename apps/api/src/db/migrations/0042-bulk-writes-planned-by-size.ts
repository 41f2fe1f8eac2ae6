import { sql, type Kysely } from 'kysely';
import { PRODUCT_CATEGORIES_CHANGED, PRODUCTS_LISTING_CHANGED } from './0010-category-listing.ts';

/**
 * The catalogue's statement triggers (migration 0010) join their transition tables, whose size
 * PL/pgSQL's cached plans never learn: a connection plans each statement once, at its first
 * call, usually an edit of one row, and keeps that nested loop for an import of thousands. With
 * the products of a tenant's first import not analyzed yet either, 3,000 imported rows cost 9
 * million row comparisons (0.7 s) to find the changed ones and a scan of the tenant's products
 * for each new category link (2.7 s). These statements now go through EXECUTE, planned at each
 * call with the transition tables' real row counts: a hash join for an import, the same index
 * probes as before for one row, for a plan each call (a fraction of a millisecond). Decision 051.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create or replace function product_categories_changed() returns trigger
   language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       execute $q$
         insert into category_products (tenant_id, category_id, part_number, product_id)
         select distinct p.tenant_id, ca.ancestor_id, p.part_number, p.id
         from new_rows n
         join products p on p.tenant_id = n.tenant_id and p.id = n.product_id and p.active
         join category_ancestors ca
           on ca.tenant_id = n.tenant_id and ca.category_id = n.category_id
         on conflict do nothing $q$;
       perform bump_catalogue_version(array_agg(distinct tenant_id)) from new_rows;
     else
       -- A product may still be under an ancestor through another of its links.
       perform refresh_category_products(array_agg(tenant_id), array_agg(product_id))
       from (select distinct tenant_id, product_id from old_rows) changed;
       perform bump_catalogue_version(array_agg(distinct tenant_id)) from old_rows;
     end if;
     return null;
   end $$`.execute(db);
  await sql`create or replace function products_listing_changed() returns trigger
   language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       perform bump_catalogue_version(array_agg(distinct tenant_id)) from new_rows where active;
     elsif tg_op = 'DELETE' then
       execute $q$
         delete from category_products cp using old_rows o
         where cp.tenant_id = o.tenant_id and cp.product_id = o.id $q$;
       perform bump_catalogue_version(array_agg(distinct tenant_id)) from old_rows where active;
     else
       execute $q$
         select refresh_category_products(array_agg(tenant_id), array_agg(id)),
           bump_catalogue_version(array_agg(distinct tenant_id))
         from (
           select n.tenant_id, n.id
           from old_rows o join new_rows n on n.tenant_id = o.tenant_id and n.id = o.id
           where o.active <> n.active or o.part_number <> n.part_number
             or o.search_text <> n.search_text
         ) changed
         having count(*) > 0 $q$;
     end if;
     return null;
   end $$`.execute(db);
}

/** Migration 0010's bodies again. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const body of [PRODUCT_CATEGORIES_CHANGED, PRODUCTS_LISTING_CHANGED]) {
    await sql.raw(body.replace('create function', 'create or replace function')).execute(db);
  }
}

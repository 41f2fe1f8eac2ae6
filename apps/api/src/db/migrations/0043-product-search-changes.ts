import { sql, type Kysely } from 'kysely';
import { up as restoreListingTrigger } from './0042-bulk-writes-planned-by-size.ts';

/**
 * Which products' search words changed at which catalogue version (decision 054): a server that
 * holds a tenant's search words in memory (modules/catalogue/search-indexes.ts) reads the
 * products changed since the version it holds, instead of all of them again.
 *
 * The version is the tenant's catalogue_version as the changing statement left it. The bump
 * (migration 0010) locks the tenant's counter row until commit, so a tenant's versions commit in
 * their order: a reader that saw version v has seen every change up to it. A sequence would not
 * do: numbers are taken in one order and committed in another.
 *
 * The products' update trigger now also bumps the version when only the words changed (the
 * additional information, the attribute words): searches kept per version must see those too.
 *
 * Changes are kept for the last SEARCH_CHANGES_KEPT versions of a tenant: each change deletes the
 * older ones and notes the version below which they are gone (tenant_counters
 * 'search_changes_pruned'), so that an index older than that is built again rather than brought up
 * to date from what is left.
 */
export const SEARCH_CHANGES_KEPT = 10_000;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table product_search_changes (
     tenant_id integer not null references tenants (id) on delete cascade,
     version integer not null,
     product_id integer not null,
     primary key (tenant_id, version, product_id)
   )`.execute(db);
  // A tenant deleted by the same statement (its products cascade) has no version and no row here.
  await sql`create function catalogue_products_changed(tenant_ids integer[], product_ids integer[])
   returns void language sql as $$
     select bump_catalogue_version(array(select distinct t from unnest(tenant_ids) as t));
     insert into product_search_changes (tenant_id, version, product_id)
     select distinct c.tenant_id, v.value, c.product_id
     from unnest(tenant_ids, product_ids) as c (tenant_id, product_id)
     join tenant_counters v on v.tenant_id = c.tenant_id and v.name = 'catalogue_version'
     where exists (select 1 from tenants where id = c.tenant_id)
     on conflict do nothing;
     with pruned as (
       delete from product_search_changes c
       using tenant_counters v
       where v.tenant_id = c.tenant_id and v.name = 'catalogue_version'
         and c.tenant_id = any(tenant_ids) and c.version <= v.value - ${sql.lit(SEARCH_CHANGES_KEPT)}
       returning c.tenant_id, c.version
     )
     insert into tenant_counters (tenant_id, name, value)
     select tenant_id, 'search_changes_pruned', max(version) from pruned group by tenant_id
     on conflict (tenant_id, name) do update
       set value = greatest(tenant_counters.value, excluded.value);
   $$`.execute(db);
  await sql`create or replace function products_listing_changed() returns trigger
   language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       perform catalogue_products_changed(array_agg(tenant_id), array_agg(id))
       from new_rows where active;
     elsif tg_op = 'DELETE' then
       execute $q$
         delete from category_products cp using old_rows o
         where cp.tenant_id = o.tenant_id and cp.product_id = o.id $q$;
       perform catalogue_products_changed(array_agg(tenant_id), array_agg(id))
       from old_rows where active;
     else
       execute $q$
         select refresh_category_products(
             array_agg(tenant_id) filter (where listed), array_agg(id) filter (where listed)),
           catalogue_products_changed(array_agg(tenant_id), array_agg(id))
         from (
           select n.tenant_id, n.id,
             o.active <> n.active or o.part_number <> n.part_number
               or o.search_text <> n.search_text as listed
           from old_rows o join new_rows n on n.tenant_id = o.tenant_id and n.id = o.id
           where o.active <> n.active or o.part_number <> n.part_number
             or o.search_text <> n.search_text or o.search_vector <> n.search_vector
         ) changed
         having count(*) > 0 $q$;
     end if;
     return null;
   end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await restoreListingTrigger(db);
  await sql`drop function catalogue_products_changed`.execute(db);
  await sql`drop table product_search_changes`.execute(db);
}

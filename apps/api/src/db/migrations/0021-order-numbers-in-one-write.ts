import { sql, type Kysely } from 'kysely';

/**
 * A new order took its two numbers at commit from two deferred triggers (migrations 0011 and
 * 0016), each locking its counter and rewriting the order's row: the row was written three times,
 * and as both numbers are indexed, each rewrite added an entry to every one of the order's seven
 * indexes (issue 25: the database's CPU per order). One trigger now takes both numbers and
 * rewrites the row once. A status change still takes only the
 * change number (orders_change_at_commit, now on updates only). The rules are those of 0011 and
 * 0016: a rolled-back order takes no number, an order inserted with its number keeps it, and a
 * missing counter starts after the tenant's highest number (never below 1001) or at 1.
 */
const statements = [
  `create function orders_numbers_at_commit() returns trigger language plpgsql as $$
   declare
     placeholder boolean;
     taken_number integer;
     taken_change integer;
   begin
     -- An order deleted since its insert in the same transaction takes no number.
     select sale_no < 0 into placeholder from orders
       where tenant_id = new.tenant_id and id = new.id;
     if not found then
       return null;
     end if;
     -- The change counter first, then the number's: the order every commit locks them in, so
     -- that two commits never wait for each other's second row.
     update tenant_counters set value = value + 1
       where tenant_id = new.tenant_id and name = 'order_change'
       returning value into taken_change;
     if not found then
       insert into tenant_counters (tenant_id, name, value)
       values (new.tenant_id, 'order_change', 1)
       on conflict (tenant_id, name) do update set value = tenant_counters.value + 1
       returning value into taken_change;
     end if;
     if placeholder then
       update tenant_counters set value = value + 1
         where tenant_id = new.tenant_id and name = 'sale_no'
         returning value into taken_number;
       if not found then
         -- A missing counter starts after any order already numbered, and never below 1001.
         insert into tenant_counters (tenant_id, name, value)
         values (
           new.tenant_id, 'sale_no',
           (select greatest(1000, coalesce(max(sale_no), 0)) + 1
              from orders where tenant_id = new.tenant_id)
         )
         on conflict (tenant_id, name) do update set value = tenant_counters.value + 1
         returning value into taken_number;
       end if;
     end if;
     update orders
       set sale_no = coalesce(taken_number, sale_no), change_seq = taken_change
       where tenant_id = new.tenant_id and id = new.id;
     return null;
   end $$`,
  `drop trigger orders_number_at_commit on orders`,
  `drop trigger orders_change_at_commit on orders`,
  `create constraint trigger orders_numbers_at_commit
     after insert on orders
     deferrable initially deferred
     for each row
     execute function orders_numbers_at_commit()`,
  // Not fired by the insert trigger's own update (it sets the numbers only).
  `create constraint trigger orders_change_at_commit
     after update of status on orders
     deferrable initially deferred
     for each row
     execute function orders_change_at_commit()`,
  `drop function orders_number_at_commit()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // PGlite runs one statement per extended-protocol query.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const restore = [
    `drop trigger if exists orders_numbers_at_commit on orders`,
    `drop trigger if exists orders_change_at_commit on orders`,
    `drop function if exists orders_numbers_at_commit()`,
    `create function orders_number_at_commit() returns trigger language plpgsql as $$
     declare
       taken integer;
     begin
       perform 1 from orders where tenant_id = new.tenant_id and id = new.id and sale_no < 0;
       if not found then
         return null;
       end if;
       update tenant_counters set value = value + 1
         where tenant_id = new.tenant_id and name = 'sale_no'
         returning value into taken;
       if not found then
         insert into tenant_counters (tenant_id, name, value)
         values (
           new.tenant_id, 'sale_no',
           (select greatest(1000, coalesce(max(sale_no), 0)) + 1
              from orders where tenant_id = new.tenant_id)
         )
         on conflict (tenant_id, name) do update set value = tenant_counters.value + 1
         returning value into taken;
       end if;
       update orders set sale_no = taken where tenant_id = new.tenant_id and id = new.id;
       return null;
     end $$`,
    `create constraint trigger orders_number_at_commit
       after insert on orders deferrable initially deferred
       for each row when (new.sale_no < 0) execute function orders_number_at_commit()`,
    `create constraint trigger orders_change_at_commit
       after insert or update of status on orders deferrable initially deferred
       for each row execute function orders_change_at_commit()`,
  ];
  for (const statement of restore) await sql.raw(statement).execute(db);
}

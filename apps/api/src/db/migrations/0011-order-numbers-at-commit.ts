import { sql, type Kysely } from 'kysely';

/**
 * An order inserted with a negative placeholder number (minus its id: unique in its tenant, so
 * the unique (tenant_id, sale_no) constraint holds throughout) takes its real number when its
 * transaction commits, from a deferred constraint trigger: the tenant's counter row is locked
 * from that instant to the end of the commit, not while the order's head, lines and events are
 * written (decision 015). A rolled-back order never reaches the trigger, so numbers stay
 * gap-free; orders inserted with their number (seed, imports) are left as they are.
 */
const statements = [
  `create function orders_number_at_commit() returns trigger language plpgsql as $$
   declare
     taken integer;
   begin
     -- An order deleted (or numbered) since its insert in the same transaction takes no number.
     perform 1 from orders where tenant_id = new.tenant_id and id = new.id and sale_no < 0;
     if not found then
       return null;
     end if;
     update tenant_counters set value = value + 1
       where tenant_id = new.tenant_id and name = 'sale_no'
       returning value into taken;
     if not found then
       -- A missing counter starts after any order already numbered, and never below 1001.
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
     after insert on orders
     deferrable initially deferred
     for each row when (new.sale_no < 0)
     execute function orders_number_at_commit()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists orders_number_at_commit on orders`.execute(db);
  await sql`drop function if exists orders_number_at_commit()`.execute(db);
}

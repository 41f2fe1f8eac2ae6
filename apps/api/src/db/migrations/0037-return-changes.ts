import { sql, type Kysely } from 'kysely';

/**
 * Returns for the ERP (issue 31, decision 045): a return's place in the tenant's changes, taken
 * as its write commits, as an order's is (migrations 0016 and 0021, decision 019), so that an
 * ERP paging `change_seq > since` never skips a return committed late behind its cursor.
 *
 * The number comes from the tenant's `order_change` counter, the orders' own: a return's write
 * also writes its order (so the orders feed carries its returned quantities), and one counter
 * row per transaction cannot deadlock with another row taken in a different order.
 */
const statements = [
  `alter table returns add column change_seq integer`,
  // Existing returns take numbers after every change already read, in the order they were asked.
  `insert into tenant_counters (tenant_id, name, value)
     select distinct tenant_id, 'order_change', 0 from returns
     on conflict (tenant_id, name) do nothing`,
  `update returns r set change_seq = c.value + n.rn
     from (select tenant_id, id,
             row_number() over (partition by tenant_id order by id)::int as rn
           from returns) n
     join tenant_counters c on c.tenant_id = n.tenant_id and c.name = 'order_change'
     where r.tenant_id = n.tenant_id and r.id = n.id`,
  `update tenant_counters c set value = c.value + n.taken
     from (select tenant_id, count(*)::int as taken from returns group by tenant_id) n
     where c.tenant_id = n.tenant_id and c.name = 'order_change'`,
  `create index returns_change_seq_idx on returns (tenant_id, change_seq)`,
  `create function returns_change_at_commit() returns trigger language plpgsql as $$
   declare
     taken integer;
   begin
     -- A return deleted since its write in the same transaction takes no number.
     perform 1 from returns where tenant_id = new.tenant_id and id = new.id;
     if not found then
       return null;
     end if;
     insert into tenant_counters (tenant_id, name, value)
       values (new.tenant_id, 'order_change', 1)
       on conflict (tenant_id, name) do update set value = tenant_counters.value + 1
       returning value into taken;
     update returns set change_seq = taken where tenant_id = new.tenant_id and id = new.id;
     return null;
   end $$`,
  // Not fired by the trigger's own update (it sets change_seq only).
  `create constraint trigger returns_change_at_commit
     after insert or update of state on returns
     deferrable initially deferred
     for each row
     execute function returns_change_at_commit()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // PGlite runs one statement per extended-protocol query.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists returns_change_at_commit on returns`.execute(db);
  await sql`drop function if exists returns_change_at_commit()`.execute(db);
  await sql`drop index if exists returns_change_seq_idx`.execute(db);
  await sql`alter table returns drop column if exists change_seq`.execute(db);
}

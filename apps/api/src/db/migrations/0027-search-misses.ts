import { sql, type Kysely } from 'kysely';

/**
 * What the buyers could not find (issue 32 point 5): per tenant, each search that found nothing
 * (corrected or not), how often and when last, so the manufacturer can add synonyms or products.
 * Written in batches off the request path (catalogue/search-misses.ts) and kept to the newest
 * 1,000 searches a tenant.
 */
const statements = [
  `create table search_misses (
     tenant_id integer not null references tenants (id) on delete cascade,
     term text not null,
     searches integer not null check (searches > 0),
     last_seen_at timestamptz not null,
     primary key (tenant_id, term)
   )`,
  // The console lists the most searched first; the pruning keeps the most recently seen.
  `create index search_misses_searches_idx on search_misses (tenant_id, searches desc, term)`,
  `create index search_misses_last_seen_idx on search_misses (tenant_id, last_seen_at desc, term)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // PGlite runs one statement per extended-protocol query.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table search_misses`.execute(db);
}

import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

/** Searches that found nothing kept per tenant: the newest by last search. */
export const MAX_MISSES_PER_TENANT = 1_000;

/** A search that found nothing, as counted since the last write. */
export interface CountedMiss {
  tenantId: number;
  term: string;
  searches: number;
  lastSeenAt: Date;
}

/**
 * Adds a batch of counted misses (one statement), then drops each of its tenants' misses beyond
 * the newest MAX_MISSES_PER_TENANT, so a buyer typing nonsense cannot grow the table without end.
 */
export async function writeSearchMisses(db: Db, misses: readonly CountedMiss[]): Promise<void> {
  await sql`
    insert into search_misses (tenant_id, term, searches, last_seen_at)
    select * from unnest(${sql.val(misses.map((m) => m.tenantId))}::int[],
      ${sql.val(misses.map((m) => m.term))}::text[],
      ${sql.val(misses.map((m) => m.searches))}::int[],
      ${sql.val(misses.map((m) => m.lastSeenAt.toISOString()))}::timestamptz[])
    on conflict (tenant_id, term) do update
      set searches = search_misses.searches + excluded.searches,
          last_seen_at = greatest(search_misses.last_seen_at, excluded.last_seen_at)`.execute(db);
  const tenantIds = [...new Set(misses.map((m) => m.tenantId))];
  await sql`
    delete from search_misses m
    using (
      select tenant_id, term from (
        select tenant_id, term, row_number() over (
          partition by tenant_id order by last_seen_at desc, term) as n
        from search_misses where tenant_id = any(${sql.val(tenantIds)}::int[])
      ) ranked where n > ${MAX_MISSES_PER_TENANT}
    ) old
    where m.tenant_id = old.tenant_id and m.term = old.term`.execute(db);
}

/** One page of a tenant's misses, the most searched first, with their number. */
export async function listSearchMisses(
  db: Db,
  tenantId: number,
  page: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('search_misses')
      .select(['term', 'searches', 'last_seen_at'])
      .where('tenant_id', '=', tenantId)
      .orderBy('searches', 'desc')
      .orderBy('term')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('search_misses')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

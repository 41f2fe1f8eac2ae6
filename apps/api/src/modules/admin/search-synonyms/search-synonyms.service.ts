import type { SearchSynonym } from '@portal/contract';
import type { Member } from '../../../core/callers.ts';
import type { Db } from '../../../db/schema.ts';
import { notFound } from '../../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { iso } from '../common/admin-common.ts';

/**
 * The tenant's synonym groups (issue 32 point 2; migration 0032 applies them to searches). Each
 * change is audited in the same transaction, and moves the catalogue version by its trigger, so
 * no search list kept from before it is answered again.
 */
const columns = ['id', 'words', 'updated_at'] as const;

const toSynonym = (row: { id: number; words: string[]; updated_at: Date }): SearchSynonym => ({
  id: row.id,
  words: row.words,
  updated_at: iso(row.updated_at),
});

export async function listSearchSynonyms(db: Db, admin: Member): Promise<SearchSynonym[]> {
  const rows = await db
    .selectFrom('search_synonyms')
    .select(columns)
    .where('tenant_id', '=', admin.tenantId)
    .orderBy('id')
    .execute();
  return rows.map(toSynonym);
}

export function createSearchSynonym(
  db: Db,
  admin: Member,
  words: string[],
): Promise<SearchSynonym> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('search_synonyms')
      .values({ tenant_id: admin.tenantId, words })
      .returning(columns)
      .executeTakeFirstOrThrow();
    await audit(trx, admin, 'search_synonym.create', row.id, null, words);
    return toSynonym(row);
  });
}

export function updateSearchSynonym(
  db: Db,
  admin: Member,
  id: number,
  words: string[],
): Promise<SearchSynonym> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('search_synonyms')
      .select('words')
      .where('tenant_id', '=', admin.tenantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('admin.searchSynonyms.notFound');
    const row = await trx
      .updateTable('search_synonyms')
      .set({ words, updated_at: new Date() })
      .where('tenant_id', '=', admin.tenantId)
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirstOrThrow();
    await audit(trx, admin, 'search_synonym.update', id, before.words, words);
    return toSynonym(row);
  });
}

export function deleteSearchSynonym(db: Db, admin: Member, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('search_synonyms')
      .where('tenant_id', '=', admin.tenantId)
      .where('id', '=', id)
      .returning('words')
      .executeTakeFirst();
    if (!row) throw notFound('admin.searchSynonyms.notFound');
    await audit(trx, admin, 'search_synonym.delete', id, row.words, null);
  });
}

function audit(
  trx: Db,
  admin: Member,
  action: string,
  id: number,
  before: string[] | null,
  after: string[] | null,
) {
  return recordAudit(trx, {
    tenantId: admin.tenantId,
    actorUserId: admin.userId,
    action,
    entity: 'search_synonym',
    entityId: id,
    before: before && { words: before },
    after: after && { words: after },
  });
}

import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductList, SearchSynonymList, SearchSynonymResponse } from '@portal/contract';
import { signedIn, useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { createSignedInBuyer } from '../../../test/helpers/fixtures.ts';

/** Issue 32 point 2: per-tenant synonyms, edited in the console, applied to the buyers' searches. */
describe('search synonyms', () => {
  // Caches on, as a running portal has them: a change of synonyms must reach kept search lists.
  const t = useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 300 }));
  let buyer: Awaited<ReturnType<typeof createSignedInBuyer>>;
  let admin = { headers: {} as Record<string, string> };
  let borealBuyer: Awaited<ReturnType<typeof createSignedInBuyer>>;

  beforeAll(async () => {
    buyer = await createSignedInBuyer(t.db, 'ACME');
    admin = await signedIn(t.db, 'admin@acme.test', buyer.tenantId, { role: 'admin' });
    await createProduct(t.db, buyer.tenantId, {
      partNumber: 'AC-1',
      description: 'Stainless steel digital caliper',
    });
    await createProduct(t.db, buyer.tenantId, {
      partNumber: 'AC-2',
      description: 'Perno hexagonal de acero',
    });
    await createProduct(t.db, buyer.tenantId, { partNumber: 'AC-3', description: 'Zinc washer' });
    borealBuyer = await createSignedInBuyer(t.db, 'BOREAL');
    await createProduct(t.db, borealBuyer.tenantId, {
      partNumber: 'BO-1',
      description: 'Stainless pot',
    });
  });

  const found = async (text: string, who = buyer, code = 'ACME') => {
    const response = await t.app.inject({
      url: `/api/products/${code}?search=${encodeURIComponent(text)}`,
      headers: who.headers,
    });
    return response.json<ProductList>().data.map((product) => product.part_number);
  };
  const save = (words: string, id?: number, headers = admin.headers) =>
    t.app.inject({
      method: id === undefined ? 'POST' : 'PUT',
      url: `/api/admin/ACME/search-synonyms${id === undefined ? '' : `/${id}`}`,
      headers,
      payload: { words },
    });

  it('finds by any word of a group, in any order with the other words, once the group is saved', async () => {
    expect(await found('ss caliper')).toEqual([]);
    const created = await save('SS, stainless;  INOX');
    expect(created.statusCode).toBe(201);
    const group = created.json<SearchSynonymResponse>().data;
    expect(group.words).toEqual(['ss', 'stainless', 'inox']);
    // The same search, kept empty a moment ago, now finds the caliper.
    expect(await found('ss caliper')).toEqual(['AC-1']);
    expect(await found('caliper inox')).toEqual(['AC-1']);
    // A word beside its synonym still narrows: every word must match.
    expect(await found('ss washer')).toEqual([]);

    expect((await save('tornillo perno')).statusCode).toBe(201);
    expect(await found('tornillos')).toEqual(['AC-2']);

    // Another tenant's searches keep their own words.
    expect(await found('inox', borealBuyer, 'BOREAL')).toEqual([]);
    expect(await found('stainless', borealBuyer, 'BOREAL')).toEqual(['BO-1']);

    const edited = await save('ss stainless', group.id);
    expect(edited.json<SearchSynonymResponse>().data.words).toEqual(['ss', 'stainless']);
    expect(await found('caliper inox')).toEqual([]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/ACME/search-synonyms/${group.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await found('ss caliper')).toEqual([]);

    const listed = await t.app.inject({
      url: '/api/admin/ACME/search-synonyms',
      headers: admin.headers,
    });
    expect(listed.json<SearchSynonymList>().data.map((row) => row.words)).toEqual([
      ['tornillo', 'perno'],
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('tenant_id', '=', buyer.tenantId)
      .where('entity', '=', 'search_synonym')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'search_synonym.create',
      'search_synonym.create',
      'search_synonym.update',
      'search_synonym.delete',
    ]);
  });

  it("gives each word its group by functions a connection plans once, a tenant's own only", async () => {
    // Migration 0044: PL/pgSQL keeps their plans per connection; SQL functions with a FROM were
    // planned again in every words' statement (each new word a search, facets or suggestions see).
    const { rows: languages } = await sql<{ proname: string; lanname: string }>`
      select p.proname, l.lanname from pg_proc p join pg_language l on l.oid = p.prolang
      where p.proname in ('search_stems', 'search_synonyms_of') order by p.proname`.execute(t.db);
    expect(languages).toEqual([
      { proname: 'search_stems', lanname: 'plpgsql' },
      { proname: 'search_synonyms_of', lanname: 'plpgsql' },
    ]);
    expect((await save('tornillo, perno')).statusCode).toBe(201);
    const groupsOf = async (tenantId: number, words: string[]) =>
      (
        await sql<{
          groups: string[];
        }>`select search_synonyms_of(${tenantId}, ${words}::text[]) as groups`.execute(t.db)
      ).rows[0]!.groups;
    // A word's group by its stems ("pernos" is "perno" in Spanish), in the order asked.
    expect(await groupsOf(buyer.tenantId, ['zinc', 'pernos', 'zinc'])).toEqual([
      'zinc',
      'perno\u001fpernos\u001ftornillo',
      'zinc',
    ]);
    // BOREAL has no group at all: every word is its own, as given.
    expect(await groupsOf(borealBuyer.tenantId, ['perno', 'Tornillo', 'perno'])).toEqual([
      'perno',
      'Tornillo',
      'perno',
    ]);
    expect(await groupsOf(borealBuyer.tenantId, [])).toEqual([]);
  });

  it('refuses a group of one word, of too many or too long words, at the field and translated', async () => {
    const one = await save('ss, SS');
    expect(one.statusCode).toBe(422);
    expect(one.json()).toMatchObject({
      errors: { words: ['Enter at least two words that mean the same.'] },
    });
    const many = await save(Array.from({ length: 11 }, (_, i) => `w${i}`).join(' '));
    expect(many.json()).toMatchObject({ errors: { words: ['A group holds at most 10 words.'] } });
    const long = await save(`ss ${'x'.repeat(41)}`);
    expect(long.statusCode).toBe(422);
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ACME/search-synonyms',
      headers: { ...admin.headers, 'accept-language': 'es' },
      payload: { words: '' },
    });
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json<{ errors: Record<string, string[]> }>().errors.words?.[0]).toMatch(
      /obligatorio/,
    );
    const missing = await save('a b', 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'This synonym group no longer exists.' });
  });
});

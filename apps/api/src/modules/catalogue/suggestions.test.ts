import { beforeAll, describe, expect, it } from 'vitest';
import type { BuyerSuggestions, GuestSuggestions } from '@portal/contract';
import { createCategory, createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { createSignedInBuyer } from '../../../test/helpers/fixtures.ts';
import {
  assignPriceList,
  createPriceList,
  setTiers,
} from '../../../test/helpers/price-list-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * Issue 32 point 4: what the header's search box suggests while a buyer or a visitor types, found
 * as the full search finds it (decision 036), in one statement.
 */
describe('search box suggestions', () => {
  const t = useTestApp();
  let buyer: { authorization: string };
  let fasteners = 0;
  const tenantOf = { acme: 0 };

  beforeAll(async () => {
    const acme = await createSignedInBuyer(t.db, 'ACME');
    buyer = acme.headers;
    tenantOf.acme = acme.tenantId;
    const other = await createSignedInBuyer(t.db, 'BOREAL');
    const hardware = await createCategory(t.db, acme.tenantId, 'Hardware');
    fasteners = await createCategory(t.db, acme.tenantId, 'Fasteners', hardware);
    await createCategory(t.db, acme.tenantId, 'Bolt cutters', hardware);
    await createCategory(t.db, other.tenantId, 'Bolts of Boreal');
    const list = await createPriceList(t.db, acme.tenantId, 'Contract');
    await assignPriceList(t.db, acme.tenantId, acme.customerId, list);
    for (let i = 1; i <= 8; i++) {
      const product = await createProduct(t.db, acme.tenantId, {
        partNumber: `AC-${100 + i}`,
        description: `Hex bolts grade ${i}`,
        price: 2,
        categoryIds: [fasteners],
      });
      if (i === 1) await setTiers(t.db, acme.tenantId, list, product.puomId, [[1, 1.5]]);
    }
    await createProduct(t.db, acme.tenantId, { partNumber: 'BOL-9', description: 'Washer' });
    await createProduct(t.db, acme.tenantId, { partNumber: 'ZZ-1', description: 'Brass hinge' });
    await createProduct(t.db, acme.tenantId, {
      partNumber: 'ZZ-2',
      description: 'Bolt retired',
      active: false,
    });
    await createProduct(t.db, other.tenantId, { partNumber: 'BOL-1', description: 'Bolt tea' });
    await t.db
      .insertInto('search_synonyms')
      .values({ tenant_id: acme.tenantId, words: ['fixing', 'hinge'] })
      .execute();
  });

  const ask = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...buyer, ...headers } });
  const suggest = async (q: string) => {
    const response = await ask(`/api/products/ACME/suggestions?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json<BuyerSuggestions>();
  };
  const suggestEs = async (q: string) => {
    const response = await ask(`/api/products/ACME/suggestions?q=${encodeURIComponent(q)}`, {
      'accept-language': 'es',
    });
    expect(response.statusCode).toBe(200);
    return response.json<BuyerSuggestions>();
  };
  const visit = async (q: string, code = 'ACME') => {
    const response = await t.app.inject({
      url: `/api/browse/${code}/suggestions?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<GuestSuggestions>();
  };

  it('puts the part number a word begins first, then six products at most', async () => {
    const { products, categories } = await suggest('bol');
    expect(products.map((p) => p.part_number)).toEqual([
      'BOL-9',
      'AC-101',
      'AC-102',
      'AC-103',
      'AC-104',
      'AC-105',
    ]);
    expect(categories).toEqual([
      { id: expect.any(Number) as number, category: 'Bolt cutters', parent: 'Hardware' },
    ]);
  });

  it('prices the cards for the buyer, with their list’s tiers', async () => {
    const [first] = (await suggest('ac-101')).products;
    expect(first).toMatchObject({
      part_number: 'AC-101',
      selling_price: 2,
      price_tiers: [{ min_qty: 1, unit_price: 1.5 }],
    });
  });

  it('finds by stems, synonyms and corrected typos, and categories by their words', async () => {
    expect((await suggest('bolt hex')).products).toHaveLength(6);
    expect((await suggest('fixing')).products.map((p) => p.part_number)).toEqual(['ZZ-1']);
    const corrected = await suggest('hinnge');
    expect(corrected.products.map((p) => p.part_number)).toEqual(['ZZ-1']);
    expect(corrected.corrected_search).toBe('hinge');
    expect((await suggest('fasten')).categories).toEqual([
      { id: fasteners, category: 'Fasteners', parent: 'Hardware' },
    ]);
  });

  it('matches a category by its name in the reader’s language, as the name is edited', async () => {
    const spanish = (q: string) => suggestEs(q).then((answer) => answer.categories);
    expect(await spanish('fijaciones')).toEqual([]);
    await t.db
      .updateTable('categories')
      .set({ name_es: 'Fijaciones metálicas' })
      .where('id', '=', fasteners)
      .execute();
    // Stemmed and without the accent; the English name still finds it in English only.
    expect(await spanish('fijacion metalica')).toEqual([
      { id: fasteners, category: 'Fijaciones metálicas', parent: 'Hardware' },
    ]);
    expect((await suggest('fijaciones')).categories).toEqual([]);
    await t.db
      .updateTable('categories')
      .set({ name_es: null })
      .where('id', '=', fasteners)
      .execute();
    expect(await spanish('fijaciones')).toEqual([]);
    expect((await spanish('fasteners')).map((category) => category.id)).toEqual([fasteners]);
  });

  it('shows a visitor no price, stock or quantity field at all', async () => {
    const { products } = await visit('bol');
    expect(products[0]).toEqual({
      id: expect.any(Number) as number,
      part_number: 'BOL-9',
      description: 'Washer',
      primary_image: expect.any(String) as string,
    });
    expect(products.every((p) => Object.keys(p).length === 4)).toBe(true);
  });

  it('never suggests another tenant’s products or categories, nor inactive products', async () => {
    const seen = [...(await suggest('bolt')).products, ...(await visit('bolt')).products];
    expect(seen.map((p) => p.part_number)).not.toContain('BOL-1');
    expect(seen.map((p) => p.part_number)).not.toContain('ZZ-2');
    const categories = [...(await suggest('bolts')).categories, ...(await visit('bol')).categories];
    expect(categories.map((c) => c.category)).not.toContain('Bolts of Boreal');
    expect((await visit('tea', 'BOREAL')).products.map((p) => p.part_number)).toEqual(['BOL-1']);
  });

  it('answers what is not a search yet with nothing, and hostile text cleanly', async () => {
    const empty = { products: [], categories: [] };
    for (const q of ['', 'b', ' b ', '%%', '...', '\'"', '_', ':*', '!&|']) {
      expect(await suggest(q)).toEqual(empty);
      expect(await visit(q)).toEqual(empty);
    }
    for (const q of [
      "bolt'; drop table products; --",
      'bo.*[(',
      'a\\b',
      'bolt:* | !x',
      '\u0000bo',
    ]) {
      expect(
        (await ask(`/api/products/ACME/suggestions?q=${encodeURIComponent(q)}`)).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ url: `/api/browse/ACME/suggestions?q=${encodeURIComponent(q)}` }))
          .statusCode,
      ).toBe(200);
    }
  });

  it('refuses a text longer than a search, in the reader’s language', async () => {
    const long = `/api/products/ACME/suggestions?q=${'a'.repeat(500)}`;
    const response = await ask(long, { 'accept-language': 'es' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: expect.any(String) as string,
      errors: { q: ['El texto de búsqueda es demasiado largo.'] },
    });
    const guest = await t.app.inject({ url: `/api/browse/ACME/suggestions?q=${'a'.repeat(500)}` });
    expect(guest.statusCode).toBe(422);
  });

  it('answers 404 for an unknown company, 403 to another company’s buyer', async () => {
    expect((await t.app.inject({ url: '/api/browse/NOPE/suggestions?q=bolt' })).statusCode).toBe(
      404,
    );
    expect((await ask('/api/products/BOREAL/suggestions?q=bolt')).statusCode).toBe(403);
  });

  it('ranks the words once per catalogue version, for suggestions and the full search alike', async () => {
    const cost = async (url: string, headers: Record<string, string> = buyer) => {
      const before = t.database.statements.count;
      expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
      return t.database.statements.count - before;
    };
    // The session, the search's ranked matches (kept), then the cards and categories.
    expect(await cost('/api/products/ACME/suggestions?q=hex%20bo')).toBe(3);
    // Kept: another buyer's or a visitor's suggestions, and the full search, rank nothing again.
    expect(await cost('/api/products/ACME/suggestions?q=bo%20hex')).toBe(2);
    // A visitor's: the company by its code, then the suggestions.
    expect(await cost('/api/browse/ACME/suggestions?q=hex%20bo', {})).toBe(2);
    expect(await cost('/api/products/ACME?search=hex%20bo')).toBe(2);
    // A change to the catalogue moves its version: the matches are ranked again.
    await createProduct(t.db, tenantOf.acme, { partNumber: 'AC-200', description: 'Hex bolt' });
    expect(await cost('/api/products/ACME/suggestions?q=hex%20bo')).toBe(4);
    const { products } = await suggest('hex bo');
    expect(products.map((product) => product.part_number)).toContain('AC-200');
  });
});

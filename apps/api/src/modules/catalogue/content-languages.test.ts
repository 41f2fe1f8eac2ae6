import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCategoryResponse,
  AdminProductResponse,
  CategoryList,
  ProductDetailsResponse,
  ProductList,
} from '@portal/contract';
import { createAdminWorld, type AdminWorld } from '../../../test/helpers/admin-fixtures.ts';
import { createUom } from '../../../test/helpers/catalogue-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * Category names, descriptions and additional info in the buyer's language (Accept-Language),
 * English where there is no translation, through the catalogue cache and the search.
 */
describe('catalogue content per language', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let valveId = 0;
  let plainId = 0;

  const buyerGet = <T>(url: string, language: string) =>
    t.app
      .inject({
        method: 'GET',
        url,
        headers: { ...world.acmeBuyer.headers, 'accept-language': language },
      })
      .then((response) => {
        expect(response.statusCode).toBe(200);
        return response.json<T>();
      });

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    const uomId = await createUom(t.db, world.acme.id, 'EA');
    const admin = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url, headers: world.acmeAdmin.headers, payload });

    const category = await admin('POST', '/api/admin/ACME/categories', {
      name: 'Valves',
      name_es: 'Válvulas',
      name_fr: 'Robinets',
    });
    expect(category.statusCode).toBe(201);
    const categoryId = category.json<AdminCategoryResponse>().data.id;

    const product = (body: object) =>
      admin('POST', '/api/admin/ACME/products', {
        selling_price: 10,
        units: [{ uom_id: uomId, cf: 1, is_default: true }],
        category_ids: [categoryId],
        ...body,
      });
    const valve = await product({
      part_number: 'AC-VALVE',
      description: 'Ball valve brass',
      additional_info: 'Full port.',
      description_es: 'Válvula de bola de latón',
      description_fr: 'Robinet à bille en laiton',
      additional_info_fr: 'Passage intégral.',
    });
    expect(valve.statusCode).toBe(201);
    const stored = valve.json<AdminProductResponse>().data;
    expect(stored).toMatchObject({
      description_es: 'Válvula de bola de latón',
      additional_info_es: null,
    });
    valveId = stored.id;
    const plain = await product({ part_number: 'AC-PLAIN', description: 'Plain washer' });
    plainId = plain.json<AdminProductResponse>().data.id;
  });

  const descriptions = (list: ProductList) =>
    Object.fromEntries(list.data.map((product) => [product.part_number, product.description]));

  it("lists each product's description in the buyer's language, English where there is none", async () => {
    const url = '/api/products/ACME?per_page=12';
    expect(descriptions(await buyerGet<ProductList>(url, 'es'))).toEqual({
      'AC-PLAIN': 'Plain washer',
      'AC-VALVE': 'Válvula de bola de latón',
    });
    expect(descriptions(await buyerGet<ProductList>(url, 'fr-CA,fr;q=0.9'))).toEqual({
      'AC-PLAIN': 'Plain washer',
      'AC-VALVE': 'Robinet à bille en laiton',
    });
    // The same page again in English, from the same instance's cache: each language its own entry.
    expect(descriptions(await buyerGet<ProductList>(url, 'en'))).toEqual({
      'AC-PLAIN': 'Plain washer',
      'AC-VALVE': 'Ball valve brass',
    });
  });

  it('shows the details, category names and additional info in that language', async () => {
    const url = `/api/products/ACME/details/${valveId}`;
    const [french] = (await buyerGet<ProductDetailsResponse>(url, 'fr')).data;
    expect(french).toMatchObject({
      description: 'Robinet à bille en laiton',
      additional_info: 'Passage intégral.',
      categories_names: ['Robinets'],
    });
    const [spanish] = (await buyerGet<ProductDetailsResponse>(url, 'es')).data;
    // No Spanish additional info: the English one shows.
    expect(spanish).toMatchObject({
      additional_info: 'Full port.',
      categories_names: ['Válvulas'],
    });
    const [plain] = (
      await buyerGet<ProductDetailsResponse>(`/api/products/ACME/details/${plainId}`, 'es')
    ).data;
    expect(plain?.description).toBe('Plain washer');
  });

  it('names the categories in that language, and so does the public catalogue', async () => {
    const categories = await buyerGet<CategoryList>('/api/categories/ACME', 'es');
    expect(categories.data.map((row) => row.category)).toEqual(['Válvulas']);
    const guest = await t.app.inject({
      method: 'GET',
      url: '/api/browse/ACME/products',
      headers: { 'accept-language': 'fr' },
    });
    expect(guest.json<ProductList>().data.map((row) => row.description)).toContain(
      'Robinet à bille en laiton',
    );
  });

  it('finds a product by a word of any of its languages', async () => {
    for (const word of ['laiton', 'latón', 'LATON', 'brass']) {
      const found = await buyerGet<ProductList>(
        `/api/products/ACME?search=${encodeURI(word)}`,
        'en',
      );
      expect(
        found.data.map((row) => row.part_number),
        word,
      ).toEqual(['AC-VALVE']);
    }
  });

  it('changes a translation at once for the next buyer request on the instance that made it', async () => {
    const url = `/api/products/ACME/details/${valveId}`;
    await buyerGet<ProductDetailsResponse>(url, 'es');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/ACME/products/${valveId}`,
      headers: world.acmeAdmin.headers,
      payload: { description_es: '' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json<AdminProductResponse>().data.description_es).toBeNull();
    const [spanish] = (await buyerGet<ProductDetailsResponse>(url, 'es')).data;
    expect(spanish?.description).toBe('Ball valve brass');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailsResponse } from '@portal/contract';
import {
  createCategory,
  createProduct,
  linkProducts,
  type CreatedProduct,
} from '../../../test/helpers/catalogue-fixtures.ts';
import { bearer, createTenant, createUser, sessionFor } from '../../../test/helpers/fixtures.ts';
import { addTiers, createPriceList } from '../../../test/helpers/price-list-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { findProductDetails } from './product-details.repository.ts';

describe('GET /api/products/:code/details/:productId', () => {
  const t = useTestApp();
  let token = '';
  let main: CreatedProduct;
  let related: CreatedProduct;
  let complementary: CreatedProduct;
  let withdrawn: CreatedProduct;
  let boreal: CreatedProduct;
  let acmeId = 0;

  beforeAll(async () => {
    const acme = await createTenant(t.db, 'ACME');
    acmeId = acme.id;
    const borealTenant = await createTenant(t.db, 'BOREAL');
    const user = await createUser(t.db, { email: 'buyer@acme.test', tenantId: acme.id });
    token = await sessionFor(t.db, user.id, acme.id);

    const tools = await createCategory(t.db, acme.id, 'Tools', null, 2);
    const fasteners = await createCategory(t.db, acme.id, 'Fasteners', null, 1);
    main = await createProduct(t.db, acme.id, {
      partNumber: 'AC-1',
      description: 'Hex bolt',
      additionalInfo: 'Zinc plated.',
      price: 3.75,
      available: 0,
      minOrderQty: 5,
      maxOrderQty: 50,
      uomCode: 'PK',
      cf: 10,
      categoryIds: [tools, fasteners],
    });
    related = await createProduct(t.db, acme.id, {
      partNumber: 'AC-2',
      description: 'Hex nut',
      price: 0.5,
      available: 900,
      minOrderQty: 10,
    });
    complementary = await createProduct(t.db, acme.id, {
      partNumber: 'AC-3',
      description: 'Washer',
    });
    withdrawn = await createProduct(t.db, acme.id, {
      partNumber: 'AC-4',
      description: 'Old nut',
      active: false,
    });
    await linkProducts(t.db, acme.id, main.id, 'related', [related.id, withdrawn.id]);
    await linkProducts(t.db, acme.id, main.id, 'complementary', [complementary.id]);
    boreal = await createProduct(t.db, borealTenant.id, { partNumber: 'BO-1', description: 'Tea' });
  });

  const details = (id: number | string, code = 'ACME', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/products/${code}/details/${id}`,
      headers: { ...bearer(token), ...headers },
    });

  it('answers the product with categories, additional info and its linked products', async () => {
    const response = await details(main.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductDetailsResponse>()).toEqual({
      data: [
        {
          id: main.id,
          part_number: 'AC-1',
          description: 'Hex bolt',
          primary_image: '/api/public/placeholder.svg',
          selling_price: 3.75,
          available: 0,
          uom_code: 'PK',
          cf: 10,
          min_order_qty: 5,
          max_order_qty: 50,
          default_puom_id: main.puomId,
          price_tiers: [],
          categories_names: ['Fasteners', 'Tools'],
          additional_info: 'Zinc plated.',
          attributes: [],
          related_products: [
            {
              id: related.id,
              part_number: 'AC-2',
              description: 'Hex nut',
              primary_image: '/api/public/placeholder.svg',
              selling_price: 0.5,
              available: 900,
              uom_code: 'EA',
              cf: 1,
              min_order_qty: 10,
              max_order_qty: 0,
              default_puom_id: related.puomId,
              price_tiers: [],
            },
          ],
          complementary_products: [
            expect.objectContaining({
              id: complementary.id,
              default_puom_id: complementary.puomId,
              price_tiers: [],
            }),
          ],
        },
      ],
    });
  });

  it('answers empty lists and null info for a product without categories or links', async () => {
    const body = (await details(related.id)).json<ProductDetailsResponse>();
    expect(body.data[0]).toMatchObject({
      categories_names: [],
      additional_info: null,
      related_products: [],
      complementary_products: [],
    });
  });

  it('answers 404 for an unknown or inactive product, in the caller language', async () => {
    for (const id of [999_999, withdrawn.id]) {
      const response = await details(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found.' });
    }
    const spanish = await details(999_999, 'ACME', { 'accept-language': 'es' });
    expect(spanish.json()).toEqual({ message: 'Producto no encontrado.' });
  });

  it("answers 404 for another tenant's product under this tenant's code", async () => {
    const response = await details(boreal.id);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('BO-1');
  });

  it("refuses an ACME member asking for BOREAL's details with 403", async () => {
    const response = await details(boreal.id, 'BOREAL');
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Tea');
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999'])(
    'refuses the product id %s with 422',
    async (id) => {
      const response = await details(id);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['productId']);
    },
  );

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products/ACME/details/${main.id}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('reads the pages asked in one turn together: a statement per language, each its own page and list', async () => {
    const listId = await createPriceList(t.db, acmeId, 'Contract');
    await addTiers(t.db, acmeId, listId, [
      { productId: main.id, uomId: main.uomId, minQty: 5, unitPrice: 3.1 },
    ]);
    const before = t.database.statements.count;
    const pages = await Promise.all([
      findProductDetails(t.database.db, acmeId, main.id, 'en', null),
      findProductDetails(t.database.db, acmeId, related.id, 'en', null),
      findProductDetails(t.database.db, acmeId, main.id, 'es', null),
      findProductDetails(t.database.db, acmeId, boreal.id, 'en', null),
      findProductDetails(t.database.db, acmeId, withdrawn.id, 'en', null),
      findProductDetails(t.database.db, acmeId, main.id, 'en', null),
      findProductDetails(t.database.db, acmeId, main.id, 'en', listId),
      findProductDetails(t.database.db, acmeId, related.id, 'en', listId),
    ]);
    // Buyers of a list and buyers of none share a statement: one for English, one for Spanish.
    expect(t.database.statements.count - before).toBe(2);
    expect(pages.map((page) => page?.part_number)).toEqual([
      'AC-1',
      'AC-2',
      'AC-1',
      undefined, // another tenant's product, asked under ACME
      undefined, // withdrawn
      'AC-1',
      'AC-1',
      'AC-2',
    ]);
    // Each page priced by its own asker's list: the list's tier where it has one, none otherwise.
    expect(pages.map((page) => page?.price_tiers ?? null)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      '5 3.10',
      null,
    ]);
  });

  it('answers each of several requests at once with its own product', async () => {
    const ids = [main.id, related.id, complementary.id, main.id];
    const answers = await Promise.all(ids.map((id) => details(id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json<ProductDetailsResponse>().data[0]!.id)).toEqual(ids);
    expect(
      (await Promise.all([details(boreal.id), details(main.id)])).map((a) => a.statusCode),
    ).toEqual([404, 200]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailsResponse } from '@portal/contract';
import { createProduct, type CreatedProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { createSignedInBuyer } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/** Issue 32 point 4: the product page shows the product's attributes in the reader's language. */
describe('attributes on the product details', () => {
  const t = useTestApp();
  let headers: { authorization: string };
  let bolt: CreatedProduct;
  let nut: CreatedProduct;

  beforeAll(async () => {
    const buyer = await createSignedInBuyer(t.db, 'ACME');
    headers = buyer.headers;
    const tenant_id = buyer.tenantId;
    bolt = await createProduct(t.db, tenant_id, { partNumber: 'AC-1', description: 'Bolt' });
    nut = await createProduct(t.db, tenant_id, { partNumber: 'AC-2', description: 'Nut' });
    const attribute = async (
      kind: 'options' | 'number' | 'yes_no',
      name: string,
      position: number,
      extra: { name_es?: string; unit?: string } = {},
    ) =>
      (
        await t.db
          .insertInto('product_attributes')
          .values({ tenant_id, kind, name, position, ...extra })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    // Made out of their display order: the page shows them by position.
    const plated = await attribute('yes_no', 'Zinc plated', 3, { name_es: 'Zincado' });
    const material = await attribute('options', 'Material', 1);
    const diameter = await attribute('number', 'Diameter', 2, { name_es: 'Diámetro', unit: 'mm' });
    const option = async (value: string, value_es: string | null, position: number) =>
      (
        await t.db
          .insertInto('product_attribute_options')
          .values({ tenant_id, attribute_id: material, value, value_es, position })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const steel = await option('Steel', 'Acero', 2);
    const brass = await option('Brass', null, 1);
    await t.db
      .insertInto('product_attribute_values')
      .values([
        { tenant_id, product_id: bolt.id, attribute_id: material, option_ids: [steel, brass] },
        { tenant_id, product_id: bolt.id, attribute_id: diameter, number_value: 12.5 },
        { tenant_id, product_id: bolt.id, attribute_id: plated, flag: false },
      ])
      .execute();
  });

  const details = async (id: number, language = 'en') => {
    const response = await t.app.inject({
      url: `/api/products/ACME/details/${id}`,
      headers: { ...headers, 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return response.json<ProductDetailsResponse>().data[0]!;
  };

  it('lists the values in the attributes’ order, options in theirs, a no as a no', async () => {
    expect((await details(bolt.id)).attributes).toEqual([
      { kind: 'options', name: 'Material', options: ['Brass', 'Steel'] },
      { kind: 'number', name: 'Diameter', number: 12.5, unit: 'mm' },
      { kind: 'yes_no', name: 'Zinc plated', flag: false },
    ]);
  });

  it('names them in the reader’s language, English where there is none', async () => {
    expect((await details(bolt.id, 'es')).attributes).toEqual([
      { kind: 'options', name: 'Material', options: ['Brass', 'Acero'] },
      { kind: 'number', name: 'Diámetro', number: 12.5, unit: 'mm' },
      { kind: 'yes_no', name: 'Zincado', flag: false },
    ]);
  });

  it('answers an empty list for a product without values', async () => {
    expect((await details(nut.id)).attributes).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminProductResponse,
  ProductAttribute,
  ProductAttributeList,
  ProductAttributeResponse,
  ProductList,
  SaveProductAttributeRequest,
} from '@portal/contract';
import { signedIn, useTestAppWithEnv } from '../../../../test/helpers/admin-fixtures.ts';
import { createProduct } from '../../../../test/helpers/catalogue-fixtures.ts';
import { createSignedInBuyer } from '../../../../test/helpers/fixtures.ts';

/** Issue 32 point 1: a tenant's attributes, products' values, and their words in the search. */
describe('product attributes', () => {
  // Caches on, as a running portal has them: a value written must reach kept search lists.
  const t = useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 300 }));
  let buyer: Awaited<ReturnType<typeof createSignedInBuyer>>;
  let admin = { headers: {} as Record<string, string> };
  let borealAdmin = { headers: {} as Record<string, string> };
  let bolt = 0;
  let washer = 0;

  beforeAll(async () => {
    buyer = await createSignedInBuyer(t.db, 'ACME');
    admin = await signedIn(t.db, 'admin@acme.test', buyer.tenantId, { role: 'admin' });
    bolt = (
      await createProduct(t.db, buyer.tenantId, { partNumber: 'AC-1', description: 'Hex bolt' })
    ).id;
    washer = (
      await createProduct(t.db, buyer.tenantId, { partNumber: 'AC-2', description: 'Flat washer' })
    ).id;
    const boreal = await createSignedInBuyer(t.db, 'BOREAL');
    borealAdmin = await signedIn(t.db, 'admin@boreal.test', boreal.tenantId, { role: 'admin' });
  });

  const save = (
    body: SaveProductAttributeRequest,
    id?: number,
    headers = admin.headers,
    code = 'ACME',
  ) =>
    t.app.inject({
      method: id === undefined ? 'POST' : 'PUT',
      url: `/api/admin/${code}/product-attributes${id === undefined ? '' : `/${id}`}`,
      headers,
      payload: body,
    });
  const setValues = (productId: number, attribute_values: unknown, headers = admin.headers) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/ACME/products/${productId}`,
      headers,
      payload: { attribute_values },
    });
  const found = async (text: string) => {
    const response = await t.app.inject({
      url: `/api/products/ACME?search=${encodeURIComponent(text)}`,
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ProductList>().data.map((product) => product.part_number);
  };

  let material: ProductAttribute;
  let diameter: ProductAttribute;
  let plated: ProductAttribute;

  it('creates the three kinds, named in three languages, and lists them in order', async () => {
    const created = await save({
      kind: 'options',
      name: 'Material',
      name_es: 'Material',
      name_fr: 'Matériau',
      filter: true,
      options: [
        { value: 'Stainless steel', value_es: 'Acero inoxidable', value_fr: 'Acier inoxydable' },
        { value: 'Brass', value_es: 'Latón', value_fr: 'Laiton' },
      ],
    });
    expect(created.statusCode).toBe(201);
    material = created.json<ProductAttributeResponse>().data;
    expect(material.options.map((option) => option.value)).toEqual(['Stainless steel', 'Brass']);
    diameter = (
      await save({ kind: 'number', name: 'Diameter', unit: 'mm', position: 1 })
    ).json<ProductAttributeResponse>().data;
    plated = (
      await save({ kind: 'yes_no', name: 'Zinc plated', name_es: 'Zincado', position: 2 })
    ).json<ProductAttributeResponse>().data;
    const listed = await t.app.inject({
      url: '/api/admin/ACME/product-attributes',
      headers: admin.headers,
    });
    expect(listed.json<ProductAttributeList>().data.map((row) => row.name)).toEqual([
      'Material',
      'Diameter',
      'Zinc plated',
    ]);
  });

  it('gives a product values that its search finds, below its own words', async () => {
    expect(await found('brass')).toEqual([]);
    const written = await setValues(bolt, [
      { attribute_id: material.id, option_ids: [material.options[1]!.id] },
      { attribute_id: diameter.id, number: 12.5 },
      { attribute_id: plated.id, flag: true },
    ]);
    expect(written.statusCode).toBe(200);
    expect(written.json<AdminProductResponse>().data.attribute_values).toEqual([
      { attribute_id: material.id, option_ids: [material.options[1]!.id] },
      { attribute_id: diameter.id, number: 12.5 },
      { attribute_id: plated.id, flag: true },
    ]);
    // The kept (empty) list moved with the catalogue version: the value is found at once.
    expect(await found('brass')).toEqual(['AC-1']);
    expect(await found('laiton bolt')).toEqual(['AC-1']);
    expect(await found('zincado')).toEqual(['AC-1']);
    // A product whose description has the word comes before one whose attribute has it.
    await setValues(washer, [{ attribute_id: material.id, option_ids: [material.options[0]!.id] }]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/ACME/products/${bolt}`,
      headers: admin.headers,
      payload: { description: 'Stainless hex bolt' },
    });
    expect(await found('stainless')).toEqual(['AC-1', 'AC-2']);
  });

  it('renames an option and the search follows; removes one and the products lose it', async () => {
    const renamed = await save(
      {
        kind: 'options',
        name: 'Material',
        filter: true,
        options: [
          { id: material.options[0]!.id, value: 'Stainless steel' },
          { id: material.options[1]!.id, value: 'Bronze' },
        ],
      },
      material.id,
    );
    expect(renamed.statusCode).toBe(200);
    expect(await found('bronze')).toEqual(['AC-1']);
    expect(await found('brass')).toEqual([]);
    const removed = await save(
      {
        kind: 'options',
        name: 'Material',
        options: [{ id: material.options[0]!.id, value: 'Steel' }],
      },
      material.id,
    );
    expect(removed.json<ProductAttributeResponse>().data.product_count).toBe(1);
    expect(await found('bronze')).toEqual([]);
    // Its kind cannot change while products hold values.
    const kind = await save({ kind: 'yes_no', name: 'Material' }, material.id);
    expect(kind.statusCode).toBe(422);
    expect(kind.json()).toMatchObject({ errors: { kind: [expect.any(String)] } });
  });

  it('answers a value that does not fit with 422 on its field, never a 500', async () => {
    const cases: [unknown, string][] = [
      [[{ attribute_id: 999_999, flag: true }], 'attribute_values.0'],
      [[{ attribute_id: material.id, option_ids: [999_999] }], 'attribute_values.0'],
      [[{ attribute_id: diameter.id, flag: true }], 'attribute_values.0'],
      [[{ attribute_id: plated.id, flag: true, number: 2 }], 'attribute_values.0'],
      [[{ attribute_id: diameter.id, number: 1e300 }], 'attribute_values.0.number'],
      [
        [
          { attribute_id: plated.id, flag: true },
          { attribute_id: plated.id, flag: false },
        ],
        'attribute_values',
      ],
      [[{ attribute_id: 'x' }], 'attribute_values.0.attribute_id'],
      ['nope', 'attribute_values'],
    ];
    for (const [values, field] of cases) {
      const response = await setValues(bolt, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
    const invalid = await save({ kind: 'options', name: 'Empty' });
    expect(invalid.json()).toMatchObject({ errors: { options: ['Add at least one option.'] } });
    const unit = await save({ kind: 'yes_no', name: 'Kosher', unit: 'kg' });
    expect(unit.statusCode).toBe(422);
    const taken = await save({ kind: 'yes_no', name: 'DIAMETER' });
    expect(taken.json()).toMatchObject({
      errors: { name: ['Another attribute already has this name.'] },
    });
    const strange = await save({ kind: 'sideways', name: 'x' } as never);
    expect(strange.statusCode).toBe(422);
  });

  it("keeps another tenant's attributes out of reach: 404 to edit, 422 to use", async () => {
    const theirs = (
      await save({ kind: 'yes_no', name: 'Organic' }, undefined, borealAdmin.headers, 'BOREAL')
    ).json<ProductAttributeResponse>().data;
    expect((await save({ kind: 'yes_no', name: 'Mine' }, theirs.id)).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/ACME/product-attributes/${theirs.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(404);
    expect((await setValues(bolt, [{ attribute_id: theirs.id, flag: true }])).statusCode).toBe(422);
    // Another attribute's options are not this one's.
    const options = await save({ kind: 'options', name: 'Finish', options: [{ value: 'Black' }] });
    const finish = options.json<ProductAttributeResponse>().data;
    const stolen = await save(
      { kind: 'options', name: 'Finish', options: [{ id: material.options[0]!.id, value: 'x' }] },
      finish.id,
    );
    expect(stolen.statusCode).toBe(422);
  });

  it('deletes an attribute with its values, and the search forgets its words', async () => {
    expect(await found('zincado')).toEqual(['AC-1']);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/ACME/product-attributes/${plated.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await found('zincado')).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('tenant_id', '=', buyer.tenantId)
      .where('entity', '=', 'product_attribute')
      .where('entity_id', '=', String(plated.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'product_attribute.create',
      'product_attribute.delete',
    ]);
  });
});

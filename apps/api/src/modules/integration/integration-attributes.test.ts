import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { BulkCountsResponse } from '@portal/contract';
import { createAdminWorld, type AdminWorld } from '../../../test/helpers/admin-fixtures.ts';
import { createApiKey, type TestApiKey } from '../../../test/helpers/api-key-fixtures.ts';
import { createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/** Issue 32 point 1: the products upsert carries attribute values by the attribute's name. */
describe('attribute values through the integration API', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let acmeKey: TestApiKey;
  let material = 0;
  let brass = 0;
  let steel = 0;
  let diameter = 0;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    acmeKey = await createApiKey(t.db, world.acme.id, 'Acme ERP');
    await createProduct(t.db, world.acme.id, { partNumber: 'BLT-1', description: 'Bolt' });
    const attribute = async (
      kind: 'options' | 'number' | 'yes_no',
      name: string,
      tenantId = world.acme.id,
    ) =>
      (
        await t.db
          .insertInto('product_attributes')
          .values({ tenant_id: tenantId, kind, name, unit: kind === 'number' ? 'mm' : null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    material = await attribute('options', 'Material');
    diameter = await attribute('number', 'Diameter');
    await attribute('yes_no', 'Plated');
    await attribute('yes_no', 'Organic', world.boreal.id);
    const option = async (value: string, value_es: string) =>
      (
        await t.db
          .insertInto('product_attribute_options')
          .values({ tenant_id: world.acme.id, attribute_id: material, value, value_es })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    brass = await option('Brass', 'Latón');
    steel = await option('Steel', 'Acero');
  });

  const put = (items: object[]) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/integration/ACME/products',
      headers: acmeKey.headers,
      payload: { items },
    });
  const valuesOf = (partNumber: string) =>
    t.db
      .selectFrom('product_attribute_values as v')
      .innerJoin('products as p', (j) =>
        j.onRef('p.tenant_id', '=', 'v.tenant_id').onRef('p.id', '=', 'v.product_id'),
      )
      .select(['v.attribute_id', 'v.option_ids', 'v.number_value', 'v.flag'])
      .where('v.tenant_id', '=', world.acme.id)
      .where('p.part_number', '=', partNumber)
      .orderBy('v.attribute_id')
      .execute();

  it('sets values by name on new and existing products, and counts a change of values only', async () => {
    const response = await put([
      {
        part_number: 'NEW-1',
        description: 'Valve',
        selling_price: 3,
        uom_code: 'EA',
        attributes: { material: ['Latón', 'steel'], Diameter: 12.5, plated: 'yes' },
      },
      { part_number: 'BLT-1', attributes: { Material: 'Steel' } },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BulkCountsResponse>().data).toMatchObject({ created: 1, updated: 1 });
    expect(await valuesOf('NEW-1')).toEqual([
      { attribute_id: material, option_ids: [brass, steel], number_value: null, flag: null },
      { attribute_id: diameter, option_ids: null, number_value: 12.5, flag: null },
      expect.objectContaining({ flag: true }),
    ]);
    // Named attributes change, the others stay; null removes one.
    const again = await put([{ part_number: 'NEW-1', attributes: { Diameter: null } }]);
    expect(again.json<BulkCountsResponse>().data).toMatchObject({ updated: 1, unchanged: 0 });
    expect((await valuesOf('NEW-1')).map((v) => v.attribute_id)).not.toContain(diameter);
    const same = await put([{ part_number: 'NEW-1', attributes: { Material: 'brass|steel' } }]);
    expect(same.json<BulkCountsResponse>().data).toMatchObject({ updated: 0, unchanged: 1 });

    // The values' words are in the search vector (weight C).
    const found = await t.db
      .selectFrom('products')
      .select('part_number')
      .where('tenant_id', '=', world.acme.id)
      .where(sql<boolean>`search_vector @@ to_tsquery('simple', 'laton')`)
      .execute();
    expect(found.map((row) => row.part_number)).toEqual(['NEW-1']);
  });

  it("answers unknown names, options and another tenant's attribute with 422 per item, writing nothing", async () => {
    const response = await put([
      { part_number: 'BLT-1', attributes: { Colour: 'Red' } },
      {
        part_number: 'BLT-1b',
        description: 'x',
        selling_price: 1,
        uom_code: 'EA',
        attributes: { Material: 'Gold' },
      },
      { part_number: 'BLT-2', attributes: { Diameter: 'wide', Organic: true } },
      { part_number: 'BLT-3', attributes: { Plated: 7, Diameter: 1e12 } },
    ]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'items.0.attributes.Colour',
      'items.1.attributes.Material',
      'items.2.attributes.Diameter',
      'items.2.attributes.Organic',
      'items.3.attributes.Diameter',
      'items.3.attributes.Plated',
    ]);
    expect(await valuesOf('BLT-1')).toHaveLength(1);
    const bad = await put([{ part_number: 'BLT-1', attributes: { Material: { x: 1 } } }]);
    expect(bad.statusCode).toBe(422);
  });
});

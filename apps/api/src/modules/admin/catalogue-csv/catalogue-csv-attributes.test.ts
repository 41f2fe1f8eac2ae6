import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob, ImportJobResponse, ImportStartResponse } from '@portal/contract';
import { createAdminWorld, type AdminWorld } from '../../../../test/helpers/admin-fixtures.ts';
import { createProduct } from '../../../../test/helpers/catalogue-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

/** Issue 32 point 1: the catalogue CSV carries one column per attribute, both ways. */
describe('attribute columns of the product CSV', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let material = 0;
  let brass = 0;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    const bolt = await createProduct(t.db, world.acme.id, {
      partNumber: 'A-1',
      description: 'Bolt',
    });
    await createProduct(t.db, world.acme.id, { partNumber: 'A-2', description: 'Nut' });
    const attribute = async (kind: 'options' | 'number' | 'yes_no', name: string) =>
      (
        await t.db
          .insertInto('product_attributes')
          .values({ tenant_id: world.acme.id, kind, name, unit: kind === 'number' ? 'mm' : null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    material = await attribute('options', 'Material');
    const diameter = await attribute('number', 'Diameter');
    await attribute('yes_no', 'Plated');
    brass = (
      await t.db
        .insertInto('product_attribute_options')
        .values({ tenant_id: world.acme.id, attribute_id: material, value: 'Brass' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('product_attribute_options')
      .values({ tenant_id: world.acme.id, attribute_id: material, value: 'Steel', position: 1 })
      .execute();
    await t.db
      .insertInto('product_attribute_values')
      .values([
        {
          tenant_id: world.acme.id,
          product_id: bolt.id,
          attribute_id: material,
          option_ids: [brass],
        },
        {
          tenant_id: world.acme.id,
          product_id: bolt.id,
          attribute_id: diameter,
          number_value: 12.5,
        },
      ])
      .execute();
  });

  async function runImport(csv: string): Promise<ImportJob> {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ACME/products/import?dry_run=0',
      headers: { ...world.acmeAdmin.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(started.statusCode).toBe(202);
    const jobId = started.json<ImportStartResponse>().job_id;
    for (let attempt = 0; attempt < 600; attempt++) {
      const job = (
        await t.app.inject({
          url: `/api/admin/ACME/products/import/${jobId}`,
          headers: world.acmeAdmin.headers,
        })
      ).json<ImportJobResponse>().data;
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('import did not finish');
  }

  const attributeText = async (partNumber: string) =>
    (
      await t.db
        .selectFrom('products')
        .select('attribute_text')
        .where('tenant_id', '=', world.acme.id)
        .where('part_number', '=', partNumber)
        .executeTakeFirstOrThrow()
    ).attribute_text;

  it('exports a column per attribute, and an import of the export changes nothing', async () => {
    const response = await t.app.inject({
      url: '/api/admin/ACME/products/export.csv',
      headers: world.acmeAdmin.headers,
    });
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toMatch(/,attribute:Material,attribute:Diameter,attribute:Plated$/);
    expect(lines[1]).toMatch(/^A-1,.*,Brass,12\.5,$/);
    expect(lines[2]).toMatch(/^A-2,.*,,,$/);
    const job = await runImport(response.body);
    expect(job).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 2 });
  });

  it('sets and changes values by column (an empty cell is none), the columns not sent kept', async () => {
    const job = await runImport(
      'part_number,attribute:material,attribute:PLATED\r\nA-1,Steel|brass,\r\nA-2,steel,yes\r\n',
    );
    expect(job).toMatchObject({ status: 'done', updated: 2, unchanged: 0 });
    expect(await attributeText('A-1')).toBe('Brass Steel 12.5 mm');
    expect(await attributeText('A-2')).toBe('Steel Plated');
  });

  it('reports an unknown attribute or option at its line and column, writing nothing', async () => {
    const job = await runImport(
      'part_number,attribute:Colour,attribute:Material,attribute:Diameter\r\nA-1,Red,Gold,wide\r\n',
    );
    expect(job.status).toBe('failed');
    expect(job.errors.map((e) => [e.line, e.field])).toEqual([
      [2, 'attribute:colour'],
      [2, 'attribute:material'],
      [2, 'attribute:diameter'],
    ]);
    expect(await attributeText('A-1')).toBe('Brass Steel 12.5 mm');
  });
});

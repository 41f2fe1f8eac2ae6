import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob, ImportJobResponse, ImportStartResponse } from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { createCategory, createProduct } from '../../../../test/helpers/catalogue-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';
import { hangGuard } from '../../../../test/helpers/hang-guard.ts';

/** The columns the import lines below fill; the texts in Spanish and French are left out. */
const HEADER =
  'part_number,description,selling_price,available,min_order_qty,max_order_qty,uom_code,active,categories,additional_info';
/** Every column, as the export writes them. */
const EXPORT_HEADER = `${HEADER},description_es,description_fr,additional_info_es,additional_info_fr`;

describe('admin product CSV export and import', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let bolts: number;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    const hardware = await createCategory(t.db, world.acme.id, 'Hardware');
    bolts = await createCategory(t.db, world.acme.id, 'Bolts', hardware);
    await createProduct(t.db, world.acme.id, {
      partNumber: 'A-1',
      description: 'Bolt, "heavy"',
      price: 1.5,
      available: 20,
      minOrderQty: 2,
      maxOrderQty: 10,
      additionalInfo: 'Two\nlines',
      categoryIds: [bolts, hardware],
    });
    await createProduct(t.db, world.acme.id, {
      partNumber: 'A-2',
      description: 'Nut',
      price: 0.1,
      active: false,
      uomCode: 'BX',
    });
    await createProduct(t.db, world.boreal.id, { partNumber: 'B-1' });
  });

  const productCount = async (tenantId: number) =>
    (await t.db.selectFrom('products').select('id').where('tenant_id', '=', tenantId).execute())
      .length;

  const startImport = (csv: string, dryRun: boolean, headers = world.acmeAdmin.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/products/import?dry_run=${dryRun ? 1 : 0}`,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: csv,
    });

  /** Polls the job the way the console's progress bar does, until it ends. */
  async function waitForJob(jobId: number, code = 'ACME'): Promise<ImportJob> {
    for (let attempt = 0; attempt < 600; attempt++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/${code}/products/import/${jobId}`,
        headers: world.acmeAdmin.headers,
      });
      const job = response.json<ImportJobResponse>().data;
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('import did not finish');
  }

  async function runImport(csv: string, dryRun: boolean, headers = world.acmeAdmin.headers) {
    const response = await startImport(csv, dryRun, headers);
    expect(response.statusCode).toBe(202);
    return waitForJob(response.json<ImportStartResponse>().job_id);
  }

  let exported: string;

  it('exports every product, inactive ones too, as CSV with the documented header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/ACME/products/export.csv',
      headers: world.acmeAdmin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ACME-products.csv"',
    );
    exported = response.body;
    expect(exported.startsWith(`\uFEFF${EXPORT_HEADER}\r\n`)).toBe(true);
    expect(parse(exported, { bom: true, columns: true })).toEqual([
      {
        part_number: 'A-1',
        description: 'Bolt, "heavy"',
        selling_price: '1.50',
        available: '20',
        min_order_qty: '2',
        max_order_qty: '10',
        uom_code: 'EA',
        active: '1',
        categories: 'Bolts|Hardware',
        additional_info: 'Two\nlines',
        description_es: '',
        description_fr: '',
        additional_info_es: '',
        additional_info_fr: '',
      },
      {
        part_number: 'A-2',
        description: 'Nut',
        selling_price: '0.10',
        available: '100',
        min_order_qty: '1',
        max_order_qty: '0',
        uom_code: 'BX',
        active: '0',
        categories: '',
        additional_info: '',
        description_es: '',
        description_fr: '',
        additional_info_es: '',
        additional_info_fr: '',
      },
    ]);
  });

  it('re-importing its own export changes nothing', async () => {
    const job = await runImport(exported, false);
    expect(job).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 2, errors: [] });
  });

  it('carries the Spanish and French texts, one column per language, both ways', async () => {
    const csv = [
      'part_number,description_es,description_fr,additional_info_fr',
      'A-2,Tuerca,=Écrou,Infos',
    ].join('\n');
    expect(await runImport(csv, false)).toMatchObject({ status: 'done', updated: 1, errors: [] });
    const stored = await t.db
      .selectFrom('products')
      .select([
        'description',
        'description_es',
        'description_fr',
        'additional_info_es',
        'search_text',
      ])
      .where('tenant_id', '=', world.acme.id)
      .where('part_number', '=', 'A-2')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      description: 'Nut',
      description_es: 'Tuerca',
      description_fr: '=Écrou',
      additional_info_es: null,
    });
    expect(stored.search_text).toContain('tuerca');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/admin/ACME/products/export.csv',
      headers: world.acmeAdmin.headers,
    });
    const row = parse<Record<string, string>>(again.body, { bom: true, columns: true }).find(
      (line) => line.part_number === 'A-2',
    );
    // A text a spreadsheet would run is written as text there too.
    expect(row).toMatchObject({ description_es: 'Tuerca', description_fr: "'=Écrou" });
    expect(await runImport(again.body, false)).toMatchObject({ updated: 0, unchanged: 2 });
  });

  it('a dry run reports line errors, in the caller language, and writes nothing', async () => {
    const csv = [
      HEADER,
      'N-1,New bolt,2.50,5,1,0,EA,1,Bolts,',
      'N-2,,abc,1.5,0,0,E A,maybe,,',
      'N-3,Widget,1,1,1,0,EA,1,Unknown,',
      'N-1,Again,1,1,1,0,EA,1,,',
      'N-4,Short line',
      'N-5,Capped,1,1,5,3,EA,1,,',
      'N-6,No price,,1,1,0,EA,1,,',
    ].join('\n');
    const before = await productCount(world.acme.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ACME/products/import?dry_run=1',
      headers: { ...world.acmeAdmin.headers, 'content-type': 'text/csv', 'accept-language': 'es' },
      payload: csv,
    });
    const job = await waitForJob(response.json<ImportStartResponse>().job_id);
    expect(job).toMatchObject({ status: 'failed', dry_run: true, total: 6, error_count: 11 });
    expect(job.errors.map((e) => [e.line, e.field])).toEqual([
      [3, 'description'],
      [3, 'selling_price'],
      [3, 'available'],
      [3, 'min_order_qty'],
      [3, 'uom_code'],
      [3, 'active'],
      [4, 'categories'],
      [5, 'part_number'],
      [6, '_'],
      [7, 'max_order_qty'],
      [8, 'selling_price'],
    ]);
    expect(job.errors.find((e) => e.line === 4)?.message).toBe('Categoría desconocida: Unknown.');
    expect(job.errors.find((e) => e.line === 5)?.message).toBe(
      'Este número de parte ya aparece en la línea 2.',
    );
    expect(await productCount(world.acme.id)).toBe(before);
  });

  it('an import with a wrong line writes nothing either', async () => {
    const before = await productCount(world.acme.id);
    const job = await runImport(
      `${HEADER}\nN-1,Good,1,1,1,0,EA,1,,\nN-2,Bad,-1,1,1,0,EA,1,,\n`,
      false,
    );
    expect(job).toMatchObject({ status: 'failed', dry_run: false, error_count: 1 });
    expect(job.errors).toEqual([
      {
        line: 3,
        field: 'selling_price',
        message: 'Enter a price of at least 0 with at most 2 decimals.',
      },
    ]);
    expect(await productCount(world.acme.id)).toBe(before);
  });

  it('a clean dry run counts what would change without writing it', async () => {
    const csv = `${HEADER}\nA-1,Bolt renamed,1.50,20,2,10,EA,1,Bolts|Hardware,"Two\nlines"\nN-1,New,1,1,1,0,PK,1,,\n`;
    const job = await runImport(csv, true);
    expect(job).toMatchObject({ status: 'done', created: 1, updated: 1, unchanged: 0, errors: [] });
    expect(await productCount(world.acme.id)).toBe(2);
    const pk = await t.db.selectFrom('uoms').select('id').where('code', '=', 'PK').execute();
    expect(pk).toEqual([]);
  });

  it(
    'imports a few thousand rows in one go, creating units, then updates by part number',
    async () => {
      const lines = Array.from(
        { length: 3000 },
        (_, i) =>
          `G-${String(i).padStart(5, '0')},Gadget ${i},${(i % 50) + 0.99},${i},1,0,${i % 2 ? 'PK' : 'EA'},1,Bolts,`,
      );
      const job = await runImport([HEADER, ...lines].join('\n'), false);
      expect(job).toMatchObject({
        status: 'done',
        total: 3000,
        processed: 3000,
        created: 3000,
        updated: 0,
        unchanged: 0,
        errors: [],
      });
      const sample = await t.db
        .selectFrom('products as p')
        .innerJoin('product_uoms as pu', 'pu.id', 'p.default_puom_id')
        .innerJoin('uoms as u', 'u.id', 'pu.uom_id')
        .select(['p.description', 'p.selling_price', 'p.search_text', 'u.code', 'u.tenant_id'])
        .where('p.tenant_id', '=', world.acme.id)
        .where('p.part_number', '=', 'G-00007')
        .executeTakeFirstOrThrow();
      expect(sample).toEqual({
        description: 'Gadget 7',
        selling_price: 7.99,
        search_text: 'g-00007 gadget 7',
        code: 'PK',
        tenant_id: world.acme.id,
      });
      const filed = await t.db
        .selectFrom('product_categories')
        .select('product_id')
        .where('tenant_id', '=', world.acme.id)
        .where('category_id', '=', bolts)
        .execute();
      expect(filed).toHaveLength(3001);

      // Only the price column: the other fields stay, one product changes, one does not.
      const update = await runImport(
        'part_number,selling_price\nG-00001,5.00\nG-00002,2.99\n',
        false,
      );
      expect(update).toMatchObject({ status: 'done', created: 0, updated: 1, unchanged: 1 });
      const changed = await t.db
        .selectFrom('products')
        .select(['selling_price', 'description'])
        .where('tenant_id', '=', world.acme.id)
        .where('part_number', '=', 'G-00001')
        .executeTakeFirstOrThrow();
      expect(changed).toEqual({ selling_price: 5, description: 'Gadget 1' });

      const audit = (await auditRows(t.db, world.acme.id, 'product_import')).at(-1);
      expect(audit).toMatchObject({
        action: 'product.import',
        actor_user_id: world.acmeAdmin.id,
        before: null,
        after: { created: 0, updated: 1, unchanged: 1, updated_part_numbers: ['G-00001'] },
      });
    },
    hangGuard(60_000),
  );

  it('changes the default unit and the categories of existing products', async () => {
    const job = await runImport('part_number,uom_code,categories\nA-2,EA,Hardware\n', false);
    expect(job).toMatchObject({ status: 'done', updated: 1 });
    const row = await t.db
      .selectFrom('products as p')
      .innerJoin('product_uoms as pu', 'pu.id', 'p.default_puom_id')
      .innerJoin('uoms as u', 'u.id', 'pu.uom_id')
      .select(['u.code'])
      .where('p.tenant_id', '=', world.acme.id)
      .where('p.part_number', '=', 'A-2')
      .executeTakeFirstOrThrow();
    expect(row.code).toBe('EA');
  });

  it('refuses a missing dry_run flag and a body that is not CSV (422)', async () => {
    const noFlag = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ACME/products/import',
      headers: { ...world.acmeAdmin.headers, 'content-type': 'text/csv' },
      payload: HEADER,
    });
    expect(noFlag.statusCode).toBe(422);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ACME/products/import?dry_run=1',
      headers: world.acmeAdmin.headers,
      payload: { part_number: 'x' },
    });
    expect(json.statusCode).toBe(422);
  });

  it('keeps tenants apart: jobs, exports and imports', async () => {
    const job = await runImport(`${HEADER}\nB-1,Hijack,1,1,1,0,EA,1,,\n`, true);
    expect(job.status).toBe('done');
    const foreignJob = await t.app.inject({
      method: 'GET',
      url: `/api/admin/BOREAL/products/import/${job.id}`,
      headers: world.borealAdmin.headers,
    });
    expect(foreignJob.statusCode).toBe(404);
    const acmeAtBoreal = await t.app.inject({
      method: 'GET',
      url: '/api/admin/BOREAL/products/export.csv',
      headers: world.acmeAdmin.headers,
    });
    expect(acmeAtBoreal.statusCode).toBe(403);
    const buyer = await startImport(HEADER, true, world.acmeBuyer.headers);
    expect(buyer.statusCode).toBe(403);
    // ACME's B-1 would be a new ACME product; BOREAL's B-1 is untouched whatever happens.
    const boreal = await t.db
      .selectFrom('products')
      .select('description')
      .where('tenant_id', '=', world.boreal.id)
      .execute();
    expect(boreal).toEqual([{ description: 'Product B-1' }]);
  });

  it('lets one import of a tenant run at a time (409); a stale job does not block', async () => {
    const stale = await t.db
      .insertInto('import_jobs')
      .values({
        tenant_id: world.acme.id,
        user_id: world.acmeAdmin.id,
        dry_run: true,
        status: 'writing',
        created_at: new Date(Date.now() - 20 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await runImport(`${HEADER}\nA-1,Bolt,1,1,1,0,EA,1,,\n`, true)).status).toBe('done');
    const staleNow = await t.db
      .selectFrom('import_jobs')
      .select('status')
      .where('id', '=', stale.id)
      .executeTakeFirstOrThrow();
    expect(staleNow.status).toBe('failed');

    await t.db
      .insertInto('import_jobs')
      .values({
        tenant_id: world.acme.id,
        user_id: world.acmeAdmin.id,
        dry_run: true,
        status: 'writing',
      })
      .execute();
    const response = await startImport(HEADER, true);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An import of this catalogue is already running. Wait for it to finish.',
    });
  });
});

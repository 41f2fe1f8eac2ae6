import { beforeAll, describe, expect, it } from 'vitest';
import {
  translate,
  type ImportJob,
  type ImportJobResponse,
  type ImportStartResponse,
} from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { createProduct, createUom } from '../../../../test/helpers/catalogue-fixtures.ts';
import {
  addTiers,
  createPriceList,
  entryRows,
  publishedDuring,
} from '../../../../test/helpers/price-list-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

const HEADER = 'part_number,uom_code,min_qty,unit_price';

describe('price list entries CSV export and import', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let list: number;
  let otherList: number;
  let borealList: number;
  let bolt: { id: number; uomId: number };
  let formula: { id: number; uomId: number };

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    list = await createPriceList(t.db, world.acme.id, 'Gold');
    otherList = await createPriceList(t.db, world.acme.id, 'Silver');
    borealList = await createPriceList(t.db, world.boreal.id, 'Boreal gold');
    bolt = await createProduct(t.db, world.acme.id, { partNumber: 'BLT-1', price: 1.25 });
    const bx = await createUom(t.db, world.acme.id, 'BX');
    await t.db
      .insertInto('product_uoms')
      .values({ tenant_id: world.acme.id, product_id: bolt.id, uom_id: bx, cf: 50 })
      .execute();
    formula = await createProduct(t.db, world.acme.id, { partNumber: '=SUM(A1)', minOrderQty: 5 });
    await createProduct(t.db, world.boreal.id, { partNumber: 'TEA-1' });
    await addTiers(t.db, world.acme.id, list, [
      { productId: bolt.id, uomId: bolt.uomId, minQty: 10, unitPrice: 1.1 },
      { productId: bolt.id, uomId: bolt.uomId, minQty: 1, unitPrice: 1.2 },
      { productId: bolt.id, uomId: bx, minQty: 1, unitPrice: 55 },
      { productId: formula.id, uomId: formula.uomId, minQty: 5, unitPrice: 3 },
    ]);
  });

  const en = translate.bind(null, 'en');
  const startImport = (
    csv: string,
    dryRun: boolean,
    listId = list,
    headers = world.acmeAdmin.headers,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/price-lists/${listId}/entries/import?dry_run=${dryRun ? 1 : 0}`,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: csv,
    });
  const jobUrl = (jobId: number, listId = list) =>
    `/api/admin/ACME/price-lists/${listId}/entries/import/${jobId}`;

  /** Polls the job the way the console's progress bar does, until it ends. */
  async function waitForJob(jobId: number): Promise<ImportJob> {
    for (let attempt = 0; attempt < 600; attempt++) {
      const response = await t.app.inject({
        method: 'GET',
        url: jobUrl(jobId),
        headers: world.acmeAdmin.headers,
      });
      const job = response.json<ImportJobResponse>().data;
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('import did not finish');
  }

  async function runImport(csv: string, dryRun: boolean) {
    const response = await startImport(csv, dryRun);
    expect(response.statusCode, response.body).toBe(202);
    return waitForJob(response.json<ImportStartResponse>().job_id);
  }

  const exportCsv = (listId = list, headers = world.acmeAdmin.headers) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/ACME/price-lists/${listId}/entries/export.csv`,
      headers,
    });

  let exported: string;

  it('exports one line per tier in part-number order, formulas written as text', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ACME-price-list-${list}.csv"`,
    );
    exported = response.body;
    expect(exported).toBe(
      `\uFEFF${HEADER}\r\n'=SUM(A1),EA,5,3.00\r\nBLT-1,BX,1,55.00\r\nBLT-1,EA,1,1.20\r\nBLT-1,EA,10,1.10\r\n`,
    );
    const empty = await exportCsv(otherList);
    expect(empty.body).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('reads its own export back as all unchanged, writing nothing', async () => {
    const before = await entryRows(t.db, list);
    const job = await runImport(exported, false);
    expect(job).toMatchObject({
      status: 'done',
      dry_run: false,
      total: 4,
      processed: 4,
      created: 0,
      updated: 0,
      unchanged: 4,
      errors: [],
    });
    expect(await entryRows(t.db, list)).toEqual(before);
  });

  const changes = [
    HEADER,
    'BLT-1,EA,1,1.15', // a new price
    'BLT-1,EA,10,', // removed
    'BLT-1,ea,100,0.95', // a new tier
    "'=SUM(A1),EA,5,3", // unchanged
  ].join('\n');

  it('counts a dry run without writing, then writes, audits and publishes the same changes', async () => {
    const before = await entryRows(t.db, list);
    const audits = (await auditRows(t.db, world.acme.id)).length;
    const dry = await runImport(changes, true);
    expect(dry).toMatchObject({ status: 'done', dry_run: true, created: 1, updated: 2 });
    expect(dry.unchanged).toBe(1);
    expect(await entryRows(t.db, list)).toEqual(before);
    expect(await auditRows(t.db, world.acme.id)).toHaveLength(audits);

    let job: ImportJob | undefined;
    const published = await publishedDuring(
      t.app,
      async () => {
        job = await runImport(changes, false);
      },
      1,
    );
    expect(job).toMatchObject({ status: 'done', created: 1, updated: 2, unchanged: 1 });
    expect(published).toEqual([
      { kind: 'price-list-changed', tenantId: world.acme.id, priceListId: list },
    ]);
    const boltEach = (await entryRows(t.db, list))
      .filter((row) => row.product_id === bolt.id && row.uom_id === bolt.uomId)
      .map((row) => [row.min_qty, row.unit_price]);
    expect(boltEach).toEqual([
      [1, 1.15],
      [100, 0.95],
    ]);
    expect((await auditRows(t.db, world.acme.id, 'price_list')).at(-1)).toEqual({
      action: 'price_list.import',
      entity: 'price_list',
      entity_id: String(list),
      actor_user_id: world.acmeAdmin.id,
      before: null,
      after: { job_id: job!.id, lines: 4, created: 1, updated: 2, unchanged: 1 },
    });
  });

  it('reports every bad line with its field and writes nothing', async () => {
    const before = await entryRows(t.db, list);
    const job = await runImport(
      [
        HEADER,
        'BLT-1,EA,1,1.00', // fine on its own
        'TEA-1,EA,1,1', // BOREAL's part number
        'BLT-1,KG,1,1',
        "'=SUM(A1),EA,2,1", // below the product's minimum of 5
        'BLT-1,EA,1,0.90', // the first line's tier again
        'BLT-1,EA,0,-1',
        ',EA,x,1.234',
      ].join('\n'),
      false,
    );
    expect(job).toMatchObject({ status: 'failed', error_count: 9 });
    expect(job.errors).toEqual([
      { line: 3, field: 'part_number', message: en('admin.priceLists.unknownPartNumber') },
      { line: 4, field: 'uom_code', message: en('admin.priceLists.unknownUnit') },
      {
        line: 5,
        field: 'min_qty',
        message: en('admin.priceLists.tierBelowMinimum', { min: 5 }),
      },
      { line: 6, field: 'min_qty', message: en('admin.priceLists.duplicateTier') },
      { line: 7, field: 'min_qty', message: en('admin.priceLists.invalidMinQty') },
      { line: 7, field: 'unit_price', message: en('admin.products.invalidPrice') },
      { line: 8, field: 'part_number', message: en('validation.requiredField') },
      { line: 8, field: 'min_qty', message: en('admin.priceLists.invalidMinQty') },
      { line: 8, field: 'unit_price', message: en('admin.products.invalidPrice') },
    ]);
    expect(await entryRows(t.db, list)).toEqual(before);

    const header = await runImport('part_number,uom_code,price\nBLT-1,EA,1\n', false);
    expect(header.errors.map((error) => error.message)).toEqual([
      en('admin.csv.unknownColumn', { column: 'price' }),
      en('admin.csv.missingColumn', { column: 'min_qty' }),
      en('admin.csv.missingColumn', { column: 'unit_price' }),
    ]);
    expect(await entryRows(t.db, list)).toEqual(before);
  });

  it("finds a job only under its own list: not another list's, nor the products'", async () => {
    const job = await runImport(`${HEADER}\n`, true);
    const admin = world.acmeAdmin.headers;
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: jobUrl(job.id, otherList),
      headers: admin,
    });
    expect(elsewhere.statusCode).toBe(404);
    const asProducts = await t.app.inject({
      method: 'GET',
      url: `/api/admin/ACME/products/import/${job.id}`,
      headers: admin,
    });
    expect(asProducts.statusCode).toBe(404);
  });

  it('lets one import of the tenant run at a time, whatever it imports (409)', async () => {
    const running = await t.db
      .insertInto('import_jobs')
      .values({
        tenant_id: world.acme.id,
        user_id: world.acmeAdmin.id,
        dry_run: true,
        status: 'writing',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await startImport(`${HEADER}\n`, true);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: en('admin.priceLists.importRunning') });
    await t.db
      .updateTable('import_jobs')
      .set({ status: 'done' })
      .where('id', '=', running.id)
      .execute();
  });

  it('keeps tenants apart, refuses buyers, and answers 422, never 500, to malformed requests', async () => {
    const before = await entryRows(t.db, borealList);
    expect((await exportCsv(borealList)).statusCode).toBe(404);
    const foreign = await startImport(`${HEADER}\nTEA-1,EA,1,1\n`, false, borealList);
    expect(foreign.statusCode).toBe(404);
    expect((await exportCsv(list, world.acmeBuyer.headers)).statusCode).toBe(403);
    expect((await startImport(`${HEADER}\n`, true, list, world.acmeBuyer.headers)).statusCode).toBe(
      403,
    );
    expect(await entryRows(t.db, borealList)).toEqual(before);

    const noFlag = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/price-lists/${list}/entries/import`,
      headers: { ...world.acmeAdmin.headers, 'content-type': 'text/csv' },
      payload: HEADER,
    });
    expect(noFlag.statusCode).toBe(422);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/price-lists/${list}/entries/import?dry_run=1`,
      headers: world.acmeAdmin.headers,
      payload: { part_number: 'x' },
    });
    expect(json.statusCode).toBe(422);
    const nul = await runImport(`${HEADER}\nBLT\u00001,EA,1,1\n`, true);
    expect(nul.errors).toEqual([
      { line: 2, field: 'part_number', message: en('validation.invalidValue') },
    ]);
    const hugeJob = await t.app.inject({
      method: 'GET',
      url: jobUrl(99_999_999_999),
      headers: world.acmeAdmin.headers,
    });
    expect(hugeJob.statusCode).toBe(422);
  });
});

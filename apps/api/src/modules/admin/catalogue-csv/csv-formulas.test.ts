import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS, type ImportJobResponse, type ImportStartResponse } from '@portal/contract';
import { createAdminWorld, type AdminWorld } from '../../../../test/helpers/admin-fixtures.ts';
import { createCategory, createProduct } from '../../../../test/helpers/catalogue-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';
import { CSV_TEXT_COLUMNS } from './csv-format.ts';

// Values a spreadsheet would run as formulas, and real values that look like escaped ones.
const PRODUCTS = [
  { partNumber: '=HYPERLINK("https://evil.example","click")', description: '+1+cmd|calc' },
  { partNumber: '-5', description: '@SUM(A1:A9)', additionalInfo: '=2+3' },
  { partNumber: "'=already quoted", description: "''+twice", additionalInfo: "'plain" },
  { partNumber: 'NEG-1', description: 'Owed stock', available: -5 },
];

describe('product CSV and spreadsheet formulas (OWASP CSV injection)', () => {
  const t = useTestApp();
  let world: AdminWorld;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    const category = await createCategory(t.db, world.acme.id, '=Tools');
    for (const product of PRODUCTS) {
      await createProduct(t.db, world.acme.id, { ...product, categoryIds: [category] });
    }
  });

  const productsInDatabase = () =>
    t.db
      .selectFrom('products')
      .select(['part_number', 'description', 'additional_info', 'available'])
      .where('tenant_id', '=', world.acme.id)
      .orderBy('part_number')
      .execute();

  async function exportCsv(): Promise<string> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/ACME/products/export.csv',
      headers: world.acmeAdmin.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  it('writes no text cell a spreadsheet would run, and numbers as numbers', async () => {
    const rows = parse<Record<string, string>>(await exportCsv(), { bom: true, columns: true });
    expect(rows).toHaveLength(PRODUCTS.length);
    for (const row of rows) {
      for (const column of CSV_COLUMNS) {
        if (CSV_TEXT_COLUMNS.has(column)) expect(row[column]).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
    const byDescription = new Map(rows.map((row) => [row.description, row]));
    expect(byDescription.get("'@SUM(A1:A9)")).toMatchObject({
      part_number: "'-5",
      additional_info: "'=2+3",
      categories: "'=Tools",
    });
    expect(byDescription.get("'''+twice")?.part_number).toBe("''=already quoted");
    expect(byDescription.get("'''+twice")?.additional_info).toBe("'plain");
    expect(byDescription.get('Owed stock')?.available).toBe('-5');
  });

  it('reads its own export back unchanged', async () => {
    const before = await productsInDatabase();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ACME/products/import?dry_run=0',
      headers: { ...world.acmeAdmin.headers, 'content-type': 'text/csv' },
      payload: await exportCsv(),
    });
    expect(started.statusCode).toBe(202);
    const jobId = started.json<ImportStartResponse>().job_id;
    let job: ImportJobResponse['data'] | undefined;
    for (let attempt = 0; attempt < 600 && !['done', 'failed'].includes(job?.status ?? '');) {
      if (attempt++ > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/ACME/products/import/${jobId}`,
        headers: world.acmeAdmin.headers,
      });
      job = response.json<ImportJobResponse>().data;
    }
    expect(job).toMatchObject({
      status: 'done',
      created: 0,
      updated: 0,
      unchanged: PRODUCTS.length,
      errors: [],
    });
    expect(await productsInDatabase()).toEqual(before);
    const categories = await t.db
      .selectFrom('categories')
      .select('name')
      .where('tenant_id', '=', world.acme.id)
      .execute();
    expect(categories).toEqual([{ name: '=Tools' }]);
  });
});

import { parseArgs } from 'node:util';
import {
  CSV_COLUMNS,
  PRICE_CSV_COLUMNS,
  type AdminPriceListResponse,
  type ImportJobResponse,
  type ImportStartResponse,
} from '@portal/contract';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { hashPassword } from '../modules/auth/password-hashing.ts';
import { startSession } from '../modules/auth/sessions.ts';
import { csvLine } from '../modules/admin/catalogue-csv/csv-format.ts';

/**
 * `npm run bench:import -- --rows 100000`: times the CSV imports through the real API on a fresh
 * in-memory embedded database (PGlite), or on PostgreSQL with `--postgres URL` (an empty scratch
 * database: the script adds a tenant to it). Four runs of the product import: a dry run, the
 * import creating every product, the same file again (all unchanged) and a file changing every
 * price; then the same four of a price list's entries (issue 11), a tier of each product.
 * `--only prices` times the entries alone (the products are imported once, untimed).
 */
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    postgres: { type: 'string' },
    only: { type: 'string' },
  },
});
const rows = Number(values.rows);
if (
  !Number.isInteger(rows) ||
  rows < 1 ||
  ![undefined, 'products', 'prices'].includes(values.only)
) {
  console.error(
    'Usage: npm run bench:import -- [--rows N] [--postgres URL] [--only products|prices]',
  );
  process.exit(2);
}

const CATEGORIES = ['Bolts', 'Nuts', 'Washers', 'Screws', 'Anchors', 'Rivets', 'Pins', 'Clips'];
const UNITS = ['EA', 'BX', 'CS', 'PK'];

/** The columns productCsv fills: every one but the Spanish and French texts. */
const PRODUCT_COLUMNS = CSV_COLUMNS.slice(0, 10);

function productCsv(priceOffset: number): string {
  const lines = [csvLine(PRODUCT_COLUMNS)];
  for (let i = 0; i < rows; i++) {
    lines.push(
      csvLine([
        `BM-${String(i).padStart(7, '0')}`,
        `Benchmark part ${i}, grade ${i % 10}`,
        ((i % 997) + 0.5 + priceOffset).toFixed(2),
        i % 500,
        1 + (i % 5),
        i % 7 === 0 ? 0 : 100,
        UNITS[i % UNITS.length]!,
        i % 50 === 0 ? '0' : '1',
        `${CATEGORIES[i % CATEGORIES.length]!}|${CATEGORIES[(i + 3) % CATEGORIES.length]!}`,
        i % 3 === 0 ? `Note for part ${i}` : '',
      ]),
    );
  }
  return lines.join('');
}

/** A tier of every product in its default unit, from its minimum order quantity. */
function entriesCsv(priceOffset: number): string {
  const lines = [csvLine(PRICE_CSV_COLUMNS)];
  for (let i = 0; i < rows; i++) {
    lines.push(
      csvLine([
        `BM-${String(i).padStart(7, '0')}`,
        UNITS[i % UNITS.length]!,
        1 + (i % 5),
        ((i % 997) + 0.25 + priceOffset).toFixed(2),
      ]),
    );
  }
  return lines.join('');
}

const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: '0' });
const database = values.postgres
  ? await openDatabase({ engine: 'postgres', url: values.postgres })
  : await openDatabase({ engine: 'pglite' });
await migrateToLatest(database.db);
const app = await buildApp({ env, database, logger: false });
await app.ready();

try {
  const db = database.db;
  const code = `IMPBENCH${Date.now() % 100_000}`;
  const tenant = await db
    .insertInto('tenants')
    .values({ code, name: 'Import benchmark' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('categories')
    .values(CATEGORIES.map((name) => ({ tenant_id: tenant.id, name })))
    .execute();
  const user = await db
    .insertInto('users')
    .values({
      email: `admin@${code.toLowerCase()}.bench`,
      first_name: 'Bench',
      last_name: 'Admin',
      password_hash: await hashPassword('benchmark-only-password'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('memberships')
    .values({ tenant_id: tenant.id, user_id: user.id, role: 'admin', status: 'approved' })
    .execute();
  const token = await startSession(db, user.id, tenant.id, {
    idleMinutes: 60,
    absoluteHours: 1,
  });
  const headers = { authorization: `Bearer ${token}` };

  /** Where a file is imported (the products, a list's entries) and where its job is polled. */
  interface ImportTarget {
    start: string;
    job: (jobId: number) => string;
  }
  const products: ImportTarget = {
    start: pathTo(consoleEndpoints.adminImportProducts, { code }),
    job: (jobId) => pathTo(consoleEndpoints.adminProductImportJob, { code, jobId }),
  };

  /** Imports a file into `target` and polls its job. */
  async function timeImport(label: string, target: ImportTarget, csv: string, dryRun: boolean) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `${target.start}?dry_run=${dryRun ? 1 : 0}`,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    if (response.statusCode !== 202) throw new Error(`import refused: ${response.body}`);
    const { job_id: jobId } = response.json<ImportStartResponse>();
    for (;;) {
      const poll = await app.inject({
        method: 'GET',
        url: target.job(jobId),
        headers,
      });
      const job = poll.json<ImportJobResponse>().data;
      if (job.status === 'done' || job.status === 'failed') {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const counts = `created ${job.created}, updated ${job.updated}, unchanged ${job.unchanged}`;
        console.log(`${label.padEnd(36)} ${seconds.padStart(6)} s  ${job.status}: ${counts}`);
        if (job.status === 'failed') console.log(job.errors.slice(0, 5));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const csv = productCsv(0);
  const mib = (text: string) => (Buffer.byteLength(text) / 1024 / 1024).toFixed(1);
  console.log(`${rows} rows, ${mib(csv)} MiB of product CSV, on ${database.engine}`);
  if (values.only === 'prices') {
    await timeImport('products (setup)', products, csv, false);
  } else {
    await timeImport('dry run (nothing written)', products, csv, true);
    await timeImport('import (every product new)', products, csv, false);
    await timeImport('same file again (all unchanged)', products, csv, false);
    await timeImport('every price changed', products, productCsv(1), false);
  }

  if (values.only !== 'products') {
    const created = await app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminCreatePriceList, { code }),
      headers,
      payload: { name: 'Benchmark list' },
    });
    const list = created.json<AdminPriceListResponse>().data;
    const entries: ImportTarget = {
      start: pathTo(consoleEndpoints.adminImportPriceEntries, { code, id: list.id }),
      job: (jobId) => pathTo(consoleEndpoints.adminPriceImportJob, { code, id: list.id, jobId }),
    };
    const tiers = entriesCsv(0);
    console.log(`${rows} price list entries, ${mib(tiers)} MiB of CSV`);
    await timeImport('entries: dry run (nothing written)', entries, tiers, true);
    await timeImport('entries: import (every tier new)', entries, tiers, false);
    await timeImport('entries: same file (all unchanged)', entries, tiers, false);
    await timeImport('entries: every price changed', entries, entriesCsv(1), false);
  }
} finally {
  await app.close();
  await database.close();
}

import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';
import { PGliteDialect } from '../src/db/pglite-dialect.ts';
import { preparingPool } from '../src/db/prepared-statements.ts';
import type { Database } from '../src/db/schema.ts';
import {
  listCategories,
  listProducts,
  productDetails,
  type TenantRef,
} from '../src/modules/catalogue/catalogue.service.ts';
import { benchSearchTerms, seededRandom } from '../src/seed/bench/vocabulary.ts';
import { statementsMarkers, withMarkedSection } from './performance-doc.ts';
import { PER_PAGE } from './request-mix.ts';
import { readBenchCatalogue } from './run-data.ts';
import { repoRoot } from './processes.ts';
import { statementShape, summarise, type StatementTiming } from './statement-shapes.ts';

/**
 * `npm run bench:statements`: the time of every statement the catalogue issues, over the whole
 * bench vocabulary and every category. Calls the real service functions on the bench database
 * through a Kysely whose log records each statement, groups them by SQL text (placeholders
 * collapsed) and writes the p50/p90 table into docs/PERFORMANCE.md, between its own markers.
 */
const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    tenant: { type: 'string', default: 'BENCH' },
    details: { type: 'string', default: '300' },
    out: { type: 'string', default: 'docs/PERFORMANCE.md' },
  },
});
const code = values.tenant.toUpperCase();
const engine = values.engine === 'pglite' ? 'pglite' : 'postgres';
const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';

const timings: StatementTiming[] = [];
const log = (event: LogEvent) => {
  if (event.level !== 'query') return;
  timings.push({
    ...statementShape(event.query.sql, new Error().stack ?? ''),
    ms: event.queryDurationMillis,
  });
};

// The same type parsers as the server's pool (src/db/database.ts): numbers come back as numbers.
const NUMERIC = 1700;
const INT8 = 20;
const DATE = 1082;
async function openLogged(): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> {
  if (engine === 'postgres') {
    const pool = new pg.Pool({
      connectionString: postgresUrl,
      max: 4,
      types: {
        getTypeParser: ((oid: number, format?: string) => {
          if (oid === NUMERIC || oid === INT8) return Number;
          if (oid === DATE) return (value: string) => value;
          return pg.types.getTypeParser(oid, format as 'text') as (value: string) => unknown;
        }) as pg.CustomTypesConfig['getTypeParser'],
      },
    });
    // Statements the server prepares are run by name here too: their time is then what the
    // server's is, without planning after their first run on each connection.
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool(pool) }),
      log,
    });
    return { db, close: () => db.destroy() };
  }
  const handle = await openDatabase({ engine: 'pglite', dataDir: join(repoRoot, 'data-bench') });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(handle.pglite!), log });
  return { db, close: () => handle.close() };
}

const { db, close } = await openLogged();
let section: string;
try {
  // The facts the walk needs are read before logging counts.
  const catalogue = await readBenchCatalogue(db, code);
  /** A fixed sample of the catalogue's own words (this bench times statements, not buyers). */
  const searchTerms = benchSearchTerms(catalogue.products);
  const tenant = await db
    .selectFrom('tenants')
    .select(['id', 'code'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const ref: TenantRef = { id: tenant.id, code: tenant.code };
  // The tenant's price lists (issue 11), one per call in turn: the same list pages, searches and
  // details as a buyer with a list reads them.
  const priceLists = (
    await db.selectFrom('price_lists').select('id').where('tenant_id', '=', tenant.id).execute()
  ).map((list) => list.id);
  timings.length = 0;
  const started = Date.now();
  const lastPage = Math.min(1000, Math.ceil(catalogue.products / PER_PAGE));
  const pageStep = Math.max(1, Math.floor(lastPage / 100));
  const random = seededRandom(7);
  const detailIds = Array.from(
    { length: Number(values.details) },
    () => catalogue.productIds[Math.floor(random() * catalogue.productIds.length)]!,
  );
  let calls = 0;
  const walks = priceLists.length > 0 ? [false, true] : [false];
  for (const priced of walks) {
    const listOf = () => (priced ? priceLists[calls % priceLists.length]! : null);
    for (let page = 1; page <= lastPage; page += pageStep) {
      await listProducts(db, ref, { page, per_page: PER_PAGE, search: '' }, 'en', listOf());
      calls++;
    }
    for (const search of searchTerms) {
      await listProducts(db, ref, { page: 1, per_page: PER_PAGE, search }, 'en', listOf());
      calls++;
    }
    if (!priced) {
      for (const categoryId of catalogue.categoryIds) {
        await listProducts(
          db,
          ref,
          { page: 1, per_page: PER_PAGE, search: '', categoryId },
          'en',
          null,
        );
        calls++;
      }
    }
    for (const id of detailIds) {
      await productDetails(db, ref, id, 'en', listOf());
      calls++;
    }
  }
  for (let page = 1; page <= Math.ceil(catalogue.categoryIds.length / 100); page++) {
    await listCategories(db, ref.id, page, 'en');
    calls++;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${calls} service calls, ${timings.length} statements in ${seconds} s`);
  section = summarise(timings, {
    heading: `## Catalogue statements, ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}`,
    method: `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:statements -- --engine ${engine}\` on tenant \`${code}\` (${catalogue.products.toLocaleString('en-US')} products): the catalogue service's own functions (listProducts, productDetails, listCategories) called one at a time on the bench database, for ${Math.ceil(lastPage / pageStep)} list pages spread over 1-${lastPage}, all ${searchTerms.length} search terms of the bench vocabulary, the first page of each of the ${catalogue.categoryIds.length} categories, ${values.details} random products' details and every page of the category list${priceLists.length > 0 ? `; then the same list pages, searches and details priced with the tenant's ${priceLists.length} price lists, one per call in turn (the statements that read \`price_list_entries\`)` : ''}. Each statement's time is Kysely's \`queryDurationMillis\` (one round trip, as the server sees it, without the session check). Statements are grouped by their SQL text with parameter lists collapsed. Goal (issue 17 point 2): every one under 1 ms at p90 on PostgreSQL.`,
  });
} finally {
  await close();
}
const out = resolve(repoRoot, values.out);
writeFileSync(out, withMarkedSection(out, statementsMarkers(engine), section));
console.log(section);
console.log(`\nWrote the statement table into ${values.out}`);

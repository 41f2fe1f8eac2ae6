import { type ChildProcess } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apiPaths, type LoginResponse } from '@portal/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { pricedCustomers, productsPerList } from '../src/seed/bench/bench-price-lists.ts';
import { BENCH_PASSWORD, benchBuyerEmail } from '../src/seed/bench/bench-tenant.ts';
import { benchSearchTerms, benchVocabulary, seededRandom } from '../src/seed/bench/vocabulary.ts';
import { describe, measure, type Measurement, type Target } from './measure.ts';
import {
  BENCH_SCALE_MARKERS,
  benchEngineMarkers,
  LIGHTHOUSE_MARKERS,
  marked,
  markedSection,
  SQL_CAPS_MARKERS,
  statementsMarkers,
  type SectionMarkers,
} from './performance-doc.ts';
import { repoRoot, runScript, startServer, stopServer } from './processes.ts';
import { PRICING_BOUND, pricingTable, pricingVerdict, type PricingPair } from './pricing-report.ts';
import { detailTable, fmt, range, referenceTable, summaryTable, type RowResult } from './report.ts';
import {
  buyersSpreadOverLists,
  CATEGORY_PAGES,
  MAX_LIST_PAGE,
  requestGenerator,
  type BenchBuyer,
  type BenchCatalogue,
  type RowKind,
} from './request-mix.ts';
import { openBenchSessions, readBenchCatalogue } from './run-data.ts';

/**
 * `npm run bench`: seeds (once) the bench tenants on each engine, gives every bench buyer a session
 * of its own, and measures the realistic catalogue mix and order creation with autocannon against
 * the server with the read cache off and on, each beside Fastify's hello world driven by the same
 * request generator, interleaved (reference, off, on, twice). Then the statement table
 * (bench/statements.ts) and, with --scale, the same mix on a tenant of 10,000 products against
 * one of 1,000,000 among 100 tenants. Writes docs/PERFORMANCE.md.
 */
const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'postgres,pglite' },
    tenant: { type: 'string', default: 'BENCH' },
    products: { type: 'string', default: '100000' },
    buyers: { type: 'string', default: '5000' },
    customers: { type: 'string', default: '1000' },
    'price-lists': { type: 'string', default: '200' },
    'price-entries': { type: 'string', default: '20000' },
    rows: { type: 'string', default: 'all' },
    'order-tenants': { type: 'string', default: '10' },
    'order-products': { type: 'string', default: '1000' },
    'order-buyers': { type: 'string', default: '50' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    statements: { type: 'string', default: 'postgres' },
    scale: { type: 'boolean', default: false },
    'scale-products': { type: 'string', default: '1000000' },
    'scale-tenants': { type: 'string', default: '100' },
    'scale-other-products': { type: 'string', default: '10000' },
    'scale-small-products': { type: 'string', default: '10000' },
    out: { type: 'string' },
    /** Passes of each price-list pair, the two kinds in turn (issue 11 point 6). */
    'pricing-passes': { type: 'string', default: '4' },
  },
});
const code = values.tenant.toUpperCase();
const load = { connections: Number(values.connections), duration: Number(values.duration) };
const pricingPasses = Number(values['pricing-passes']);
if (!Number.isInteger(pricingPasses) || pricingPasses < 1) {
  console.error('--pricing-passes is a whole number of at least 1');
  process.exit(2);
}
const sizes = {
  products: values.products,
  buyers: values.buyers,
  customers: values.customers,
  priceLists: values['price-lists'],
  priceEntries: values['price-entries'],
};
if (values.rows !== 'all' && values.rows !== 'prices') {
  console.error('--rows is all or prices');
  process.exit(2);
}
/** 'all', or 'prices' for the price-list rows alone (issue 11 point 6), to iterate on them. */
const rowSet = values.rows;
const orderTenants = Number(values['order-tenants']);
const orderPrefix = `${code}O`;
const engines = values.engines
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean);
const statementEngines = values.statements
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean);
// The price-list rows alone are an iteration, not the document: written only where --out says.
const outFile = values.out ?? (rowSet === 'all' ? 'docs/PERFORMANCE.md' : undefined);
const outPath = resolve(repoRoot, outFile ?? 'docs/PERFORMANCE.md');
const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
const scaleUrl = (() => {
  const url = new URL(postgresUrl);
  url.pathname = `${url.pathname}_scale`;
  return url.toString();
})();
const pgliteDir = join(repoRoot, 'data-bench');
const HOST = '127.0.0.1';
const PORTS = { off: 3300, hello: 3301, on: 3302, scale: 3303 };
const SESSION_HOURS = 24;
/** The order and scale tenants measure what they measured before price lists. */
const NO_PRICE_LISTS = ['--price-lists', '0'];
const databaseName = (url: string) => new URL(url).pathname.slice(1);

async function ensurePostgresDatabase(url: string) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const name = databaseName(url);
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '')}"`);
  await client.end();
}

function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    NODE_ENV: 'production',
    SESSION_ABSOLUTE_HOURS: String(SESSION_HOURS),
  };
  // The cache-on server runs with the server's own default lifetime, whatever it is.
  delete env.READ_CACHE_SECONDS;
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  return env;
}

function databaseEnv(engine: string, url = postgresUrl, dataDir = pgliteDir): NodeJS.ProcessEnv {
  return engine === 'postgres'
    ? { ...baseEnv(), DATABASE_URL: url, DATABASE_POOL_SIZE: '20' }
    : { ...baseEnv(), DATA_DIR: dataDir };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = Date.now();
  const value = await work();
  return { value, seconds: (Date.now() - started) / 1000 };
}

async function seed(env: NodeJS.ProcessEnv, args: string[]): Promise<number> {
  const { seconds } = await timed(() => runScript('apps/api/src/scripts/seed-bench.ts', args, env));
  return seconds;
}

function openBenchDatabase(engine: string, url = postgresUrl): Promise<DatabaseHandle> {
  return engine === 'postgres'
    ? openDatabase({ engine: 'postgres', url, poolSize: 4 })
    : openDatabase({ engine: 'pglite', dataDir: pgliteDir });
}

interface RunData {
  catalogue: BenchCatalogue;
  buyers: BenchBuyer[];
  orderCatalogues: BenchCatalogue[];
  orderBuyers: BenchBuyer[];
}

/** Fresh sessions for every buyer of the measured tenants, and what the generator draws from. */
async function prepareRun(db: DatabaseHandle['db'], codes: string[]): Promise<RunData> {
  const [main, ...others] = codes;
  const catalogue = await readBenchCatalogue(db, main!);
  const buyers = await openBenchSessions(db, main!, SESSION_HOURS);
  const orderCatalogues: BenchCatalogue[] = [];
  const orderBuyers: BenchBuyer[] = [];
  for (const other of others) {
    orderCatalogues.push(await readBenchCatalogue(db, other));
    orderBuyers.push(...(await openBenchSessions(db, other, SESSION_HOURS)));
  }
  return { catalogue, buyers, orderCatalogues, orderBuyers };
}

async function getStatus(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Reads every search term's and every category's first page once, with a few requests in flight:
 * what a server keeps per catalogue version until the catalogue changes (a search's total and
 * matches, a category's total, the anchors of deep pages) is then known, as on a server that has
 * been up while buyers browse. Without it a 5-10 s row measures mostly those first reads, which
 * grow with the catalogue; they are timed on their own in the statement table.
 */
async function primeLists(base: string, catalogue: BenchCatalogue, buyer: BenchBuyer) {
  const products = apiPaths.products(catalogue.code);
  const paths = [
    ...benchSearchTerms(catalogue.products).map(
      (term) => `${products}?search=${encodeURIComponent(term)}&per_page=12`,
    ),
    ...catalogue.categoryIds.map((id) => `${products}?categoryId=${id}&per_page=12`),
    `${products}?page=1000&per_page=12`,
  ];
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const status = await getStatus(base + paths[next++]!, buyer.token);
      if (status !== 200) throw new Error(`priming ${base} answered ${status}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  console.log(`  primed ${paths.length} lists on ${base} in ${(Date.now() - started) / 1000} s`);
}

/**
 * Earlier runs leave tens of thousands of orders and sessions behind. A production server's
 * autovacuum keeps the planner's statistics of those tables current; this machine's PostgreSQL
 * runs without autovacuum, and with statistics that still say a tenant has no orders the planner
 * read an order by key through another index and scanned every order of the tenant (6 ms where
 * 0.02 was due). So the bench analyses what it grows before measuring.
 */
async function refreshStatistics(db: DatabaseHandle['db']) {
  await sql`analyze orders, order_lines, order_events, sessions, tenant_counters`.execute(db);
}

/** Sign-in over HTTP still works, and the sessions written by the bench are accepted. */
async function checkSessions(base: string, data: RunData) {
  const response = await fetch(base + apiPaths.login(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: benchBuyerEmail(code),
      password: BENCH_PASSWORD,
      manufacturerCode: code,
    }),
  });
  if (!response.ok)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const login = (await response.json()) as LoginResponse;
  const products = `${base}${apiPaths.products(code)}?per_page=12`;
  const statuses = [
    await getStatus(products, login.token),
    await getStatus(products, data.buyers[0]!.token),
    await getStatus(products, data.buyers[data.buyers.length - 1]!.token),
  ];
  if (statuses.some((s) => s !== 200)) {
    throw new Error(`the bench sessions were refused (${statuses.join(', ')})`);
  }
}

interface RowSpec {
  name: string;
  unit: string;
  kind: RowKind;
  catalogues: BenchCatalogue[];
  buyers: BenchBuyer[];
}

const listRowName = (catalogue: BenchCatalogue) =>
  `Product list (random page 1-${Math.min(MAX_LIST_PAGE, Math.ceil(catalogue.products / 12))}, 12 per page)`;
const searchRowName = () =>
  `Search (open vocabulary, drawn when sent: words, word pairs, typos, unknown words, part-number prefixes)`;
const DETAILS_ROW_NAME = 'Product details (random product)';

function rowSpecs(data: RunData): RowSpec[] {
  const { catalogue, buyers } = data;
  const read = (name: string, kind: RowKind): RowSpec => ({
    name,
    unit: 'req/s',
    kind,
    catalogues: [catalogue],
    buyers,
  });
  return [
    read(listRowName(catalogue), 'list'),
    read(searchRowName(), 'search'),
    read(
      `Category filter (random category of ${catalogue.categoryIds.length}, any level, page 1-${CATEGORY_PAGES})`,
      'category',
    ),
    read(DETAILS_ROW_NAME, 'details'),
    read('Mix (list 30, search 25, category 20, details 25)', 'mix'),
    {
      name: `Order creation, 5 lines, one tenant (${fmt(buyers.length)} buyers)`,
      unit: 'orders/s',
      kind: 'order',
      catalogues: [catalogue],
      buyers,
    },
    {
      name: `Order creation, 5 lines, ${data.orderCatalogues.length} tenants at once (${fmt(data.orderBuyers.length)} buyers)`,
      unit: 'orders/s',
      kind: 'order',
      catalogues: data.orderCatalogues,
      buyers: data.orderBuyers,
    },
  ];
}

/** A row of issue 11 point 6: the same requests by buyers with a price list, and without one. */
interface PricingSpec {
  name: string;
  priced: RowSpec;
  unpriced: RowSpec;
}

/**
 * The list, search and details, each drawn once from the buyers whose customer has a price list
 * and once from those whose customer has none: a cache then serves each kind only what it
 * would in use (a priced answer is its list's: 200 lists, each with its own pages).
 */
function pricingSpecs(data: RunData): PricingSpec[] {
  const { catalogue } = data;
  const unpriced = data.buyers.filter((buyer) => buyer.priceListId === null);
  // As many buyers of each kind: a buyer's first request in a minute touches its session (a
  // write), so a kind with more buyers would pay more writes, which pricing has nothing to do with.
  const priced = buyersSpreadOverLists(
    data.buyers.filter((buyer) => buyer.priceListId !== null),
    unpriced.length,
  );
  if (priced.length === 0 || unpriced.length === 0) return [];
  const lists = new Set(priced.map((buyer) => buyer.priceListId)).size;
  const pair = (name: string, kind: RowKind): PricingSpec => {
    const spec = (whose: string, buyers: BenchBuyer[]): RowSpec => ({
      name: `${name}, ${whose}`,
      unit: 'req/s',
      kind,
      catalogues: [catalogue],
      buyers,
    });
    return {
      name,
      priced: spec(
        `buyer with a price list (${fmt(priced.length)} buyers, ${fmt(lists)} lists)`,
        priced,
      ),
      unpriced: spec(`buyer without one (${fmt(unpriced.length)} buyers)`, unpriced),
    };
  };
  return [
    pair(listRowName(catalogue), 'list'),
    pair(searchRowName(), 'search'),
    pair(DETAILS_ROW_NAME, 'details'),
  ];
}

function target(port: number, server: ChildProcess, database?: string): Target {
  return { base: `http://${HOST}:${port}`, pid: server.pid, database };
}

interface EngineResult {
  engine: string;
  measuredAt: Date;
  /** How long seeding took, for the section. */
  seedNote: string;
  rows: RowResult[];
  pricing: PricingPair[];
  data: RunData;
}

interface Targets {
  hello: Target;
  off: Target;
  on: Target;
}

/** One pass of a row: the reference, then the server with the read cache off, then on. */
async function measurePass(spec: RowSpec, targets: Targets, seed: number, pass: number) {
  const next = requestGenerator(spec.kind, spec.catalogues, spec.buyers, seededRandom(seed));
  const reference = await measure(targets.hello, next, load);
  console.log(`  ${spec.name}, pass ${pass}\n    reference: ${describe(reference)}`);
  const off = await measure(targets.off, next, load);
  console.log(`    cache off: ${describe(off, reference)}`);
  const on = await measure(targets.on, next, load);
  console.log(`    cache on:  ${describe(on, reference)}`);
  return { reference, off, on };
}

const emptyRow = (spec: RowSpec): RowResult => ({ name: spec.name, unit: spec.unit, passes: [] });

/**
 * The pairs of issue 11 point 6, pass by pass side by side (with a list first, then without;
 * the other way round in the next pass), so that whatever else the machine does weighs on both.
 */
async function measurePricing(specs: PricingSpec[], targets: Targets): Promise<PricingPair[]> {
  const warm = { ...load, duration: Math.min(load.duration, 3) };
  const pairs: PricingPair[] = [];
  for (const [index, spec] of specs.entries()) {
    const pair = {
      name: spec.name,
      priced: emptyRow(spec.priced),
      unpriced: emptyRow(spec.unpriced),
    };
    // Not recorded: both kinds' requests once, on both servers, so that the first row measured
    // does not pay for filling the pages the cache keeps for both (a list page is kept once for
    // every buyer), nor for reading each list's tiers the first time.
    for (const whose of ['priced', 'unpriced'] as const) {
      const { kind, catalogues, buyers } = spec[whose];
      for (const t of [targets.off, targets.on]) {
        await measure(t, requestGenerator(kind, catalogues, buyers, seededRandom(7 + index)), warm);
      }
    }
    for (let pass = 1; pass <= pricingPasses; pass++) {
      const order =
        pass % 2 === 1 ? (['priced', 'unpriced'] as const) : (['unpriced', 'priced'] as const);
      for (const whose of order) {
        const seed = 50_000 + 1000 * index + 10 * pass + (whose === 'priced' ? 0 : 1);
        pair[whose].passes.push(await measurePass(spec[whose], targets, seed, pass));
      }
    }
    pairs.push(pair);
  }
  return pairs;
}

async function benchEngine(engine: string, hello: Target): Promise<EngineResult> {
  const env = databaseEnv(engine);
  if (engine === 'postgres') await ensurePostgresDatabase(postgresUrl);
  console.log(`\n${engine}: seeding the bench tenants if missing`);
  const mainSeconds = await seed(env, [
    '--tenant',
    code,
    '--products',
    sizes.products,
    '--buyers',
    sizes.buyers,
    '--customers',
    sizes.customers,
    '--price-lists',
    sizes.priceLists,
    '--price-entries',
    sizes.priceEntries,
  ]);
  const orderSeconds = await seed(env, [
    '--tenant',
    orderPrefix,
    '--count',
    String(orderTenants),
    '--products',
    values['order-products'],
    '--buyers',
    values['order-buyers'],
    '--customers',
    String(Math.max(1, Math.floor(Number(values['order-buyers']) / 5))),
    ...NO_PRICE_LISTS,
  ]);
  const seedNote = `seed step ${fmt(mainSeconds, 1)} s for ${code}, ${fmt(orderSeconds, 1)} s for ${orderPrefix}1-${orderTenants} (a few seconds when seeded already)`;

  const database = await openBenchDatabase(engine);
  let data: RunData;
  try {
    data = await prepareRun(database.db, [
      code,
      ...Array.from({ length: orderTenants }, (_, i) => `${orderPrefix}${i + 1}`),
    ]);
    await refreshStatistics(database.db);
  } finally {
    await database.close();
  }
  // PGlite serves one process per data directory: the cache-on server gets a copy, sessions
  // included, so that both servers run side by side as on PostgreSQL.
  const onDir = `${pgliteDir}-on`;
  if (engine === 'pglite') {
    rmSync(onDir, { recursive: true, force: true });
    cpSync(pgliteDir, onDir, {
      recursive: true,
      filter: (source) => !source.endsWith('pglite.lock'),
    });
  }
  const offServer = await startServer(
    'apps/api/src/server.ts',
    { ...env, PORT: String(PORTS.off), READ_CACHE_SECONDS: '0' },
    `http://${HOST}:${PORTS.off}/api/health`,
  );
  let onServer: ChildProcess | undefined;
  try {
    onServer = await startServer(
      'apps/api/src/server.ts',
      { ...databaseEnv(engine, postgresUrl, onDir), PORT: String(PORTS.on) },
      `http://${HOST}:${PORTS.on}/api/health`,
    );
    const dbName = engine === 'postgres' ? databaseName(postgresUrl) : undefined;
    const off = target(PORTS.off, offServer, dbName);
    const on = target(PORTS.on, onServer, dbName);
    await checkSessions(off.base, data);
    await checkSessions(on.base, data);
    // The priming reads what every buyer shares (a search's matches, a category's total, the
    // anchors), as a buyer without a price list: its answers are the cache's pages of the
    // products' own prices, which every such buyer asks for.
    const primer = data.buyers.find((buyer) => buyer.priceListId === null) ?? data.buyers[0]!;
    for (const t of [off, on]) await primeLists(t.base, data.catalogue, primer);
    // Warm-up (not recorded): the servers' JIT and pools, and the database's buffers.
    const warm = { ...load, duration: Math.min(load.duration, 3) };
    for (const t of [off, on]) {
      await measure(t, requestGenerator('mix', [data.catalogue], data.buyers, Math.random), warm);
    }
    const targets = { hello, off, on };
    const measuredAt = new Date();
    const rows: RowResult[] = [];
    if (rowSet === 'all') {
      for (const [index, spec] of rowSpecs(data).entries()) {
        const row = emptyRow(spec);
        for (let pass = 1; pass <= 2; pass++) {
          row.passes.push(await measurePass(spec, targets, 1000 * index + pass, pass));
        }
        rows.push(row);
      }
    }
    const pricing = await measurePricing(pricingSpecs(data), targets);
    if (pricing.length > 0) console.log(`\n${pricingTable(pricing)}\n${pricingVerdict(pricing)}`);
    return { engine, measuredAt, seedNote, rows, pricing, data };
  } finally {
    if (onServer) await stopServer(onServer);
    await stopServer(offServer);
    if (engine === 'pglite') rmSync(onDir, { recursive: true, force: true });
  }
}

interface ScaleResult {
  measuredAt: Date;
  small: { products: number; passes: { reference: Measurement; result: Measurement }[] };
  big: {
    products: number;
    tenants: number;
    passes: { reference: Measurement; result: Measurement }[];
  };
  seedSeconds: number;
}

/** Issue 17 point 6: the cache-off mix on a tenant of 10,000 products and on one of 1,000,000. */
async function benchScale(hello: Target): Promise<ScaleResult> {
  const smallCode = `${code}S`;
  const bigCode = 'SCALEBIG';
  const buyerArgs = ['--buyers', sizes.buyers, '--customers', sizes.customers, ...NO_PRICE_LISTS];
  await ensurePostgresDatabase(postgresUrl);
  await ensurePostgresDatabase(scaleUrl);
  const smallEnv = databaseEnv('postgres');
  const bigEnv = databaseEnv('postgres', scaleUrl);
  console.log('\nscale: seeding if missing');
  await seed(smallEnv, [
    '--tenant',
    smallCode,
    '--products',
    values['scale-small-products'],
    ...buyerArgs,
  ]);
  let seedSeconds = await seed(bigEnv, [
    '--tenant',
    bigCode,
    '--products',
    values['scale-products'],
    ...buyerArgs,
  ]);
  const others = Number(values['scale-tenants']) - 1;
  if (others > 0) {
    seedSeconds += await seed(bigEnv, [
      '--tenant',
      'SCALE',
      '--count',
      String(others),
      '--products',
      values['scale-other-products'],
      '--buyers',
      '10',
      '--customers',
      '5',
      ...NO_PRICE_LISTS,
    ]);
  }
  const prepare = async (url: string, tenant: string) => {
    const database = await openBenchDatabase('postgres', url);
    try {
      return await prepareRun(database.db, [tenant]);
    } finally {
      await database.close();
    }
  };
  const smallData = await prepare(postgresUrl, smallCode);
  const bigData = await prepare(scaleUrl, bigCode);
  const smallServer = await startServer(
    'apps/api/src/server.ts',
    { ...smallEnv, PORT: String(PORTS.off), READ_CACHE_SECONDS: '0' },
    `http://${HOST}:${PORTS.off}/api/health`,
  );
  let bigServer: ChildProcess | undefined;
  try {
    bigServer = await startServer(
      'apps/api/src/server.ts',
      { ...bigEnv, PORT: String(PORTS.scale), READ_CACHE_SECONDS: '0' },
      `http://${HOST}:${PORTS.scale}/api/health`,
    );
    const small = target(PORTS.off, smallServer, databaseName(postgresUrl));
    const big = target(PORTS.scale, bigServer, databaseName(scaleUrl));
    const generator = (data: RunData, seed: number) =>
      requestGenerator('mix', [data.catalogue], data.buyers, seededRandom(seed));
    await primeLists(small.base, smallData.catalogue, smallData.buyers[0]!);
    await primeLists(big.base, bigData.catalogue, bigData.buyers[0]!);
    const warm = { ...load, duration: Math.min(load.duration, 3) };
    await measure(small, generator(smallData, 1), warm);
    await measure(big, generator(bigData, 1), warm);
    const result: ScaleResult = {
      measuredAt: new Date(),
      small: { products: smallData.catalogue.products, passes: [] },
      big: { products: bigData.catalogue.products, tenants: others + 1, passes: [] },
      seedSeconds,
    };
    for (let pass = 1; pass <= 2; pass++) {
      for (const [name, t, data] of [
        ['small', small, smallData],
        ['big', big, bigData],
      ] as const) {
        const next = generator(data, 100 + pass);
        const reference = await measure(hello, next, load);
        const measured = await measure(t, next, load);
        console.log(`  scale ${name}, pass ${pass}: ${describe(measured, reference)}`);
        result[name].passes.push({ reference, result: measured });
      }
    }
    return result;
  } finally {
    if (bigServer) await stopServer(bigServer);
    await stopServer(smallServer);
  }
}

function scaleSection(scale: ScaleResult | undefined): string {
  if (!scale) return markedSection(outPath, BENCH_SCALE_MARKERS);
  const rps = (side: ScaleResult['small' | 'big']) => side.passes.map((p) => p.result.rps);
  const ratio = (pass: number) =>
    scale.small.passes[pass]!.result.rps / scale.big.passes[pass]!.result.rps;
  const line = (name: string, side: ScaleResult['small' | 'big']) => {
    const ms = side.passes.map((p) => p.result);
    return `| ${name} | ${ms.map((m) => fmt(m.rps)).join(' / ')} | ${ms.map((m) => m.p50).join(' / ')} | ${ms.map((m) => m.p99).join(' / ')} | ${ms.map((m) => m.errors).join(' / ')} | ${side.passes.map((p) => fmt(p.reference.rps)).join(' / ')} |`;
  };
  return marked(
    BENCH_SCALE_MARKERS,
    `## Flat in catalogue size (issue 17 point 6), PostgreSQL, read cache off

Measured ${utc(scale.measuredAt)}. The mix (list 30, search 25, category 20, details 25) with ${fmt(Number(sizes.buyers))} buyers against
a tenant of ${fmt(scale.small.products)} products (\`${code}S\`, in \`${databaseName(postgresUrl)}\`) and
against one of ${fmt(scale.big.products)} products among ${scale.big.tenants} tenants (\`SCALEBIG\`,
in \`${databaseName(scaleUrl)}\`; the others have ${fmt(Number(values['scale-other-products']))} products
each), interleaved (reference, small, large, twice). Seeding the large database took
${fmt(scale.seedSeconds)} s on this machine (a few seconds when it was seeded already). Goal: within
1.3x.

| tenant | req/s (pass 1 / 2) | p50 ms | p99 ms | non-2xx or errors | reference req/s |
|---|---:|---:|---:|---:|---:|
${line(`${fmt(scale.small.products)} products`, scale.small)}
${line(`${fmt(scale.big.products)} products among ${scale.big.tenants} tenants`, scale.big)}

Small over large: ${[0, 1].map((p) => fmt(ratio(p), 2)).join(' / ')}x (range of req/s: small ${range(rps(scale.small))}, large ${range(rps(scale.big))}).`,
  );
}

const engineName = (engine: string) => (engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)');

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The pairs of issue 11 point 6, read together. */
function pricingSection(result: EngineResult): string {
  if (result.pricing.length === 0) return '';
  const name = engineName(result.engine);
  return `### ${name}, a buyer with a price list beside a buyer without one (issue 11 point 6)

The list, search and details rows drawn from the buyers whose customer has none, and from as
many of those whose customer has a price list, spread over all the lists (as many buyers: a
buyer's first request in a minute touches its session, a write that pricing has nothing to do
with). They are the rows "buyer with a price list" and "buyer without one" in the tables below,
with their references, measured in ${pricingPasses} passes side by side (with a list first in odd passes,
without first in even ones), after 3 s of each kind's requests not recorded, so that the
first row does not pay for filling what the cache keeps for both. "Without ÷ with" is how many times more requests a
second the buyer without a list was answered, pass by pass; "each to its reference" divides each
rate by the reference measured just before it first, since on this shared machine the two rows of
a pass run under different loads (both rows and their references move together). Goal: at most
${fmt(PRICING_BOUND, 1)}x in the median pass of that ratio, read cache off and on. With the cache on, a page is kept once with the products' own prices and a buyer
with a list gets it with their list's tiers written in, from the list's tiers kept per instance
(decision 016).

${pricingTable(result.pricing)}

${pricingVerdict(result.pricing)}`;
}

function engineSection(result: EngineResult): string {
  const name = engineName(result.engine);
  const rows = [...result.rows, ...result.pricing.flatMap((pair) => [pair.priced, pair.unpriced])];
  return `## ${name}

Measured ${utc(result.measuredAt)}; ${result.seedNote}.

Read cache off is the server started with \`READ_CACHE_SECONDS=0\`; read cache on is the server's
default setting. Figures "a / b" are the passes (two a row; the price-list rows have more); each ratio is to the reference measured just
before it, with the same requests. CPU per request sums both passes: the server's process,
${result.engine === 'postgres' ? 'the PostgreSQL backends of the bench database (from /proc, by their process titles)' : 'no separate database process (PGlite runs inside the server)'}, and the load generator (autocannon, in the bench process).

${summaryTable(rows)}

${pricingSection(result)}

### ${name}, read cache off

${detailTable(rows, 'off')}

### ${name}, read cache on (default)

${detailTable(rows, 'on')}

### ${name}, the reference (Fastify hello world) with each row's requests

${referenceTable(rows)}`;
}

/** Each engine's section, measured by this run or kept from the last run that measured it. */
function engineSections(): string {
  return ['postgres', 'pglite']
    .map((engine) => {
      const result = results.find((r) => r.engine === engine);
      const markers = benchEngineMarkers(engine);
      return result ? marked(markers, engineSection(result)) : markedSection(outPath, markers);
    })
    .filter(Boolean)
    .join('\n\n');
}

const WHERE_MARKERS: SectionMarkers = {
  start: '<!-- where-the-time-goes:start (written by hand, kept by npm run bench) -->',
  end: '<!-- where-the-time-goes:end -->',
};

function keptSection(markers: SectionMarkers, fallback: string): string {
  return markedSection(outPath, markers) || `${markers.start}\n${fallback}\n${markers.end}`;
}

// ---- the run ----

console.log('reference: Fastify hello world');
const helloServer = await startServer(
  'apps/api/bench/hello-server.ts',
  { ...process.env, PORT: String(PORTS.hello) },
  `http://${HOST}:${PORTS.hello}/`,
);
const hello = target(PORTS.hello, helloServer);
const results: EngineResult[] = [];
let scale: ScaleResult | undefined;
try {
  for (const engine of engines) results.push(await benchEngine(engine, hello));
  if (values.scale) scale = await benchScale(hello);
} finally {
  await stopServer(helloServer);
}

for (const engine of statementEngines) {
  console.log(`\nstatement table on ${engine}`);
  await runScript(
    'apps/api/bench/statements.ts',
    ['--engine', engine, '--tenant', code, '--out', outPath],
    databaseEnv(engine),
  );
}

const first = results[0]?.data;

/** The Method's bullet on the main tenant's price lists (issue 11 point 6). */
function priceListsMethod(): string {
  const lists = Number(sizes.priceLists);
  if (lists === 0) return `- Price lists: none (\`--price-lists 0\`).`;
  const entries = Number(sizes.priceEntries);
  const customers = Number(sizes.customers);
  const priced = pricedCustomers(customers, lists);
  const pricedBuyers = first?.buyers.filter((buyer) => buyer.priceListId !== null).length;
  return `- Price lists (issue 11): ${fmt(lists)} lists of ${fmt(entries)} entries (${fmt(lists * entries)} in all): each prices
  ${fmt(productsPerList(entries))} products spread over the catalogue (a different set per list) on their default unit, with a
  tier from the minimum order quantity and one from ten times it, a little under the selling
  price (src/seed/bench/bench-price-lists.ts). ${fmt(priced)} of the ${fmt(customers)} customers have one (list n to customers n,
  n + ${fmt(lists)}, ...), the others none, so ${pricedBuyers === undefined ? 'most' : fmt(pricedBuyers)} of the buyers see contract prices: the rows
  that draw from every buyer draw mostly those. The order and scale tenants have no lists.`;
}
const commandLine = [
  'npm run bench --',
  `--engines ${values.engines}`,
  `--products ${sizes.products} --buyers ${sizes.buyers} --customers ${sizes.customers}`,
  `--price-lists ${sizes.priceLists} --price-entries ${sizes.priceEntries}`,
  `--connections ${load.connections} --duration ${load.duration}`,
  `--statements ${values.statements || "''"}`,
  values.scale ? '--scale' : '',
]
  .filter(Boolean)
  .join(' ');

const report = `# Performance

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this project's machine kind
(${cpus().length} cores shared by the server, the database and the load generator, Node ${process.version}).

Command that produced it (it seeds what is missing, then measures; about
${Math.ceil((engines.length * 13 * 6 * load.duration) / 60)} minutes of load, plus seeding). Each engine's section and the
scale section say when they were measured: a run keeps those of what it does not measure.

\`\`\`
${commandLine}
\`\`\`

## Method (issue 17 point 1)

- Catalogue: tenant \`${code}\` with ${fmt(Number(sizes.products))} products in a five-level category tree
  (${first ? fmt(first.catalogue.categoryIds.length) : '1,648'} categories, 960 leaves). Descriptions take one word from each of five classes
  (adjective, material, item, finish, use) of a ${benchVocabulary().length}-word vocabulary, drawn with a Zipf skew:
  a search word meets from a handful to thousands of products (src/seed/bench).
- Buyers: ${fmt(Number(sizes.buyers))} users of ${fmt(Number(sizes.customers))} customers (each with a shipping address), approved
  with the customer role. Each run gives every buyer a session of its own, written as sign-in
  writes one (the SHA-256 of a fresh random token); sign-in over HTTP is exercised once per
  server to prove the path. Every request carries a random buyer's token.
${priceListsMethod()}
- Requests (bench/request-mix.ts), drawn when sent: product list at a random page 1-${MAX_LIST_PAGE} (12 per
  page); search for a term of an open vocabulary drawn when sent (a word, two words, a typo, a word
  the catalogue lacks, or a part-number prefix); category filter on a level of the tree first, then one of its categories, on page 1-${CATEGORY_PAGES};
  details of a random product; the mix 30/25/20/25 of those; order creation with 5 random
  sellable lines for the buyer's own customer and address, for one tenant and for
  ${orderTenants} tenants at once (\`${orderPrefix}1\`-\`${orderPrefix}${orderTenants}\`, ${values['order-products']} products and ${values['order-buyers']} buyers each).
- Load: autocannon with ${load.connections} connections for ${load.duration} s per measurement, on the same machine.
  The server's PostgreSQL pool has 20 connections.
- Interleaving: for each engine and row, the reference (Fastify's hello world, bench/hello-server.ts,
  answering any path) driven by the same generator, then the server with the read cache off, then
  with it on; then all three again. Both servers run side by side (PGlite: the cache-on server on a
  copy of the data directory), started once per engine. Before measuring, each server reads every
  search term's and category's first page once: what a server keeps per catalogue version until
  the catalogue changes (a search's total and matches, a category's total, deep-page anchors) is
  then known, as on a server that has been up while buyers browse (on the cache-on server this also
  leaves those first pages in its answer cache, as such a server would have); those first reads are
  timed in the statement table. Then a few seconds of the mix warm each server up.
- CPU per request: CPU seconds spent during the measurement by the server's processes, the
  PostgreSQL backends of the bench database and the bench process itself, over the requests
  completed.

## Targets (issue 17 point 7)

PostgreSQL, realistic mix, 50 connections, as ratios to the hello world of the same run:
- read cache off: list and details >= 1,500 req/s; search and category >= 1,000; mix >= 1,000;
  each with p99 under 100 ms;
- read cache on: the mix >= 3,000 req/s with p99 under 50 ms;
- orders >= 800/s for one tenant;
- every catalogue statement under 1 ms at p90 (the statement table below);
- the mix on a tenant of 1,000,000 products among 100 tenants within 1.3x of a tenant of 10,000.

Issue 11 point 6: on PostgreSQL, the product list, search and details for a buyer with a price
list within ${fmt(PRICING_BOUND, 1)}x of the same requests for a buyer without one, read cache off and on.

PGlite rows stand beside them. Where a figure cannot be reached on two shared cores, the section
"Where the time goes" says why, from the CPU per request and the statement table.

${engineSections()}

${scaleSection(scale)}

## Where the time goes

${keptSection(WHERE_MARKERS, '_To be written from the figures above: statements per request, CPU per request of the server, the database and the load generator, and how far each route is from the cap of its own SQL (pgbench)._')}

${markedSection(outPath, SQL_CAPS_MARKERS)}

${['postgres', 'pglite'].map((engine) => markedSection(outPath, statementsMarkers(engine))).join('\n\n')}

${markedSection(outPath, LIGHTHOUSE_MARKERS)}
`.replace(/\n{3,}/g, '\n\n');

if (outFile) {
  writeFileSync(outPath, report);
  console.log(`\nWrote ${outFile}`);
}

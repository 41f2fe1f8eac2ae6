import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type LoginResponse } from '@portal/contract';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { pricedCustomers, productsPerList } from '../src/seed/bench/bench-price-lists.ts';
import {
  BENCH_ADMINS,
  BENCH_PASSWORD,
  BENCH_UNREACHED,
  benchAdminEmail,
  benchBuyerEmail,
} from '../src/seed/bench/bench-tenant.ts';
import { BENCH_ATTRIBUTES } from '../src/seed/bench/bench-attributes.ts';
import { benchVocabulary, seededRandom } from '../src/seed/bench/vocabulary.ts';
import { CACHES, settingEnv, type CacheSetting } from './caches.ts';
import { CHANGES_PER_SECOND, startChanges, type ChangeTargets } from './catalogue-changes.ts';
import {
  describe,
  measure,
  sampleTarget,
  targetCpuBetween,
  type Measurement,
  type Target,
} from './measure.ts';
import { readOutboxStats, waitForOutboxQuiet, type OutboxStats } from './outbox.ts';
import {
  BENCH_SCALE_MARKERS,
  benchEngineMarkers,
  LIGHTHOUSE_MARKERS,
  marked,
  markedSection,
  SQL_CAPS_MARKERS,
  statementsMarkers,
} from './performance-doc.ts';
import { repoRoot, runScript, startServer, stopServer } from './processes.ts';
import { PRICING_BOUND, pricingTable, pricingVerdict, type PricingPair } from './pricing-report.ts';
import {
  changesTable,
  detailTable,
  fmt,
  outboxTable,
  PRICED_SUFFIX,
  range,
  referenceTable,
  ROW_NAMES,
  SETTING_NAMES,
  summaryTable,
  UNPRICED_SUFFIX,
  type Pass,
  type RowResult,
} from './report.ts';
import {
  buyersSpreadOverLists,
  CATEGORY_PAGES,
  FACET_CHOICE_ODDS,
  MAX_LIST_PAGE,
  MIX_WEIGHTS,
  SEARCH_WEIGHTS,
  type BenchBuyer,
  type BenchCatalogue,
  type RowKind,
} from './request-mix.ts';
import {
  ledgerBuyers,
  openBenchSessions,
  plainOrderBuyers,
  readBenchCatalogue,
  readChangeTargets,
  refreshStatistics,
} from './run-data.ts';
import {
  beforeMeasuring,
  measuredGenerator,
  measureSeed,
  ORDERS_WARM_UP,
  READS_WARM_UP,
  scenario,
  warmUpGenerator,
  type Population,
  type Step,
} from './scenario.ts';
import { engineHeadings, summarySection, TARGETS } from './summary.ts';
import { baseEnv, BENCH_HOST, benchPostgresUrl, postgresEnv, SESSION_HOURS } from './server-env.ts';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/**
 * `npm run bench`: seeds (once) the bench tenant on each engine, gives every bench buyer a session
 * of its own, and measures the catalogue rows, the mix while an administrator changes the
 * catalogue, the price-list pairs and order creation on one and two instances, each with every
 * cache off and with caches on (the default configuration), each beside Fastify's hello world
 * driven by the same requests, interleaved (reference, every cache off, caches on; each pass).
 * Nothing is read before measuring but a fixed warm-up of the mix from a seed of its own
 * (scenario.ts). Then the statement table (bench/statements.ts) and, with --scale, the mix on a
 * tenant of 10,000 products against one of 1,000,000 among 100 tenants. Writes
 * docs/PERFORMANCE.md, whose summary is computed from its own tables (summary.ts).
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
    connections: { type: 'string', default: '50' },
    /** Seconds of each measurement (issue 25 point 4: at least 15 by default). */
    duration: { type: 'string', default: '15' },
    /** Passes of each row (reference, every cache off, caches on). */
    passes: { type: 'string', default: '2' },
    /** Seconds of the mix (or orders) a freshly started server gets before it is measured. */
    'warm-up': { type: 'string', default: '5' },
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

const wholeNumber = (name: string, value: string, min: number) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} is a whole number of at least ${min}`);
    process.exit(2);
  }
  return n;
};
const code = values.tenant.toUpperCase();
const load = {
  connections: wholeNumber('connections', values.connections, 1),
  duration: wholeNumber('duration', values.duration, 1),
};
const passes = wholeNumber('passes', values.passes, 1);
const pricingPasses = wholeNumber('pricing-passes', values['pricing-passes'], 1);
const warmUpSeconds = wholeNumber('warm-up', values['warm-up'], 1);
const sizes = {
  products: values.products,
  buyers: values.buyers,
  customers: values.customers,
  priceLists: values['price-lists'],
  priceEntries: values['price-entries'],
};
const ROW_PARTS = ['prices', 'reads', 'orders'] as const;
type RowPart = (typeof ROW_PARTS)[number];
/**
 * 'all' (the document), or some parts alone, comma-separated, to iterate on them: 'prices' (the
 * price-list pairs, issue 11 point 6), 'reads' (the catalogue rows and the mix), 'orders' (the
 * order rows). A document is written for them only where --out says.
 */
const rowSet = values.rows;
const parts = rowSet.split(',').map((part) => part.trim());
if (rowSet !== 'all' && !parts.every((part) => (ROW_PARTS as readonly string[]).includes(part))) {
  console.error(`--rows is all, or some of ${ROW_PARTS.join(', ')}`);
  process.exit(2);
}
const measures = (part: RowPart) => rowSet === 'all' || parts.includes(part);
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
const postgresUrl = benchPostgresUrl;
const scaleUrl = (() => {
  const url = new URL(postgresUrl);
  url.pathname = `${url.pathname}_scale`;
  return url.toString();
})();
const pgliteDir = join(repoRoot, 'data-bench');
const HOST = BENCH_HOST;
const PORTS = { off: 3300, hello: 3301, on: 3302, scale: 3303 };
/** The servers started for an order row: one or two instances. */
const ORDER_PORTS = [3310, 3311];
/**
 * The scale tenants measure what they measured before price lists and attributes: their rows
 * compare a tenant of 10,000 products with one of 1,000,000, both seeded alike.
 */
const NO_PRICE_LISTS = ['--price-lists', '0', '--attributes', 'no'];
const databaseName = (url: string) => new URL(url).pathname.slice(1);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 'es'}`;
const warmUp = { connections: load.connections, duration: warmUpSeconds };

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

function databaseEnv(engine: string, url = postgresUrl, dataDir = pgliteDir): NodeJS.ProcessEnv {
  return engine === 'postgres' ? postgresEnv(url) : { ...baseEnv(), DATA_DIR: dataDir };
}

/** A server of `setting`, its e-mails written into `outboxDir` (the worker on, as by default). */
const serverEnv = (
  engine: string,
  setting: CacheSetting,
  port: number,
  outboxDir: string,
  dataDir = pgliteDir,
  url = postgresUrl,
): NodeJS.ProcessEnv =>
  settingEnv(setting, {
    ...databaseEnv(engine, url, dataDir),
    PORT: String(port),
    OUTBOX_DIR: outboxDir,
  });

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = Date.now();
  const value = await work();
  return { value, seconds: (Date.now() - started) / 1000 };
}

async function seed(env: NodeJS.ProcessEnv, args: string[]): Promise<number> {
  const { seconds } = await timed(() => runScript('apps/api/src/scripts/seed-bench.ts', args, env));
  return seconds;
}

function openBenchDatabase(engine: string, url = postgresUrl, dataDir = pgliteDir) {
  return engine === 'postgres'
    ? openDatabase({ engine: 'postgres', url, poolSize: 4 })
    : openDatabase({ engine: 'pglite', dataDir });
}

async function withBenchDatabase<T>(
  engine: string,
  work: (db: DatabaseHandle['db']) => Promise<T>,
  dataDir = pgliteDir,
): Promise<T> {
  const database = await openBenchDatabase(engine, postgresUrl, dataDir);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

interface RunData {
  catalogue: BenchCatalogue;
  buyers: BenchBuyer[];
  changes: ChangeTargets;
}

/** Fresh sessions for every buyer of the tenant, and what the generators draw from. */
async function prepareRun(db: DatabaseHandle['db'], tenant: string): Promise<RunData> {
  return {
    catalogue: await readBenchCatalogue(db, tenant),
    buyers: await openBenchSessions(db, tenant, SESSION_HOURS),
    changes: await readChangeTargets(db, tenant),
  };
}

async function signIn(base: string, email: string, tenant: string): Promise<string> {
  const response = await fetch(base + pathTo(publicEndpoints.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, manufacturerCode: tenant }),
  });
  if (!response.ok) {
    throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as LoginResponse).token;
}

async function getStatus(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Sends what `beforeMeasuring` lists, and nothing else, to a freshly started target (each of
 * its instances for the checks). Returns the administrator's token when a sign-in gave one.
 */
async function sendBeforeMeasuring(
  target: Target,
  steps: readonly Step[],
  who: Population,
  tenant = code,
): Promise<{ adminToken?: string }> {
  let adminToken: string | undefined;
  let buyerToken: string | undefined;
  for (const step of steps) {
    switch (step.step) {
      case 'sign-in':
        for (const base of target.bases) {
          if (step.who === 'buyer') {
            buyerToken = await signIn(base, benchBuyerEmail(tenant), tenant);
          } else adminToken = await signIn(base, benchAdminEmail(tenant), tenant);
        }
        break;
      case 'session-check': {
        const tokens = [buyerToken, who.buyers[0]?.token, who.buyers[who.buyers.length - 1]?.token];
        for (const base of target.bases) {
          const statuses = await Promise.all(
            tokens.map((token) => getStatus(base + step.path, token ?? '')),
          );
          if (statuses.some((s) => s !== 200)) {
            throw new Error(`the bench sessions were refused (${statuses.join(', ')})`);
          }
        }
        break;
      }
      case 'warm-up': {
        const next = warmUpGenerator({ warmUpKind: step.kind, warmUpRandom: step.seed }, who);
        const warmed = await measure(target, next, { ...warmUp, duration: step.seconds });
        if (warmed.errors > 0) {
          throw new Error(`the warm-up had ${warmed.errors} non-2xx answers or errors`);
        }
        break;
      }
    }
  }
  return { adminToken };
}

interface RowSpec {
  name: string;
  unit: string;
  kind: RowKind;
  /** What the row's seeds are named by (with the engine and the pass). */
  label: string;
  buyers: BenchBuyer[];
  /** The catalogue-changes row: an administrator changes the catalogue meanwhile. */
  changes?: boolean;
  /** Order rows: the instances the requests are spread over. */
  instances?: number;
}

const lastListPage = (catalogue: BenchCatalogue) =>
  Math.max(1, Math.min(MAX_LIST_PAGE, Math.ceil(catalogue.products / 12)));
const listRowName = (catalogue: BenchCatalogue) =>
  `${ROW_NAMES.list} (random page 1-${lastListPage(catalogue)}, 12 per page)`;
const SEARCH_KIND_NAMES: Record<keyof typeof SEARCH_WEIGHTS, string> = {
  word: 'a word',
  pair: 'two words',
  attribute: "an attribute's words",
  typo: 'a typo',
  unknown: 'an unknown word',
  part: 'a part-number prefix',
};
const searchWeights = () =>
  Object.entries(SEARCH_WEIGHTS)
    .map(([kind, weight]) => `${SEARCH_KIND_NAMES[kind as keyof typeof SEARCH_WEIGHTS]} ${weight}`)
    .join(', ');
const searchRowName = () =>
  `${ROW_NAMES.search} (open vocabulary, drawn when sent: ${searchWeights()})`;
const DETAILS_ROW_NAME = `${ROW_NAMES.details} (random product)`;
const mixWeights = () =>
  Object.entries(MIX_WEIGHTS)
    .map(([kind, weight]) => `${kind} ${weight}`)
    .join(', ');

function readRowSpecs(data: RunData): RowSpec[] {
  const { catalogue, buyers } = data;
  const read = (name: string, kind: RowKind, label: string): RowSpec => ({
    name,
    unit: 'req/s',
    kind,
    label,
    buyers,
  });
  const levels = catalogue.categoryLevels.filter((level) => level.length > 0);
  return [
    read(listRowName(catalogue), 'list', 'list'),
    read(searchRowName(), 'search', 'search'),
    read(
      `${ROW_NAMES.facets} (the search's words; a category ${FACET_CHOICE_ODDS.category * 100}%${catalogue.facetValues.length > 0 ? `, an attribute's value ${FACET_CHOICE_ODDS.attribute * 100}%` : ''}, in stock ${FACET_CHOICE_ODDS.inStock * 100}%, a price bound ${FACET_CHOICE_ODDS.priceMax * 100}%)`,
      'facets',
      'facets',
    ),
    read(
      `${ROW_NAMES.category} (a level of ${levels.length} first, then one of its ${levels.map((l) => fmt(l.length)).join(' / ')} categories; page 1-${CATEGORY_PAGES})`,
      'category',
      'category',
    ),
    read(DETAILS_ROW_NAME, 'details', 'details'),
    read(
      `${ROW_NAMES.suggestions} (a search of the search row, cut after 2 characters or more)`,
      'suggest',
      'suggestions',
    ),
    read(ROW_NAMES.mix, 'mix', 'mix'),
    {
      ...read(
        `${ROW_NAMES.mixChanging} (the mix; an administrator edits ${CHANGES_PER_SECOND.products} product and changes ${CHANGES_PER_SECOND.entries} price-list entry a second)`,
        'mix',
        'mix while the catalogue changes',
      ),
      changes: true,
    },
  ];
}

/**
 * The ledger rows (issue 31 point 9): the buyers of the tenant's ledger customer (its first, with
 * the 10,000 entries of seed/bench/bench-ledger.ts) read its invoices page (a random page, or a
 * filtered first page) and its statement of a random year. Each is one statement
 * (ledger-statements.test.ts); the rows say what that statement costs at that size.
 */
function ledgerRowSpecs(data: RunData): RowSpec[] {
  const buyers = ledgerBuyers(data.buyers);
  const row = (name: string, kind: 'invoices' | 'statement'): RowSpec => ({
    name: `${name} (${fmt(buyers.length)} buyers of that customer)`,
    unit: 'req/s',
    kind,
    label: kind,
    buyers,
  });
  return [
    row(`${ROW_NAMES.invoices}: random page of 250, or a filtered first page`, 'invoices'),
    row(`${ROW_NAMES.statement}: a random year of 2022-2026`, 'statement'),
  ];
}

/**
 * Order rows: the bench tenant's buyers whose customer has no approval rule, on one instance and
 * (PostgreSQL) on two; and, on one instance, the buyers whose customer has rules and who have a
 * spending limit, none of which their orders reach (issue 29 point 10: within 1.1x of the plain
 * row, summary.ts). Half the customers each (the seed's every second one), so that the two
 * one-instance rows draw from populations alike in all but the rules.
 */
function orderRowSpecs(
  data: RunData,
  engine: string,
): { paired: [RowSpec, RowSpec]; two: RowSpec[] } {
  const order = (
    name: string,
    instances: number,
    label: string,
    approvalRules: boolean,
  ): RowSpec => {
    const buyers = approvalRules
      ? data.buyers.filter((buyer) => buyer.approvalRules)
      : plainOrderBuyers(data.buyers);
    const customers = new Set(buyers.map((buyer) => buyer.customerId)).size;
    return {
      name: `${name} (${fmt(buyers.length)} buyers of ${fmt(customers)} customers, ${BENCH_ADMINS} administrators: ${1 + BENCH_ADMINS} e-mails an order)`,
      unit: 'orders/s',
      kind: 'order',
      label,
      buyers,
      instances,
    };
  };
  return {
    paired: [
      order(ROW_NAMES.ordersOne, 1, 'orders on 1', false),
      order(ROW_NAMES.ordersRules, 1, 'orders with rules on 1', true),
    ],
    // PGlite serves one process per data directory: a second instance cannot share it.
    two: engine === 'postgres' ? [order(ROW_NAMES.ordersTwo, 2, 'orders on 2', false)] : [],
  };
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
    const spec = (whose: string, label: string, buyers: BenchBuyer[]): RowSpec => ({
      name: `${name}${whose}`,
      unit: 'req/s',
      kind,
      label: `${kind} ${label}`,
      buyers,
    });
    return {
      name,
      priced: spec(
        `${PRICED_SUFFIX} (${fmt(priced.length)} buyers, ${fmt(lists)} lists)`,
        'with a price list',
        priced,
      ),
      unpriced: spec(
        `${UNPRICED_SUFFIX} (${fmt(unpriced.length)} buyers)`,
        'without a price list',
        unpriced,
      ),
    };
  };
  return [
    pair(listRowName(catalogue), 'list'),
    pair(searchRowName(), 'search'),
    pair(DETAILS_ROW_NAME, 'details'),
  ];
}

function target(bases: number[], servers: (ChildProcess | undefined)[], database?: string): Target {
  return {
    bases: bases.map((port) => `http://${HOST}:${port}`),
    pids: servers.map((server) => server?.pid),
    database,
  };
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

interface ReadTargets {
  hello: Target;
  off: Target;
  on: Target;
  /** Each server's administrator session (the catalogue-changes row). */
  adminTokens: Record<CacheSetting | 'hello', string>;
}

const emptyRow = (spec: RowSpec): RowResult => ({ name: spec.name, unit: spec.unit, passes: [] });

/** Who a row's requests come from. */
const populationOf = (spec: RowSpec, data: RunData): Population => ({
  catalogues: [data.catalogue],
  buyers: spec.buyers,
});

/**
 * One measurement of a row: its pass's requests from the start (each target of a pass gets the
 * very same requests), with the administrator's changes meanwhile on the catalogue-changes row.
 */
async function measureRow(
  engine: string,
  spec: RowSpec,
  data: RunData,
  pass: number,
  to: Target,
  adminToken: string,
): Promise<Measurement> {
  const s = scenario(`${engine}:${spec.label}`, spec.kind, pass);
  const next = measuredGenerator(s, populationOf(spec, data));
  if (!spec.changes) return measure(to, next, load);
  const changes = startChanges(
    to.bases[0]!,
    data.changes,
    adminToken,
    seededRandom(measureSeed(`${engine}:${spec.label}:changes:pass ${pass}`)),
  );
  const measured = await measure(to, next, load);
  return { ...measured, changes: await changes.stop() };
}

/** One pass of a read row: the reference, then every cache off, then caches on. */
async function measureReadPass(
  engine: string,
  spec: RowSpec,
  data: RunData,
  targets: ReadTargets,
  pass: number,
): Promise<Pass> {
  const one = (to: Target, who: CacheSetting | 'hello') =>
    measureRow(engine, spec, data, pass, to, targets.adminTokens[who]);
  const reference = await one(targets.hello, 'hello');
  console.log(`  ${spec.name}, pass ${pass}\n    reference: ${describe(reference)}`);
  const off = await one(targets.off, 'off');
  console.log(`    every cache off: ${describe(off, reference)}`);
  const on = await one(targets.on, 'on');
  console.log(`    caches on:       ${describe(on, reference)}`);
  return { reference, off, on };
}

/**
 * The pairs of issue 11 point 6, pass by pass side by side (with a list first, then without;
 * the other way round in the next pass), so that whatever else the machine does weighs on both.
 * Nothing is sent before them but the servers' warm-up: the first row of a pair pays for what
 * it reads first, as a buyer would.
 */
async function measurePricing(
  engine: string,
  specs: PricingSpec[],
  data: RunData,
  targets: ReadTargets,
): Promise<PricingPair[]> {
  const pairs: PricingPair[] = [];
  for (const spec of specs) {
    const pair = {
      name: spec.name,
      priced: emptyRow(spec.priced),
      unpriced: emptyRow(spec.unpriced),
    };
    for (let pass = 1; pass <= pricingPasses; pass++) {
      const order =
        pass % 2 === 1 ? (['priced', 'unpriced'] as const) : (['unpriced', 'priced'] as const);
      for (const whose of order) {
        pair[whose].passes.push(await measureReadPass(engine, spec[whose], data, targets, pass));
      }
    }
    pairs.push(pair);
  }
  return pairs;
}

/**
 * One measurement of an order row on fresh servers of `setting`: `instances` API processes on
 * the same database, each delivering the outbox (only they do: no other server runs), warmed up
 * with orders from the warm-up seed, measured once the warm-up's e-mails are out, then waited
 * for until the row's e-mails are out too; how many went within the row is read afterwards.
 */
async function measureOrders(
  engine: string,
  spec: RowSpec,
  data: RunData,
  setting: CacheSetting,
  pass: number,
  outboxRoot: string,
): Promise<Measurement> {
  const instances = spec.instances ?? 1;
  const outboxDir = mkdtempSync(join(outboxRoot, `${setting}-${instances}-`));
  const dataDir = setting === 'on' ? `${pgliteDir}-on` : pgliteDir;
  const ports = ORDER_PORTS.slice(0, instances);
  const servers: ChildProcess[] = [];
  const s = scenario(`${engine}:${spec.label}`, spec.kind, pass, ORDERS_WARM_UP);
  const who = populationOf(spec, data);
  let window: { from: Date; to: Date };
  let measured: Measurement;
  let cpuWithEmails: OutboxStats['cpuWithEmails'];
  await withBenchDatabase(engine, refreshStatistics, dataDir);
  try {
    for (const port of ports) {
      servers.push(
        await startServer(
          'apps/api/src/server.ts',
          serverEnv(engine, setting, port, outboxDir, dataDir),
          `http://${HOST}:${port}/api/health`,
        ),
      );
    }
    const to = target(
      ports,
      servers,
      engine === 'postgres' ? databaseName(postgresUrl) : undefined,
    );
    // Each server gets a lone server's warm-up: two share the load generator, so they warm up
    // twice as long (with the same seconds, each had half the orders and met the row colder).
    await sendBeforeMeasuring(
      to,
      beforeMeasuring({
        code,
        warmUp: s,
        warmUpSeconds: warmUpSeconds * instances,
        administrator: false,
      }),
      who,
    );
    await waitForOutboxQuiet(outboxDir);
    const from = new Date();
    const cpuFrom = sampleTarget(to);
    measured = await measure(to, measuredGenerator(s, who), load);
    window = { from, to: new Date() };
    const quiet = await waitForOutboxQuiet(outboxDir);
    if (!quiet) console.log('    the outbox did not go quiet');
    // Includes the quiet wait's few idle seconds (polls only): a little more, never less.
    const spent = targetCpuBetween(cpuFrom, sampleTarget(to));
    const orders = Math.max(1, measured.requests);
    cpuWithEmails = {
      server: (spent.server * 1000) / orders,
      postgres: spent.postgres === null ? null : (spent.postgres * 1000) / orders,
    };
  } finally {
    for (const server of servers) await stopServer(server);
  }
  const outbox = await withBenchDatabase(
    engine,
    (db) => readOutboxStats(db, code, window.from, window.to, measured.requests - measured.errors),
    dataDir,
  );
  return { ...measured, outbox: { ...outbox, cpuWithEmails } };
}

async function measureOrderPass(
  engine: string,
  spec: RowSpec,
  data: RunData,
  hello: Target,
  pass: number,
  outboxRoot: string,
): Promise<Pass> {
  const s = scenario(`${engine}:${spec.label}`, spec.kind, pass, ORDERS_WARM_UP);
  const reference = await measure(hello, measuredGenerator(s, populationOf(spec, data)), load);
  console.log(`  ${spec.name}, pass ${pass}\n    reference: ${describe(reference)}`);
  const off = await measureOrders(engine, spec, data, 'off', pass, outboxRoot);
  console.log(`    every cache off: ${describe(off, reference)}`);
  const on = await measureOrders(engine, spec, data, 'on', pass, outboxRoot);
  console.log(`    caches on:       ${describe(on, reference)}`);
  return { reference, off, on };
}

async function benchEngine(engine: string, hello: Target): Promise<EngineResult> {
  const env = databaseEnv(engine);
  if (engine === 'postgres') await ensurePostgresDatabase(postgresUrl);
  console.log(`\n${engine}: seeding the bench tenant if missing`);
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
  const seedNote = `seed step ${fmt(mainSeconds, 1)} s for ${code} (a few seconds when seeded already)`;

  const data = await withBenchDatabase(engine, async (db) => {
    const prepared = await prepareRun(db, code);
    await refreshStatistics(db);
    return prepared;
  });
  // PGlite serves one process per data directory: the caches-on server gets a copy, sessions
  // included, so that both servers run side by side as on PostgreSQL.
  const onDir = `${pgliteDir}-on`;
  if (engine === 'pglite') {
    rmSync(onDir, { recursive: true, force: true });
    cpSync(pgliteDir, onDir, {
      recursive: true,
      filter: (source) => !source.endsWith('pglite.lock'),
    });
  }
  const outboxRoot = mkdtempSync(join(tmpdir(), 'portal-bench-outbox-'));
  const dbName = engine === 'postgres' ? databaseName(postgresUrl) : undefined;
  const measuredAt = new Date();
  const rows: RowResult[] = [];
  let pricing: PricingPair[] = [];
  try {
    if (measures('reads') || measures('prices')) {
      const readOutbox = mkdtempSync(join(outboxRoot, 'reads-'));
      const offServer = await startServer(
        'apps/api/src/server.ts',
        serverEnv(engine, 'off', PORTS.off, readOutbox),
        `http://${HOST}:${PORTS.off}/api/health`,
      );
      let onServer: ChildProcess | undefined;
      try {
        onServer = await startServer(
          'apps/api/src/server.ts',
          serverEnv(engine, 'on', PORTS.on, readOutbox, onDir),
          `http://${HOST}:${PORTS.on}/api/health`,
        );
        const off = target([PORTS.off], [offServer], dbName);
        const on = target([PORTS.on], [onServer], dbName);
        const steps = beforeMeasuring({
          code,
          warmUp: scenario(`${engine}:warm-up`, 'mix', 0, READS_WARM_UP),
          warmUpSeconds,
          administrator: true,
        });
        const who: Population = { catalogues: [data.catalogue], buyers: data.buyers };
        // The reference gets the same warm-up (its JIT too), so that a cold reference does not
        // flatter the first row's ratio.
        await sendBeforeMeasuring(
          hello,
          steps.filter((step) => step.step === 'warm-up'),
          who,
        );
        const offTokens = await sendBeforeMeasuring(off, steps, who);
        const onTokens = await sendBeforeMeasuring(on, steps, who);
        const targets: ReadTargets = {
          hello,
          off,
          on,
          adminTokens: {
            hello: 'reference',
            off: offTokens.adminToken ?? '',
            on: onTokens.adminToken ?? '',
          },
        };
        if (measures('reads')) {
          for (const spec of [...readRowSpecs(data), ...ledgerRowSpecs(data)]) {
            const row = emptyRow(spec);
            for (let pass = 1; pass <= passes; pass++) {
              row.passes.push(await measureReadPass(engine, spec, data, targets, pass));
            }
            rows.push(row);
          }
        }
        if (measures('prices')) {
          pricing = await measurePricing(engine, pricingSpecs(data), data, targets);
          if (pricing.length > 0)
            console.log(`\n${pricingTable(pricing)}\n${pricingVerdict(pricing)}`);
        }
      } finally {
        if (onServer) await stopServer(onServer);
        await stopServer(offServer);
      }
    }
    // The read servers are stopped: only the servers of an order row deliver its e-mails.
    if (measures('orders')) {
      const { paired, two } = orderRowSpecs(data, engine);
      // The plain row and the row with rules pass by pass side by side, each first in turn (as
      // the price-list pairs), so that whatever else the machine does weighs on both.
      const pairRows = paired.map(emptyRow);
      for (let pass = 1; pass <= passes; pass++) {
        const turn = pass % 2 === 1 ? [0, 1] : [1, 0];
        for (const i of turn) {
          pairRows[i]!.passes.push(
            await measureOrderPass(engine, paired[i]!, data, hello, pass, outboxRoot),
          );
        }
      }
      rows.push(...pairRows);
      for (const spec of two) {
        const row = emptyRow(spec);
        for (let pass = 1; pass <= passes; pass++) {
          row.passes.push(await measureOrderPass(engine, spec, data, hello, pass, outboxRoot));
        }
        rows.push(row);
      }
    }
    return { engine, measuredAt, seedNote, rows, pricing, data };
  } finally {
    rmSync(outboxRoot, { recursive: true, force: true });
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

/** Issue 17 point 6: the mix with every cache off on a tenant of 10,000 products and on one of 1,000,000. */
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
  const prepare = async (url: string, tenant: string): Promise<Population> => {
    const database = await openBenchDatabase('postgres', url);
    try {
      return {
        catalogues: [await readBenchCatalogue(database.db, tenant)],
        buyers: await openBenchSessions(database.db, tenant, SESSION_HOURS),
      };
    } finally {
      await database.close();
    }
  };
  const smallData = await prepare(postgresUrl, smallCode);
  const bigData = await prepare(scaleUrl, bigCode);
  const outboxRoot = mkdtempSync(join(tmpdir(), 'portal-bench-outbox-'));
  const smallServer = await startServer(
    'apps/api/src/server.ts',
    serverEnv('postgres', 'off', PORTS.off, outboxRoot),
    `http://${HOST}:${PORTS.off}/api/health`,
  );
  let bigServer: ChildProcess | undefined;
  try {
    bigServer = await startServer(
      'apps/api/src/server.ts',
      serverEnv('postgres', 'off', PORTS.scale, outboxRoot, pgliteDir, scaleUrl),
      `http://${HOST}:${PORTS.scale}/api/health`,
    );
    const small = target([PORTS.off], [smallServer], databaseName(postgresUrl));
    const big = target([PORTS.scale], [bigServer], databaseName(scaleUrl));
    const warm = scenario('scale:warm-up', 'mix', 0, READS_WARM_UP);
    for (const [t, data, tenant] of [
      [small, smallData, smallCode],
      [big, bigData, bigCode],
    ] as const) {
      await sendBeforeMeasuring(
        t,
        beforeMeasuring({ code: tenant, warmUp: warm, warmUpSeconds, administrator: false }),
        data,
        tenant,
      );
    }
    const result: ScaleResult = {
      measuredAt: new Date(),
      small: { products: smallData.catalogues[0]!.products, passes: [] },
      big: { products: bigData.catalogues[0]!.products, tenants: others + 1, passes: [] },
      seedSeconds,
    };
    for (let pass = 1; pass <= passes; pass++) {
      for (const [name, t, data] of [
        ['small', small, smallData],
        ['big', big, bigData],
      ] as const) {
        const s = scenario(`scale:${name}`, 'mix', pass, READS_WARM_UP);
        const reference = await measure(hello, measuredGenerator(s, data), load);
        const measured = await measure(t, measuredGenerator(s, data), load);
        console.log(`  scale ${name}, pass ${pass}: ${describe(measured, reference)}`);
        result[name].passes.push({ reference, result: measured });
      }
    }
    return result;
  } finally {
    if (bigServer) await stopServer(bigServer);
    await stopServer(smallServer);
    rmSync(outboxRoot, { recursive: true, force: true });
  }
}

function scaleSection(scale: ScaleResult | undefined): string {
  if (!scale) return markedSection(outPath, BENCH_SCALE_MARKERS);
  const rps = (side: ScaleResult['small' | 'big']) => side.passes.map((p) => p.result.rps);
  const ratios = scale.small.passes.map(
    (small, pass) => small.result.rps / scale.big.passes[pass]!.result.rps,
  );
  const line = (name: string, side: ScaleResult['small' | 'big']) => {
    const ms = side.passes.map((p) => p.result);
    return `| ${name} | ${ms.map((m) => fmt(m.rps)).join(' / ')} | ${ms.map((m) => m.p50).join(' / ')} | ${ms.map((m) => m.p99).join(' / ')} | ${ms.map((m) => m.errors).join(' / ')} | ${side.passes.map((p) => fmt(p.reference.rps)).join(' / ')} | ${ms.map((m) => `${fmt(m.load.start, 2)}-${fmt(m.load.end, 2)}`).join(' / ')} |`;
  };
  return marked(
    BENCH_SCALE_MARKERS,
    `## Flat in catalogue size (issue 17 point 6), PostgreSQL, ${SETTING_NAMES.off}

Measured ${utc(scale.measuredAt)}. The mix (${mixWeights()}) with ${fmt(Number(sizes.buyers))} buyers against
a tenant of ${fmt(scale.small.products)} products (\`${code}S\`, in \`${databaseName(postgresUrl)}\`) and
against one of ${fmt(scale.big.products)} products among ${scale.big.tenants} tenants (\`SCALEBIG\`,
in \`${databaseName(scaleUrl)}\`; the others have ${fmt(Number(values['scale-other-products']))} products
each), interleaved (reference, small, large; ${plural(passes, 'pass')}, ${load.duration} s each). Seeding the large database took
${fmt(scale.seedSeconds)} s on this machine (a few seconds when it was seeded already). Goal: within
1.3x.

| tenant | req/s, pass by pass | p50 ms | p99 ms | non-2xx or errors | reference req/s | load average (1 min), start-end |
|---|---:|---:|---:|---:|---:|---:|
${line(`${fmt(scale.small.products)} products`, scale.small)}
${line(`${fmt(scale.big.products)} products among ${scale.big.tenants} tenants`, scale.big)}

Small over large: ${ratios.map((r) => fmt(r, 2)).join(' / ')}x (range of req/s: small ${range(rps(scale.small))}, large ${range(rps(scale.big))}).`,
  );
}

const engineName = (engine: string) => (engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)');

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The pairs of issue 11 point 6, read together. */
function pricingSection(result: EngineResult): string {
  if (result.pricing.length === 0) return '';
  const name = engineName(result.engine);
  return `### ${name}, a buyer with a price list beside a buyer without one (issue 11 point 6, issue 25)

The list, search and details rows drawn from the buyers whose customer has none, and from as
many of those whose customer has a price list, spread over all the lists (as many buyers: a
buyer's first request in a minute touches its session, a write that pricing has nothing to do
with). They are the rows "buyer with a price list" and "buyer without one" in the tables below,
with their references, measured in ${plural(pricingPasses, 'pass')} side by side (with a list first in odd passes,
without first in even ones), with nothing sent before them but the servers' warm-up. "Without ÷
with" is how many times more requests a second the buyer without a list was answered, pass by
pass; "each to its reference" divides each rate by the reference measured just before it first,
since on this shared machine the two rows of a pass run under different loads (both rows and
their references move together). Goal: at most ${fmt(PRICING_BOUND, 1)}x in every pass of that ratio, with
every cache off and with caches on. With caches on, a page is kept once with the products' own
prices and a buyer with a list gets it with their list's tiers written in, from the list's tiers
kept per instance (decision 016).

${pricingTable(result.pricing)}

${pricingVerdict(result.pricing)}`;
}

function engineSection(result: EngineResult): string {
  const name = engineName(result.engine);
  const headings = engineHeadings(name);
  const rows = [...result.rows, ...result.pricing.flatMap((pair) => [pair.priced, pair.unpriced])];
  const outbox = outboxTable(rows);
  const changes = changesTable(rows);
  return `${headings.section}

Measured ${utc(result.measuredAt)}; ${result.seedNote}.

Every cache off is the server started with ${CACHES.flatMap((cache) => Object.entries(cache.off))
    .map(([name, value]) => `\`${name}=${value}\``)
    .join(', ')}
(bench/caches.ts: every cache of the server); caches on is the server with none of its cache
settings (its defaults). Figures "a / b" are the passes (${plural(passes, 'pass')} a row; the price-list rows
have ${pricingPasses}), each of ${load.duration} s; each ratio is to the reference measured just before it,
with the very same requests. The load average is the machine's over one minute, when the
measurement started and when it ended. CPU per request sums the passes: the server's processes,
${result.engine === 'postgres' ? 'the PostgreSQL backends of the bench database (from /proc, by their process titles)' : 'no separate database process (PGlite runs inside the server)'}, and the load generator (autocannon, in the bench process).

${summaryTable(rows)}

${pricingSection(result)}

${headings.off}

${detailTable(rows, 'off')}

${headings.on}

${detailTable(rows, 'on')}

${outbox ? `${headings.outbox}\n\nEach order row runs on servers started for it, which alone deliver the outbox (into a\ntemporary folder); they are measured once the warm-up's e-mails are out, and after the row the\nbench waits until no e-mail has been written for 3 s. The column before last is the CPU the\nservers and the database spent from the row's start until then, per order: the request and the\ne-mails it left to send (the row's own CPU figures stop at its end). The last is the row's\norders over the seconds from its start until its last e-mail went: the rate the order targets\nare judged by, since a server that answers orders faster by leaving their e-mails until after\nthe row has not done them faster (issue 25 point 4). The tables the runs grow are\nvacuumed before each order row, as autovacuum would (this machine's PostgreSQL runs without it).\n\n${outbox}` : ''}

${changes ? `### ${name}, the administrator's changes during the catalogue-changes row\n\n${changes}` : ''}

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

/** Minutes of load a run of these options puts on the machine, warm-ups included. */
function minutesOfLoad(readRowCount: number): number {
  const measurement = load.duration;
  const readRows = measures('reads') ? readRowCount * passes * 3 * measurement : 0;
  const pricingRows = measures('prices') ? 3 * 2 * pricingPasses * 3 * measurement : 0;
  const orderRow = (instances: number) =>
    passes * (measurement + 2 * (warmUpSeconds * instances + measurement));
  // One instance without rules and one with (issue 29 point 10); two instances on PostgreSQL.
  const orderRows = (engine: string) =>
    measures('orders') ? 2 * orderRow(1) + (engine === 'postgres' ? orderRow(2) : 0) : 0;
  const perEngine = (engine: string) =>
    2 * warmUpSeconds + readRows + pricingRows + orderRows(engine);
  return Math.ceil(engines.reduce((sum, engine) => sum + perEngine(engine), 0) / 60);
}

// ---- the run ----

console.log('reference: Fastify hello world');
const helloServer = await startServer(
  'apps/api/bench/hello-server.ts',
  { ...process.env, PORT: String(PORTS.hello) },
  `http://${HOST}:${PORTS.hello}/`,
);
const hello = target([PORTS.hello], [helloServer]);
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
  that draw from every buyer draw mostly those, orders included. The scale tenants have no lists.`;
}
const commandLine = [
  'npm run bench --',
  `--engines ${values.engines}`,
  `--products ${sizes.products} --buyers ${sizes.buyers} --customers ${sizes.customers}`,
  `--price-lists ${sizes.priceLists} --price-entries ${sizes.priceEntries}`,
  `--connections ${load.connections} --duration ${load.duration} --passes ${passes}`,
  `--pricing-passes ${pricingPasses} --warm-up ${warmUpSeconds}`,
  `--statements ${values.statements || "''"}`,
  rowSet === 'all' ? '' : `--rows ${rowSet}`,
  values.scale ? '--scale' : '',
  values.out ? `--out ${values.out}` : '',
]
  .filter(Boolean)
  .join(' ');

const levels = first?.catalogue.categoryLevels.filter((level) => level.length > 0);
const SUMMARY_PLACE = '<!-- summary: written from the tables below (bench/summary.ts) -->';

const document = `# Performance

Measured ${utc(new Date())} on this project's machine kind
(${cpus().length} cores shared by the server, the database and the load generator, Node ${process.version}).

Command that produced it (it seeds what is missing, then measures; about
${minutesOfLoad(first ? readRowSpecs(first).length + ledgerRowSpecs(first).length : 0)} minutes of load, plus seeding and server starts). Each engine's section and the
scale section say when they were measured: a run keeps those of what it does not measure, and
the summary is written from whichever tables the document then holds.

\`\`\`
${commandLine}
\`\`\`

## Method (issue 17 point 1, issue 25)

- Catalogue: tenant \`${code}\` with ${fmt(Number(sizes.products))} products in a five-level category tree
  (${levels ? `${fmt(levels.reduce((n, level) => n + level.length, 0))} categories, ${levels.map((l) => fmt(l.length)).join(' / ')} by level` : 'five levels'}). Descriptions take one word from each of five classes
  (adjective, material, item, finish, use) of a ${benchVocabulary().length}-word vocabulary, drawn with a Zipf skew:
  a search word meets from a handful to thousands of products (src/seed/bench). Products carry
  ${BENCH_ATTRIBUTES.length} filter attributes (${BENCH_ATTRIBUTES.map((a) => a.name[0].toLowerCase()).join(', ')}; src/seed/bench/bench-attributes.ts),
  whose words are searched (weight C) and whose values the facets count; the scale tenants have none.
- Buyers: ${fmt(Number(sizes.buyers))} users of ${fmt(Number(sizes.customers))} customers (each with a shipping address), approved
  with the customer role, and ${BENCH_ADMINS} administrators. Every second customer keeps two approval
  rules (an order total above ${fmt(BENCH_UNREACHED, 2)}, more than 1,000 lines) and its buyers a monthly spending
  limit of ${fmt(BENCH_UNREACHED, 2)} that would send an order over it for approval: none holds a bench order,
  each is read and counted (issue 29 point 10). Each run gives every buyer a session of its own,
  written as sign-in writes one (the SHA-256 of a fresh random token); sign-in over HTTP is
  exercised on every server started to prove the path. Every request carries a random buyer's token.
${priceListsMethod()}
- Requests (bench/request-mix.ts), every one drawn when sent from a seeded random: product list at
  a random page 1-${first ? lastListPage(first.catalogue) : MAX_LIST_PAGE} (12 per page); search for a term of an open vocabulary (${searchWeights()}
  in a hundred: catalogue words with the catalogue's own skew, word pairs, a letter dropped or two
  swapped, made-up words that match nothing, the first 3 to 7 digits of a part number), not a
  fixed list; category filter on a level of the tree first, then a category of that level, on
  page 1-${CATEGORY_PAGES} (a top-level category of thousands of products weighs as buyers browsing from the top
  make it weigh); details of a random product; the mix ${mixWeights()} of those; the
  mix while an administrator edits ${CHANGES_PER_SECOND.products} product and changes ${CHANGES_PER_SECOND.entries} price-list entry a second through the
  admin API with their own session (bench/catalogue-changes.ts); order creation with 5 random
  sellable lines for the buyer's own customer and address, each order e-mailing the buyer and
  the ${BENCH_ADMINS} administrators through the outbox: by the buyers of the customers without rules, and
  (one instance) by those of the customers with rules and limits, the two rows pass by pass side
  by side, each first in turn.
- Nothing read before it is measured (bench/scenario.ts): after sign-in and a session check on a page no row asks
  for, each server started gets ${warmUpSeconds} s of the mix (orders, for a server started for an order
  row; an order row's two servers get twice as long together, so that each meets as many orders
  as a lone server) drawn from a warm-up seed; each pass of each row is drawn from a measurement seed of its
  own, and the two kinds of seed never meet. No search term or category is read before it is
  measured.
- Load: autocannon with ${load.connections} connections for ${load.duration} s per measurement, ${plural(passes, 'pass')} a row, on the
  same machine. Each server keeps its default pool of ${DEFAULT_POOL_SIZE} PostgreSQL connections.
- Interleaving: for each engine and row, the reference (Fastify's hello world, bench/hello-server.ts,
  answering any path) driven by the same requests, then the server with every cache off, then with
  caches on; then all three again, for each pass. The catalogue rows' two servers run side by
  side (PGlite: the caches-on server on a copy of the data directory), started once per engine.
  The order rows run after those servers are stopped, each measurement on servers started for it
  (one instance, or two API processes against the same PostgreSQL), which alone deliver the
  outbox: their e-mails are counted within the row and after it.
- CPU per request: CPU seconds spent during the measurement by the server's processes, the
  PostgreSQL backends of the bench database and the bench process itself, over the requests
  completed. The machine's load average is recorded beside each measurement.

## Targets (issue 25)

PostgreSQL, 50 connections, each judged by the worse end of its measured range:
- orders, counted with their e-mails out (the e-mails table's last column), at least
  ${fmt(TARGETS.ordersPerSecond)} a second on one instance with caches on, and at least
  ${fmt(TARGETS.ordersShareOfHello, 2)} of hello world; two instances at least as fast as one;
- the mix with caches on at least ${fmt(TARGETS.mixOnRps)} req/s with p99 under ${TARGETS.mixOnP99Ms} ms, and at least
  ${fmt(TARGETS.mixOnShareOfHello, 2)} of hello world;
- the mix with every cache off at least ${fmt(TARGETS.mixOffRps)} req/s;
- a buyer with a price list within ${fmt(TARGETS.pricedWithin, 1)}x of one without, on every price-list row, both
  settings;
- (issue 29 point 10) orders with approval rules and a spending limit present within
  ${fmt(TARGETS.rulesWithin, 1)}x of orders without, one instance, caches on, pass by pass (with their
  e-mails out, as above).

Earlier targets stand beside them: every catalogue statement under 1 ms at p90 (the statement
table below, issue 17 point 2); the mix on a tenant of 1,000,000 products among 100 tenants
within 1.3x of a tenant of 10,000 (issue 17 point 6).

${SUMMARY_PLACE}

${engineSections()}

${scaleSection(scale)}

${markedSection(outPath, SQL_CAPS_MARKERS)}

${['postgres', 'pglite'].map((engine) => markedSection(outPath, statementsMarkers(engine))).join('\n\n')}

${markedSection(outPath, LIGHTHOUSE_MARKERS)}
`;

const report = document
  .replace(SUMMARY_PLACE, () => summarySection(document, ['postgres', 'pglite'].map(engineName)))
  .replace(/\n{3,}/g, '\n\n');

if (outFile) {
  writeFileSync(outPath, report);
  console.log(`\nWrote ${outFile}`);
}
console.log(`\n${summarySection(report, ['postgres', 'pglite'].map(engineName))}`);

import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { createOrderRequest } from '@portal/contract';
import type { Database } from '../src/db/schema.ts';
import { findLiveSession, type SessionContext } from '../src/modules/auth/session.repository.ts';
import { hashToken } from '../src/modules/auth/session-tokens.ts';
import {
  listProducts,
  productDetails,
  type TenantRef,
} from '../src/modules/catalogue/catalogue.service.ts';
import { ANCHOR_STEP } from '../src/modules/catalogue/list-anchors.ts';
import { createOrder } from '../src/modules/orders/orders.service.ts';
import type { Member } from '../src/core/callers.ts';
import { benchSearchTerms, seededRandom } from '../src/seed/bench/vocabulary.ts';
import { SQL_CAPS_MARKERS, withMarkedSection } from './performance-doc.ts';
import {
  DefinedValues,
  differingParameters,
  parseTps,
  isPrepared,
  pgbenchScript,
  type CapturedStatement,
  type ScriptSpec,
} from './pgbench-script.ts';
import { repoRoot } from './processes.ts';
import {
  CATEGORY_PAGES,
  MAX_LIST_PAGE,
  orderBody,
  PER_PAGE,
  type BenchBuyer,
} from './request-mix.ts';
import { openBenchSessions, readBenchCatalogue } from './run-data.ts';
import { capsTable, httpFigures, type CapRoute, type CapRow } from './sql-caps-report.ts';

/**
 * `npm run bench:caps`: the cap of each route's own SQL on this machine. The app's own service
 * and repository functions run once against the bench database through a Kysely whose log keeps
 * each statement's text and parameters (after a first call, so that what the app keeps per
 * catalogue version, totals, search matches and deep-page anchors, is already read, as in a long
 * run); pgbench then sends those statements, one request per transaction, from 50 clients, with
 * the request's varying values drawn per transaction (bench/pgbench-script.ts). The figure is what
 * PostgreSQL on this machine can answer for the route with no HTTP server and no Node in the way.
 */
const { values } = parseArgs({
  options: {
    tenant: { type: 'string', default: 'BENCH' },
    duration: { type: 'string', default: '5' },
    clients: { type: 'string', default: '50' },
    threads: { type: 'string', default: '2' },
    // pgbench takes at most 128 scripts per run.
    variants: { type: 'string', default: '100' },
    orders: { type: 'string', default: '20' },
    out: { type: 'string', default: 'docs/PERFORMANCE.md' },
    // A directory to keep the pgbench scripts in, to read or rerun them.
    scripts: { type: 'string' },
  },
});
const code = values.tenant.toUpperCase();
const variants = Math.min(120, Number(values.variants));
const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
const idleMinutes = Number(process.env.SESSION_IDLE_MINUTES ?? 120);
const PGBENCH = process.env.PGBENCH ?? 'pgbench';

let recording: CapturedStatement[] | undefined;
const log = (event: LogEvent) => {
  if (event.level === 'query' && recording) {
    recording.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
  }
};

// The same type parsers as the server's pool (src/db/database.ts).
const NUMERIC = 1700;
const INT8 = 20;
const DATE = 1082;
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
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });

/** The statements one call sends, after a first call that reads what the app keeps. */
async function capture<T>(
  call: () => Promise<T>,
  warm = true,
): Promise<{ statements: CapturedStatement[]; result: T }> {
  if (warm) await call();
  recording = [];
  try {
    const result = await call();
    return { statements: recording, result };
  } finally {
    recording = undefined;
  }
}

function sample<T>(list: readonly T[], count: number, seed: number): T[] {
  const random = seededRandom(seed);
  const pool = [...list];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  return picked;
}

interface Variant {
  spec: ScriptSpec;
  weight: number;
}

interface Route {
  route: CapRoute;
  name: string;
  variants: Variant[];
  sessionKept: boolean;
}

/** A script whose one varying value is a page, drawn in [low, high], read `from` at page low. */
async function pagedVariant(
  read: (page: number) => Promise<unknown>,
  low: number,
  high: number,
): Promise<Variant> {
  const first = await capture(() => read(low));
  if (high === low) return { spec: { statements: first.statements }, weight: 1 };
  const second = await capture(() => read(low + 1));
  const differing = differingParameters(first.statements, second.statements);
  const offset = differing[0];
  if (differing.length !== 1 || Number(offset!.to) - Number(offset!.from) !== PER_PAGE) {
    throw new Error(`pages ${low} and ${low + 1} differ by more than their offset`);
  }
  return {
    spec: {
      statements: first.statements,
      sets: [
        `\\set page random(${low}, ${high})`,
        `\\set off ${Number(offset!.from)} + ${PER_PAGE} * (:page - ${low})`,
      ],
      varying: [{ statement: offset!.statement, parameter: offset!.parameter, variable: 'off' }],
    },
    weight: high - low + 1,
  };
}

/** The route's script with the session check of `session` in front of its statements. */
function withSessionCheck(spec: ScriptSpec, session: ScriptSpec): ScriptSpec {
  const shift = session.statements.length;
  return {
    statements: [...session.statements, ...spec.statements],
    sets: [...(session.sets ?? []), ...(spec.sets ?? [])],
    varying: (spec.varying ?? []).map((v) => ({ ...v, statement: v.statement + shift })),
    gset: spec.gset && { ...spec.gset, statement: spec.gset.statement + shift },
  };
}

const run = promisify(execFile);
const scriptDir = values.scripts
  ? resolve(values.scripts)
  : mkdtempSync(join(tmpdir(), 'sql-caps-'));
mkdirSync(scriptDir, { recursive: true });
let scriptCount = 0;

async function pgbench(specs: readonly Variant[]): Promise<number> {
  const defined = new DefinedValues();
  const files = specs.map(({ spec, weight }) => {
    const path = join(scriptDir, `s${++scriptCount}.sql`);
    writeFileSync(path, pgbenchScript(spec, defined));
    return `${path}@${weight}`;
  });
  const args = [
    '-n',
    '-c',
    values.clients,
    '-j',
    values.threads,
    '-T',
    values.duration,
    '-M',
    'simple',
    ...files.flatMap((file) => ['-f', file]),
    ...defined.args(),
    postgresUrl,
  ];
  writeFileSync(join(scriptDir, `run${scriptCount}.args`), args.join('\n'));
  const { stdout, stderr } = await run(PGBENCH, args, { maxBuffer: 64 * 1024 * 1024 });
  if (/failed transactions: [1-9]/.test(stdout) || /error/i.test(stderr)) {
    throw new Error(`pgbench reported errors:\n${stdout}\n${stderr.slice(0, 2000)}`);
  }
  return parseTps(stdout);
}

const rows: CapRow[] = [];
const pgbenchVersion = (await run(PGBENCH, ['--version'])).stdout.trim();
const catalogue = await readBenchCatalogue(db, code);
/** A fixed sample of the catalogue's own words (this bench times statements, not buyers). */
const searchTerms = benchSearchTerms(catalogue.products);
try {
  const tenant = await db
    .selectFrom('tenants')
    .select(['id', 'code'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const ref: TenantRef = { id: tenant.id, code: tenant.code };
  const routes: Route[] = [];

  // Sessions written as sign-in writes them, so that each check finds a live one.
  console.log('capturing the statements');
  const buyers = sample(await openBenchSessions(db, code, 24), variants, 1);
  const sessions: { buyer: BenchBuyer; spec: ScriptSpec; context: SessionContext }[] = [];
  for (const buyer of buyers) {
    const { statements, result } = await capture(
      () => findLiveSession(db, hashToken(buyer.token), code, idleMinutes),
      false,
    );
    if (!result) throw new Error('a bench session was not found live');
    sessions.push({ buyer, spec: { statements }, context: result });
  }
  routes.push({
    route: 'session',
    name: 'Session check (findLiveSession)',
    variants: sessions.map((s) => ({ spec: s.spec, weight: 1 })),
    sessionKept: false,
  });

  // List: one script per anchor of the list order (the page's seek starts at it), page drawn
  // within the anchor's pages; the pages before the first anchor are read by offset.
  const list = (page: number) =>
    listProducts(db, ref, { page, per_page: PER_PAGE, search: '' }, 'en', null);
  const lastPage = Math.max(1, Math.min(MAX_LIST_PAGE, Math.ceil(catalogue.products / PER_PAGE)));
  const listVariants: Variant[] = [];
  for (let low = 1; low <= lastPage;) {
    const anchor = Math.floor(((low - 1) * PER_PAGE) / ANCHOR_STEP);
    let high = low;
    while (high < lastPage && Math.floor((high * PER_PAGE) / ANCHOR_STEP) === anchor) high++;
    listVariants.push(await pagedVariant(list, low, high));
    low = high + 1;
  }
  routes.push({
    route: 'list',
    name: `Product list (page 1-${lastPage})`,
    variants: listVariants,
    sessionKept: true,
  });

  const terms = sample(searchTerms, variants, 2);
  const searchVariants: Variant[] = [];
  for (const search of terms) {
    const { statements } = await capture(() =>
      listProducts(db, ref, { page: 1, per_page: PER_PAGE, search }, 'en', null),
    );
    searchVariants.push({ spec: { statements }, weight: 1 });
  }
  routes.push({
    route: 'search',
    name: `Search (${terms.length} of ${searchTerms.length} terms)`,
    variants: searchVariants,
    sessionKept: true,
  });

  const categories = sample(catalogue.categoryIds, variants, 3);
  const categoryVariants: Variant[] = [];
  for (const categoryId of categories) {
    categoryVariants.push(
      await pagedVariant(
        (page) =>
          listProducts(db, ref, { page, per_page: PER_PAGE, search: '', categoryId }, 'en', null),
        1,
        CATEGORY_PAGES,
      ),
    );
  }
  routes.push({
    route: 'category',
    name: `Category filter (${categories.length} of ${catalogue.categoryIds.length} categories, page 1-${CATEGORY_PAGES})`,
    variants: categoryVariants,
    sessionKept: true,
  });

  // Details: any product, drawn per transaction when the ids are one range (the bench seed's).
  const ids = [...catalogue.productIds].sort((a, b) => a - b);
  const [firstId, lastId] = [ids[0]!, ids[ids.length - 1]!];
  const details = (id: number) => productDetails(db, ref, id, 'en', null);
  let detailVariants: Variant[];
  if (lastId - firstId + 1 === ids.length && ids.length > 1) {
    const a = await capture(() => details(firstId));
    const b = await capture(() => details(firstId + 1));
    const differing = differingParameters(a.statements, b.statements);
    if (differing.some((d) => Number(d.to) - Number(d.from) !== 1)) {
      throw new Error('details of two products differ by more than the id');
    }
    detailVariants = [
      {
        spec: {
          statements: a.statements,
          sets: [`\\set id random(${firstId}, ${lastId})`],
          varying: differing.map((d) => ({ ...d, variable: 'id' })),
        },
        weight: 1,
      },
    ];
  } else {
    detailVariants = [];
    for (const id of sample(ids, variants, 4)) {
      detailVariants.push({
        spec: { statements: (await capture(() => details(id))).statements },
        weight: 1,
      });
    }
  }
  routes.push({
    route: 'details',
    name: 'Product details (random product)',
    variants: detailVariants,
    sessionKept: true,
  });

  // Orders: placed for real through the service (they are numbered as they commit), each its own
  // buyer and lines; the script reads the number of the order it wrote itself (\gset).
  const random = seededRandom(5);
  const saleDate = new Date().toISOString().slice(0, 10);
  const orderVariants: Variant[] = [];
  for (const { buyer, context } of sessions.slice(0, Number(values.orders))) {
    const member: Member = {
      tenantId: context.tenantId!,
      tenantCode: context.tenantCode!,
      userId: context.userId,
      email: context.email,
      name: `${context.firstName} ${context.lastName}`.trim(),
      role: context.role!,
      customerId: context.customerId,
      repCode: context.repCode,
      companyRole: context.companyRole!,
      shipToAddressIds: context.shipToAddressIds,
      seesAllOrders: context.seesAllOrders!,
      seesInvoices: context.seesInvoices!,
      tokenHash: context.tokenHash,
      priceList: context.priceList,
    };
    const input = createOrderRequest.parse(
      JSON.parse(orderBody(buyer, catalogue, random, saleDate)),
    );
    const { statements, result } = await capture(
      () => createOrder(db, member, input, undefined),
      false,
    );
    const write = statements.findIndex((s) => /insert into orders/i.test(s.sql));
    const numberRead = statements.length - 1;
    const idParameter = statements[numberRead]!.parameters.findIndex((p) => p === result.id);
    if (write < 0 || write >= numberRead || idParameter < 0) {
      throw new Error('the order statements are not a write followed by the read of its number');
    }
    orderVariants.push({
      spec: {
        statements,
        gset: { statement: write, prefix: 'o_' },
        varying: [{ statement: numberRead, parameter: idParameter, variable: 'o_id' }],
      },
      weight: 1,
    });
  }
  routes.push({
    route: 'order',
    name: 'Order creation, 5 lines, one tenant',
    variants: orderVariants,
    sessionKept: false,
  });

  for (const route of routes) {
    const statements = route.variants[0]!.spec.statements;
    const withSession = route.variants.map((v, i) => ({
      spec: withSessionCheck(v.spec, sessions[i % sessions.length]!.spec),
      weight: v.weight,
    }));
    const protocol = `${statements.filter(isPrepared).length} of ${statements.length}`;
    const alone = route.route === 'session' ? undefined : await pgbench(route.variants);
    const withCheck = await pgbench(route.route === 'session' ? route.variants : withSession);
    console.log(
      `${route.name}: ${statements.length} statements, ${alone === undefined ? '' : `${alone.toFixed(0)} tps alone, `}${withCheck.toFixed(0)} tps with the session check (${protocol})`,
    );
    rows.push({
      route: route.route,
      name: route.name,
      statements: statements.length,
      protocol,
      scripts: route.variants.length,
      tpsAlone: alone,
      tpsWithSession: withCheck,
      sessionKept: route.sessionKept,
    });
  }
} finally {
  if (!values.scripts) rmSync(scriptDir, { recursive: true, force: true });
  await db.destroy();
}

const out = resolve(repoRoot, values.out);
const document = (() => {
  try {
    return readFileSync(out, 'utf8');
  } catch {
    return '';
  }
})();
const section = `## The cap of each route's own SQL (pgbench)

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:caps -- --duration ${values.duration}\` on tenant \`${code}\` (${catalogue.products.toLocaleString('en-US')} products), ${pgbenchVersion}: \`pgbench -n -c ${values.clients} -j ${values.threads} -T ${values.duration}\` on the bench database, one transaction per request. Each route's statements are captured from the app's own functions (findLiveSession, listProducts, productDetails, createOrder) through Kysely's log, after a first call, so that what the app keeps per catalogue version (totals, search matches, deep-page anchors) is already read; pgbench (\`-M simple\`) sends the same texts with the same values (\`-D\` variables; the page, its offset and the product id drawn per transaction by \`\\set\`). A statement the app prepares is prepared once per pgbench connection (PREPARE, under the name the app gives it, whatever script runs it) and run by EXECUTE, so it keeps the generic plan the app's prepared statement gets; any other is sent with its values written in and planned for them, as PostgreSQL plans the app's unnamed statement with parameters (bench/pgbench-script.ts). EXECUTE through the simple protocol costs a little more than the app's bind and execute. Scripts: list, one per anchor of the list order (its pages drawn within it, weighted by their number); search, categories and sessions, a sample of the bench's terms, categories and buyers; details, one script over every product id. Orders are placed for real (as the app does: the order statement commits on its own, numbered by the deferred trigger with its commit asynchronous, then the flushing read of its number, which the script takes from the write by \`\\gset\`); the three reads the app runs side by side on three connections run one after the other here. With caches on, a catalogue read and an order take their session check from the checks the server keeps (SESSION_CACHE), so their cap is the tps of their SQL alone. The HTTP figures are those of the PostgreSQL summary above, as \`npm run bench\` last wrote them; its server with every cache off checks every session in the database, so its share is of the cap with the session check (and a search or category page of that server also reads its list, which the scripts, captured after a first call, do not).

${capsTable(rows, httpFigures(document))}`;
writeFileSync(out, withMarkedSection(out, SQL_CAPS_MARKERS, section));
console.log(`\nWrote the SQL caps into ${values.out}`);

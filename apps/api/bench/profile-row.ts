import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/database.ts';
import { seededRandom } from '../src/seed/bench/vocabulary.ts';
import { withCachesOff, withDefaultCaches } from './caches.ts';
import { describe, measure, type Measurement, type Target } from './measure.ts';
import { readOutboxStats, waitForOutboxQuiet } from './outbox.ts';
import { startServer, stopServer } from './processes.ts';
import {
  buyersSpreadOverLists,
  requestGenerator,
  type BenchBuyer,
  type RowKind,
} from './request-mix.ts';
import { BENCH_HOST, benchPostgresUrl, postgresEnv, SESSION_HOURS } from './server-env.ts';
import {
  ledgerBuyers,
  openBenchSessions,
  readBenchCatalogue,
  refreshStatistics,
} from './run-data.ts';

/**
 * `npm run bench:row -- --kind order --setting on [--prof DIR]`: one row of the bench alone, on a
 * server of its own, to see where that row's time goes without the whole run. The row is drawn
 * like the bench's (random buyers with sessions of their own, the same generators), after a
 * warm-up from another seed (5 s, or --warm-up S: a fresh server reads its search index and facet
 * store under the first seconds' load), on PostgreSQL's bench tenant (seeded by `npm run bench`).
 * --instances 2 runs it on two API processes, as the bench's two-instance order row; --buyers
 * with-list or without-list draws a pricing pair's population (bench/run.ts) instead of the
 * bench's half of the buyers; a ledger row (invoices, statement) draws its customer's buyers, as
 * the bench's. With --prof, the server writes a V8 CPU profile into DIR when it stops. Its
 * figures are not the bench's: no reference beside them and one pass; the bench's document is
 * written by `npm run bench` alone.
 */
const { values } = parseArgs({
  options: {
    kind: { type: 'string', default: 'details' },
    setting: { type: 'string', default: 'on' },
    duration: { type: 'string', default: '15' },
    prof: { type: 'string' },
    instances: { type: 'string', default: '1' },
    buyers: { type: 'string', default: 'half' },
    'warm-up': { type: 'string', default: '5' },
  },
});
const KINDS: readonly RowKind[] = [
  'list',
  'search',
  'category',
  'details',
  'mix',
  'order',
  'facets',
  'suggest',
  'invoices',
  'statement',
];
const kind = values.kind as RowKind;
const duration = Number(values.duration);
const instances = Number(values.instances);
const warmUp = Number(values['warm-up']);
const refused = !KINDS.includes(kind)
  ? `--kind is one of ${KINDS.join(', ')}`
  : values.setting !== 'on' && values.setting !== 'off'
    ? '--setting is on or off'
    : !Number.isInteger(duration) || duration < 1
      ? '--duration is a whole number of seconds'
      : ![1, 2, 3].includes(instances)
        ? '--instances is 1, 2 or 3'
        : !['half', 'with-list', 'without-list'].includes(values.buyers)
          ? '--buyers is half, with-list or without-list'
          : undefined;
if (refused) {
  console.error(refused);
  process.exit(2);
}

const url = benchPostgresUrl;
const PORTS = [3320, 3321, 3322].slice(0, instances);
const { db, close } = await openDatabase({ engine: 'postgres', url });
const buyers = await openBenchSessions(db, 'BENCH', SESSION_HOURS);
const catalogue = await readBenchCatalogue(db, 'BENCH');
// What earlier rows grew is vacuumed first, as the bench does: rows run one after another would
// otherwise each find more dead outbox rows than the one before, and an A/B of two versions
// would favour whichever ran first.
await refreshStatistics(db);
await close();

// processes.ts reads the profile folder from the bench's own environment.
if (values.prof) process.env.BENCH_CPU_PROF_DIR = values.prof;
const ledgerRow = kind === 'invoices' || kind === 'statement';
/**
 * The buyers the row draws from: a ledger row's are its customer's, as the bench's (bench/run.ts);
 * else the bench's half (an order row's population), or the buyers of a pricing pair: those whose
 * customer has no price list, or as many spread over the lists.
 */
function population(which: string): BenchBuyer[] {
  if (ledgerRow) return ledgerBuyers(buyers);
  if (which === 'half') return buyers.slice(0, Math.ceil(buyers.length / 2));
  const unpriced = buyers.filter((buyer) => buyer.priceListId === null);
  if (which === 'without-list') return unpriced;
  const priced = buyers.filter((buyer) => buyer.priceListId !== null);
  return buyersSpreadOverLists(priced, unpriced.length);
}

// A folder of the run's own: e-mails piled up over runs slow the writing of each.
const outboxDir = mkdtempSync(join(tmpdir(), 'portal-bench-row-outbox-'));
/** The row's e-mails, read as the bench reads them (outbox.ts) once the outbox is quiet. */
async function emailsOfRow(from: Date, to: Date, measured: Measurement): Promise<string> {
  if (!(await waitForOutboxQuiet(outboxDir))) return '; the outbox did not go quiet';
  const database = await openDatabase({ engine: 'postgres', url });
  try {
    const stats = await readOutboxStats(
      database.db,
      'BENCH',
      from,
      to,
      measured.requests - measured.errors,
    );
    const rate = stats.ordersWithEmailsPerSecond;
    return rate === null
      ? `; ${stats.pending} e-mails left undelivered`
      : `; e-mails out ${(stats.restSeconds ?? 0).toFixed(1)} s after the row: ${Math.round(rate)} orders/s with their e-mails`;
  } finally {
    await database.close();
  }
}

const env = (port: number) => ({
  ...postgresEnv(url),
  PORT: String(port),
  OUTBOX_DIR: outboxDir,
});
// With --instances 2 or 3, API processes on the same database, as the bench's two-instance order
// row runs them, the load generator's connections spread over them.
const servers: ChildProcess[] = [];
try {
  for (const port of PORTS) {
    servers.push(
      await startServer(
        'apps/api/src/server.ts',
        values.setting === 'off' ? withCachesOff(env(port)) : withDefaultCaches(env(port)),
        `http://${BENCH_HOST}:${port}/api/health`,
      ),
    );
  }
  const target: Target = {
    bases: PORTS.map((port) => `http://${BENCH_HOST}:${port}`),
    pids: servers.map((server) => server.pid),
    database: new URL(url).pathname.slice(1),
  };
  const who = population(values.buyers);
  const draw = (seed: number) => requestGenerator(kind, [catalogue], who, seededRandom(seed));
  // As the bench's order rows: each server gets a lone server's warm-up.
  await measure(target, draw(11), { connections: 50, duration: warmUp * instances });
  if (kind === 'order') await waitForOutboxQuiet(outboxDir);
  const from = new Date();
  const measured = await measure(target, draw(12), { connections: 50, duration });
  const to = new Date();
  // The servers deliver what the row left in the outbox before they stop: a backlog left behind
  // would be delivered during the next run's row, and counted in its figures.
  const emails = kind === 'order' ? await emailsOfRow(from, to, measured) : '';
  console.log(
    `${kind}, caches ${values.setting}, ${instances} instance(s), buyers ${ledgerRow ? 'of the ledger customer' : values.buyers}: ${describe(measured)}${emails}`,
  );
} finally {
  for (const server of servers) await stopServer(server);
  rmSync(outboxDir, { recursive: true, force: true });
}

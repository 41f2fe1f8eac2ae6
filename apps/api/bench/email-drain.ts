import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/database.ts';
import { seededRandom } from '../src/seed/bench/vocabulary.ts';
import { withDefaultCaches } from './caches.ts';
import { cpuBetween, samplePostgresBackends, sampleTree, sampleTreeSystem } from './cpu.ts';
import { describe, measure } from './measure.ts';
import { waitForOutboxQuiet } from './outbox.ts';
import { startServer, stopServer } from './processes.ts';
import { requestGenerator } from './request-mix.ts';
import { BENCH_HOST, benchPostgresUrl, postgresEnv, SESSION_HOURS } from './server-env.ts';
import {
  openBenchSessions,
  plainOrderBuyers,
  readBenchCatalogue,
  refreshStatistics,
} from './run-data.ts';

/**
 * `npm run bench:emails -- [--seconds 8] [--rounds 3]`: what an order costs, and apart from it
 * what its e-mails cost (decision 062). Each round places orders for --seconds on a server whose
 * outbox worker is off (the order row's buyers and generator, 50 connections), stops it, then
 * starts a server with the worker that answers no request and lets it deliver them until no
 * e-mail has been written for QUIET_MS. The drain's CPU (the server's processes, their system
 * part, and PostgreSQL's backends of the bench database), over the e-mails written, is what an
 * e-mail costs the outbox: claim, read, write, record. On PostgreSQL's bench tenant (seeded by
 * `npm run bench`); one line a round, no reference beside it: a tool, not the bench's document.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
if (![seconds, rounds].every((value) => Number.isInteger(value) && value >= 1)) {
  console.error('--seconds and --rounds are whole numbers, at least 1');
  process.exit(2);
}

/** How long the outbox folder stays unchanged before the drain counts as over. */
const QUIET_MS = 2_000;
const PORT = 3330;
const url = benchPostgresUrl;
const database = new URL(url).pathname.slice(1);
const msEach = (cpuSeconds: number, count: number) => ((1000 * cpuSeconds) / count).toFixed(3);

const { db, close } = await openDatabase({ engine: 'postgres', url });
const buyers = await openBenchSessions(db, 'BENCH', SESSION_HOURS);
const catalogue = await readBenchCatalogue(db, 'BENCH');
await close();
const who = plainOrderBuyers(buyers);

for (let round = 1; round <= rounds; round++) {
  const outboxDir = mkdtempSync(join(tmpdir(), 'portal-bench-emails-'));
  const env = (worker: boolean) =>
    withDefaultCaches({
      ...postgresEnv(url),
      PORT: String(PORT),
      OUTBOX_DIR: outboxDir,
      OUTBOX_WORKER: String(worker),
    });
  const ready = `http://${BENCH_HOST}:${PORT}/api/health`;
  // Stopped however the round ends: a server left running would hold the port and the database.
  const running = new Set<ChildProcess>();
  const start = async (worker: boolean) => {
    const server = await startServer('apps/api/src/server.ts', env(worker), ready);
    running.add(server);
    return server;
  };
  const stop = async (server: ChildProcess) => {
    running.delete(server);
    await stopServer(server);
  };
  try {
    // What earlier rounds grew is vacuumed first, as bench:row does.
    const stats = await openDatabase({ engine: 'postgres', url });
    await refreshStatistics(stats.db);
    await stats.close();

    const writer = await start(false);
    const target = { bases: [`http://${BENCH_HOST}:${PORT}`], pids: [writer.pid], database };
    const draw = requestGenerator('order', [catalogue], who, seededRandom(100 + round));
    const placed = await measure(target, draw, { connections: 50, duration: seconds });
    await stop(writer);

    const deliverer = await start(true);
    const [server0, system0, backends0] = [
      sampleTree(deliverer.pid),
      sampleTreeSystem(deliverer.pid),
      samplePostgresBackends(database),
    ];
    const started = Date.now();
    const quiet = await waitForOutboxQuiet(outboxDir, { quietMs: QUIET_MS });
    const drainSeconds = (Date.now() - QUIET_MS - started) / 1000;
    const [server, system, backends] = [
      cpuBetween(server0, sampleTree(deliverer.pid)),
      cpuBetween(system0, sampleTreeSystem(deliverer.pid)),
      cpuBetween(backends0, samplePostgresBackends(database)),
    ];
    await stop(deliverer);
    const emails = readdirSync(outboxDir).length;
    if (emails === 0) {
      console.log(`round ${round}: orders with the worker off: ${describe(placed)}; no e-mail`);
      continue;
    }
    console.log(
      `round ${round}: orders with the worker off: ${describe(placed)}; ` +
        `e-mails ${emails} in ${drainSeconds.toFixed(1)} s${quiet ? '' : ' (the outbox never went quiet)'}; ` +
        `CPU ms/e-mail: server ${msEach(server, emails)} (system ${msEach(system, emails)}), ` +
        `database ${msEach(backends, emails)}`,
    );
  } finally {
    for (const server of running) await stopServer(server);
    rmSync(outboxDir, { recursive: true, force: true });
  }
}

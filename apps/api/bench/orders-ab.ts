import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/database.ts';
import { seededRandom } from '../src/seed/bench/vocabulary.ts';
import { describe, measure, sampleTarget, targetCpuBetween, type Target } from './measure.ts';
import { waitForOutboxQuiet } from './outbox.ts';
import { requestGenerator } from './request-mix.ts';
import { openBenchSessions, readBenchCatalogue } from './run-data.ts';
import { BENCH_HOST, benchPostgresUrl, postgresEnv, SESSION_HOURS } from './server-env.ts';

/**
 * `npm run bench:orders-ab -- old=/path/to/other/checkout new=.`: what an order costs the server
 * and PostgreSQL, its e-mails included, for two or more checkouts in turn (`--rounds` times each,
 * alternating, so that the machine's drift weighs on all), on the bench tenant's database. Each
 * round starts the checkout's server, sends 8 s of orders from one seed, waits for their e-mails,
 * then measures `--duration` s of orders from another and waits for those e-mails too: the CPU
 * from the measured row's start to its last e-mail, divided by its orders. For a change on the
 * order path, where one pass of `npm run bench` cannot tell a few per cent from the noise.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
  },
});
const checkouts = positionals.map((arg) => {
  const [name, path] = arg.split('=');
  return { name: name!, root: resolve(path ?? '') };
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
if (checkouts.length < 2 || checkouts.some((c) => !c.name) || !(duration > 0) || !(rounds > 0)) {
  console.error('usage: npm run bench:orders-ab -- NAME=CHECKOUT NAME=CHECKOUT [--rounds 2]');
  process.exit(2);
}

const PORT = 3330;
const base = `http://${BENCH_HOST}:${PORT}`;
const { db, close } = await openDatabase({ engine: 'postgres', url: benchPostgresUrl });
const buyers = await openBenchSessions(db, 'BENCH', SESSION_HOURS);
const catalogue = await readBenchCatalogue(db, 'BENCH');
await close();
// The bench's order population: half the buyers (run.ts's order rows).
const who = buyers.slice(0, Math.ceil(buyers.length / 2));
const orders = (seed: number) => requestGenerator('order', [catalogue], who, seededRandom(seed));

async function startCheckout(root: string, outboxDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...postgresEnv(), PORT: String(PORT), OUTBOX_DIR: outboxDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; tries < 480; tries++) {
    if (child.exitCode !== null) throw new Error(`${root}: the server exited during start`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${root}: the server did not answer in 2 minutes`);
}

interface Round {
  name: string;
  rate: number;
  server: number;
  postgres: number;
  load: number;
}
const results: Round[] = [];
const database = new URL(benchPostgresUrl).pathname.slice(1);
for (let round = 1; round <= rounds; round++) {
  // Every checkout of a round is sent the same orders.
  const seed = 2 * round;
  for (const { name, root } of checkouts) {
    const outboxDir = mkdtempSync(join(tmpdir(), 'portal-orders-ab-'));
    const server = await startCheckout(root, outboxDir);
    try {
      const target: Target = { bases: [base], pids: [server.pid], database };
      // Warm-up seeds odd, measured seeds even (scenario.ts's rule): never the same orders.
      await measure(target, orders(seed + 1), { connections: 50, duration: 8 });
      await waitForOutboxQuiet(outboxDir);
      const before = sampleTarget(target);
      const measured = await measure(target, orders(seed), { connections: 50, duration });
      await waitForOutboxQuiet(outboxDir);
      const cpu = targetCpuBetween(before, sampleTarget(target));
      const perOrder = (seconds: number | null) => ((seconds ?? 0) * 1000) / measured.requests;
      results.push({
        name,
        rate: measured.rps,
        server: perOrder(cpu.server),
        postgres: perOrder(cpu.postgres),
        load: loadavg()[0]!,
      });
      console.log(`${name}, round ${round}: ${describe(measured)}`);
    } finally {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
      rmSync(outboxDir, { recursive: true, force: true });
    }
  }
}

const range = (values: number[], digits: number) => {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low.toFixed(digits) === high.toFixed(digits)
    ? low.toFixed(digits)
    : `${low.toFixed(digits)}-${high.toFixed(digits)}`;
};
console.log(
  `\n| checkout | rounds | orders/s | CPU ms an order with its e-mails: server | PostgreSQL | load average after |\n|---|---:|---:|---:|---:|---:|`,
);
for (const { name, root } of checkouts) {
  const mine = results.filter((result) => result.name === name);
  const cells = [
    `${name} (${root})`,
    String(mine.length),
    range(
      mine.map((r) => r.rate),
      0,
    ),
    range(
      mine.map((r) => r.server),
      2,
    ),
    range(
      mine.map((r) => r.postgres),
      2,
    ),
    range(
      mine.map((r) => r.load),
      2,
    ),
  ];
  console.log(`| ${cells.join(' | ')} |`);
}

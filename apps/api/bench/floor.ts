import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { describe, measure, type Measurement, type Target } from './measure.ts';
import { startServer, stopServer } from './processes.ts';
import type { GeneratedRequest } from './request-mix.ts';
import { floorTable, type FloorKind, type FloorRow } from './floor-report.ts';
import { BENCH_HOST, benchPostgresUrl } from './server-env.ts';

/**
 * `npm run bench:floor`: what this machine allows a request that touches PostgreSQL, whatever the
 * portal does around it. Fastify's hello world, then Fastify doing only one primary-key read, only
 * one order-sized write, and both (bench/floor-server.ts), each driven like the bench's rows (50
 * connections, same pool size, TCP), in passes, interleaved. The portal's targets (issue 25) are
 * compared with these floors by the worse pass, in the table the script writes.
 */
const { values } = parseArgs({
  options: {
    tenant: { type: 'string', default: 'BENCH' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    passes: { type: 'string', default: '2' },
    out: { type: 'string' },
  },
});
const HOST = BENCH_HOST;
const databaseUrl = benchPostgresUrl;
const database = new URL(databaseUrl).pathname.slice(1);
const load = { connections: Number(values.connections), duration: Number(values.duration) };
const passes = Number(values.passes);

const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
const tenant = await admin.query<{ id: number }>('select id from tenants where code = $1', [
  values.tenant.toUpperCase(),
]);
const tenantId = tenant.rows[0]?.id;
if (tenantId === undefined) throw new Error(`no tenant ${values.tenant}: seed the bench first`);
// The writes go to a schema of their own, dropped at the end: the portal's tables are untouched.
await admin.query(`drop schema if exists bench_floor cascade; create schema bench_floor;
  create table bench_floor.heads (id serial primary key, note text not null,
    created_at timestamptz not null default now());
  create table bench_floor.lines (head_id int not null references bench_floor.heads,
    line_no int not null, quantity int not null, primary key (head_id, line_no));`);

const request = (): GeneratedRequest => ({ method: 'GET', path: '/floor', headers: {} });

const KINDS: readonly { kind: FloorKind; name: string }[] = [
  { kind: 'hello', name: 'Fastify hello world (no database)' },
  { kind: 'read', name: 'One primary-key read of a product' },
  { kind: 'write', name: 'One write: a head and 5 lines in one statement, committed' },
  { kind: 'read-write', name: 'The read, then the write (two statements)' },
];

const rows: FloorRow[] = KINDS.map(({ kind, name }) => ({ kind, name, passes: [] }));
try {
  for (let pass = 1; pass <= passes; pass++) {
    for (const [i, { kind, name }] of KINDS.entries()) {
      const port = 3310 + i;
      const reference = kind === 'hello';
      const env = {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        FLOOR_TENANT_ID: String(tenantId),
        FLOOR_MODE: kind,
      };
      const script = reference
        ? 'apps/api/bench/hello-server.ts'
        : 'apps/api/bench/floor-server.ts';
      const ready = `http://${HOST}:${port}/${reference ? '' : 'health'}`;
      const server = await startServer(script, env, ready);
      try {
        const target: Target = {
          bases: [`http://${HOST}:${port}`],
          pids: [server.pid],
          database: reference ? undefined : database,
        };
        // A few seconds first, so that the pool is open and the statements prepared.
        await measure(target, request, { ...load, duration: 3 });
        const measured: Measurement = await measure(target, request, load);
        console.log(`  ${name}, pass ${pass}: ${describe(measured)}`);
        rows[i]!.passes.push(measured);
      } finally {
        await stopServer(server);
      }
    }
  }
} finally {
  await admin.query('drop schema if exists bench_floor cascade');
  await admin.end();
}

const header = `# What a request that touches PostgreSQL can cost at least, on this machine

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:floor -- --duration ${load.duration} --passes ${passes}\`
(load average at the end ${loadavg()[0]!.toFixed(2)}). ${load.connections} connections, the bench tenant
${values.tenant.toUpperCase()}, the portal's driver (node-postgres) and pool size (20) over TCP.`;
const document = `${header}\n\n${floorTable(rows)}\n`;
console.log(`\n${document}`);
if (values.out) writeFileSync(values.out, document);

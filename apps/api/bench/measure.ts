import autocannon, { type Request } from 'autocannon';
import { loadavg } from 'node:os';
import type { ChangeStats } from './catalogue-changes.ts';
import { cpuBetween, samplePostgresBackends, sampleTree, type CpuSample } from './cpu.ts';
import type { OutboxStats } from './outbox.ts';
import type { GeneratedRequest } from './request-mix.ts';

/** A server a row is measured against: one instance, or several sharing the connections. */
export interface Target {
  /** Each instance's address; autocannon spreads the connections over them in turn. */
  bases: readonly string[];
  /** The processes whose trees' CPU is the server's, one per instance. */
  pids: readonly (number | undefined)[];
  /** The PostgreSQL database its backends serve, when it has any (not the reference, not PGlite). */
  database?: string;
}

export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  requests: number;
  /** CPU milliseconds per completed request. */
  cpu: { server: number; postgres: number | null; bench: number };
  /** The machine's load average over one minute when the row started and when it ended. */
  load: { start: number; end: number };
  /** Orders: the e-mails of the row, and how many were delivered before it ended (outbox.ts). */
  outbox?: OutboxStats;
  /** The catalogue-changes row: the administrator's changes sent meanwhile. */
  changes?: ChangeStats;
}

export interface LoadOptions {
  connections: number;
  duration: number;
}

const sampleTrees = (pids: Target['pids']): CpuSample[] => pids.map((pid) => sampleTree(pid));

/** The CPU of a target's servers and PostgreSQL backends at one instant. */
export interface TargetCpu {
  servers: CpuSample[];
  postgres: CpuSample | undefined;
}

export const sampleTarget = (target: Target): TargetCpu => ({
  servers: sampleTrees(target.pids),
  postgres: target.database ? samplePostgresBackends(target.database) : undefined,
});

/** CPU seconds the target's servers and backends spent between two samples. */
export function targetCpuBetween(before: TargetCpu, after: TargetCpu) {
  return {
    server: before.servers.reduce((sum, b, i) => sum + cpuBetween(b, after.servers[i]!), 0),
    postgres:
      before.postgres && after.postgres ? cpuBetween(before.postgres, after.postgres) : null,
  };
}

/**
 * One autocannon run: each request drawn by `next` when it is sent, with the CPU the server, its
 * PostgreSQL backends and this process spent meanwhile, and the machine's load around it.
 */
export async function measure(
  target: Target,
  next: () => GeneratedRequest,
  load: LoadOptions,
): Promise<Measurement> {
  const loadStart = loadavg()[0]!;
  const cpu0 = sampleTarget(target);
  const bench0 = process.cpuUsage();
  const result = await autocannon({
    // autocannon takes several addresses and spreads the connections over them in turn; its
    // types know only one.
    url: (target.bases.length === 1 ? target.bases[0]! : [...target.bases]) as string,
    connections: load.connections,
    duration: load.duration,
    requests: [{ setupRequest: (request: Request) => ({ ...request, ...next() }) }],
  });
  const bench = process.cpuUsage(bench0);
  const { server, postgres } = targetCpuBetween(cpu0, sampleTarget(target));
  const requests = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
    cpu: {
      server: (server * 1000) / requests,
      postgres: postgres === null ? null : (postgres * 1000) / requests,
      bench: (bench.user + bench.system) / 1000 / requests,
    },
    load: { start: loadStart, end: loadavg()[0]! },
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function describe(m: Measurement, reference?: Measurement): string {
  const ratio = reference ? ` (${fmt(m.rps / reference.rps, 3)} of the reference)` : '';
  const db = m.cpu.postgres === null ? '' : `, database ${fmt(m.cpu.postgres, 2)}`;
  const withEmails = m.outbox?.cpuWithEmails;
  const outbox = m.outbox
    ? `; e-mails ${m.outbox.messages}, delivered within the row ${m.outbox.deliveredInRow}, the rest in ${m.outbox.restSeconds === null ? '-' : fmt(m.outbox.restSeconds, 1)} s${m.outbox.pending > 0 ? `, ${m.outbox.pending} still pending` : ''}` +
      (withEmails
        ? `; CPU ms an order with its e-mails: server ${fmt(withEmails.server, 2)}${withEmails.postgres === null ? '' : `, database ${fmt(withEmails.postgres, 2)}`}`
        : '')
    : '';
  const changes = m.changes ? `; changes ${m.changes.made} made, ${m.changes.failed} failed` : '';
  return (
    `${fmt(m.rps)} req/s${ratio}, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.errors} non-2xx/errors; ` +
    `CPU ms/request: server ${fmt(m.cpu.server, 2)}${db}, load generator ${fmt(m.cpu.bench, 2)}; ` +
    `load ${fmt(m.load.start, 2)}-${fmt(m.load.end, 2)}${outbox}${changes}`
  );
}

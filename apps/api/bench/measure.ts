import autocannon, { type Request } from 'autocannon';
import { cpuBetween, samplePostgresBackends, sampleTree } from './cpu.ts';
import type { GeneratedRequest } from './request-mix.ts';

/** A server a row is measured against. */
export interface Target {
  base: string;
  /** The process whose tree's CPU is the server's. */
  pid: number | undefined;
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
}

export interface LoadOptions {
  connections: number;
  duration: number;
}

/**
 * One autocannon run: each request drawn by `next` when it is sent, with the CPU the server, its
 * PostgreSQL backends and this process spent meanwhile.
 */
export async function measure(
  target: Target,
  next: () => GeneratedRequest,
  load: LoadOptions,
): Promise<Measurement> {
  const server0 = sampleTree(target.pid);
  const postgres0 = target.database ? samplePostgresBackends(target.database) : undefined;
  const bench0 = process.cpuUsage();
  const result = await autocannon({
    url: target.base,
    connections: load.connections,
    duration: load.duration,
    requests: [{ setupRequest: (request: Request) => ({ ...request, ...next() }) }],
  });
  const bench = process.cpuUsage(bench0);
  const server = cpuBetween(server0, sampleTree(target.pid));
  const postgres =
    target.database && postgres0
      ? cpuBetween(postgres0, samplePostgresBackends(target.database))
      : null;
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
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function describe(m: Measurement, reference?: Measurement): string {
  const ratio = reference ? ` (${fmt(m.rps / reference.rps, 3)} of the reference)` : '';
  const db = m.cpu.postgres === null ? '' : `, database ${fmt(m.cpu.postgres, 2)}`;
  return (
    `${fmt(m.rps)} req/s${ratio}, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.errors} non-2xx/errors; ` +
    `CPU ms/request: server ${fmt(m.cpu.server, 2)}${db}, load generator ${fmt(m.cpu.bench, 2)}`
  );
}

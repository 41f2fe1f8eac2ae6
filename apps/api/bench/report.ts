import type { Measurement } from './measure.ts';

/** One pass of a row: the reference, then the server with the read cache off, then on. */
export interface Pass {
  reference: Measurement;
  off: Measurement;
  on: Measurement;
}

export interface RowResult {
  name: string;
  /** What a request of the row is, for the summary ('req/s', 'orders/s'). */
  unit: string;
  passes: Pass[];
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** 'a-b' from the lowest to the highest, or one figure when they agree. */
export function range(values: readonly number[], digits = 0): string {
  const low = fmt(Math.min(...values), digits);
  const high = fmt(Math.max(...values), digits);
  return low === high ? low : `${low}-${high}`;
}

/** Each pass's figure, in order, separated by ' / '. */
const perPass = (values: readonly number[], digits = 0) =>
  values.map((v) => fmt(v, digits)).join(' / ');

/** CPU ms per request over all passes: the passes' CPU summed over their requests summed. */
function cpuPerRequest(
  measurements: readonly Measurement[],
  part: keyof Measurement['cpu'],
): string {
  let cpu = 0;
  let requests = 0;
  for (const m of measurements) {
    const value = m.cpu[part];
    if (value === null) return '-';
    cpu += value * Math.max(1, m.requests);
    requests += Math.max(1, m.requests);
  }
  return fmt(cpu / requests, 2);
}

/** The table: each row's figures with the cache off and on, as ranges over the passes. */
export function summaryTable(rows: readonly RowResult[]): string {
  const cellOf = (row: RowResult, setting: 'off' | 'on') => {
    const ms = row.passes.map((p) => p[setting]);
    return `${range(ms.map((m) => m.rps))} ${row.unit}, p99 ${range(ms.map((m) => m.p99))} ms`;
  };
  return [
    '| request | read cache off | read cache on (default) | reference (hello world, same requests) |',
    '|---|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${cellOf(row, 'off')} | ${cellOf(row, 'on')} | ${range(row.passes.map((p) => p.reference.rps))} req/s |`,
    ),
  ].join('\n');
}

/** Every figure of one setting, pass by pass, with the reference measured just before it. */
export function detailTable(rows: readonly RowResult[], setting: 'off' | 'on'): string {
  return [
    '| request | req/s | ratio to the reference | p50 ms | p99 ms | non-2xx or errors | reference req/s | CPU ms/request: server | PostgreSQL backends | load generator |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const ms = row.passes.map((p) => p[setting]);
      const ratios = row.passes.map((p) => p[setting].rps / p.reference.rps);
      return [
        row.name,
        perPass(ms.map((m) => m.rps)),
        perPass(ratios, 3),
        perPass(ms.map((m) => m.p50)),
        perPass(ms.map((m) => m.p99)),
        perPass(ms.map((m) => m.errors)),
        perPass(row.passes.map((p) => p.reference.rps)),
        cpuPerRequest(ms, 'server'),
        cpuPerRequest(ms, 'postgres'),
        cpuPerRequest(ms, 'bench'),
      ].join(' | ');
    }),
  ]
    .map((line, i) => (i < 2 ? line : `| ${line} |`))
    .join('\n');
}

/** The reference's own figures: what the machine and the load generator allow. */
export function referenceTable(rows: readonly RowResult[]): string {
  return [
    '| requests of the row | req/s | p50 ms | p99 ms | CPU ms/request: hello world | load generator |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const ms = row.passes.map((p) => p.reference);
      return `| ${row.name} | ${perPass(ms.map((m) => m.rps))} | ${perPass(ms.map((m) => m.p50))} | ${perPass(ms.map((m) => m.p99))} | ${cpuPerRequest(ms, 'server')} | ${cpuPerRequest(ms, 'bench')} |`;
    }),
  ].join('\n');
}

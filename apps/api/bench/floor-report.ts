import type { Measurement } from './measure.ts';

/** What a floor server does per request (bench/floor-server.ts), or the reference's nothing. */
export type FloorKind = 'hello' | 'read' | 'write' | 'read-write';

/** One kind of floor request with its measured passes. */
export interface FloorRow {
  kind: FloorKind;
  name: string;
  passes: Measurement[];
}

/** The targets of issue 25 that a floor bounds, with the floor row that bounds each. */
export const FLOOR_TARGETS = [
  { target: 'The mix, caches on: at least 4,000 req/s', rate: 4000, floor: 'read' },
  { target: 'The mix, every cache off: at least 1,200 req/s', rate: 1200, floor: 'read' },
  { target: 'Orders, one instance: at least 600 a second', rate: 600, floor: 'read-write' },
] as const satisfies readonly { target: string; rate: number; floor: FloorKind }[];

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** CPU milliseconds a request costs everything measured: server, PostgreSQL, load generator. */
export const cpuPerRequest = (m: Measurement) => m.cpu.server + (m.cpu.postgres ?? 0) + m.cpu.bench;

const range = (values: number[], digits = 0) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? fmt(low, digits) : `${fmt(low, digits)}-${fmt(high, digits)}`;
};

/**
 * The floors' table, then each target beside the floor that bounds it, by the floor's better
 * pass (the most the machine gave it): a target above what the bare floor reached is out of reach
 * for the portal on this machine, whatever the portal does.
 */
export function floorTable(rows: readonly FloorRow[]): string {
  const lines = [
    '| request | req/s (each pass) | p99 ms | CPU ms/request: server | PostgreSQL | load generator | all three | load average, start-end |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const { passes } = row;
      const postgres = passes.map((m) => m.cpu.postgres).filter((c): c is number => c !== null);
      return [
        row.name,
        passes.map((m) => fmt(m.rps)).join(' / '),
        passes.map((m) => fmt(m.p99)).join(' / '),
        range(
          passes.map((m) => m.cpu.server),
          2,
        ),
        postgres.length > 0 ? range(postgres, 2) : '-',
        range(
          passes.map((m) => m.cpu.bench),
          2,
        ),
        range(passes.map(cpuPerRequest), 2),
        passes.map((m) => `${fmt(m.load.start, 2)}-${fmt(m.load.end, 2)}`).join(' / '),
      ].join(' | ');
    }),
  ].map((line) => (line.startsWith('|') ? line : `| ${line} |`));
  const targets = [
    '| target | the floor that bounds it | the floor, its better pass | the target over it |',
    '|---|---|---:|---:|',
    ...FLOOR_TARGETS.flatMap(({ target, rate, floor }) => {
      const row = rows.find((candidate) => candidate.kind === floor);
      if (!row || row.passes.length === 0) return [];
      const best = Math.max(...row.passes.map((m) => m.rps));
      return [`| ${target} | ${row.name} | ${fmt(best)} req/s | ${fmt(rate / best, 2)}x |`];
    }),
  ];
  return `${lines.join('\n')}\n\n${targets.join('\n')}`;
}

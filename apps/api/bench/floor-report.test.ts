import { describe, expect, it } from 'vitest';
import { cpuPerRequest, floorTable, type FloorRow } from './floor-report.ts';
import type { Measurement } from './measure.ts';

const m = (rps: number, postgres: number | null, load = 0.5): Measurement => ({
  rps,
  p50: 4,
  p99: 12,
  errors: 0,
  requests: rps * 15,
  cpu: { server: 0.1, postgres, bench: 0.05 },
  load: { start: load, end: load + 1 },
});

const rows: FloorRow[] = [
  { kind: 'hello', name: 'hello', passes: [m(20_000, null), m(24_000, null)] },
  { kind: 'read', name: 'read', passes: [m(3_000, 0.2), m(3_200, 0.25)] },
  { kind: 'write', name: 'write', passes: [m(1_500, 0.4), m(1_400, 0.5)] },
  { kind: 'read-write', name: 'read and write', passes: [m(1_000, 0.6), m(800, 0.7)] },
];

describe('the floor report', () => {
  it('counts what a request costs the server, the database and the load generator', () => {
    expect(cpuPerRequest(m(1, 0.2))).toBeCloseTo(0.35);
    expect(cpuPerRequest(m(1, null))).toBeCloseTo(0.15);
  });

  it('prints every pass of every floor with its CPU and load', () => {
    const table = floorTable(rows);
    expect(table).toContain(
      '| read | 3,000 / 3,200 | 12 / 12 | 0.10 | 0.20-0.25 | 0.05 | 0.35-0.40 |',
    );
    expect(table).toContain('| hello | 20,000 / 24,000 | 12 / 12 | 0.10 | - |');
    expect(table).toContain('0.50-1.50 / 0.50-1.50');
  });

  it('sets each target beside the better pass of the floor that bounds it', () => {
    const table = floorTable(rows);
    // 4,000 over the read floor's best 3,200; 600 over the read-and-write floor's best 1,000.
    expect(table).toContain(
      '| The mix, caches on: at least 4,000 req/s | read | 3,200 req/s | 1.25x |',
    );
    expect(table).toContain(
      '| Orders, one instance: at least 600 a second | read and write | 1,000 req/s | 0.60x |',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { Measurement } from './measure.ts';
import { detailTable, range, summaryTable, type RowResult } from './report.ts';

const m = (rps: number, p99: number, server = 1, requests = 1000): Measurement => ({
  rps,
  p50: Math.round(p99 / 3),
  p99,
  errors: 0,
  requests,
  cpu: { server, postgres: 2, bench: 0.1 },
});

const row: RowResult = {
  name: 'Mix',
  unit: 'req/s',
  passes: [
    { reference: m(20_000, 5), off: m(500, 300, 1, 1000), on: m(1500, 90) },
    { reference: m(25_000, 4), off: m(600, 250, 3, 3000), on: m(1500, 95) },
  ],
};

describe('bench report', () => {
  it('writes ranges low-high, or one figure when the passes agree', () => {
    expect(range([600, 500])).toBe('500-600');
    expect(range([1500, 1500])).toBe('1,500');
  });

  it("summarises each row's passes as the issue's table does", () => {
    expect(summaryTable([row])).toContain(
      '| Mix | 500-600 req/s, p99 250-300 ms | 1,500 req/s, p99 90-95 ms | 20,000-25,000 req/s |',
    );
  });

  it('puts each figure beside the reference measured before it, and weighs CPU by requests', () => {
    const line = detailTable([row], 'off').split('\n')[2];
    expect(line).toBe(
      '| Mix | 500 / 600 | 0.025 / 0.024 | 100 / 83 | 300 / 250 | 0 / 0 | 20,000 / 25,000 | 2.50 | 2.00 | 0.10 |',
    );
  });
});

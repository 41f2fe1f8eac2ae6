import { describe, expect, it } from 'vitest';
import type { Measurement } from './measure.ts';
import {
  changesTable,
  detailTable,
  outboxTable,
  range,
  referenceTable,
  summaryTable,
  type RowResult,
} from './report.ts';

const m = (rps: number, p99: number, server = 1, requests = 1000): Measurement => ({
  rps,
  p50: Math.round(p99 / 3),
  p99,
  errors: 0,
  requests,
  cpu: { server, postgres: 2, bench: 0.1 },
  load: { start: 1.5, end: 2.25 },
});

const row: RowResult = {
  name: 'Mix',
  unit: 'req/s',
  passes: [
    { reference: m(20_000, 5), off: m(500, 300, 1, 1000), on: m(1500, 90) },
    { reference: m(25_000, 4), off: m(600, 250, 3, 3000), on: m(1500, 95) },
  ],
};

const withOutbox = (m: Measurement, delivered: number, rest: number | null): Measurement => ({
  ...m,
  outbox: {
    messages: 3000,
    deliveredInRow: delivered,
    restSeconds: rest,
    pending: 0,
    cpuWithEmails: { server: 2.5, postgres: delivered === 3000 ? 1.75 : null },
    // 15 s of m.rps orders and the rest's seconds after; none without a last delivery.
    ordersWithEmailsPerSecond: rest === null ? null : (m.rps * 15) / (15 + rest),
  },
});
const orders: RowResult = {
  name: 'Order creation, 5 lines, one instance',
  unit: 'orders/s',
  passes: [
    {
      reference: m(20_000, 5),
      off: withOutbox(m(100, 300), 2500, 4.25),
      on: withOutbox(m(100, 300), 3000, 0),
    },
    {
      reference: m(20_000, 5),
      off: withOutbox(m(100, 300), 2000, 6),
      on: withOutbox(m(100, 300), 2900, null),
    },
  ],
};

describe('bench report', () => {
  it('writes ranges low-high, or one figure when the passes agree', () => {
    expect(range([600, 500])).toBe('500-600');
    expect(range([1500, 1500])).toBe('1,500');
  });

  it("summarises each row's passes as the issue's table does", () => {
    const table = summaryTable([row]);
    expect(table.split('\n')[0]).toBe(
      '| request | every cache off | caches on (default) | reference (hello world, same requests) |',
    );
    expect(table).toContain(
      '| Mix | 500-600 req/s, p99 250-300 ms | 1,500 req/s, p99 90-95 ms | 20,000-25,000 req/s |',
    );
  });

  it('puts each figure beside the reference measured before it and the load, and weighs CPU by requests', () => {
    const line = detailTable([row], 'off').split('\n')[2];
    expect(line).toBe(
      '| Mix | 500 / 600 | 0.025 / 0.024 | 100 / 83 | 300 / 250 | 0 / 0 | 20,000 / 25,000 | 1.50-2.25 / 1.50-2.25 | 2.50 | 2.00 | 0.10 |',
    );
    expect(referenceTable([row]).split('\n')[2]).toBe(
      '| Mix | 20,000 / 25,000 | 2 / 1 | 5 / 4 | 1.50-2.25 / 1.50-2.25 | 1.00 | 0.10 |',
    );
  });

  it("tells each order row's e-mails, delivered within the row and after it", () => {
    expect(outboxTable([row])).toBe('');
    expect(outboxTable([row, orders]).split('\n').slice(2)).toEqual([
      '| Order creation, 5 lines, one instance | every cache off | 3,000 / 3,000 | 2,500 / 2,000 | 4.3 / 6.0 | 0 / 0 | 2.50 + - / 2.50 + - | 78 / 71 |',
      '| Order creation, 5 lines, one instance | caches on (default) | 3,000 / 3,000 | 3,000 / 2,900 | 0.0 / - | 0 / 0 | 2.50 + 1.75 / 2.50 + - | 100 / - |',
    ]);
  });

  it('tells the changes made during the catalogue-changes row', () => {
    expect(changesTable([row])).toBe('');
    const changing: RowResult = {
      ...row,
      passes: row.passes.map((p) => ({
        ...p,
        off: { ...p.off, changes: { made: 30, failed: 0 } },
        on: { ...p.on, changes: { made: 29, failed: 1 } },
      })),
    };
    expect(changesTable([changing]).split('\n').slice(2)).toEqual([
      '| Mix | every cache off | 30 / 30 | 0 / 0 |',
      '| Mix | caches on (default) | 29 / 29 | 1 / 1 |',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Measurement } from './measure.ts';
import {
  cpuPerRequest,
  pricingTable,
  median,
  pricingVerdict,
  referencedSlowdowns,
  slowdowns,
  withinBound,
  worstSlowdown,
  type PricingPair,
} from './pricing-report.ts';
import type { RowResult } from './report.ts';

const m = (rps: number, server = 0.2, postgres: number | null = 0.2): Measurement => ({
  rps,
  p50: 5,
  p99: 20,
  errors: 0,
  requests: rps * 5,
  cpu: { server, postgres, bench: 0.05 },
  load: { start: 1.5, end: 1.7 },
});

/** A row of two passes: req/s with the cache off and on, pass by pass. */
const row = (
  name: string,
  off: [number, number],
  on: [number, number],
  server = 0.25,
): RowResult => ({
  name,
  unit: 'req/s',
  passes: [0, 1].map((pass) => ({
    reference: m(40_000),
    off: m(off[pass]!, server),
    on: m(on[pass]!, server),
  })),
});

const list: PricingPair = {
  name: 'Product list',
  priced: row('Product list, with', [2000, 1900], [2500, 2400], 0.3),
  unpriced: row('Product list, without', [2200, 2280], [8000, 7200], 0.2),
};
const details: PricingPair = {
  name: 'Product details',
  priced: row('Product details, with', [4000, 3000], [3900, 3800], 0.3),
  unpriced: row('Product details, without', [4400, 3000], [3800, 3800], 0.2),
};

describe('price-list rows (issue 11 point 6)', () => {
  it('divides the req/s of the buyer without a list by those of the buyer with one, per pass', () => {
    expect(slowdowns(list, 'off')).toEqual([1.1, 1.2]);
    expect(slowdowns(list, 'on')).toEqual([3.2, 3]);
    expect(slowdowns(details, 'on')[0]).toBeCloseTo(0.974, 3);
  });

  it('divides each rate by the reference measured before it, so a slower machine is not the list', () => {
    const slowerDuringTheList: PricingPair = {
      name: 'Search',
      priced: {
        ...row('Search, with', [1000, 1000], [1000, 1000]),
        passes: [0, 1].map(() => ({ reference: m(20_000), off: m(1000), on: m(1000) })),
      },
      unpriced: row('Search, without', [2000, 2000], [2000, 2000]),
    };
    // Twice the requests without a list, but the machine ran the reference half as fast too.
    expect(slowdowns(slowerDuringTheList, 'on')).toEqual([2, 2]);
    expect(referencedSlowdowns(slowerDuringTheList, 'on')).toEqual([1, 1]);
    expect(withinBound(slowerDuringTheList, 'on')).toBe(true);
  });

  it('holds the bound only when every pass is within it, not the median pass', () => {
    expect(median([1.4, 1.1, 1.2, 5])).toBeCloseTo(1.3, 10);
    expect(median([3, 1, 2])).toBe(2);
    expect(withinBound(details, 'off')).toBe(true);
    expect(withinBound(list, 'on')).toBe(false);
    const onePassOver: PricingPair = {
      ...list,
      unpriced: row('Product list, without', [2200, 2375], [2500, 2400]),
    };
    // 1.10 and 1.25: the median (1.175) is within 1.2, the worse pass is not.
    expect(median(referencedSlowdowns(onePassOver, 'off'))).toBeCloseTo(1.175, 3);
    expect(worstSlowdown(onePassOver, 'off')).toBeCloseTo(1.25, 3);
    expect(withinBound(onePassOver, 'off')).toBe(false);
    expect(withinBound(onePassOver, 'off', 1.3)).toBe(true);
  });

  it('writes each setting with its figures, ratios and verdict', () => {
    const lines = pricingTable([list, details]).split('\n');
    expect(lines[0]).toContain('every cache off: with a list');
    expect(lines[0]).toContain('every pass within 1.2x');
    expect(lines[2]).toBe(
      '| Product list | 2,000 / 1,900 | 2,200 / 2,280 | 1.10 / 1.20x | 1.10 / 1.20x; median 1.15x, worst 1.20x | yes | 0.50 / 0.40 | 2,500 / 2,400 | 8,000 / 7,200 | 3.20 / 3.00x | 3.20 / 3.00x; median 3.10x, worst 3.20x | **no** | 0.50 / 0.40 |',
    );
    expect(lines[3]).toBe(
      '| Product details | 4,000 / 3,000 | 4,400 / 3,000 | 1.10 / 1.00x | 1.10 / 1.00x; median 1.05x, worst 1.10x | yes | 0.50 / 0.40 | 3,900 / 3,800 | 3,800 / 3,800 | 0.97 / 1.00x | 0.97 / 1.00x; median 0.99x, worst 1.00x | yes | 0.50 / 0.40 |',
    );
  });

  it("weighs each pass's CPU by its requests, the database's included where there is one", () => {
    const pglite: RowResult = {
      name: 'x',
      unit: 'req/s',
      passes: [
        { reference: m(1), off: m(1000, 1, null), on: m(1, 0, null) },
        { reference: m(1), off: m(3000, 3, null), on: m(1, 0, null) },
      ],
    };
    expect(cpuPerRequest(pglite, 'off')).toBe(2.5);
    expect(cpuPerRequest(list.priced, 'off')).toBeCloseTo(0.5, 10);
  });

  it('says which settings missed the bound, and by how much', () => {
    expect(pricingVerdict([details])).toBe(
      'Within 1.2x: all 2 (the worst of 2 passes, each rate to its reference).',
    );
    expect(pricingVerdict([list, details])).toBe(
      'Within 1.2x: 3 of 4 (the worst of 2 passes, each rate to its reference). Over it: Product list, caches on (default) (3.20x).',
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src/seed/bench/vocabulary.ts';
import {
  requestGenerator,
  type BenchBuyer,
  type BenchCatalogue,
  type GeneratedRequest,
} from './request-mix.ts';
import {
  beforeMeasuring,
  isWarmUpSeed,
  measuredGenerator,
  measureSeed,
  ORDERS_WARM_UP,
  READS_WARM_UP,
  scenario,
  warmUpGenerator,
  warmUpSeed,
  type Population,
} from './scenario.ts';

const catalogue: BenchCatalogue = {
  code: 'BENCH',
  products: 100_000,
  productIds: Array.from({ length: 2000 }, (_, i) => 1 + i),
  categoryIds: Array.from({ length: 40 }, (_, i) => 1 + i),
  categoryLevels: [[1, 2, 3, 4], Array.from({ length: 36 }, (_, i) => 5 + i)],
  sellablePuomIds: Array.from({ length: 100 }, (_, i) => 9000 + i),
  facetValues: [],
};
const buyers: BenchBuyer[] = Array.from({ length: 50 }, (_, i) => ({
  token: `token-${i}`,
  code: 'BENCH',
  customerId: 1 + (i % 5),
  addressId: 10 + (i % 5),
  priceListId: i % 4 === 0 ? null : 1 + (i % 3),
  approvalRules: false,
}));
const who: Population = { catalogues: [catalogue], buyers, saleDate: '2026-11-30' };

/** What a generator sends first, as recorded on the wire: method, path, token and body. */
const paths = (next: () => GeneratedRequest, count = 2000) =>
  Array.from({ length: count }, () => {
    const request = next();
    return `${request.method} ${request.path} ${request.headers.authorization} ${request.body ?? ''}`;
  });

/** The rows of a run, as bench/run.ts labels them (engine, row, and pricing pairs' buyers). */
const ROW_LABELS = [
  'list',
  'search',
  'category',
  'details',
  'mix',
  'mix while the catalogue changes',
  'list with a price list',
  'list without a price list',
  'search with a price list',
  'search without a price list',
  'details with a price list',
  'details without a price list',
  'orders on 1',
  'orders on 2',
].flatMap((row) => ['postgres', 'pglite'].map((engine) => `${engine}:${row}`));

describe('what the bench sends before measuring (issue 25 point 3)', () => {
  it('draws warm-ups and measurements from seeds that never meet', () => {
    const warmUps = [READS_WARM_UP, ORDERS_WARM_UP].map((w) => warmUpSeed(w.label));
    const measured = ROW_LABELS.flatMap((label) =>
      [1, 2, 3, 4].map((pass) => scenario(label, 'mix', pass).measureRandom),
    );
    expect(warmUps.every(isWarmUpSeed)).toBe(true);
    expect(measured.some(isWarmUpSeed)).toBe(false);
    expect(measured.filter((seed) => warmUps.includes(seed))).toEqual([]);
    // Every pass of every row has requests of its own.
    expect(new Set(measured).size).toBe(measured.length);
    for (let i = 0; i < 1000; i++) {
      expect(isWarmUpSeed(warmUpSeed(`label ${i}`))).toBe(true);
      expect(isWarmUpSeed(measureSeed(`label ${i}`))).toBe(false);
    }
  });

  it("sends as warm-up the warm-up seed's requests, and measures the measurement seed's", () => {
    for (const kind of ['mix', 'search', 'category', 'order'] as const) {
      const s = scenario(`postgres:${kind}`, kind, 1);
      expect(s.warmUpRandom).not.toBe(s.measureRandom);
      const warmUp = paths(warmUpGenerator(s, who));
      const measured = paths(measuredGenerator(s, who));
      // Recorded as sent: each generator is the request mix of its own seed...
      const drawn = (k: typeof s.kind, seed: number) =>
        paths(requestGenerator(k, who.catalogues, who.buyers, seededRandom(seed), who.saleDate));
      expect(warmUp).toEqual(drawn(s.warmUpKind, s.warmUpRandom));
      expect(measured).toEqual(drawn(s.kind, s.measureRandom));
      // ...and not the other's: what is measured is not what warmed the server up.
      expect(measured).not.toEqual(drawn(s.kind, s.warmUpRandom));
      expect(measured).not.toEqual(warmUp);
    }
  });

  it('warms a server up with the mix (orders for an order row), never with the row it measures', () => {
    expect(scenario('postgres:search', 'search', 2).warmUpKind).toBe('mix');
    expect(scenario('postgres:orders on 2', 'order', 1).warmUpKind).toBe('order');
    const s = scenario('postgres:search', 'search', 1);
    const searched = (list: string[]) =>
      new Set(list.filter((p) => p.includes('search=')).map((p) => /search=([^&]*)/.exec(p)![1]));
    const warmUpTerms = searched(paths(warmUpGenerator(s, who), 5000));
    const measuredTerms = searched(paths(measuredGenerator(s, who), 5000));
    // An open vocabulary: most searches measured were never sent during the warm-up.
    const seen = [...measuredTerms].filter((term) => warmUpTerms.has(term)).length;
    expect(seen / measuredTerms.size).toBeLessThan(0.5);
  });

  it('lists everything sent before measuring: sign-in, a session check off the catalogue, the warm-up', () => {
    const s = scenario('postgres:mix', 'mix', 1);
    const steps = beforeMeasuring({
      code: 'BENCH',
      warmUp: s,
      warmUpSeconds: 5,
      administrator: true,
    });
    expect(steps).toEqual([
      { step: 'sign-in', who: 'buyer', path: '/api/login' },
      { step: 'session-check', path: '/api/user/BENCH/email-preferences' },
      { step: 'sign-in', who: 'administrator', path: '/api/login' },
      { step: 'warm-up', kind: 'mix', seed: s.warmUpRandom, seconds: 5 },
    ]);
    for (const step of steps) {
      if (step.step === 'warm-up') expect(isWarmUpSeed(step.seed)).toBe(true);
      else expect(step.path).not.toMatch(/\/api\/(products|categories|browse)\//);
    }
    expect(
      beforeMeasuring({ code: 'BENCH', warmUp: s, warmUpSeconds: 5, administrator: false }).map(
        (step) => step.step,
      ),
    ).toEqual(['sign-in', 'session-check', 'warm-up']);
  });

  it('run.ts has no priming step: it reads no list of terms or categories, and sends only the plan', () => {
    const run = readFileSync(new URL('./run.ts', import.meta.url), 'utf8');
    expect(run).not.toMatch(/prim(e|ing)/i);
    expect(run).not.toMatch(/\.terms\b|\.categoryIds\b|benchSearchTerms/);
    // Every generator is a scenario's: none drawn otherwise (Math.random, a fixed seed).
    expect(run).not.toMatch(/requestGenerator\(|Math\.random/);
    const generators = [...run.matchAll(/const next = (\w+)\(/g)].map((match) => match[1]);
    expect(new Set(generators)).toEqual(new Set(['warmUpGenerator', 'measuredGenerator']));
    // The warm-up generator is used once: in the step that sends beforeMeasuring's warm-up.
    expect(run.match(/warmUpGenerator\(/g)).toHaveLength(1);
    const warmUpCase = run.slice(run.indexOf("case 'warm-up'"));
    expect(warmUpCase.indexOf('warmUpGenerator(')).toBeLessThan(warmUpCase.indexOf('break;'));
    // Servers started are sent beforeMeasuring's steps, and nothing else is sent to them first.
    expect(run).toContain('sendBeforeMeasuring(');
    expect(run.match(/beforeMeasuring\(\{/g)!.length).toBeGreaterThanOrEqual(3);
  });
});

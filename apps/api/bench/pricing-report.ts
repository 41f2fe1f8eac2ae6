import { fmt, SETTING_NAMES, type RowResult } from './report.ts';

/**
 * Issue 25 (after issue 11 point 6): the product list, search and details for a buyer with a
 * price list stay within 1.2x of the same requests for a buyer without one, with every cache off
 * and with caches on, in every pass. Each pair's two rows are measured pass by pass side by side
 * (bench/run.ts); this is their table.
 */
export const PRICING_BOUND = 1.2;

export interface PricingPair {
  /** The requests, without saying whose (e.g. 'Product list (random page 1-1000)'). */
  name: string;
  priced: RowResult;
  unpriced: RowResult;
}

type Setting = 'off' | 'on';

const rpsOf = (row: RowResult, setting: Setting) => row.passes.map((pass) => pass[setting].rps);

/** How many times the buyer without a list outran the buyer with one, pass by pass. */
export function slowdowns(pair: PricingPair, setting: Setting): number[] {
  const priced = rpsOf(pair.priced, setting);
  const unpriced = rpsOf(pair.unpriced, setting);
  return priced.map((rps, pass) => unpriced[pass]! / Math.max(rps, Number.MIN_VALUE));
}

/**
 * The same, each rate first divided by the reference measured just before it (bench/run.ts): on a
 * shared machine the two rows of a pass run seconds apart under different loads, which moves both
 * a row and its reference; this ratio keeps what the list itself costs.
 */
export function referencedSlowdowns(pair: PricingPair, setting: Setting): number[] {
  return pair.priced.passes.map((priced, pass) => {
    const unpriced = pair.unpriced.passes[pass]!;
    const share = (p: typeof priced) =>
      p[setting].rps / Math.max(p.reference.rps, Number.MIN_VALUE);
    return share(unpriced) / Math.max(share(priced), Number.MIN_VALUE);
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The worse end of the referenced ratios: the pass in which the list cost most. */
export const worstSlowdown = (pair: PricingPair, setting: Setting) =>
  Math.max(...referencedSlowdowns(pair, setting));

/**
 * Within the bound when every pass is, by the referenced ratio (issue 25: a target is judged by
 * the worse end of its range, not by a median that lets a bad pass go unseen).
 */
export const withinBound = (pair: PricingPair, setting: Setting, bound = PRICING_BOUND) =>
  worstSlowdown(pair, setting) <= bound;

/**
 * CPU ms per request of the server and its database (the PostgreSQL backends; none on PGlite),
 * over both passes: less moved than req/s by other work on the machine, which slows every process
 * but adds little CPU to each request.
 */
export function cpuPerRequest(row: RowResult, setting: Setting): number {
  let cpu = 0;
  let requests = 0;
  for (const pass of row.passes) {
    const m = pass[setting];
    const weight = Math.max(1, m.requests);
    cpu += (m.cpu.server + (m.cpu.postgres ?? 0)) * weight;
    requests += weight;
  }
  return cpu / Math.max(1, requests);
}

const perPass = (values: readonly number[], digits = 0) =>
  values.map((value) => fmt(value, digits)).join(' / ');

/**
 * The pairs' table: each setting's req/s with and without a list, their ratio and the verdict,
 * and the CPU a request cost the server and its database with a list and without.
 */
export function pricingTable(pairs: readonly PricingPair[], bound = PRICING_BOUND): string {
  const cells = (pair: PricingPair, setting: Setting) => [
    perPass(rpsOf(pair.priced, setting)),
    perPass(rpsOf(pair.unpriced, setting)),
    `${perPass(slowdowns(pair, setting), 2)}x`,
    `${perPass(referencedSlowdowns(pair, setting), 2)}x; median ${fmt(median(referencedSlowdowns(pair, setting)), 2)}x, worst ${fmt(worstSlowdown(pair, setting), 2)}x`,
    withinBound(pair, setting, bound) ? 'yes' : '**no**',
    `${fmt(cpuPerRequest(pair.priced, setting), 2)} / ${fmt(cpuPerRequest(pair.unpriced, setting), 2)}`,
  ];
  const columns = (setting: string) =>
    `${setting}: with a list, req/s | without one | without ÷ with | the same, each to its reference | every pass within ${fmt(bound, 1)}x | CPU ms/request, with / without`;
  return [
    `| requests | ${columns(SETTING_NAMES.off)} | ${columns(SETTING_NAMES.on)} |`,
    '|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---|---:|',
    ...pairs.map(
      (pair) => `| ${[pair.name, ...cells(pair, 'off'), ...cells(pair, 'on')].join(' | ')} |`,
    ),
  ].join('\n');
}

/** One line for the console and the document: how many of the pairs' settings met the bound. */
export function pricingVerdict(pairs: readonly PricingPair[], bound = PRICING_BOUND): string {
  const settings: Setting[] = ['off', 'on'];
  const checks = pairs.flatMap((pair) =>
    settings.map((setting) => ({ pair, setting, ok: withinBound(pair, setting, bound) })),
  );
  const failed = checks.filter((check) => !check.ok);
  const passes = pairs[0]?.priced.passes.length ?? 0;
  const how = `the worst of ${passes} ${passes === 1 ? 'pass' : 'passes'}, each rate to its reference`;
  if (failed.length === 0) return `Within ${fmt(bound, 1)}x: all ${checks.length} (${how}).`;
  const names = failed.map(
    (check) =>
      `${check.pair.name}, ${SETTING_NAMES[check.setting]} (${fmt(worstSlowdown(check.pair, check.setting), 2)}x)`,
  );
  return `Within ${fmt(bound, 1)}x: ${checks.length - failed.length} of ${checks.length} (${how}). Over it: ${names.join('; ')}.`;
}

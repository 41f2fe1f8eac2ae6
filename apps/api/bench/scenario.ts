import { seededRandom } from '../src/seed/bench/vocabulary.ts';
import {
  requestGenerator,
  type BenchBuyer,
  type BenchCatalogue,
  type GeneratedRequest,
  type RowKind,
} from './request-mix.ts';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/**
 * What `npm run bench` sends, and from which seed (issue 25 point 2). A server is measured
 * after a fixed warm-up of the mix (orders, for a server started for the order rows), drawn from
 * a warm-up seed; each pass of a row is drawn from a measurement seed of its own. The two kinds
 * of seed never meet (a warm-up seed is odd, a measurement seed even), so what is measured is
 * never what was read to warm up, and nothing else is sent before measuring: no list of terms or
 * categories is read first (scenario.test.ts holds both, and that run.ts has no such step).
 */

/** FNV-1a of a label: seeds named by what they draw, the same in every run. */
function hash(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The seed of a warm-up: odd. */
export const warmUpSeed = (label: string): number => (hash(`warm-up:${label}`) | 1) >>> 0;
/** The seed of a measurement: even. */
export const measureSeed = (label: string): number => (hash(`measure:${label}`) & ~1) >>> 0;
export const isWarmUpSeed = (seed: number) => seed % 2 === 1;

/** The requests of one row's pass and the warm-up its servers had before it. */
export interface Scenario {
  /** What the row sends. */
  kind: RowKind;
  /** What the warm-up sends: the mix, or orders for the servers started for the order rows. */
  warmUpKind: RowKind;
  /** The seed of the warm-up's requests. */
  warmUpRandom: number;
  /** The seed of the measured requests. */
  measureRandom: number;
}

/** The warm-up a server started for reads gets before any row is measured on it. */
export const READS_WARM_UP = { kind: 'mix', label: 'mix' } as const;
/** The warm-up of the servers started for an order row. */
export const ORDERS_WARM_UP = { kind: 'order', label: 'orders' } as const;

/**
 * The scenario of pass `pass` of the row named `row` (its label: the engine, the row, and for
 * the price-list pairs whose buyers), on servers warmed up by `warmUp`.
 */
export function scenario(
  row: string,
  kind: RowKind,
  pass: number,
  warmUp: { kind: RowKind; label: string } = kind === 'order' ? ORDERS_WARM_UP : READS_WARM_UP,
): Scenario {
  return {
    kind,
    warmUpKind: warmUp.kind,
    warmUpRandom: warmUpSeed(warmUp.label),
    measureRandom: measureSeed(`${row}:pass ${pass}`),
  };
}

/** Who and what a generator draws from. */
export interface Population {
  catalogues: readonly BenchCatalogue[];
  buyers: readonly BenchBuyer[];
  saleDate?: string;
}

/** The warm-up's requests: the warm-up kind from the warm-up seed. */
export const warmUpGenerator = (
  s: Pick<Scenario, 'warmUpKind' | 'warmUpRandom'>,
  who: Population,
): (() => GeneratedRequest) =>
  requestGenerator(
    s.warmUpKind,
    who.catalogues,
    who.buyers,
    seededRandom(s.warmUpRandom),
    who.saleDate,
  );

/** The measured requests: the row's kind from its measurement seed. */
export const measuredGenerator = (s: Scenario, who: Population): (() => GeneratedRequest) =>
  requestGenerator(s.kind, who.catalogues, who.buyers, seededRandom(s.measureRandom), who.saleDate);

/** One thing sent to a server after it starts and before a row is measured on it. */
export type Step =
  /** POST sign-in of the tenant's first buyer, or of an administrator: sign-in over HTTP works. */
  | { step: 'sign-in'; who: 'buyer' | 'administrator'; path: string }
  /** GET of a signed-in page that is no catalogue read, with the bench's sessions. */
  | { step: 'session-check'; path: string }
  /** The warm-up: `seconds` of the scenario's warm-up requests. */
  | { step: 'warm-up'; kind: RowKind; seed: number; seconds: number };

/**
 * Everything sent to a freshly started server before it is measured, in order: sign-in, the
 * sessions checked on a page the rows never ask for, the administrator's sign-in where a row
 * changes the catalogue, and the warm-up. Pure: run.ts sends exactly this.
 */
export function beforeMeasuring(options: {
  code: string;
  warmUp: Pick<Scenario, 'warmUpKind' | 'warmUpRandom'>;
  warmUpSeconds: number;
  administrator: boolean;
}): Step[] {
  const { code, warmUp } = options;
  return [
    { step: 'sign-in', who: 'buyer', path: pathTo(publicEndpoints.login) },
    { step: 'session-check', path: pathTo(memberEndpoints.emailPreferences, { code }) },
    ...(options.administrator
      ? [{ step: 'sign-in', who: 'administrator', path: pathTo(publicEndpoints.login) } as const]
      : []),
    {
      step: 'warm-up',
      kind: warmUp.warmUpKind,
      seed: warmUp.warmUpRandom,
      seconds: options.warmUpSeconds,
    },
  ];
}

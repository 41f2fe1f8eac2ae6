import type { CacheSetting } from './caches.ts';
import type { Measurement } from './measure.ts';

/** One pass of a row: the reference, then the server with every cache off, then caches on. */
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

export const SETTING_NAMES: Readonly<Record<CacheSetting, string>> = {
  off: 'every cache off',
  on: 'caches on (default)',
};

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

/** The machine's load average (1 min) at each pass's start and end: 'start-end / start-end'. */
const loadPerPass = (measurements: readonly Measurement[]) =>
  measurements.map((m) => `${fmt(m.load.start, 2)}-${fmt(m.load.end, 2)}`).join(' / ');

/** The table: each row's figures with every cache off and on, as ranges over the passes. */
export function summaryTable(rows: readonly RowResult[]): string {
  const cellOf = (row: RowResult, setting: CacheSetting) => {
    const ms = row.passes.map((p) => p[setting]);
    return `${range(ms.map((m) => m.rps))} ${row.unit}, p99 ${range(ms.map((m) => m.p99))} ms`;
  };
  return [
    `| request | ${SETTING_NAMES.off} | ${SETTING_NAMES.on} | reference (hello world, same requests) |`,
    '|---|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${cellOf(row, 'off')} | ${cellOf(row, 'on')} | ${range(row.passes.map((p) => p.reference.rps))} req/s |`,
    ),
  ].join('\n');
}

/** The columns of a detail table, in order (summary.ts reads the tables by these names). */
export const DETAIL_COLUMNS = [
  'request',
  'req/s',
  'ratio to the reference',
  'p50 ms',
  'p99 ms',
  'non-2xx or errors',
  'reference req/s',
  'load average (1 min), start-end',
  'CPU ms/request: server',
  'PostgreSQL backends',
  'load generator',
] as const;

/** Every figure of one setting, pass by pass, with the reference measured just before it. */
export function detailTable(rows: readonly RowResult[], setting: CacheSetting): string {
  return [
    `| ${DETAIL_COLUMNS.join(' | ')} |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
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
        loadPerPass(ms),
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
    '| requests of the row | req/s | p50 ms | p99 ms | load average (1 min), start-end | CPU ms/request: hello world | load generator |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const ms = row.passes.map((p) => p.reference);
      return `| ${row.name} | ${perPass(ms.map((m) => m.rps))} | ${perPass(ms.map((m) => m.p50))} | ${perPass(ms.map((m) => m.p99))} | ${loadPerPass(ms)} | ${cpuPerRequest(ms, 'server')} | ${cpuPerRequest(ms, 'bench')} |`;
    }),
  ].join('\n');
}

/** The columns of the outbox table (summary.ts reads it by these names). */
export const OUTBOX_COLUMNS = [
  'request',
  'setting',
  "e-mails of the row's orders",
  'delivered before the row ended',
  'the rest delivered within, s',
  'left undelivered',
  'CPU ms an order with its e-mails, server + database',
  'orders a second with their e-mails out',
] as const;

/**
 * The e-mails of the order rows (issue 25 point 5), pass by pass: how many the row's orders
 * wrote, how many the workers delivered before the row ended, how long after its end the last
 * one went, how many were still waiting when the bench stopped waiting, and the orders' rate
 * from the row's start until their last e-mail went (what the order targets are judged by).
 */
export function outboxTable(rows: readonly RowResult[]): string {
  const lines: string[] = [];
  for (const row of rows) {
    for (const setting of ['off', 'on'] as const) {
      const stats = row.passes.map((p) => p[setting].outbox);
      if (stats.some((s) => s === undefined)) continue;
      const all = stats.map((s) => s!);
      const cpu = all
        .map(({ cpuWithEmails: c }) =>
          c ? `${fmt(c.server, 2)} + ${c.postgres === null ? '-' : fmt(c.postgres, 2)}` : '-',
        )
        .join(' / ');
      const withEmails = all
        .map((s) => (s.ordersWithEmailsPerSecond === null ? '-' : fmt(s.ordersWithEmailsPerSecond)))
        .join(' / ');
      lines.push(
        `| ${row.name} | ${SETTING_NAMES[setting]} | ${perPass(all.map((s) => s.messages))} | ${perPass(all.map((s) => s.deliveredInRow))} | ${all.map((s) => (s.restSeconds === null ? '-' : fmt(s.restSeconds, 1))).join(' / ')} | ${perPass(all.map((s) => s.pending))} | ${cpu} | ${withEmails} |`,
      );
    }
  }
  if (lines.length === 0) return '';
  return [
    `| ${OUTBOX_COLUMNS.join(' | ')} |`,
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...lines,
  ].join('\n');
}

/** The administrator's changes sent during the catalogue-changes row, pass by pass. */
export function changesTable(rows: readonly RowResult[]): string {
  const lines: string[] = [];
  for (const row of rows) {
    for (const setting of ['off', 'on'] as const) {
      const stats = row.passes.map((p) => p[setting].changes);
      if (stats.some((s) => s === undefined)) continue;
      lines.push(
        `| ${row.name} | ${SETTING_NAMES[setting]} | ${perPass(stats.map((s) => s!.made))} | ${perPass(stats.map((s) => s!.failed))} |`,
      );
    }
  }
  if (lines.length === 0) return '';
  return [
    '| request | setting | changes made (2xx) | changes failed |',
    '|---|---|---:|---:|',
    ...lines,
  ].join('\n');
}

/**
 * The names rows start with: summary.ts finds the rows it judges by them, in the tables of the
 * document, so run.ts names its rows with these.
 */
export const ROW_NAMES = {
  list: 'Product list',
  search: 'Search',
  facets: 'Search with facets',
  category: 'Category filter',
  details: 'Product details',
  suggestions: 'Search box suggestions',
  mix: 'Mix (list 30, search 25, category 20, details 25)',
  mixChanging: 'Mix while the catalogue changes',
  ordersOne: 'Order creation, 5 lines, one instance',
  ordersTwo: 'Order creation, 5 lines, two instances',
  /** Issue 29 point 10: buyers whose customer has approval rules, and who have a limit. */
  ordersRules: 'Order creation with approval rules and a spending limit, 5 lines, one instance',
  invoices: 'Invoices page, a customer with 10,000 ledger entries',
  statement: 'Statement of a year, a customer with 10,000 ledger entries',
} as const;

/** What a price-list pair's rows add to the requests' name (bench/run.ts). */
export const PRICED_SUFFIX = ', buyer with a price list';
export const UNPRICED_SUFFIX = ', buyer without one';

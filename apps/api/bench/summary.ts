import type { CacheSetting } from './caches.ts';
import {
  fmt,
  PRICED_SUFFIX,
  type DETAIL_COLUMNS,
  type OUTBOX_COLUMNS,
  range,
  ROW_NAMES,
  SETTING_NAMES,
  UNPRICED_SUFFIX,
} from './report.ts';

/**
 * The summary of docs/PERFORMANCE.md (issue 25 point 7), written from the tables of the same
 * document and from nothing else: every figure in it is read back from an engine section's
 * tables (the detail table of each setting, the e-mails table) and computed here, and each
 * target of issue 25 is marked met or not met by the worse end of its measured range. Pure: the
 * document's text in, the summary's text out (summary.test.ts).
 */

/** The targets of issue 25. */
export const TARGETS = {
  /** Orders a second, one instance, caches on. */
  ordersPerSecond: 600,
  /** Orders a second as a share of hello world's req/s with the same requests. */
  ordersShareOfHello: 0.03,
  /** Two instances' orders a second over one instance's, pass by pass. */
  twoInstancesOverOne: 1,
  /** The mix with caches on. */
  mixOnRps: 4000,
  mixOnP99Ms: 40,
  mixOnShareOfHello: 0.15,
  /** The mix with every cache off. */
  mixOffRps: 1200,
  /** A buyer without a price list over one with, each to its reference, every row and pass. */
  pricedWithin: 1.2,
  /**
   * Issue 29 point 10: orders without approval rules over orders with rules and a limit present,
   * one instance, caches on, pass by pass.
   */
  rulesWithin: 1.1,
} as const;

/** One row of a detail table, its figures pass by pass. */
export interface RowFigures {
  name: string;
  rps: number[];
  ratio: number[];
  p99: number[];
  errors: number[];
  reference: number[];
  load: { start: number; end: number }[];
  /** CPU ms per request over the passes, null where the table has '-'. */
  cpu: { server: number | null; postgres: number | null; bench: number | null };
}

/** One row of the e-mails table. */
export interface OutboxFigures {
  name: string;
  setting: CacheSetting;
  messages: number[];
  deliveredInRow: number[];
  restSeconds: (number | null)[];
  pending: number[];
  /** Per pass, server and database together; empty in documents from before the column. */
  cpuWithEmails: number[];
  /**
   * Per pass, the orders a second from the row's start until their last e-mail went (0 for a
   * pass that left one undelivered); empty in documents from before the column.
   */
  ordersWithEmails: number[];
}

/** What an engine section's tables say. */
export interface EngineTables {
  engine: string;
  off: RowFigures[];
  on: RowFigures[];
  outbox: OutboxFigures[];
}

interface Table {
  columns: string[];
  rows: string[][];
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

/** The first table after the line `heading`, before the next heading; undefined without one. */
export function tableAfter(text: string, heading: string): Table | undefined {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.trim() === heading);
  if (at < 0) return undefined;
  let i = at + 1;
  while (i < lines.length && !lines[i]!.startsWith('|')) {
    if (lines[i]!.startsWith('#')) return undefined;
    i++;
  }
  const table: string[] = [];
  while (i < lines.length && lines[i]!.startsWith('|')) table.push(lines[i++]!);
  if (table.length < 2) return undefined;
  return { columns: cellsOf(table[0]!), rows: table.slice(2).map(cellsOf) };
}

/** '1,234 / 1,300' as [1234, 1300]; '-' as null. */
const numberOf = (text: string): number | null => {
  const clean = text.replace(/[,x%]/g, '').trim();
  return clean === '-' || clean === '' ? null : Number(clean);
};
const perPass = (cell: string): number[] => cell.split(' / ').map((v) => numberOf(v) ?? NaN);

function column(table: Table, name: string): number {
  const index = table.columns.indexOf(name);
  if (index < 0) throw new Error(`the table has no column "${name}"`);
  return index;
}

function detailRows(table: Table | undefined): RowFigures[] {
  if (!table) return [];
  const at = (name: (typeof DETAIL_COLUMNS)[number]) => column(table, name);
  return table.rows.map((cells) => ({
    name: cells[at('request')]!,
    rps: perPass(cells[at('req/s')]!),
    ratio: perPass(cells[at('ratio to the reference')]!),
    p99: perPass(cells[at('p99 ms')]!),
    errors: perPass(cells[at('non-2xx or errors')]!),
    reference: perPass(cells[at('reference req/s')]!),
    load: cells[at('load average (1 min), start-end')]!.split(' / ').map((pass) => {
      const [start, end] = pass.split('-').map((v) => Number(v));
      return { start: start!, end: end! };
    }),
    cpu: {
      server: numberOf(cells[at('CPU ms/request: server')]!),
      postgres: numberOf(cells[at('PostgreSQL backends')]!),
      bench: numberOf(cells[at('load generator')]!),
    },
  }));
}

function outboxRows(table: Table | undefined): OutboxFigures[] {
  if (!table) return [];
  const at = (name: (typeof OUTBOX_COLUMNS)[number]) => column(table, name);
  return table.rows.map((cells) => ({
    name: cells[at('request')]!,
    setting: cells[at('setting')] === SETTING_NAMES.off ? 'off' : 'on',
    messages: perPass(cells[at("e-mails of the row's orders")]!),
    deliveredInRow: perPass(cells[at('delivered before the row ended')]!),
    restSeconds: cells[at('the rest delivered within, s')]!.split(' / ').map(numberOf),
    pending: perPass(cells[at('left undelivered')]!),
    // Older documents have no such column.
    cpuWithEmails: table.columns.includes('CPU ms an order with its e-mails, server + database')
      ? cells[at('CPU ms an order with its e-mails, server + database')]!.split(' / ').map((pass) =>
          pass.split(' + ').reduce((sum, part) => sum + (numberOf(part) ?? 0), 0),
        )
      : [],
    ordersWithEmails: table.columns.includes('orders a second with their e-mails out')
      ? cells[at('orders a second with their e-mails out')]!.split(' / ').map(
          (pass) =>
            // '-': an e-mail was left undelivered, so the row's orders were not all done.
            numberOf(pass) ?? 0,
        )
      : [],
  }));
}

/** Headings of an engine's section (bench/run.ts writes them). */
export const engineHeadings = (name: string) => ({
  section: `## ${name}`,
  off: `### ${name}, ${SETTING_NAMES.off}`,
  on: `### ${name}, ${SETTING_NAMES.on}`,
  outbox: `### ${name}, e-mails of the order rows`,
});

/** The tables of the engine section `## name` of a document, or undefined when it has none. */
export function readEngineTables(document: string, name: string): EngineTables | undefined {
  const headings = engineHeadings(name);
  const lines = document.split('\n');
  const start = lines.findIndex((line) => line.trim() === headings.section);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  const section = lines.slice(start, end < 0 ? undefined : end).join('\n');
  const tables: EngineTables = {
    engine: name,
    off: detailRows(tableAfter(section, headings.off)),
    on: detailRows(tableAfter(section, headings.on)),
    outbox: outboxRows(tableAfter(section, headings.outbox)),
  };
  return tables.off.length > 0 || tables.on.length > 0 ? tables : undefined;
}

const isPricingRow = (name: string) =>
  name.includes(PRICED_SUFFIX) || name.includes(UNPRICED_SUFFIX);

/** The row whose name starts with `prefix` (a price-list pair's rows aside). */
const rowOf = (rows: readonly RowFigures[], prefix: string) =>
  rows.find((row) => row.name.startsWith(prefix) && !isPricingRow(row.name));

export interface Verdict {
  target: string;
  /** The measured range, as written in the summary. */
  measured: string;
  /**
   * Met by the worse end of the range (and without a failed request in the rows judged); null
   * when the rows were not measured.
   */
  met: boolean | null;
}

const low = (values: readonly number[]) => Math.min(...values);
const high = (values: readonly number[]) => Math.max(...values);
/** The row's load average, and its failed requests if it had any. */
const loadOf = (row: RowFigures) => {
  const load = `load ${range(
    row.load.flatMap((l) => [l.start, l.end]),
    2,
  )}`;
  const errors = row.errors.reduce((a, b) => a + b, 0);
  return errors > 0 ? `${load}; ${fmt(errors)} non-2xx or errors` : load;
};
/** A row with failed requests meets no target: its rate counts answers that were refusals. */
const clean = (...rows: RowFigures[]) => rows.every((row) => row.errors.every((e) => e === 0));
const notMeasured = (target: string): Verdict => ({ target, measured: 'not measured', met: null });

/**
 * Each pass's req/s over its reference's, from those two columns (the ratio column is rounded to
 * three places, which could turn 0.0295 into a met 0.030).
 */
const shareOfHello = (row: RowFigures) => row.rps.map((rps, pass) => rps / row.reference[pass]!);

/** Pass by pass, `a`'s req/s over `b`'s: the passes of both rows run side by side. */
const passRatios = (a: RowFigures, b: RowFigures) =>
  a.rps.slice(0, Math.min(a.rps.length, b.rps.length)).map((rps, pass) => rps / b.rps[pass]!);

/** The price-list pairs of a setting: each pass's ratio, each rate to its reference. */
export function pricedSlowdowns(rows: readonly RowFigures[]) {
  const pairs: { name: string; ratios: number[] }[] = [];
  for (const priced of rows.filter((row) => row.name.includes(PRICED_SUFFIX))) {
    const name = priced.name.slice(0, priced.name.indexOf(PRICED_SUFFIX));
    const unpriced = rows.find((row) => row.name.startsWith(`${name}${UNPRICED_SUFFIX}`));
    if (!unpriced) continue;
    const passes = Math.min(priced.rps.length, unpriced.rps.length);
    pairs.push({
      name,
      ratios: Array.from(
        { length: passes },
        (_, pass) =>
          unpriced.rps[pass]! /
          unpriced.reference[pass]! /
          (priced.rps[pass]! / priced.reference[pass]!),
      ),
    });
  }
  return pairs;
}

/**
 * An order row with its rate replaced by its orders' rate with their e-mails out (the e-mails
 * table, caches on), pass by pass: a server that answers orders faster by leaving their e-mails
 * until after the row has not done them faster (issue 25 point 4). A document from before that
 * column keeps the request rate.
 */
function withEmailsOut(
  row: RowFigures | undefined,
  outbox: readonly OutboxFigures[],
): RowFigures | undefined {
  const emails = outbox.find((o) => o.setting === 'on' && o.name === row?.name);
  if (!row || !emails || emails.ordersWithEmails.length === 0) return row;
  return { ...row, rps: emails.ordersWithEmails };
}

/** Each target of issue 25, measured and judged by the worse end of its range. */
export function verdicts(tables: EngineTables): Verdict[] {
  const out: Verdict[] = [];
  const ordersOne = withEmailsOut(rowOf(tables.on, ROW_NAMES.ordersOne), tables.outbox);
  const ordersTwo = withEmailsOut(rowOf(tables.on, ROW_NAMES.ordersTwo), tables.outbox);
  // What the order figures count: orders done with their e-mails, or (older documents) answered.
  const ordersUnit = tables.outbox.some((o) => o.ordersWithEmails.length > 0)
    ? 'orders/s with their e-mails out'
    : 'orders/s';
  const mixOn = rowOf(tables.on, ROW_NAMES.mix);
  const mixOff = rowOf(tables.off, ROW_NAMES.mix);
  const on = `${SETTING_NAMES.on}`;

  const ordersTarget = `Orders, one instance, ${on}: at least ${fmt(TARGETS.ordersPerSecond)} a second`;
  const ordersShareTarget = `Orders, one instance, ${on}: at least ${fmt(TARGETS.ordersShareOfHello, 2)} of hello world`;
  if (ordersOne) {
    out.push({
      target: ordersTarget,
      measured: `${range(ordersOne.rps)} ${ordersUnit} (${loadOf(ordersOne)})`,
      met: low(ordersOne.rps) >= TARGETS.ordersPerSecond && clean(ordersOne),
    });
    const share = shareOfHello(ordersOne);
    out.push({
      target: ordersShareTarget,
      measured: range(share, 4),
      met: low(share) >= TARGETS.ordersShareOfHello && clean(ordersOne),
    });
  } else out.push(notMeasured(ordersTarget), notMeasured(ordersShareTarget));

  const twoTarget = `Orders, two instances at least as fast as one, ${on} (pass by pass)`;
  if (ordersOne && ordersTwo) {
    const ratios = passRatios(ordersTwo, ordersOne);
    out.push({
      target: twoTarget,
      measured: `${range(ratios, 2)}x (two: ${range(ordersTwo.rps)} ${ordersUnit}, ${loadOf(ordersTwo)})`,
      met: low(ratios) >= TARGETS.twoInstancesOverOne && clean(ordersOne, ordersTwo),
    });
  } else out.push(notMeasured(twoTarget));

  const ordersRules = withEmailsOut(rowOf(tables.on, ROW_NAMES.ordersRules), tables.outbox);
  const rulesTarget = `(issue 29) Orders with approval rules and a spending limit within ${fmt(TARGETS.rulesWithin, 1)}x of orders without, one instance, ${on} (pass by pass)`;
  if (ordersOne && ordersRules) {
    const slowdowns = passRatios(ordersOne, ordersRules);
    out.push({
      target: rulesTarget,
      measured: `${range(slowdowns, 2)}x (with rules: ${range(ordersRules.rps)} ${ordersUnit}, ${loadOf(ordersRules)})`,
      met: high(slowdowns) <= TARGETS.rulesWithin && clean(ordersOne, ordersRules),
    });
  } else out.push(notMeasured(rulesTarget));

  const mixRps = `The mix, ${on}: at least ${fmt(TARGETS.mixOnRps)} req/s`;
  const mixP99 = `The mix, ${on}: p99 under ${TARGETS.mixOnP99Ms} ms`;
  const mixShare = `The mix, ${on}: at least ${fmt(TARGETS.mixOnShareOfHello, 2)} of hello world`;
  if (mixOn) {
    const share = shareOfHello(mixOn);
    out.push(
      {
        target: mixRps,
        measured: `${range(mixOn.rps)} req/s (${loadOf(mixOn)})`,
        met: low(mixOn.rps) >= TARGETS.mixOnRps && clean(mixOn),
      },
      {
        target: mixP99,
        measured: `${range(mixOn.p99)} ms`,
        met: high(mixOn.p99) < TARGETS.mixOnP99Ms && clean(mixOn),
      },
      {
        target: mixShare,
        measured: range(share, 4),
        met: low(share) >= TARGETS.mixOnShareOfHello && clean(mixOn),
      },
    );
  } else out.push(notMeasured(mixRps), notMeasured(mixP99), notMeasured(mixShare));

  const offTarget = `The mix, ${SETTING_NAMES.off}: at least ${fmt(TARGETS.mixOffRps)} req/s`;
  if (mixOff) {
    out.push({
      target: offTarget,
      measured: `${range(mixOff.rps)} req/s (${loadOf(mixOff)})`,
      met: low(mixOff.rps) >= TARGETS.mixOffRps && clean(mixOff),
    });
  } else out.push(notMeasured(offTarget));

  const pricedTarget = `A buyer with a price list within ${fmt(TARGETS.pricedWithin, 1)}x of one without, every row, both settings, every pass (each rate to its reference)`;
  const pairs = (['off', 'on'] as const).flatMap((setting) =>
    pricedSlowdowns(tables[setting]).map((pair) => ({ ...pair, setting })),
  );
  const pricingClean = (['off', 'on'] as const).every((setting) =>
    clean(...tables[setting].filter((row) => isPricingRow(row.name))),
  );
  if (pairs.length > 0) {
    const all = pairs.flatMap((pair) => pair.ratios);
    const worst = pairs.reduce((a, b) => (high(b.ratios) > high(a.ratios) ? b : a));
    out.push({
      target: pricedTarget,
      measured: `${range(all, 2)}x; the worst: ${worst.name}, ${SETTING_NAMES[worst.setting]}${pricingClean ? '' : '; with non-2xx answers or errors'}`,
      met: high(all) <= TARGETS.pricedWithin && pricingClean,
    });
  } else out.push(notMeasured(pricedTarget));
  return out;
}

const metText = (met: boolean | null) =>
  met === null ? 'not measured' : met ? 'met' : '**not met**';

/** Figures read beside the targets: the e-mails, the changing catalogue, what the caches give. */
export function observations(tables: EngineTables, cores: number | undefined): string[] {
  const lines: string[] = [];
  for (const row of tables.outbox) {
    const shares = row.messages.map((messages, pass) =>
      messages > 0 ? (100 * row.deliveredInRow[pass]!) / messages : 100,
    );
    const rest = row.restSeconds.filter((s): s is number => s !== null);
    const pending = row.pending.reduce((a, b) => a + b, 0);
    const cpu = row.cpuWithEmails.filter((ms) => Number.isFinite(ms));
    lines.push(
      `E-mails, ${row.name}, ${SETTING_NAMES[row.setting]}: ${range(row.messages)} a row, ${range(shares)}% delivered before the row ended, the last ${rest.length > 0 ? `${range(rest, 1)} s after it` : 'time unknown'}${pending > 0 ? `; ${fmt(pending)} left undelivered` : ''}${cpu.length > 0 ? `; an order with its e-mails cost the servers and the database ${range(cpu, 2)} ms of CPU${cores ? `, on ${cores} cores a ceiling near ${fmt((cores * 1000) / Math.max(...cpu))} orders/s kept up with (by the worse end)` : ''}` : ''}.`,
    );
  }
  const changing = rowOf(tables.on, ROW_NAMES.mixChanging);
  const mixOn = rowOf(tables.on, ROW_NAMES.mix);
  if (changing && mixOn) {
    lines.push(
      `The mix while the catalogue changes, ${SETTING_NAMES.on}: ${range(changing.rps)} req/s, p99 ${range(changing.p99)} ms; ${range(passRatios(changing, mixOn), 2)} of the mix without changes, pass by pass.`,
    );
  }
  const mixOff = rowOf(tables.off, ROW_NAMES.mix);
  if (mixOn && mixOff) {
    lines.push(
      `Caches on over every cache off, the mix: ${range(passRatios(mixOn, mixOff), 2)}x, pass by pass.`,
    );
  }
  const cpuLine = (label: string, row: RowFigures | undefined, unit: string) => {
    if (!row || row.cpu.server === null || row.cpu.bench === null) return;
    const total = row.cpu.server + (row.cpu.postgres ?? 0) + row.cpu.bench;
    const parts = [
      `the server ${fmt(row.cpu.server, 2)}`,
      ...(row.cpu.postgres === null ? [] : [`the database ${fmt(row.cpu.postgres, 2)}`]),
      `the load generator ${fmt(row.cpu.bench, 2)}`,
    ];
    const ceiling =
      cores && total > 0
        ? `: on ${cores} cores, a ceiling near ${fmt((cores * 1000) / total)} ${unit} before any waiting`
        : '';
    lines.push(
      `CPU per request, ${label}: ${parts.join(', ')}, ${fmt(total, 2)} ms together${ceiling}.`,
    );
  };
  cpuLine(`the mix, ${SETTING_NAMES.off}`, mixOff, 'req/s');
  cpuLine(`the mix, ${SETTING_NAMES.on}`, mixOn, 'req/s');
  cpuLine(
    `orders, one instance, ${SETTING_NAMES.on}`,
    rowOf(tables.on, ROW_NAMES.ordersOne),
    'orders/s',
  );
  return lines;
}

/** One engine's part of the summary: the targets' table, its count, the observations. */
export function engineSummary(tables: EngineTables, cores: number | undefined): string {
  const judged = verdicts(tables);
  const measured = judged.filter((v) => v.met !== null);
  const met = measured.filter((v) => v.met).length;
  return [
    `### ${tables.engine}`,
    '',
    '| target (issue 25) | measured, lowest-highest of the passes | verdict, by the worse end |',
    '|---|---|---|',
    ...judged.map((v) => `| ${v.target} | ${v.measured} | ${metText(v.met)} |`),
    '',
    `Met: ${met} of ${measured.length} measured${judged.length > measured.length ? ` (${judged.length - measured.length} not measured)` : ''}.`,
    '',
    ...observations(tables, cores).map((line) => `- ${line}`),
  ].join('\n');
}

/** The cores the document says it was measured on ('(2 cores shared ...'). */
export const coresOf = (document: string): number | undefined => {
  const match = /\((\d+) cores\b/.exec(document);
  return match ? Number(match[1]) : undefined;
};

/** Issue 17 point 6 and issue 32 point 7: the mix on the large tenant within this of the small. */
export const SCALE_GOAL = 1.3;

/**
 * The scale section's verdict: its "Small over large" ratios, pass by pass (written by the bench
 * from its table), judged by the worst; undefined when the document has no scale section.
 */
export function scaleSummary(document: string): string | undefined {
  const line = /^Small over large: ([\d.,]+(?: \/ [\d.,]+)*)x/m.exec(document);
  if (!line) return undefined;
  const ratios = line[1]!.split(' / ').map((text) => Number(text.replaceAll(',', '')));
  const worst = Math.max(...ratios);
  const verdict = worst <= SCALE_GOAL ? 'met' : '**not met**';
  return [
    '### Flat in catalogue size (issue 17 point 6, issue 32 point 7)',
    '',
    '| target | measured, pass by pass | verdict, by the worse end |',
    '|---|---|---|',
    `| The mix, every cache off, on 1,000,000 products among 100 tenants within ${SCALE_GOAL}x of 10,000 products (PostgreSQL) | ${line[1]}x slower | ${verdict} |`,
  ].join('\n');
}

/** The summary section of a document, from its engine sections' tables. */
export function summarySection(document: string, engines: readonly string[]): string {
  const cores = coresOf(document);
  const parts = engines.map((name) => {
    const tables = readEngineTables(document, name);
    return tables
      ? engineSummary(tables, cores)
      : `### ${name}\n\nNot measured: this document has no tables of it.`;
  });
  const scale = scaleSummary(document);
  if (scale) parts.push(scale);
  return [
    '## Summary (issue 25)',
    '',
    'Written by bench/summary.ts from the tables of this document, not by hand: each figure is',
    "read back from an engine section's tables below and is the range over its passes (lowest-",
    'highest); a target is met only when the worse end of its range meets it. The targets are',
    "issue 25's, set for PostgreSQL; other engines are judged against them for comparison.",
    '',
    ...parts.flatMap((part) => [part, '']),
  ]
    .join('\n')
    .trim();
}

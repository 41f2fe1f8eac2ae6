import { fmt, ROW_NAMES } from './report.ts';

/**
 * The section `npm run bench:caps` writes into docs/PERFORMANCE.md: each route's SQL cap (pgbench)
 * beside the HTTP figures `npm run bench` wrote in the same document. Pure.
 */
export type CapRoute = 'session' | 'list' | 'search' | 'category' | 'details' | 'order';

export interface CapRow {
  route: CapRoute;
  name: string;
  /** Statements of one request as the app sends them once its kept facts are read. */
  statements: number;
  protocol: string;
  scripts: number;
  /** tps of the route's own statements; undefined for the session check's own row. */
  tpsAlone?: number;
  /** tps with the session check in front, as a request whose check is not kept runs it. */
  tpsWithSession: number;
  /** Whether the app reads this route's session check from its kept checks (catalogue reads). */
  sessionKept: boolean;
}

/** The PostgreSQL summary table's rows, by route: 'every cache off' and 'on' figures as written. */
const HTTP_ROW_PREFIXES: Record<Exclude<CapRoute, 'session'>, string> = {
  list: ROW_NAMES.list,
  search: ROW_NAMES.search,
  category: ROW_NAMES.category,
  details: ROW_NAMES.details,
  order: ROW_NAMES.ordersOne,
};

export interface HttpFigure {
  off: string;
  on: string;
}

/** The leading figure of a cell such as '544-560 req/s, p99 130-152 ms' ('544-560'). */
const leadingFigure = (cell: string) => /^\s*([\d,.]+(?:-[\d,.]+)?)/.exec(cell)?.[1];

/**
 * The HTTP req/s of each route from the summary table under '## PostgreSQL' (bench/run.ts writes
 * it), or none when the document has no such table.
 */
export function httpFigures(document: string): Map<CapRoute, HttpFigure> {
  const figures = new Map<CapRoute, HttpFigure>();
  const start = document.search(/^## PostgreSQL\s*$/m);
  if (start < 0) return figures;
  const rest = document.slice(start + 1);
  const end = rest.search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || cells[0] !== '') continue;
    for (const [route, prefix] of Object.entries(HTTP_ROW_PREFIXES)) {
      if (!cells[1]!.startsWith(prefix) || figures.has(route as CapRoute)) continue;
      const off = leadingFigure(cells[2]!);
      const on = leadingFigure(cells[3]!);
      if (off && on) figures.set(route as CapRoute, { off, on });
    }
  }
  return figures;
}

/** The highest figure of '544-560' (560). */
const highest = (figure: string) =>
  Math.max(...figure.split('-').map((n) => Number(n.replaceAll(',', ''))));

/**
 * The cap a route's HTTP figure is compared with: its SQL with the session check, since the HTTP
 * figure is the server's with every cache off (bench/caches.ts), which checks every session in
 * the database (and reads a search's or category's list for every page besides, which the
 * scripts do not: for those routes the share is of a cap above the route's own).
 */
const capOf = (row: CapRow) => row.tpsWithSession;

export function capsTable(rows: readonly CapRow[], http: Map<CapRoute, HttpFigure>): string {
  const lines = [
    '| route | statements per request | prepared by the app | pgbench scripts | tps, its SQL alone | tps with the session check | HTTP req/s, every cache off / caches on | HTTP every cache off as share of the cap with the session check |',
    '|---|---:|---|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const figure = row.route === 'session' ? undefined : http.get(row.route);
    const statements =
      row.route === 'session'
        ? '1'
        : `${row.statements} + session check${row.sessionKept ? ' (kept: 0)' : ''}`;
    const share = figure ? `${Math.round((100 * highest(figure.off)) / capOf(row))}%` : '-';
    lines.push(
      `| ${row.name} | ${statements} | ${row.protocol} | ${row.scripts} | ${row.tpsAlone === undefined ? '-' : fmt(row.tpsAlone)} | ${fmt(row.tpsWithSession)} | ${figure ? `${figure.off} / ${figure.on}` : '-'} | ${share} |`,
    );
  }
  return lines.join('\n');
}

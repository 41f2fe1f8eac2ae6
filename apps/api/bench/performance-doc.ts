import { existsSync, readFileSync } from 'node:fs';

/**
 * docs/PERFORMANCE.md is written by four benchmarks: `npm run bench` (the API, the whole file, its
 * engines' and scale sections between their own markers),
 * `npm run bench:statements` (the catalogue's statements), `npm run bench:caps` (each route's SQL
 * under pgbench) and `npm run bench:lighthouse` (the browser), the last three each in sections
 * between their markers. Each keeps what the others wrote.
 */
export interface SectionMarkers {
  start: string;
  end: string;
}

export const LIGHTHOUSE_START = '<!-- lighthouse:start (npm run bench:lighthouse) -->';
export const LIGHTHOUSE_END = '<!-- lighthouse:end -->';
export const LIGHTHOUSE_MARKERS: SectionMarkers = { start: LIGHTHOUSE_START, end: LIGHTHOUSE_END };
export const SQL_CAPS_MARKERS: SectionMarkers = {
  start: '<!-- sql-caps:start (npm run bench:caps) -->',
  end: '<!-- sql-caps:end -->',
};
/** One statement table per engine, so that measuring one engine keeps the other's. */
export const statementsMarkers = (engine: string): SectionMarkers => ({
  start: `<!-- statements-${engine}:start (npm run bench:statements -- --engine ${engine}) -->`,
  end: `<!-- statements-${engine}:end -->`,
});

/**
 * `npm run bench`'s own sections, one per engine and one for the scale rows, so that a run of
 * one engine (or without --scale) keeps what an earlier run measured of the others.
 */
export const benchEngineMarkers = (engine: string): SectionMarkers => ({
  start: `<!-- bench-${engine}:start (npm run bench -- --engines ${engine}) -->`,
  end: `<!-- bench-${engine}:end -->`,
});
export const BENCH_SCALE_MARKERS: SectionMarkers = {
  start: '<!-- bench-scale:start (npm run bench -- --scale) -->',
  end: '<!-- bench-scale:end -->',
};

/** A section's text between its markers, markers included. */
export const marked = (markers: SectionMarkers, section: string) =>
  `${markers.start}\n${section.trim()}\n${markers.end}`;

/** A marked section of a document, markers included, or '' when it has none. */
export function markedSection(path: string, markers: SectionMarkers): string {
  if (!existsSync(path)) return '';
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf(markers.start);
  const end = text.indexOf(markers.end);
  return start >= 0 && end > start ? text.slice(start, end + markers.end.length) : '';
}

/** The document with its marked section replaced by `section` (appended when it had none). */
export function withMarkedSection(path: string, markers: SectionMarkers, section: string): string {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '# Performance\n';
  const replacement = marked(markers, section);
  const current = markedSection(path, markers);
  if (current) return text.replace(current, () => replacement);
  return `${text.trimEnd()}\n\n${replacement}\n`;
}

/** The Lighthouse section of a document, markers included, or '' when it has none. */
export const lighthouseSection = (path: string) => markedSection(path, LIGHTHOUSE_MARKERS);

/** The document with its Lighthouse section replaced by `section` (appended when it had none). */
export const withLighthouseSection = (path: string, section: string) =>
  withMarkedSection(path, LIGHTHOUSE_MARKERS, section);

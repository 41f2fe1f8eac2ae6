import { existsSync, readFileSync } from 'node:fs';

/**
 * docs/PERFORMANCE.md is written by two benchmarks: `npm run bench` (the API, the whole file) and
 * `npm run bench:lighthouse` (the browser, one section between these markers). Each keeps what the
 * other wrote.
 */
export const LIGHTHOUSE_START = '<!-- lighthouse:start (npm run bench:lighthouse) -->';
export const LIGHTHOUSE_END = '<!-- lighthouse:end -->';

/** The Lighthouse section of a document, markers included, or '' when it has none. */
export function lighthouseSection(path: string): string {
  if (!existsSync(path)) return '';
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf(LIGHTHOUSE_START);
  const end = text.indexOf(LIGHTHOUSE_END);
  return start >= 0 && end > start ? text.slice(start, end + LIGHTHOUSE_END.length) : '';
}

/** The document with its Lighthouse section replaced by `section` (appended when it had none). */
export function withLighthouseSection(path: string, section: string): string {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '# Performance\n';
  const marked = `${LIGHTHOUSE_START}\n${section.trim()}\n${LIGHTHOUSE_END}`;
  const current = lighthouseSection(path);
  if (current) return text.replace(current, () => marked);
  return `${text.trimEnd()}\n\n${marked}\n`;
}

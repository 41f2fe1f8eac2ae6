/**
 * Groups logged statements by shape for the statement table (bench/statements.ts). Pure.
 */
export interface StatementTiming {
  /** The SQL text with whitespace and parameter lists collapsed: the group. */
  shape: string;
  /** Who issued it (the innermost async function of the app on the stack) and the tables it reads. */
  label: string;
  ms: number;
}

/** `in ($3, $4, $5)` and `in ($3)` are one shape; so are texts differing only in spacing. */
export function normaliseSql(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\$\d+(\s*,\s*\$\d+)*/g, '$n')
    .trim();
}

/** The innermost frame of the app's own code (under src/, outside node_modules) on a stack. */
export function callerOf(stack: string): string | undefined {
  for (const line of stack.split('\n').slice(1)) {
    const frame = /^\s*at (?:async )?([\w$.<>]+) \((.*)\)$/.exec(line);
    if (!frame) continue;
    const [, name, location] = frame;
    if (location!.includes('node_modules') || !/[/\\]src[/\\]/.test(location!)) continue;
    return name!.replace(/^Object\./, '');
  }
  return undefined;
}

export function statementShape(sql: string, stack: string): Omit<StatementTiming, 'ms'> {
  const shape = normaliseSql(sql);
  const tables = [
    ...new Set([...shape.matchAll(/\b(?:from|join) "?(\w+)"?/gi)].map((match) => match[1]!)),
  ].filter((name) => !/^(lateral|unnest|generate_series)$/i.test(name));
  const caller = callerOf(stack);
  const reads = tables.length > 0 ? tables.join(', ') : shape.slice(0, 30);
  const counts = /^select count\(/i.test(shape) ? ' (count)' : '';
  return { shape, label: `${caller ? `${caller}: ` : ''}${reads}${counts}` };
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface ShapeSummary {
  label: string;
  shape: string;
  count: number;
  p50: number;
  p90: number;
  max: number;
  totalMs: number;
}

export function summariseShapes(timings: readonly StatementTiming[]): ShapeSummary[] {
  const groups = new Map<string, StatementTiming[]>();
  for (const t of timings) groups.set(t.shape, [...(groups.get(t.shape) ?? []), t]);
  return [...groups.entries()]
    .map(([shape, list]) => {
      const sorted = list.map((t) => t.ms).sort((a, b) => a - b);
      return {
        label: list[0]!.label,
        shape,
        count: list.length,
        p50: percentile(sorted, 0.5),
        p90: percentile(sorted, 0.9),
        max: sorted[sorted.length - 1]!,
        totalMs: sorted.reduce((a, b) => a + b, 0),
      };
    })
    .sort((a, b) => b.totalMs - a.totalMs);
}

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The markdown section: a method paragraph, one row per shape, the full texts folded below. */
export function summarise(
  timings: readonly StatementTiming[],
  text: { heading: string; method: string },
): string {
  const rows = summariseShapes(timings);
  const lines = [
    text.heading,
    '',
    text.method,
    '',
    '| # | statement (issued by) | calls | p50 ms | p90 ms | max ms | total ms | p90 under 1 ms |',
    '|---:|---|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r, i) =>
        `| ${i + 1} | ${cell(r.label)} | ${r.count} | ${ms(r.p50)} | ${ms(r.p90)} | ${ms(r.max)} | ${Math.round(r.totalMs)} | ${r.p90 < 1 ? 'yes' : 'no'} |`,
    ),
    '',
    '<details><summary>The statements, numbered as in the table</summary>',
    '',
    ...rows.map((r, i) => `${i + 1}. \`${r.shape.replaceAll('`', "'")}\``),
    '',
    '</details>',
  ];
  return lines.join('\n');
}

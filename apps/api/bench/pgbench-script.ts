import { createHash } from 'node:crypto';
import { PREPARED_MARK } from '../src/db/prepared-statements.ts';

/**
 * Turns statements captured from the app (Kysely's log: SQL text and parameters) into pgbench
 * scripts that send the same text with the same values (bench/sql-caps.ts), run with `-M simple`.
 * A statement the app prepares (PREPARED_MARK) is prepared once per pgbench connection under one
 * name whatever script runs it, as node-postgres prepares it once per connection and text, then
 * run by EXECUTE: pgbench's own `-M prepared` prepares each script's copy apart, and with a script
 * per search term or session most executions would be a first one, planned for its values. Any
 * other statement is sent with its values written in, which PostgreSQL plans for those values, as
 * it plans the app's unnamed statement with parameters. A value that varies per request is a
 * pgbench variable set by an expression (`\set page random(1, 41)`); the others are variables
 * defined once per run (`-D v1='BENCH'`), because pgbench expressions cannot hold text. Pure.
 */
export interface CapturedStatement {
  sql: string;
  parameters: readonly unknown[];
}

/** A parameter of one statement that varies per transaction: `:name`, set by `sets` lines. */
export interface VaryingParameter {
  statement: number;
  parameter: number;
  variable: string;
}

export interface ScriptSpec {
  statements: readonly CapturedStatement[];
  /** pgbench meta-commands run first, e.g. `\set page random(1, 41)`. */
  sets?: readonly string[];
  varying?: readonly VaryingParameter[];
  /** Statement index whose one result row pgbench stores (`\gset prefix`) for a later one. */
  gset?: { statement: number; prefix: string } | undefined;
}

/**
 * Constant values shared by the scripts of one run, as `-D` definitions of SQL literals: one
 * variable per distinct value, so many scripts naming the same tenant share it; and a flag per
 * prepared statement, set once its connection has prepared it.
 */
export class DefinedValues {
  private readonly names = new Map<string, string>();
  private readonly flags = new Set<string>();

  nameOf(literal: string): string {
    let name = this.names.get(literal);
    if (!name) {
      name = `v${this.names.size + 1}`;
      this.names.set(literal, name);
    }
    return name;
  }

  flag(statementName: string): string {
    const flag = `done_${statementName}`;
    this.flags.add(flag);
    return flag;
  }

  /** `-D name=value` arguments for pgbench. */
  args(): string[] {
    return [
      ...[...this.names].flatMap(([literal, name]) => ['-D', `${name}=${literal}`]),
      ...[...this.flags].flatMap((flag) => ['-D', `${flag}=0`]),
    ];
  }
}

/** An array element as node-postgres writes it: quoted, with `"` and `\` escaped. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return arrayText(value);
  const text = parameterText(value) ?? '';
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

const arrayText = (values: readonly unknown[]) => `{${values.map(arrayElement).join(',')}}`;

/** A parameter's text as node-postgres sends it (null for SQL NULL). */
export function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return arrayText(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value);
}

/** A value as an SQL literal of unknown type, which PostgreSQL types as an untyped parameter. */
export const sqlLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Whether the app prepares a statement (it carries the mark). */
export const isPrepared = (statement: CapturedStatement) =>
  statement.sql.trimEnd().endsWith(PREPARED_MARK);

/** The name of a prepared statement: one per text, as db/prepared-statements.ts names it. */
export const preparedName = (text: string) =>
  `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * One statement's lines, without its terminator: a prepared one is prepared when its connection
 * has not yet, then executed with its values; any other has its values written in place of `$n`.
 */
export function statementLines(
  statement: CapturedStatement,
  index: number,
  defined: DefinedValues,
  varying: readonly VaryingParameter[] = [],
): string[] {
  const value = (parameter: number): string => {
    if (parameter >= statement.parameters.length) {
      throw new Error(`$${parameter + 1} has no parameter in: ${statement.sql}`);
    }
    const vary = varying.find((v) => v.statement === index && v.parameter === parameter);
    if (vary) return `:${vary.variable}`;
    const text = parameterText(statement.parameters[parameter]);
    return text === null ? 'NULL' : `:${defined.nameOf(sqlLiteral(text))}`;
  };
  if (!isPrepared(statement)) {
    return [
      statement.sql
        .replace(/\$(\d+)(?!\d)/g, (_, digits: string) => value(Number(digits) - 1))
        .trim(),
    ];
  }
  const name = preparedName(statement.sql);
  const flag = defined.flag(name);
  const values = statement.parameters.map((_, parameter) => value(parameter));
  return [
    `\\if :${flag} = 0`,
    `prepare ${name} as ${statement.sql.trim()};`,
    `\\set ${flag} 1`,
    '\\endif',
    `execute ${name}${values.length > 0 ? `(${values.join(', ')})` : ''}`,
  ];
}

/** A pgbench script: its `\set` lines, then each statement ended by `;` (or `\gset`). */
export function pgbenchScript(spec: ScriptSpec, defined: DefinedValues): string {
  const lines = [...(spec.sets ?? [])];
  spec.statements.forEach((statement, i) => {
    const text = statementLines(statement, i, defined, spec.varying).join('\n');
    lines.push(spec.gset?.statement === i ? `${text}\n\\gset ${spec.gset.prefix}` : `${text};`);
  });
  return `${lines.join('\n')}\n`;
}

/**
 * The parameters that differ between two captures of the same request shape (say page 2 and page
 * 3): what a script must vary. Throws when the two are not the same statements.
 */
export function differingParameters(
  a: readonly CapturedStatement[],
  b: readonly CapturedStatement[],
): { statement: number; parameter: number; from: unknown; to: unknown }[] {
  if (a.length !== b.length || a.some((s, i) => s.sql !== b[i]!.sql)) {
    throw new Error('the two captures are not the same statements');
  }
  return a.flatMap((s, statement) =>
    s.parameters.flatMap((from, parameter) => {
      const to = b[statement]!.parameters[parameter];
      return parameterText(from) === parameterText(to) ? [] : [{ statement, parameter, from, to }];
    }),
  );
}

/** The tps pgbench reports, without the time to open its connections. */
export function parseTps(output: string): number {
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  if (!match) throw new Error(`no tps in pgbench output:\n${output}`);
  return Number(match[1]);
}
